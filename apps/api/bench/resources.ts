/**
 * Latency and throughput of the generic resource engine, on PGlite and (when 127.0.0.1:5432 answers) on
 * PostgreSQL: the country list of the reference data, and lists over a district table grown to
 * 1,000,000 rows in a throwaway database. Prints figures only.
 *
 *   pnpm exec tsx apps/api/bench/resources.ts    (BENCH_SECONDS=3 BENCH_CONNECTIONS=10 BENCH_ROWS=1000000)
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { bootstrap } from '../src/bootstrap.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { createDatabase, type Database } from '../src/db/index.ts';
import { migrate } from '../src/db/migrate.ts';
import { createLogging } from '../src/services/logging.ts';
import { loadReferenceData } from '../src/seed/reference.ts';

const SECONDS = Number(process.env.BENCH_SECONDS || 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const BIG_ROWS = Number(process.env.BENCH_ROWS || 1_000_000);
const PG_ADMIN_URL = process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

interface Figure {
  backend: string;
  case: string;
  p50: number;
  p99: number;
  rps: number;
  errors: number;
}

function benchConfig(databaseUrl: string | null): Config {
  const base = loadConfig({
    JWT_SECRET: randomBytes(48).toString('base64'),
    DATA_DIR: path.join(os.tmpdir(), 'vlegal-bench'),
    STATIC_DIR: path.join(os.tmpdir(), 'vlegal-bench-no-static'),
    LOG_LEVEL: 'silent',
  });
  return {
    ...base,
    databaseUrl,
    pgliteDir: null,
    initialPasswordFile: null,
    bcryptCost: 4,
    validateResponses: false,
    demoData: false,
    rateLimit: { ...base.rateLimit, authenticatePerIp: 1_000_000, authenticatePerLogin: 1_000_000 },
  };
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

async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Scratch databases of earlier runs whose process is gone (killed before it could drop them). */
async function dropOrphans(): Promise<void> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'vlegal\\_bench\\_%'",
    );
    for (const { datname } of rows) {
      const pid = Number(/^vlegal_bench_(\d+)_[0-9a-f]+$/.exec(datname)?.[1]);
      if (!pid || isAlive(pid)) continue;
      await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
  } finally {
    await client.end();
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function printTable(figures: Figure[]): void {
  const header = ['backend', 'case', 'p50 ms', 'p99 ms', 'req/s', 'errors'];
  const rows = figures.map((f) => [
    f.backend,
    f.case,
    f.p50.toFixed(1),
    f.p99.toFixed(1),
    f.rps.toFixed(0),
    String(f.errors),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] as string).length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i >= 2 ? c.padStart(widths[i] as number) : c.padEnd(widths[i] as number)))
      .join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
}

async function main(): Promise<void> {
  const figures: Figure[] = [];
  console.log(
    `Resource engine: ${CONNECTIONS} connections, ${SECONDS} s per case, Node ${process.version}, ` +
      `${os.cpus().length} CPUs, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
  );
  await benchBackend('PGlite', null, figures);
  if (await postgresAvailable()) {
    await dropOrphans();
    const name = `vlegal_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
    const drop = () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        drop().finally(() => process.exit(130));
      });
    }
    await adminQuery(`CREATE DATABASE ${name}`);
    try {
      const url = new URL(PG_ADMIN_URL);
      url.pathname = `/${name}`;
      await benchBackend('PostgreSQL', url.toString(), figures);
    } finally {
      await drop();
    }
  } else {
    console.log(`PostgreSQL not reachable at ${PG_ADMIN_URL}: PGlite only.`);
  }
  printTable(figures);
}

await main();
