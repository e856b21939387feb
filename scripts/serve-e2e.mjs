// The stack the end-to-end tests run against: the built back-office and the API on one port, with demo
// data on a fresh database: PostgreSQL when it answers on TEST_PG_URL (what a deployment runs, and native
// code, which leaves the cores to the browser), the embedded PGlite under test-results/e2e-data otherwise.
// Both are wiped at each start.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './lib/ensure.mjs';

const port = process.argv[2] ?? '8181';
// E2E_DATA_DIR lets two runs on one machine keep apart (with E2E_PORT and E2E_SMTP_PORT).
const dataDir = path.resolve(root, process.env.E2E_DATA_DIR ?? 'test-results/e2e-data');
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const api = path.join(root, 'apps/api');

/** The URL of a fresh PostgreSQL database for this run, or null when PostgreSQL does not answer. */
async function freshPostgres() {
  const pg = createRequire(path.join(api, 'package.json'))('pg');
  const server = process.env.TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: server, connectionTimeoutMillis: 1500 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `vlegal_e2e_${port}`;
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

const databaseUrl = await freshPostgres();
console.log(`e2e database: ${databaseUrl ? 'PostgreSQL' : 'PGlite'}`);
const child = spawn(process.execPath, ['src/main.ts'], {
  cwd: api,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    DEMO_DATA: 'true',
    NODE_ENV: 'production',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // The journeys sign in many times in a few seconds from one address.
    RATE_LIMIT_AUTHENTICATE_PER_IP: '1000',
    RATE_LIMIT_AUTHENTICATE_PER_LOGIN: '1000',
    // Mail goes to the listener a journey starts (tests/e2e/fixtures.ts, Mailbox).
    SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT ?? '2525'}`,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
