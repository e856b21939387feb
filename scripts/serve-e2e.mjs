// The stack the end-to-end tests run against: the built back-office and the API on one port,
// on a fresh embedded database with demo data (test-results/e2e-data, wiped at each start).
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib/ensure.mjs';

const port = process.argv[2] ?? '8181';
// E2E_DATA_DIR lets two runs on one machine keep apart (with E2E_PORT and E2E_SMTP_PORT).
const dataDir = path.resolve(root, process.env.E2E_DATA_DIR ?? 'test-results/e2e-data');
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const api = path.join(root, 'apps/api');
const child = spawn(process.execPath, ['src/main.ts'], {
  cwd: api,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
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
