/**
 * The stock ledger at size, on PGlite and (when 127.0.0.1:5432 answers) on PostgreSQL in a throwaway
 * database: 1,000,000 ledger entries loaded in bulk SQL (entries, month sums in all and per movement type,
 * and cached balances consistent with each other, no day short), a tenth of them on one heavy item and the
 * rest over 1,000 items, of several movement types; then through the real app (Fastify inject, in this process): postings of other
 * usage one at a time and 8 at a time, and p50/p99 of one posting, of a stock list page, of stock card
 * pages and balances on a past date (of any item, and of the heavy one), of a unit's entries of one
 * movement type, newest first, and of its 1,000,000 receipts from one supplier, newest first. Targets on
 * PostgreSQL: reads p99 ≤ 20 ms, a posting p99 ≤ 50 ms, ≥ 100 postings/s 8 at a time on different stocks,
 * a V-Legal approval p99 ≤ 50 ms.
 * Each is printed beside a bare Fastify route injected the same way in the same run (the reference).
 * Prints figures only.
 *
 *   node apps/api/bench/ledger.ts    (BENCH_LEDGER_ENTRIES=1000000 BENCH_LEDGER_STOCKS=1000
 *                                     BENCH_LEDGER_REQUESTS=300 BENCH_LEDGER_RECEIPTS=<entries>
 *                                     BENCH_BACKENDS=pglite,postgres)
 */
import { performance } from 'node:perf_hooks';
import Fastify from 'fastify';
import { type RawBuilder, sql } from 'kysely';
import { buildApp } from '../src/app.ts';
import { balanceQuery, cardQuery } from '../src/books/stock-card.ts';
import { shortfallQuery } from '../src/books/ledger.ts';
import { bootstrap } from '../src/bootstrap.ts';
import { createDatabase, type Database } from '../src/db/index.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedReferenceData } from '../src/server.ts';
import { ensureListIndexes } from '../src/engine/list-indexes.ts';
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

const ENTRIES = Number(process.env.BENCH_LEDGER_ENTRIES || 1_000_000);
const STOCKS = Number(process.env.BENCH_LEDGER_STOCKS || 1000);
/** Entries of the one item moved far more than the others (a log yard's teak, say): a tenth of all. */
const HEAVY = Math.max(2, Math.floor(ENTRIES / 10));
const REQUESTS = Number(process.env.BENCH_LEDGER_REQUESTS || 300);
/** Receipts of the unit, for its receipts list at size. */
const RECEIPTS = Number(process.env.BENCH_LEDGER_RECEIPTS || ENTRIES);
const CONCURRENCY = 8;
const BACKENDS = (process.env.BENCH_BACKENDS || 'pglite,postgres').split(',');
const PER_STOCK = Math.max(2, Math.floor((ENTRIES - HEAVY) / STOCKS));
/** The ledger spans this many days up to yesterday. */
const SPAN_DAYS = 400;

/** Items and their ledger in bulk SQL (lib/ledger-load.ts), then the unit's receipts. */
async function load(db: Database, unitId: number): Promise<void> {
  const k = db.kysely;
  const opening = day(-SPAN_DAYS - 1);
  // Raw materials copied from the unit's first one (any other field as it is), one per stock item.
  const { rows: template } = await sql<{ id: number }>`
    SELECT id FROM raw_material WHERE business_unit_id = ${unitId} ORDER BY id LIMIT 1`.execute(k);
  let templateId = template[0]?.id;
  if (!templateId) {
    const { rows } = await sql<{ id: number }>`
      INSERT INTO raw_material (name, raw_material_type_id, scientific_name_id, business_unit_id)
      SELECT 'Log bench', (SELECT min(id) FROM raw_material_type), (SELECT min(id) FROM scientific_name), ${unitId}
      RETURNING id`.execute(k);
    templateId = rows[0]?.id;
  }
  await sql`
    INSERT INTO raw_material (code, name, raw_material_type_id, scientific_name_id, business_unit_id)
    SELECT 'BENCH-' || g, 'Log bench ' || lpad(g::text, 5, '0'), r.raw_material_type_id, r.scientific_name_id, ${unitId}
    FROM raw_material r, generate_series(0, ${STOCKS}) g WHERE r.id = ${templateId}`.execute(k);
  await sql`
    INSERT INTO stock (business_unit_id, stock_type, raw_material_id, item_code, item_name, scientific_name_id,
      opening_date, initial_volume_m3)
    SELECT ${unitId}, 'RAW_MATERIAL', id, code, name, scientific_name_id, ${opening}::date, 0
    FROM raw_material WHERE code LIKE 'BENCH-%' ORDER BY id`.execute(k);
  await loadEntries(db, {
    codePrefix: 'BENCH-',
    heavyEntries: HEAVY,
    perItem: PER_STOCK,
    spanDays: SPAN_DAYS,
  });
  await loadReceipts(db, unitId);
  await ensureListIndexes(db);
  await sql`ANALYZE`.execute(k);
}

