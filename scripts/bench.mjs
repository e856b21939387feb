// `pnpm bench`: figures, no pass/fail.
//  - gzip size of the JavaScript each route loads, and its largest contentful paint (headless Chromium),
//    with the share of the ui kit (packages/ui) and of react-aria in it;
//  - requests/s and p50/p99 latency of GET /api/account on loopback (autocannon);
//  - the API's own benchmarks (apps/api/bench/*.ts) when present.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM, ensureDependencies, ensurePnpm, root, run } from './lib/ensure.mjs';
import { ensureNode } from './lib/runtime.mjs';

await ensureNode();

ensurePnpm();
ensureDependencies();
// Loaded after the install above, on the project's Node.
const { default: autocannon } = await import('autocannon');
const { chromium } = await import('playwright');

// A build of its own, with module statistics, served instead of apps/backoffice/dist.
const distDir = path.join(root, 'test-results/bench-dist');
mkdirSync(distDir, { recursive: true });
const built = run('pnpm', [
  '--filter',
  '@vlegal/backoffice',
  'exec',
  'vite',
  'build',
  '--logLevel',
  'warn',
  '--config',
  '../../scripts/bench-vite.config.ts',
]);
if (built.status !== 0) process.exit(1);
const moduleStats = JSON.parse(readFileSync(path.join(distDir, 'module-stats.json'), 'utf8'));

const PORT = Number(process.env.BENCH_PORT ?? 8282);
const base = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'vlegal-bench-'));
const api = path.join(root, 'apps/api');
const server = spawn(process.execPath, ['src/main.ts'], {
  cwd: api,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // The build above, whose chunks the module statistics describe.
    STATIC_DIR: distDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_AUTHENTICATE_PER_IP: '100000',
  },
});

async function waitForServer() {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`${base}/management/health`)).status < 500) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the API did not start');
}

const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const table = (rows) => {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  for (const row of rows)
    console.log(row.map((cell, column) => String(cell).padEnd(widths[column])).join('  '));
};

/** JavaScript a route loads in a real browser, gzip-compressed as a server would send it. */
async function routeFigures(browser, route, authorization) {
  const page = await browser.newPage();
  // Signed in the way the app keeps a session without remember-me.
  await page.addInitScript(
    (token) => {
      if (token) sessionStorage.setItem('jhi-authenticationToken', token.replace(/^Bearer /, ''));
    },
    route === '/login' ? null : authorization,
  );
  const scripts = new Map();
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (url.origin === base && url.pathname.endsWith('.js')) scripts.set(url.pathname, await response.body());
  });
  await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
  const lcp = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1].startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(Number.NaN), 3000);
      }),
  );
  await page.close();
  const raw = [...scripts.values()].reduce((sum, body) => sum + body.length, 0);
  const gzip = [...scripts.values()].reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
  // The modules of the loaded chunks, grouped: their code gzip-compressed together.
  const modules = [...scripts.keys()].flatMap((file) => moduleStats[file.replace(/^\//, '')] ?? []);
  const share = (test) =>
    gzipSync(
      modules
        .filter((m) => test(m.id))
        .map((m) => m.code)
        .join('\n'),
      { level: 9 },
    ).length;
  const ui = share((id) => id.includes('/packages/ui/src/'));
  const aria = share((id) =>
    /node_modules\/.pnpm\/(@react-aria|react-aria|@react-stately|react-stately|@internationalized)/.test(id),
  );
  return { route, files: scripts.size, raw, gzip, lcp, ui, aria };
}

try {
  await waitForServer();
  const password = readFileSync(path.join(dataDir, 'initial-password'), 'utf8').trim();

  console.log('\nJavaScript per route (headless Chromium, gzip -9)');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const signIn = await fetch(`${base}/api/authenticate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password, rememberMe: false }),
  });
  const token = signIn.headers.get('authorization');
  const routes = [];
  for (const route of ['/login', '/app/dashboard']) routes.push(await routeFigures(browser, route, token));
  await browser.close();
  table([
    ['route', 'files', 'raw', 'gzip', 'of it ui kit', 'of it react-aria', 'LCP'],
    ...routes.map((r) => [
      r.route,
      r.files,
      kB(r.raw),
      kB(r.gzip),
      kB(r.ui),
      kB(r.aria),
      Number.isNaN(r.lcp) ? '–' : `${r.lcp.toFixed(0)} ms`,
    ]),
  ]);

  console.log('\nGET /api/account on loopback (autocannon, 10 connections, 10 s)');
  const result = await autocannon({
    url: `${base}/api/account`,
    connections: 10,
    duration: 10,
    headers: { authorization: token },
  });
  table([
    ['requests/s', 'p50', 'p99', 'non-2xx'],
    [
      result.requests.average.toFixed(0),
      `${result.latency.p50} ms`,
      `${result.latency.p99} ms`,
      result.non2xx,
    ],
  ]);
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

console.log('\nThe ui kit on its own (what the login route uses, and the heavier parts; React excluded)');
run('pnpm', ['--filter', '@vlegal/ui', '--silent', 'size']);

const benches = path.join(root, 'apps/api/bench');
if (existsSync(benches)) {
  for (const file of readdirSync(benches).filter((name) => name.endsWith('.ts') && !name.endsWith('.d.ts'))) {
    console.log(`\n${file}`);
    run(process.execPath, [path.join(benches, file)]);
  }
}
