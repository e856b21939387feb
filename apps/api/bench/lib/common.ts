/** What the API benchmarks share: their configuration, scratch PostgreSQL databases and the figure table. */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Config, loadConfig } from '../../src/config.ts';

export const PG_ADMIN_URL = process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export function benchConfig(databaseUrl: string | null): Config {
  const base = loadConfig({
    JWT_SECRET: randomBytes(48).toString('base64'),
    DATA_DIR: path.join(os.tmpdir(), 'vlegal-bench'),
    STATIC_DIR: path.join(os.tmpdir(), 'vlegal-bench-no-static'),
    // Off in the large-list benchmark, which measures the database path (docs/adr/0014-kept-pages.md).
    KEEP_LIST_PAGES: process.env.KEEP_LIST_PAGES ?? 'true',
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

export async function postgresAvailable(): Promise<boolean> {
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

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
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

/** Runs `fn` with the address of a fresh PostgreSQL database, dropped afterwards (also on Ctrl-C). */
export async function withScratchDatabase(fn: (url: string) => Promise<void>): Promise<void> {
  await dropOrphans();
  const name = `vlegal_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  const drop = () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  const onSignal = () => {
    drop().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  await adminQuery(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${name}`;
    await fn(url.toString());
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await drop();
  }
}

export function machineLine(): string {
  return `Node ${process.version}, ${os.cpus().length} CPUs, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`;
}

/** A plain text table; columns from `rightFrom` on are right-aligned (figures). */
export function printTable(header: string[], rows: string[][], rightFrom: number): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i >= rightFrom ? c.padStart(widths[i] as number) : c.padEnd(widths[i] as number)))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
}

/** One case's figures on one back end, as the benchmarks measure them. */
export interface CaseFigures {
  backend: string;
  case: string;
  [measure: string]: string | number | null;
}

/**
 * Each case measured on both PGlite and PostgreSQL, with PGlite's figure as a multiple of PostgreSQL's
 * (the embedded default has no target; a case more than 10 times slower is marked, to look into).
 * `measures` are the figures compared (latency by default; the CPU a request cost where PGlite was loaded
 * differently, one request at a time).
 */
export function printRatios(
  figures: readonly CaseFigures[],
  measures: readonly [label: string, key: string][] = [
    ['p50', 'p50'],
    ['p99', 'p99'],
  ],
  what = 'latency',
): void {
  const on = (backend: string, name: string) => figures.find((f) => f.backend === backend && f.case === name);
  const shown = (a: unknown, b: unknown) => {
    const x = typeof a === 'number' && typeof b === 'number' && b > 0 ? a / b : Number.NaN;
    return Number.isFinite(x) ? `${x.toFixed(1)}×${x > 10 ? ' !' : ''}` : '–';
  };
  const rows = [...new Set(figures.map((f) => f.case))].flatMap((name) => {
    const lite = on('PGlite', name);
    const pg = on('PostgreSQL', name);
    if (!lite || !pg) return [];
    return [[name, ...measures.map(([, key]) => shown(lite[key], pg[key]))]];
  });
  if (!rows.length) return;
  console.log(`\nPGlite against PostgreSQL (${what} as a multiple; ! beyond 10×)`);
  printTable(['case', ...measures.map(([label]) => label)], rows, 1);
}
