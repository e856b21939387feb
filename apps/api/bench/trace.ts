/**
 * The lineage trace at size (docs/adr/0031-lineage-first-in-first-out.md), on PGlite and (when 127.0.0.1:5432
 * answers) on PostgreSQL in a throwaway database: 1,000,000 ledger entries loaded in bulk SQL with their lineage
 * drawn by the migration's function (`stock_lineage_fifo`). Most are the ledger bench's items (lib/ledger-load.ts);
 * beside them a timber chain of four stages of W stocks over DAYS days: every day each log stock receives a
 * receipt, each stage's production j takes from two stocks of the stage before (j and j+1) and makes into its
 * stock j, three stages (sawing, drying, assembly), and each product stock sells once: a sale traced back crosses
 * three productions, each mixing two stocks, to some dozens of receipts, each naming its log stock's harvest block
 * of that month (a polygon). Then through the real app (Fastify
 * inject, in this process): p50/p99 of the trace backward of a sale (by its document and by its ledger entry, as
 * a V-Legal line is traced), of what a product stock holds now, and forward from a receipt; the size of the
 * traces; the database's own time of the backward query (EXPLAIN ANALYZE); and how long drawing the whole
 * ledger again in date order takes (what migration 0043 does once). Target on PostgreSQL: the backward trace of
 * a sale p99 ≤ 100 ms. The chain's productions are ledger entries only (no production rows: the trace reads
 * none); its receipts and sales are rows, which the trace reads. Prints figures only.
 *
 *   node apps/api/bench/trace.ts    (BENCH_TRACE_ENTRIES=1000000 BENCH_TRACE_DAYS=400 BENCH_TRACE_WIDTH=10
 *                                    BENCH_TRACE_REQUESTS=300 BENCH_BACKENDS=pglite,postgres)
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { buildApp } from '../src/app.ts';
import { bootstrap } from '../src/bootstrap.ts';
import { createDatabase, type Database } from '../src/db/index.ts';
import { migrate } from '../src/db/migrate.ts';
import { backwardQuery, traced } from '../src/eudr/trace.ts';
import { seedReferenceData } from '../src/server.ts';
import { createLogging } from '../src/services/logging.ts';
import {
  benchConfig,
  machineLine,
  postgresAvailable,
  printTable,
  withScratchDatabase,
} from './lib/common.ts';
import { day, loadEntries } from './lib/ledger-load.ts';

const ENTRIES = Number(process.env.BENCH_TRACE_ENTRIES || 1_000_000);
const DAYS = Number(process.env.BENCH_TRACE_DAYS || 400);
/** Stocks per stage of the chain. */
const WIDTH = Number(process.env.BENCH_TRACE_WIDTH || 10);
const REQUESTS = Number(process.env.BENCH_TRACE_REQUESTS || 300);
const BACKENDS = (process.env.BENCH_BACKENDS || 'pglite,postgres').split(',');
/** Entries of the chain: a receipt per log stock, three entries per production, a sale per product stock. */
const CHAIN = DAYS * WIDTH * 11;
const ITEMS = 1000;
const BACKGROUND = Math.max(0, ENTRIES - CHAIN);
const HEAVY = Math.max(2, Math.floor(BACKGROUND / 10));
const PER_ITEM = Math.max(2, Math.floor((BACKGROUND - HEAVY) / ITEMS));
/** Per stage (1 sawing, 2 drying, 3 assembly): m³ each of the two input lines takes, and m³ made. */
const STAGES = [
  { from: 'L', into: 'S', input: '4', output: '6' },
  { from: 'S', into: 'B', input: '2.5', output: '4' },
  { from: 'B', into: 'P', input: '1.75', output: '3' },
];

