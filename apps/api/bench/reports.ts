/**
 * The monthly mutation report LMKO at size, on PGlite and (when 127.0.0.1:5432 answers) on PostgreSQL in a
 * throwaway database: 1,000,000 ledger entries of one unit loaded in bulk SQL (entries, month and year sums in all and
 * per movement type, and cached balances consistent with each other) over two years up to yesterday, a
 * tenth of them on one heavy item and the rest over 1,000 items of the LMKO (half products, half processed
 * wood of the LMKO's raw-material types, over several species), of several movement types. Then through the
 * real app (Fastify inject, in this process, signed in as the unit's administrator): p50/p99 of the LMKO
 * (first page of its lines, groups and total whole) for last calendar year, for one month of it and for a
 * period that cuts two months (15 January – 14 December), and of its Excel workbook for the whole year (to
 * the first and the last byte of the streamed body; the process's memory around it in runs of their own).
 * Target on PostgreSQL: the year's LMKO p99 ≤ 100 ms, its Excel ≤ 2 s. Then the database's own time of
 * each query the report runs (EXPLAIN ANALYZE). Prints figures only.
 *
 *   node apps/api/bench/reports.ts    (BENCH_REPORT_ENTRIES=1000000 BENCH_REPORT_ITEMS=1000
 *                                      BENCH_REPORT_REQUESTS=300 BENCH_REPORT_EXCEL_REQUESTS=<requests/10>
 *                                      BENCH_BACKENDS=pglite,postgres)
 */
import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import { type CompiledQuery, type Kysely, sql } from 'kysely';
import { buildApp } from '../src/app.ts';
import { bootstrap } from '../src/bootstrap.ts';
import { createDatabase, type Database } from '../src/db/index.ts';
import { migrate } from '../src/db/migrate.ts';
import { ensureListIndexes } from '../src/engine/list-indexes.ts';
import { computeLmk } from '../src/reports/lmk.ts';
import { seedReferenceData } from '../src/server.ts';
import { createLogging } from '../src/services/logging.ts';
import {
  benchConfig,
  machineLine,
  postgresAvailable,
  printRatios,
  printTable,
  withScratchDatabase,
} from './lib/common.ts';
import { day, loadEntries } from './lib/ledger-load.ts';

const ENTRIES = Number(process.env.BENCH_REPORT_ENTRIES || 1_000_000);
/** Items of the report, the heavy one included. */
const ITEMS = Math.max(2, Number(process.env.BENCH_REPORT_ITEMS || 1000));
/** Entries of the one item moved far more than the others (a sawmill's sawn teak, say): a tenth of all. */
const HEAVY = Math.max(2, Math.floor(ENTRIES / 10));
const PER_ITEM = Math.max(2, Math.floor((ENTRIES - HEAVY) / (ITEMS - 1)));
const REQUESTS = Number(process.env.BENCH_REPORT_REQUESTS || 300);
/** A workbook takes far longer than a page: fewer of them. */
const EXCEL_REQUESTS = Number(
  process.env.BENCH_REPORT_EXCEL_REQUESTS || Math.max(3, Math.ceil(REQUESTS / 10)),
);
const BACKENDS = (process.env.BENCH_BACKENDS || 'pglite,postgres').split(',');
/** Two years up to yesterday: last calendar year whole, with months before it and after it. */
const SPAN_DAYS = 730;
const YEAR = Number(day(0).slice(0, 4)) - 1;
const PERIODS: [name: string, startDate: string, endDate: string][] = [
  [`${YEAR}, the whole year`, `${YEAR}-01-01`, `${YEAR}-12-31`],
  [`${YEAR}-06, one month`, `${YEAR}-06-01`, `${YEAR}-06-30`],
  [`${YEAR}-01-15 – ${YEAR}-12-14, cut mid-month`, `${YEAR}-01-15`, `${YEAR}-12-14`],
];
const MB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

// A collection before a workbook whose memory is measured, so the heap's growth is the workbook's.
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

/**
 * The report's items, opened the day before the ledger's span, then their ledger (lib/ledger-load.ts):
 * even numbers processed wood of the LMKO's raw-material types, odd ones products of a few HS codes of
 * furniture, each over six species, so the report has many groups; item 0 is the heavy one.
 */