/**
 * RECEIPTS receipts of the unit from its suppliers (four made when it has fewer), over the bench items and
 * the ledger's span: the receipts list at size. They post nothing here: the list is what is measured.
 */
async function loadReceipts(db: Database, unitId: number): Promise<void> {
  const k = db.kysely;
  await sql`
    INSERT INTO supplier (code, name, supplier_type, country_id, business_unit_id)
    SELECT 'BENCH-S' || g, 'Bench supplier ' || g, 'FOREST_CONCESSION', (SELECT min(id) FROM country), ${unitId}
    FROM generate_series(1, 4) g
    WHERE (SELECT count(*) FROM supplier WHERE business_unit_id = ${unitId}) < 4`.execute(k);
  await sql`
    INSERT INTO import_material (business_unit_id, receipt_number, receipt_date, supplier_id, stock_type,
      raw_material_id, stock_id, document_transport_type_id, document_number, document_date,
      origin_of_raw_material_id, country_of_harvest_id, volume_m3)
    SELECT ${unitId}, 'BENCH-R' || g, ${day(-SPAN_DAYS)}::date + (g % ${SPAN_DAYS}),
      sup.ids[1 + g % array_length(sup.ids, 1)], 'RAW_MATERIAL', st.raw_ids[1 + g % array_length(st.ids, 1)],
      st.ids[1 + g % array_length(st.ids, 1)], (SELECT min(id) FROM document_transport_type), 'BENCH-D' || g,
      ${day(-SPAN_DAYS)}::date + (g % ${SPAN_DAYS}), (SELECT min(id) FROM origin_of_raw_material),
      (SELECT min(id) FROM country), 1
    FROM generate_series(1, ${RECEIPTS}::int) g,
      (SELECT array_agg(id ORDER BY id) AS ids FROM supplier WHERE business_unit_id = ${unitId}) sup,
      (SELECT array_agg(id ORDER BY id) AS ids, array_agg(raw_material_id ORDER BY id) AS raw_ids
       FROM stock WHERE item_code LIKE 'BENCH-%') st`.execute(k);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;

async function benchBackend(
  backend: string,
  databaseUrl: string | null,
  rows: string[][],
  explained: string[][],
) {
  const config = { ...benchConfig(databaseUrl), demoData: true, keepListPages: false };
  const db = await createDatabase({ databaseUrl, pgliteDir: null, poolSize: config.databasePoolSize });
  await migrate(db);
  await seedReferenceData(db, true);
  const boot = await bootstrap(db, config);
  const app = await buildApp({ db, config, logging: createLogging('silent') });
  try {
    const auth = await app.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: { username: 'admin', password: boot.adminPassword },
    });
    const token = (auth.json() as { id_token: string }).id_token;
    const headers = { authorization: `Bearer ${token}` };
    const { rows: units } = await sql<{ id: number }>`SELECT min(id) AS id FROM business_unit`.execute(
      db.kysely,
    );
    const unitId = Number(units[0]?.id);

    const loadStarted = performance.now();
    await load(db, unitId);
    const { rows: counted } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM stock_credit`.execute(
      db.kysely,
    );
    const loadSeconds = (performance.now() - loadStarted) / 1000;
    console.log(
      `${backend}: ${counted[0]?.n.toLocaleString('en')} entries over ${STOCKS} items loaded in ${loadSeconds.toFixed(0)} s`,
    );
    const { rows: stockRows } = await sql<{ id: number; item_code: string }>`
      SELECT id, item_code FROM stock WHERE item_code LIKE 'BENCH-%' ORDER BY id`.execute(db.kysely);
    const heavy = Number(stockRows.find((r) => r.item_code === 'BENCH-0')?.id);
    const stockIds = stockRows.filter((r) => r.item_code !== 'BENCH-0').map((r) => Number(r.id));
    const pick = () => stockIds[Math.floor(Math.random() * stockIds.length)] as number;
    const { rows: supplierRows } = await sql<{ id: number }>`
      SELECT id FROM supplier WHERE business_unit_id = ${unitId} ORDER BY id`.execute(db.kysely);
    const suppliers = supplierRows.map((r) => Number(r.id));

    const request = async (method: 'GET' | 'POST', url: string, payload?: object, expected = 200) => {
      const started = performance.now();
      const res = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      const ms = performance.now() - started;
      if (res.statusCode !== expected) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
      return ms;
    };
    // A small usage today: it checks every day from today on, and the item's balance never runs out.
    const usage = () =>
      request(
        'POST',
        '/api/stocks-other',
        {
          stockId: pick(),
          businessUnitId: unitId,
          usageDate: day(0),
          usageType: 'WASTE',
          volumeM3: '0.0001',
          pieces: '0',
          reason: 'Bench',
        },
        201,
      );
    const pages = Math.max(1, Math.floor(STOCKS / 20));
    // The reference: a bare Fastify JSON route, injected in this process like the API's requests.
    const bare = Fastify();
    bare.get('/bare', async () => ({ id: 1, login: 'admin', activated: true, langKey: 'in' }));
    const bareRequest = async () => {
      const started = performance.now();
      await bare.inject({ method: 'GET', url: '/bare' });
      return performance.now() - started;
    };
    const cases: [string, () => Promise<number>][] = [
      ['bare Fastify route (reference)', bareRequest],
      ['posting (other usage), sequential', usage],
      [
        'stock list page (20 rows, random page)',
        () =>
          request(
            'GET',
            `/api/stocks?businessUnitId=${unitId}&page=${Math.floor(Math.random() * pages)}&size=20`,
          ),
      ],
      ['stock card, first page', () => request('GET', `/api/stocks/${pick()}/card`)],
      [
        `stock card of the heavy item (${HEAVY.toLocaleString('en')} entries), first page`,
        () => request('GET', `/api/stocks/${heavy}/card`),
      ],
      [
        'stock card of the heavy item, a past date (asOf)',
        () => request('GET', `/api/stocks/${heavy}/card?asOf=${day(-Math.floor(Math.random() * SPAN_DAYS))}`),
      ],
      [
        'balance of the heavy item on a past date',
        () =>
          request('GET', `/api/stocks/${heavy}/balance?date=${day(-Math.floor(Math.random() * SPAN_DAYS))}`),
      ],
      [
        "a unit's entries of one movement type, newest first (pages 0-49)",
        () =>
          request(
            'GET',
            `/api/stock-credits?businessUnitId=${unitId}&movementType=OTHER_USAGE&sort=movementDate,desc&page=${Math.floor(Math.random() * 50)}&size=20`,
          ),
      ],
      [
        `receipts of the unit (${RECEIPTS.toLocaleString('en')}) from one supplier, newest first (pages 0-49)`,
        () =>
          request(
            'GET',
            `/api/import-materials?businessUnitId=${unitId}&supplierId=${suppliers[Math.floor(Math.random() * suppliers.length)]}&sort=receiptDate,desc&page=${Math.floor(Math.random() * 50)}&size=20`,
          ),
      ],
      [
        "a unit's entries, newest first (pages 0-999)",
        () =>
          request(
            'GET',
            `/api/stock-credits?businessUnitId=${unitId}&sort=movementDate,desc&page=${Math.floor(Math.random() * 1000)}&size=20`,
          ),
      ],
      [
        'stock card, a past date (asOf)',
        () =>
          request('GET', `/api/stocks/${pick()}/card?asOf=${day(-Math.floor(Math.random() * SPAN_DAYS))}`),
      ],
      [
        'balance on a past date',
        () =>
          request('GET', `/api/stocks/${pick()}/balance?date=${day(-Math.floor(Math.random() * SPAN_DAYS))}`),
      ],
    ];
    for (const [name, once] of cases) {
      // Warm-up: routes compile their serializers, the database caches its pages.
      for (let i = 0; i < 30; i++) await once();
      const times: number[] = [];
      const started = performance.now();
      for (let i = 0; i < REQUESTS; i++) times.push(await once());
      const seconds = (performance.now() - started) / 1000;
      times.sort((a, b) => a - b);
      rows.push([
        backend,
        name,
        (REQUESTS / seconds).toFixed(0),
        `${percentile(times, 50).toFixed(1)} ms`,
        `${percentile(times, 99).toFixed(1)} ms`,
      ]);
    }
    for (const row of await approvals(app, boot.adminPassword, unitId)) rows.push([backend, ...row]);
    // Postings 8 at a time, on random items (two on one item queue on its lock).
    const times: number[] = [];
    const queue = Array.from({ length: REQUESTS }, () => usage);
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) times.push(await next());
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    times.sort((a, b) => a - b);
    rows.push([
      backend,
      `posting (other usage), ${CONCURRENCY} at a time`,
      (REQUESTS / seconds).toFixed(0),
      `${percentile(times, 50).toFixed(1)} ms`,
      `${percentile(times, 99).toFixed(1)} ms`,
    ]);
    await databaseTimes(db, backend, { stockIds, heavy, unitId }, explained);
  } finally {
    await app.close();
    await db.close();
  }
}

/**
 * V-Legal approvals one after the other, each as a verificator decides it: the row locked, the table's
 * checks, the reservation released, the certificate checked again, the number drawn, the SILK job queued
 * and the export posted, in one transaction, on the books loaded above. The applications (a product
 * stock of the demo unit, a thousandth of a cubic metre each) are drafted and submitted first, unmeasured.
 */
async function approvals(
  app: Awaited<ReturnType<typeof buildApp>>,
  password: string,
  unitId: number,
): Promise<string[][]> {
  const login = async (username: string) =>
    (
      (
        await app.inject({ method: 'POST', url: '/api/authenticate', payload: { username, password } })
      ).json() as {
        id_token: string;
      }
    ).id_token;
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const exporter = as(await login('exporter'));
  const verificator = as(await login('verificator'));
  const json = async (method: 'GET' | 'POST', url: string, headers: object, payload?: object) => {
    const res = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json() as Record<string, unknown>;
  };
  const [draft] = (await json('GET', '/api/vlegals?status=DRAFT&size=1', exporter)) as unknown as Record<
    string,
    unknown
  >[];
  const full = await json('GET', `/api/vlegals/${draft?.id}`, exporter);
  const stockId = (full.materials as { stockId: number }[])[0]?.stockId;
  const scan = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
  const today = day(0);
  const ids: number[] = [];
  const drafted: number[] = [];
  for (let i = 0; i < REQUESTS + 30; i++) {
    const draftStarted = performance.now();
    const made = await json('POST', '/api/vlegals', exporter, {
      businessUnitId: unitId,
      applicationDate: today,
      buyerId: full.buyerId,
      countryOfDestinationId: full.countryOfDestinationId,
      portOfLoadingId: full.portOfLoadingId,
      portOfDischargeId: full.portOfDischargeId,
      transportationId: full.transportationId,
      currencyId: full.currencyId,
      estimatedShipmentDate: today,
      invoiceNumber: `BENCH-${i}`,
      invoiceDate: today,
      invoiceFile: scan,
      invoiceFileContentType: 'image/png',
      packingListFile: scan,
      packingListFileContentType: 'image/png',
      applicationLetterFile: scan,
      applicationLetterFileContentType: 'image/png',
      materials: [{ stockId, volumeM3: '0.0010', netWeightKg: '1', numberOfUnits: '1', value: '1' }],
    });
    if (i >= 30) drafted.push(performance.now() - draftStarted);
    await json('POST', `/api/vlegals/submit-verification/${made.id}`, exporter, {});
    ids.push(Number(made.id));
  }
  const draftSeconds = drafted.reduce((sum, ms) => sum + ms, 0) / 1000;
  drafted.sort((a, b) => a - b);
  const approve = async (id: number) => {
    const started = performance.now();
    await json('POST', `/api/vlegals/approve/${id}`, verificator, {});
    return performance.now() - started;
  };
  for (const id of ids.slice(0, 30)) await approve(id);
  const times: number[] = [];
  const started = performance.now();
  for (const id of ids.slice(30)) times.push(await approve(id));
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return [
    [
      'V-Legal draft (its rules, countries of harvest from the receipts that fed the stock), sequential',
      (REQUESTS / draftSeconds).toFixed(0),
      `${percentile(drafted, 50).toFixed(1)} ms`,
      `${percentile(drafted, 99).toFixed(1)} ms`,
    ],
    [
      'V-Legal approval (lock, checks, number, SILK job, export posting), sequential',
      (REQUESTS / seconds).toFixed(0),
      `${percentile(times, 50).toFixed(1)} ms`,
      `${percentile(times, 99).toFixed(1)} ms`,
    ],
  ];
}

/**
 * The database's own time (EXPLAIN ANALYZE, median of 20 items) of the ledger's queries: how much of a
 * request's latency is the query, the rest being the app (and a busy machine's scheduling).
 */
async function databaseTimes(
  db: Database,
  backend: string,
  { stockIds, heavy, unitId }: { stockIds: number[]; heavy: number; unitId: number },
  out: string[][],
) {
  const compiled = (query: RawBuilder<unknown>) => {
    const { sql: text, parameters } = query.compile(db.kysely);
    // Literal values in place of $n: EXPLAIN takes no parameters.
    return text.replace(/\$(\d+)/g, (_, n: string) => {
      const value = parameters[Number(n) - 1];
      return typeof value === 'number' ? String(value) : `'${String(value)}'`;
    });
  };
  // The queries the app runs, built by the same functions.
  const queries: [string, (id: number) => string][] = [
    ['card page: entries with running balance', (id) => compiled(cardQuery(id, '9999-12-31', 20, 0))],
    ['card page of the heavy item', () => compiled(cardQuery(heavy, '9999-12-31', 20, 0))],
    ['card page of the heavy item, a past date', () => compiled(cardQuery(heavy, day(-200), 20, 0))],
    ['balance on a date', (id) => compiled(balanceQuery(id, day(-200)))],
    ['balance of the heavy item on a date', () => compiled(balanceQuery(heavy, day(-200)))],
    [
      "a unit's entries of one type, newest first (page 40)",
      () => `SELECT id FROM stock_credit WHERE business_unit_id = ${unitId} AND movement_type = 'OTHER_USAGE'
        ORDER BY movement_date DESC, id DESC LIMIT 20 OFFSET 800`,
    ],
    ['posting: first short day check', (id) => compiled(shortfallQuery(id, day(0)))],
    ['posting on the heavy item: first short day check', () => compiled(shortfallQuery(heavy, day(0)))],
  ];
  for (const [name, query] of queries) {
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const id = stockIds[Math.floor(Math.random() * stockIds.length)] as number;
      const { rows } = await sql<{ 'QUERY PLAN': string }>`EXPLAIN ANALYZE ${sql.raw(query(id))}`.execute(
        db.kysely,
      );
      const line = rows.map((r) => r['QUERY PLAN']).find((l) => l.startsWith('Execution Time'));
      times.push(Number(/([\d.]+) ms/.exec(line ?? '')?.[1] ?? Number.NaN));
    }
    times.sort((a, b) => a - b);
    out.push([
      backend,
      name,
      `${percentile(times, 50).toFixed(2)} ms`,
      `${percentile(times, 100).toFixed(2)} ms`,
    ]);
  }
}

console.log(
  `\nThe stock ledger at ${ENTRIES.toLocaleString('en')} entries over ${STOCKS} items; ${machineLine()}`,
);
const rows: string[][] = [];
const explained: string[][] = [];
if (BACKENDS.includes('pglite')) await benchBackend('PGlite', null, rows, explained);
if (BACKENDS.includes('postgres')) {
  if (await postgresAvailable())
    await withScratchDatabase((url) => benchBackend('PostgreSQL', url, rows, explained));
  else console.log('PostgreSQL does not answer on 127.0.0.1:5432: PGlite only.');
}
console.log(
  '\nTargets (PostgreSQL): reads p99 ≤ 20 ms, a posting p99 ≤ 50 ms, ≥ 100 postings/s 8 at a time on different stocks, an approval p99 ≤ 50 ms',
);
printTable(['database', 'request', 'req/s', 'p50', 'p99'], rows, 2);
printRatios(
  rows.map(([backend = '', name = '', , p50 = '', p99 = '']) => ({
    backend,
    case: name,
    p50: Number.parseFloat(p50),
    p99: Number.parseFloat(p99),
  })),
);
console.log('\nThe database alone (EXPLAIN ANALYZE execution time over 20 random items)');
printTable(['database', 'query', 'median', 'max'], explained, 2);