/** The ledger bench's items and their ledger (with its lineage), the chain beside them, and its lineage. */
async function load(db: Database, unitId: number): Promise<void> {
  const k = db.kysely;
  const opening = day(-DAYS - 1);
  const { rows: template } = await sql<{ raw_material_type_id: number; scientific_name_id: number }>`
    SELECT raw_material_type_id, scientific_name_id FROM raw_material WHERE business_unit_id = ${unitId}
    ORDER BY id LIMIT 1`.execute(k);
  const { raw_material_type_id: typeId, scientific_name_id: speciesId } = template[0] as {
    raw_material_type_id: number;
    scientific_name_id: number;
  };
  await sql`
    INSERT INTO raw_material (code, name, raw_material_type_id, scientific_name_id, business_unit_id)
    SELECT 'BENCH-' || g, 'Log bench ' || g, ${typeId}::int, ${speciesId}::int, ${unitId}::int
    FROM generate_series(0, ${ITEMS}) g
    UNION ALL
    SELECT 'TRACE-' || s || '-' || j, 'Chain ' || s || j, ${typeId}::int, ${speciesId}::int, ${unitId}::int
    FROM unnest(ARRAY['L', 'S', 'B', 'P']) s, generate_series(0, ${WIDTH - 1}) j`.execute(k);
  await sql`
    INSERT INTO stock (business_unit_id, stock_type, raw_material_id, item_code, item_name, scientific_name_id,
      opening_date, initial_volume_m3)
    SELECT ${unitId}, 'RAW_MATERIAL', id, code, name, scientific_name_id, ${opening}::date, 0
    FROM raw_material WHERE code LIKE 'BENCH-%' OR code LIKE 'TRACE-%' ORDER BY id`.execute(k);
  if (BACKGROUND > 0)
    await loadEntries(db, { codePrefix: 'BENCH-', heavyEntries: HEAVY, perItem: PER_ITEM, spanDays: DAYS });

  // The chain's receipts and sales, one a day per log stock and per product stock.
  await sql`
    INSERT INTO import_material (business_unit_id, receipt_number, receipt_date, supplier_id, stock_type,
      raw_material_id, stock_id, document_transport_type_id, document_number, document_date,
      origin_of_raw_material_id, country_of_harvest_id, volume_m3)
    SELECT ${unitId}, 'TRACE-R-' || d || '-' || j, ${opening}::date + d,
      (SELECT min(id) FROM supplier WHERE business_unit_id = ${unitId}), 'RAW_MATERIAL', s.raw_material_id, s.id,
      (SELECT min(id) FROM document_transport_type), 'TRACE-D-' || d || '-' || j, ${opening}::date + d,
      (SELECT min(id) FROM origin_of_raw_material), (SELECT min(id) FROM country), 10
    FROM generate_series(1, ${DAYS}) d CROSS JOIN generate_series(0, ${WIDTH - 1}) j
    JOIN stock s ON s.item_code = 'TRACE-L-' || j`.execute(k);
  // Each log stock's harvest block of each month, a polygon of some 4 ha, named by that month's receipts.
  await sql`
    INSERT INTO harvest_plot (business_unit_id, plot_code, producer_name, producer_country_id, area_ha, geometry,
      geometry_type, harvest_start_date, harvest_end_date)
    SELECT ${unitId}, 'TRACE-PLOT-' || j || '-' || m, 'KPH Bench ' || j, (SELECT id FROM country WHERE code = 'ID'),
      4, format('{"type":"Polygon","coordinates":[[[%s,%s],[%s,%s],[%s,%s],[%s,%s],[%s,%s]]]}',
        111 + j * 0.01, -7 - m * 0.01, 111.002 + j * 0.01, -7 - m * 0.01, 111.002 + j * 0.01, -7.002 - m * 0.01,
        111 + j * 0.01, -7.002 - m * 0.01, 111 + j * 0.01, -7 - m * 0.01),
      'Polygon', ${opening}::date + m * 30, ${opening}::date + m * 30 + 29
    FROM generate_series(0, ${Math.floor(DAYS / 30)}) m CROSS JOIN generate_series(0, ${WIDTH - 1}) j`.execute(
    k,
  );
  await sql`
    INSERT INTO receipt_harvest_plot (import_material_id, harvest_plot_id)
    SELECT r.id, p.id FROM import_material r
    JOIN harvest_plot p ON p.plot_code = 'TRACE-PLOT-' || split_part(r.receipt_number, '-', 4) || '-'
      || split_part(r.receipt_number, '-', 3)::int / 30
    WHERE r.receipt_number LIKE 'TRACE-R-%'`.execute(k);
  await sql`
    INSERT INTO local_sales (business_unit_id, sales_number, sales_date, buyer_id, total_volume_m3)
    SELECT ${unitId}, 'TRACE-S-' || d || '-' || j, ${opening}::date + d,
      (SELECT min(id) FROM buyer WHERE business_unit_id = ${unitId}), 2.5
    FROM generate_series(1, ${DAYS}) d, generate_series(0, ${WIDTH - 1}) j`.execute(k);
  // Each day in posting order: receipts, the three stages, sales. A stock gets more each day than it gives.
  await sql`
    WITH moves (d, phase, j, code, direction, movement_type, qty, source_type, source_id, number) AS (
      SELECT d, 0, j, 'TRACE-L-' || j, 'IN', 'RECEIPT_SUPPLIER', 10::numeric, 'IMPORT_MATERIAL', r.id, r.receipt_number
      FROM generate_series(1, ${DAYS}) d CROSS JOIN generate_series(0, ${WIDTH - 1}) j
      JOIN import_material r ON r.receipt_number = 'TRACE-R-' || d || '-' || j
      UNION ALL
      SELECT d, st.n, j, 'TRACE-' || line.code, line.direction, line.movement_type, line.qty, 'PRODUCTION',
        1000000000 + st.n * 10000000 + d * ${WIDTH} + j, 'TRACE-PRD-' || st.n || '-' || d || '-' || j
      FROM generate_series(1, ${DAYS}) d, generate_series(0, ${WIDTH - 1}) j,
        (VALUES ${sql.join(STAGES.map((s, i) => sql`(${i + 1}::int, ${s.from}::text, ${s.into}::text, ${s.input}::numeric, ${s.output}::numeric)`))})
          st (n, from_stage, into_stage, input, output),
        LATERAL (VALUES
          (st.from_stage || '-' || j, 'OUT', 'PRODUCTION_INPUT', -st.input),
          (st.from_stage || '-' || ((j + 1) % ${WIDTH}), 'OUT', 'PRODUCTION_INPUT', -st.input),
          (st.into_stage || '-' || j, 'IN', 'PRODUCTION_OUTPUT', st.output)) line (code, direction, movement_type, qty)
      UNION ALL
      SELECT d, 4, j, 'TRACE-P-' || j, 'OUT', 'LOCAL_SALES', -2.5, 'LOCAL_SALES', ls.id, ls.sales_number
      FROM generate_series(1, ${DAYS}) d CROSS JOIN generate_series(0, ${WIDTH - 1}) j
      JOIN local_sales ls ON ls.sales_number = 'TRACE-S-' || d || '-' || j
    )
    INSERT INTO stock_credit (stock_id, business_unit_id, movement_date, direction, movement_type, volume_m3,
      weight_kg, pieces, source_type, source_id, document_number)
    SELECT s.id, ${unitId}, ${opening}::date + m.d, m.direction, m.movement_type, m.qty, 0, 0, m.source_type,
      m.source_id, m.number
    FROM moves m JOIN stock s ON s.item_code = m.code
    ORDER BY m.d, m.phase, m.j, m.direction DESC`.execute(k);
  await sql`
    SELECT stock_lineage_fifo(ARRAY(SELECT id FROM stock WHERE item_code LIKE 'TRACE-%'), '-infinity')`.execute(
    k,
  );
  await sql`ANALYZE`.execute(k);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;

async function benchBackend(
  backend: string,
  databaseUrl: string | null,
  rows: string[][],
  sizes: string[][],
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
    const headers = { authorization: `Bearer ${(auth.json() as { id_token: string }).id_token}` };
    const k = db.kysely;
    const { rows: units } = await sql<{ id: number }>`
      SELECT business_unit_id AS id FROM raw_material ORDER BY id LIMIT 1`.execute(k);
    const unitId = Number(units[0]?.id);

    let started = performance.now();
    await load(db, unitId);
    const { rows: counted } = await sql<{ entries: number; lineage: number }>`
      SELECT (SELECT count(*)::int FROM stock_credit) AS entries,
        (SELECT count(*)::int FROM stock_lineage) AS lineage`.execute(k);
    console.log(
      `${backend}: ${counted[0]?.entries.toLocaleString('en')} entries, ${counted[0]?.lineage.toLocaleString('en')} lineage rows, loaded in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );

    // Sales of the second half of the span: their lineage reaches back through every stage.
    const { rows: sales } = await sql<{ id: number; entry: number }>`
      SELECT ls.id, e.id AS entry FROM local_sales ls
      JOIN stock_credit e ON e.source_type = 'LOCAL_SALES' AND e.source_id = ls.id
      WHERE ls.sales_number LIKE 'TRACE-S-%' AND ls.sales_date > ${day(-DAYS / 2)}::date`.execute(k);
    const { rows: receipts } = await sql<{ id: number }>`
      SELECT id FROM import_material WHERE receipt_number LIKE 'TRACE-R-%' AND receipt_date < ${day(-DAYS / 4)}::date`.execute(
      k,
    );
    const { rows: products } = await sql<{ id: number }>`
      SELECT id FROM stock WHERE item_code LIKE 'TRACE-P-%'`.execute(k);
    const pick = <T>(all: readonly T[]) => all[Math.floor(Math.random() * all.length)] as T;
    // Each case: its name and the address of one request.
    const cases: [string, () => string][] = [
      [
        'backward from a sale (its document)',
        () => `/api/eudr/trace/backward?sourceType=LOCAL_SALES&sourceId=${pick(sales).id}`,
      ],
      [
        'backward from a sale line (its ledger entry)',
        () => `/api/eudr/trace/backward?entryId=${pick(sales).entry}`,
      ],
      [
        'backward from what a product stock holds',
        () => `/api/eudr/trace/backward?stockId=${pick(products).id}`,
      ],
      [
        'forward from a receipt',
        () => `/api/eudr/trace/forward?sourceType=IMPORT_MATERIAL&sourceId=${pick(receipts).id}`,
      ],
    ];
    for (const [name, url] of cases) {
      /** The size of each trace answered: outflows, inflows, receipts. */
      const shape: number[][] = [];
      const once = async () => {
        const t0 = performance.now();
        const res = await app.inject({ method: 'GET', url: url(), headers });
        const ms = performance.now() - t0;
        if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
        const body = res.json() as {
          outflows: unknown[];
          inflows: unknown[];
          receipts?: unknown[];
          plots?: unknown[];
        };
        shape.push([
          body.outflows.length,
          body.inflows.length,
          body.receipts?.length ?? -1,
          body.plots?.length ?? -1,
        ]);
        return ms;
      };
      for (let i = 0; i < 30; i++) await once();
      shape.length = 0;
      const times: number[] = [];
      started = performance.now();
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
      const mean = (i: number) => (shape.reduce((s, x) => s + (x[i] as number), 0) / shape.length).toFixed(0);
      const most = (i: number) => String(Math.max(...shape.map((x) => x[i] as number)));
      // A trace forward names no plots.
      const receipts = shape[0]?.[2] === -1 ? '–' : `${mean(2)} / ${most(2)}`;
      const plots = shape[0]?.[3] === -1 ? '–' : `${mean(3)} / ${most(3)}`;
      sizes.push([backend, name, `${mean(0)} / ${most(0)}`, `${mean(1)} / ${most(1)}`, receipts, plots]);
    }

    // The database alone: the backward query of 20 sales, as the app runs it (without JIT).
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const { sql: text, parameters } = backwardQuery({
        outflows: [pick(sales).entry],
        inflows: [],
        held: null,
      }).compile(k);
      // Literal values in place of $n: EXPLAIN takes no parameters.
      const literal = text.replace(/\$(\d+)/g, (_, n: string) => {
        const value = parameters[Number(n) - 1];
        return typeof value === 'number' ? String(value) : `'${String(value)}'`;
      });
      const { rows: plan } = await traced(db, (tx) =>
        sql<{ 'QUERY PLAN': string }>`EXPLAIN ANALYZE ${sql.raw(literal)}`.execute(tx),
      );
      const line = plan.map((r) => r['QUERY PLAN']).find((l) => l.startsWith('Execution Time'));
      times.push(Number(/([\d.]+) ms/.exec(line ?? '')?.[1] ?? Number.NaN));
    }
    times.sort((a, b) => a - b);
    rows.push([
      backend,
      'the backward query alone (EXPLAIN ANALYZE, 20 sales)',
      '',
      `${percentile(times, 50).toFixed(2)} ms`,
      `${percentile(times, 100).toFixed(2)} ms (max)`,
    ]);

    // What migration 0043 does once: the whole ledger drawn again in date order.
    started = performance.now();
    await sql`SELECT stock_lineage_fifo(ARRAY(SELECT id FROM stock), '-infinity')`.execute(k);
    console.log(
      `${backend}: the whole ledger's lineage drawn again in date order (migration 0043's function) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await app.close();
    await db.close();
  }
}

console.log(
  `\nThe lineage trace at ${ENTRIES.toLocaleString('en')} entries (a chain of 4 × ${WIDTH} stocks over ${DAYS} days: ${CHAIN.toLocaleString('en')} of them); ${machineLine()}`,
);
const rows: string[][] = [];
const sizes: string[][] = [];
if (BACKENDS.includes('pglite')) await benchBackend('PGlite', null, rows, sizes);
if (BACKENDS.includes('postgres')) {
  if (await postgresAvailable())
    await withScratchDatabase((url) => benchBackend('PostgreSQL', url, rows, sizes));
  else console.log('PostgreSQL does not answer on 127.0.0.1:5432: PGlite only.');
}
console.log('\nTarget (PostgreSQL): the backward trace of a sale p99 ≤ 100 ms');
printTable(['database', 'request', 'req/s', 'p50', 'p99'], rows, 2);
console.log('\nThe traces answered (mean / most)');
printTable(['database', 'request', 'outflows', 'inflows', 'receipts', 'plots'], sizes, 2);
