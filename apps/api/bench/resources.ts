/**
 * Latency and throughput of the generic resource engine, on PGlite and (when 127.0.0.1:5432 answers) on
 * PostgreSQL: the country list of the reference data, and lists over a district table grown to
 * 1,000,000 rows in a throwaway database. Prints figures only.
 *
 *   node apps/api/bench/resources.ts    (BENCH_SECONDS=3 BENCH_CONNECTIONS=10 BENCH_ROWS=1000000
 *                                        BENCH_BACKENDS=pglite,postgres)
 */
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../src/app.ts';
import { bootstrap } from '../src/bootstrap.ts';
import { createDatabase, type Database } from '../src/db/index.ts';
import { migrate } from '../src/db/migrate.ts';
import { createLogging } from '../src/services/logging.ts';
import { loadReferenceData } from '../src/seed/reference.ts';
import {
  benchConfig,
  machineLine,
  PG_ADMIN_URL,
  postgresAvailable,
  printTable,
  withScratchDatabase,
} from './lib/common.ts';

const SECONDS = Number(process.env.BENCH_SECONDS || 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const BIG_ROWS = Number(process.env.BENCH_ROWS || 1_000_000);
const BACKENDS = (process.env.BENCH_BACKENDS || 'pglite,postgres').split(',');

interface Figure {
  backend: string;
  case: string;
  p50: number;
  p99: number;
  rps: number;
  errors: number;
}

/** 1,000,000 districts with 5-character base-36 codes (never clashing with the real `33.20` form). */
async function growDistricts(db: Database, rows: number): Promise<number> {
  const started = Date.now();
  // Building the indexes and checking the keys once after the load is far faster than row by row.
  const constraints = await sql<{ name: string; definition: string }>`
    SELECT conname AS name, pg_get_constraintdef(oid) AS definition FROM pg_constraint
    WHERE conrelid = 'district'::regclass AND contype IN ('u', 'f')`.execute(db.kysely);
  const indexes = await sql<{ name: string; definition: string }>`
    SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
    WHERE i.tablename = 'district' AND NOT EXISTS (
      SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`.execute(db.kysely);
  for (const c of constraints.rows) {
    await sql`ALTER TABLE district DROP CONSTRAINT ${sql.ref(c.name)}`.execute(db.kysely);
  }
  for (const index of indexes.rows) await sql`DROP INDEX ${sql.ref(index.name)}`.execute(db.kysely);
  const digits = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const chunk = 100_000;
  for (let from = 1; from <= rows; from += chunk) {
    const to = Math.min(rows, from + chunk - 1);
    await sql`
      INSERT INTO district (code, name, district_type, province_id)
      SELECT substr(${digits}, (g / 1679616) % 36 + 1, 1) || substr(${digits}, (g / 46656) % 36 + 1, 1)
               || substr(${digits}, (g / 1296) % 36 + 1, 1) || substr(${digits}, (g / 36) % 36 + 1, 1)
               || substr(${digits}, g % 36 + 1, 1),
             'Bench district ' || md5(g::text),
             CASE WHEN g % 5 = 0 THEN 'KOTA' ELSE 'KABUPATEN' END,
             p.ids[1 + g % array_length(p.ids, 1)]
      FROM generate_series(${from}::int, ${to}::int) AS g,
           (SELECT array_agg(id ORDER BY id) AS ids FROM province) AS p`.execute(db.kysely);
  }
  for (const c of constraints.rows) {
    await sql`ALTER TABLE district ADD CONSTRAINT ${sql.ref(c.name)} ${sql.raw(c.definition)}`.execute(
      db.kysely,
    );
  }
  for (const index of indexes.rows) await sql.raw(index.definition).execute(db.kysely);
  await sql`VACUUM ANALYZE district`.execute(db.kysely);
  return Date.now() - started;
}

/** How a case is loaded: `amount` sends a fixed number of requests instead of running for a duration (warm-up). */
interface Load {
  connections?: number;
  amount?: number;
  /** Requests sent (and not measured) before the case. */
  warmUp?: number;
}

async function run(url: string, token: string, load: Load): Promise<Omit<Figure, 'backend' | 'case'>> {
  const result = await autocannon({
    url,
    connections: load.connections ?? CONNECTIONS,
    ...(load.amount ? { amount: load.amount } : { duration: SECONDS }),
    timeout: 120,
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    errors: result.errors + result.non2xx,
  };
}

async function benchBackend(backend: string, databaseUrl: string | null, figures: Figure[]): Promise<void> {
  const config = benchConfig(databaseUrl);
  const db = await createDatabase({ databaseUrl, pgliteDir: null, poolSize: 10 });
  let app: FastifyInstance | null = null;
  try {
    await migrate(db);
    await loadReferenceData(db);
    const boot = await bootstrap(db, config);
    app = await buildApp({ db, config, logging: createLogging('silent') });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const auth = await app.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: { username: 'admin', password: boot.adminPassword },
    });
    const token = (auth.json() as { id_token: string }).id_token;
    const cases: [string, string][] = [
      ['countries, page 0, sort name (249 rows)', '/api/countries?page=0&size=20&sort=name,asc'],
    ];
    const measure = async (name: string, pathAndQuery: string, load: Load = {}) => {
      const warm = await app?.inject({
        method: 'GET',
        url: pathAndQuery,
        headers: { authorization: `Bearer ${token}` },
      });
      if (warm?.statusCode !== 200) throw new Error(`${name}: ${warm?.statusCode} ${warm?.body}`);
      // A fresh server compiles its routes and serializers on the first requests: not part of the figures.
      if (load.warmUp) await run(`${address}${pathAndQuery}`, token, { amount: load.warmUp });
      const figure = await run(`${address}${pathAndQuery}`, token, load);
      figures.push({ backend, case: name, ...figure });
      process.stderr.write(`  ${backend}: ${name} done\n`);
    };
    for (const [name, p] of cases) await measure(name, p, { warmUp: 200 });

    process.stderr.write(`  ${backend}: growing district to ${BIG_ROWS.toLocaleString('en')} rows...\n`);
    const ms = await growDistricts(db, BIG_ROWS);
    process.stderr.write(
      `  ${backend}: ${BIG_ROWS.toLocaleString('en')} rows in ${(ms / 1000).toFixed(1)} s\n`,
    );
    const rows = BIG_ROWS.toLocaleString('en');
    // PGlite serves one query at a time: more connections only queue.
    const big: Load = databaseUrl ? {} : { connections: 1 };
    await measure(
      `districts (${rows}), page 0, sort name`,
      '/api/districts?page=0&size=20&sort=name,asc',
      big,
    );
    await measure(
      `districts (${rows}), page 500, sort code desc`,
      '/api/districts?page=500&size=20&sort=code,desc',
      big,
    );
    await measure(
      `districts (${rows}), filter provinceId`,
      '/api/districts?provinceId=10&size=20&sort=name,asc',
      big,
    );
    await measure(`districts (${rows}), search "jepara"`, '/api/_search/districts?query=jepara&size=20', big);
  } finally {
    if (app) await app.close();
    await db.close();
  }
}

function print(figures: Figure[]): void {
  printTable(
    ['backend', 'case', 'p50 ms', 'p99 ms', 'req/s', 'errors'],
    figures.map((f) => [
      f.backend,
      f.case,
      f.p50.toFixed(1),
      f.p99.toFixed(1),
      f.rps.toFixed(0),
      String(f.errors),
    ]),
    2,
  );
}

async function main(): Promise<void> {
  const figures: Figure[] = [];
  console.log(`Resource engine: ${CONNECTIONS} connections, ${SECONDS} s per case, ${machineLine()}`);
  if (BACKENDS.includes('pglite')) await benchBackend('PGlite', null, figures);
  if (!BACKENDS.includes('postgres')) {
    // PostgreSQL not asked for.
  } else if (await postgresAvailable()) {
    await withScratchDatabase((url) => benchBackend('PostgreSQL', url, figures));
  } else {
    console.log(`PostgreSQL not reachable at ${PG_ADMIN_URL}: PGlite only.`);
  }
  print(figures);
}

await main();