async function load(db: Database, unitId: number): Promise<void> {
  const k = db.kysely;
  const opening = day(-SPAN_DAYS - 1);
  await sql`
    INSERT INTO raw_material (code, name, raw_material_type_id, scientific_name_id, business_unit_id)
    SELECT 'BENCH-' || g, 'Processed wood bench ' || lpad(g::text, 5, '0'),
      t.ids[1 + (g / 2) % array_length(t.ids, 1)],
      n.ids[1 + (g / 2 / array_length(t.ids, 1)) % array_length(n.ids, 1)], ${unitId}
    FROM generate_series(0, ${ITEMS - 1}::int, 2) g,
      (SELECT array_agg(t.id ORDER BY t.id) AS ids FROM raw_material_type t
       JOIN raw_material_category c ON c.id = t.raw_material_category_id WHERE c.report_group = 'LMKO') t,
      (SELECT array_agg(id ORDER BY id) AS ids FROM (SELECT id FROM scientific_name ORDER BY id LIMIT 6) x) n`.execute(
    k,
  );
  await sql`
    INSERT INTO product (code, name, commercial_description, hs_code_id, scientific_name_id, unit_name,
      business_unit_id)
    SELECT 'BENCH-' || g, 'Product bench ' || lpad(g::text, 5, '0'), 'Bench furniture',
      h.ids[1 + (g / 2) % array_length(h.ids, 1)],
      n.ids[1 + (g / 2 / array_length(h.ids, 1)) % array_length(n.ids, 1)], 'pcs', ${unitId}
    FROM generate_series(1, ${ITEMS - 1}::int, 2) g,
      (SELECT array_agg(id ORDER BY code) AS ids FROM (SELECT id, code FROM hs_code WHERE code LIKE '94__.__'
       ORDER BY code LIMIT 4) x) h,
      (SELECT array_agg(id ORDER BY id) AS ids FROM (SELECT id FROM scientific_name ORDER BY id LIMIT 6) x) n`.execute(
    k,
  );
  await sql`
    INSERT INTO stock (business_unit_id, stock_type, raw_material_id, product_id, item_code, item_name,
      scientific_name_id, opening_date, initial_volume_m3)
    SELECT ${unitId}, stock_type, raw_material_id, product_id, code, name, scientific_name_id, ${opening}::date, 0
    FROM (
      SELECT 'RAW_MATERIAL' AS stock_type, id AS raw_material_id, NULL::integer AS product_id, code, name,
        scientific_name_id
      FROM raw_material WHERE business_unit_id = ${unitId} AND code LIKE 'BENCH-%'
      UNION ALL
      SELECT 'PRODUCT', NULL, id, code, name, scientific_name_id
      FROM product WHERE business_unit_id = ${unitId} AND code LIKE 'BENCH-%'
    ) i
    ORDER BY substr(code, 7)::int`.execute(k);
  await loadEntries(db, {
    codePrefix: 'BENCH-',
    heavyEntries: HEAVY,
    perItem: PER_ITEM,
    spanDays: SPAN_DAYS,
  });
  await ensureListIndexes(db);
  await sql`ANALYZE`.execute(k);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;

interface Workbook {
  firstByte: number;
  lastByte: number;
  bytes: number;
}

interface Memory {
  rssBefore: number;
  peakRss: number;
  heapGrowth: number;
}

async function benchBackend(
  backend: string,
  databaseUrl: string | null,
  rows: string[][],
  workbooks: string[][],
  explained: string[][],
) {
  const config = { ...benchConfig(databaseUrl), demoData: true };
  const db = await createDatabase({ databaseUrl, pgliteDir: null, poolSize: config.databasePoolSize });
  await migrate(db);
  await seedReferenceData(db, true);
  const boot = await bootstrap(db, config);
  const app = await buildApp({ db, config, logging: createLogging('silent') });
  try {
    // The unit's administrator: the LMKO of their own unit.
    const auth = await app.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: { username: 'unitadmin', password: boot.adminPassword },
    });
    const headers = { authorization: `Bearer ${(auth.json() as { id_token: string }).id_token}` };
    const { rows: units } = await sql<{ id: number }>`SELECT min(id) AS id FROM business_unit`.execute(
      db.kysely,
    );
    const unitId = Number(units[0]?.id);

    const loadStarted = performance.now();
    await load(db, unitId);
    const { rows: counted } = await sql<{ n: number; first: string; last: string }>`
      SELECT count(*)::int AS n, min(movement_date)::text AS first, max(movement_date)::text AS last
      FROM stock_credit WHERE business_unit_id = ${unitId}`.execute(db.kysely);
    console.log(
      `${backend}: ${counted[0]?.n.toLocaleString('en')} entries of the unit, ${counted[0]?.first} – ${counted[0]?.last}, over ${ITEMS} items loaded in ${((performance.now() - loadStarted) / 1000).toFixed(0)} s`,
    );

    const reportUrl = (startDate: string, endDate: string) =>
      `/api/business-unit-lmko?businessUnitId=${unitId}&startDate=${startDate}&endDate=${endDate}&page=0&size=20`;
    const request = async (url: string) => {
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url, headers });
      const ms = performance.now() - started;
      if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body}`);
      return { ms, res };
    };
    // What the year's report holds: lines, groups, and lines whose closing differs from the ledger's.
    const { res: sample } = await request(reportUrl(`${YEAR}-01-01`, `${YEAR}-12-31`));
    const answer = sample.json() as { groups: unknown[]; disagreements: number };
    console.log(
      `${backend}: LMKO ${YEAR}: ${sample.headers['x-total-count']} lines in ${answer.groups.length} groups, ${answer.disagreements} disagreeing with the ledger`,
    );

    for (const [name, startDate, endDate] of PERIODS) {
      const url = reportUrl(startDate, endDate);
      // Warm-up: the route compiles its serializer, the database caches its pages.
      for (let i = 0; i < Math.min(30, REQUESTS); i++) await request(url);
      const times: number[] = [];
      const started = performance.now();
      for (let i = 0; i < REQUESTS; i++) times.push((await request(url)).ms);
      const seconds = (performance.now() - started) / 1000;
      times.sort((a, b) => a - b);
      rows.push([
        backend,
        `LMKO ${name} (first page of 20 lines)`,
        (REQUESTS / seconds).toFixed(1),
        `${percentile(times, 50).toFixed(1)} ms`,
        `${percentile(times, 99).toFixed(1)} ms`,
        startDate.endsWith('-01-01') ? 'p99 ≤ 100 ms' : '',
      ]);
    }

    const excelUrl = `/api/business-unit-lmko-excel-report?businessUnitId=${unitId}&startDate=${YEAR}-01-01&endDate=${YEAR}-12-31`;
    const workbook = async (): Promise<Workbook> => {
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url: excelUrl, headers, payloadAsStream: true });
      let firstByte = Number.NaN;
      const chunks: Buffer[] = [];
      for await (const chunk of res.stream()) {
        if (!chunks.length) firstByte = performance.now() - started;
        chunks.push(chunk as Buffer);
      }
      const lastByte = performance.now() - started;
      const body = Buffer.concat(chunks);
      if (res.statusCode !== 200 || body.subarray(0, 2).toString() !== 'PK')
        throw new Error(`GET ${excelUrl}: ${res.statusCode} ${body.subarray(0, 500).toString()}`);
      return { firstByte, lastByte, bytes: body.length };
    };
    // Memory in runs of their own: a collection just before a workbook and the sampling slow it down.
    const memoryOf = async (): Promise<Memory> => {
      gc();
      const before = process.memoryUsage();
      let peakRss = before.rss;
      let peakHeap = before.heapUsed;
      const sampleMemory = () => {
        const now = process.memoryUsage();
        peakRss = Math.max(peakRss, now.rss);
        peakHeap = Math.max(peakHeap, now.heapUsed);
      };
      const timer = setInterval(sampleMemory, 5);
      try {
        await workbook();
        sampleMemory();
      } finally {
        clearInterval(timer);
      }
      return { rssBefore: before.rss, peakRss, heapGrowth: peakHeap - before.heapUsed };
    };
    for (let i = 0; i < Math.min(3, EXCEL_REQUESTS); i++) await workbook();
    const made: Workbook[] = [];
    const started = performance.now();
    for (let i = 0; i < EXCEL_REQUESTS; i++) made.push(await workbook());
    const seconds = (performance.now() - started) / 1000;
    const memory: Memory[] = [];
    for (let i = 0; i < Math.min(3, EXCEL_REQUESTS); i++) memory.push(await memoryOf());
    const sorted = (key: 'firstByte' | 'lastByte') => made.map((w) => w[key]).sort((a, b) => a - b);
    const last = sorted('lastByte');
    rows.push([
      backend,
      `LMKO ${YEAR} Excel, to the last byte`,
      (EXCEL_REQUESTS / seconds).toFixed(1),
      `${percentile(last, 50).toFixed(1)} ms`,
      `${percentile(last, 99).toFixed(1)} ms`,
      '≤ 2 s',
    ]);
    workbooks.push([
      backend,
      `${percentile(sorted('firstByte'), 50).toFixed(0)} ms`,
      `${percentile(last, 50).toFixed(0)} ms`,
      `${percentile(last, 99).toFixed(0)} ms`,
      `${(Math.max(...made.map((w) => w.bytes)) / 1024).toFixed(0)} kB`,
      MB(Math.min(...memory.map((m) => m.rssBefore))),
      MB(Math.max(...memory.map((m) => m.peakRss))),
      MB(Math.max(...memory.map((m) => m.peakRss - m.rssBefore))),
      MB(Math.max(...memory.map((m) => m.heapGrowth))),
    ]);
    console.log(`${backend}: measured; ${machineLine()}`);
    await databaseTimes(db, backend, unitId, explained);
  } finally {
    await app.close();
    await db.close();
  }
}

/** What each of the report's queries is: the name its leading comment gives it, or the items' query. */
function queryName(text: string): string {
  const named = /\/\* lmk: ([^*]+) \*\//.exec(text);
  if (named) return named[1] as string;
  if (/FROM stock s\b/.test(text)) return 'items (stock and its masters)';
  return 'other';
}

/**
 * The database's own time (EXPLAIN ANALYZE, medians of 5: planning, execution) of each query the report runs for each period,
 * captured from the report's code as it runs them: which one its latency is made of.
 */
async function databaseTimes(db: Database, backend: string, unitId: number, out: string[][]) {
  const executor = db.kysely.getExecutor();
  for (const [name, startDate, endDate] of PERIODS) {
    const captured: CompiledQuery[] = [];
    const capturing = new Proxy(executor, {
      get(target, key) {
        if (key === 'executeQuery')
          return (query: CompiledQuery, ...rest: unknown[]) => {
            captured.push(query);
            return (target.executeQuery as (...args: unknown[]) => unknown)(query, ...rest);
          };
        const value = Reflect.get(target, key, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    // biome-ignore lint/suspicious/noExplicitAny: the report reads any table
    const provider = { getExecutor: () => capturing } as unknown as Kysely<any>;
    await computeLmk(provider, 'LMKO', unitId, startDate, endDate);
    for (const query of captured) {
      // Literal values in place of $n: EXPLAIN takes no parameters.
      const text = query.sql.replace(/\$(\d+)/g, (_, n: string) => {
        const value = query.parameters[Number(n) - 1];
        return typeof value === 'number' ? String(value) : `'${String(value)}'`;
      });
      const planning: number[] = [];
      const execution: number[] = [];
      for (let i = 0; i < 5; i++) {
        const { rows } = await sql<{ 'QUERY PLAN': string }>`EXPLAIN ANALYZE ${sql.raw(text)}`.execute(
          db.kysely,
        );
        const time = (what: string) => {
          const line = rows.map((r) => r['QUERY PLAN']).find((l) => l.startsWith(what));
          return Number(/([\d.]+) ms/.exec(line ?? '')?.[1] ?? Number.NaN);
        };
        planning.push(time('Planning Time'));
        execution.push(time('Execution Time'));
      }
      planning.sort((a, b) => a - b);
      execution.sort((a, b) => a - b);
      out.push([
        backend,
        name,
        queryName(query.sql),
        `${percentile(planning, 50).toFixed(2)} ms`,
        `${percentile(execution, 50).toFixed(2)} ms`,
        `${percentile(execution, 100).toFixed(2)} ms`,
      ]);
    }
  }
}

console.log(`\nThe LMKO at ${ENTRIES.toLocaleString('en')} entries over ${ITEMS} items; ${machineLine()}`);
const rows: string[][] = [];
const workbooks: string[][] = [];
const explained: string[][] = [];
if (BACKENDS.includes('pglite')) await benchBackend('PGlite', null, rows, workbooks, explained);
if (BACKENDS.includes('postgres')) {
  if (await postgresAvailable())
    await withScratchDatabase((url) => benchBackend('PostgreSQL', url, rows, workbooks, explained));
  else console.log('PostgreSQL does not answer on 127.0.0.1:5432: PGlite only.');
}
console.log(
  `\nTargets (PostgreSQL): the LMKO of one unit for a whole year p99 ≤ 100 ms, its Excel ≤ 2 s (${REQUESTS} requests each, ${EXCEL_REQUESTS} workbooks)`,
);
printTable(['database', 'request', 'req/s', 'p50', 'p99', 'target'], rows, 2);
printRatios(
  rows.map(([backend = '', name = '', , p50 = '', p99 = '']) => ({
    backend,
    case: name,
    p50: Number.parseFloat(p50),
    p99: Number.parseFloat(p99),
  })),
);
console.log(
  `\nThe LMKO ${YEAR} Excel workbook (the process's memory, in runs of their own: RSS before it, its peak while streaming, and the JS heap's growth)`,
);
printTable(
  [
    'database',
    'first byte p50',
    'last byte p50',
    'p99',
    'size',
    'RSS before',
    'peak RSS',
    'RSS growth',
    'heap growth',
  ],
  workbooks,
  1,
);
console.log('\nThe database alone (EXPLAIN ANALYZE of each query of the report, 5 runs)');
printTable(['database', 'period', 'query', 'planning', 'execution', 'max'], explained, 3);
