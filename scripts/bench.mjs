// `pnpm bench`: figures, no pass/fail (`pnpm bench web`: the browser's figures only).
//  - gzip size of the JavaScript each route loads beside its budget, and its largest contentful paint
//    (headless Chromium), with the share of each package or part of the app in it, beside what the
//    bundle-budget layer walks from the build's manifest for the same route (the routes, budgets and
//    groups are the layer's, scripts/lib/bundle-budget.mjs);
//  - Lighthouse scores and metrics of the sign-in page, the dashboard, a list and the public check page
//    of a licence (the address its QR code carries: server HTML without script, at most 30 kB before
//    the PDF), with the bytes each page transferred (mobile and desktop; BENCH_LIGHTHOUSE_RUNS=3 runs
//    each three times and shows the median run with the range);
//  - requests/s and p50/p99 latency of GET /api/account on loopback (autocannon);
//  - the API's own benchmarks (apps/api/bench/*.ts) when present.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSize, kB, measureBuild, readBuild, ROUTES, routeFigures } from './lib/bundle-budget.mjs';
import { CHROMIUM, ensureDependencies, ensurePnpm, root, run } from './lib/ensure.mjs';
import { ensureNode } from './lib/runtime.mjs';

await ensureNode();

ensurePnpm();
ensureDependencies();
// Loaded after the install above, on the project's Node.
const { chromium } = await import('playwright');

// `pnpm bench web`: only the browser's figures (JavaScript per route, Lighthouse).
const webOnly = process.argv[2] === 'web';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

// A build of its own (with its manifest and the modules of each chunk), served instead of
// apps/backoffice/dist, which the e2e layer may be serving or rebuilding meanwhile.
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
const build = readBuild(distDir);

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
    // Lighthouse loads the public check page once per run and preset.
    RATE_LIMIT_PUBLIC_CHECK: '100000',
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

const table = (rows) => {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  for (const row of rows)
    console.log(row.map((cell, column) => String(cell).padEnd(widths[column])).join('  '));
};

/** The JavaScript files a route loads in a real browser, each gzip-compressed as a server sends it. */
async function loadInBrowser(browser, route, authorization) {
  const page = await browser.newPage();
  // Signed in the way the app keeps a session without remember-me.
  await page.addInitScript(
    (token) => {
      if (token) sessionStorage.setItem('jhi-authenticationToken', token.replace(/^Bearer /, ''));
    },
    route === '/login' || route === '/register' ? null : authorization,
  );
  const scripts = new Map();
  const errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (url.origin === base && url.pathname.endsWith('.js')) scripts.set(url.pathname, await response.body());
  });
  await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
  const landed = new URL(page.url()).pathname;
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
  const sizes = new Map([...scripts].map(([file, body]) => [file.replace(/^\//, ''), gzipSize(body)]));
  return { route, landed, sizes, lcp, errors };
}

/** Lighthouse on a route, in the browser the bench launched for it (its DevTools port). */
async function lighthouseFigures(lighthouse, port, url, preset) {
  const flags = {
    port,
    output: 'json',
    logLevel: 'error',
    // The session set up in that browser stays for the run.
    disableStorageReset: true,
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  };
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(url, flags, preset);
    // A trace that failed to record (NO_NAVSTART, NO_FCP) is a hiccup of a busy machine: once more.
    if (!lhr.runtimeError || attempt === 3) return lhr;
  }
}

const LIGHTHOUSE_TARGETS = { performance: 95, accessibility: 100, 'best-practices': 95 };
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1));

/** The public check page of a licence, read signed out: the address its QR code carries. */
const PUBLIC_CHECK = '/vlegal-download/vlegal';
/** What the public check page may transfer, the PDF aside (it is a link the page offers, not loaded). */
const PUBLIC_CHECK_BYTES = 30 * 1024;
const isPublic = (route) => route === '/login' || route.startsWith(`${PUBLIC_CHECK}?`);
/** A route as the table prints it: a licence's code is no figure. */
const shownRoute = (route) => route.replace(/([?&]token=)[^&]+/, '$1…');

/**
 * The public check page of the demo's licence (the first one SILK issued), by its code as the administrator
 * reads it, or undefined when the database holds none.
 */
async function publicCheckRoute(authorization) {
  const answer = await fetch(`${base}/api/vlegals?status=PUBLISHED&sort=id,asc&size=1`, {
    headers: { authorization },
  });
  const [licence] = answer.ok ? await answer.json() : [];
  if (!licence?.token) {
    console.log(`  no issued V-Legal to check (GET /api/vlegals answered ${answer.status})`);
    return undefined;
  }
  return `${PUBLIC_CHECK}?token=${encodeURIComponent(licence.token)}`;
}

async function lighthouseSection(token, checkRoute) {
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'vlegal-lighthouse-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS, '--remote-debugging-port=0'],
  });
  try {
    const port = Number(readFileSync(path.join(userDataDir, 'DevToolsActivePort'), 'utf8').split('\n')[0]);
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    const rows = [];
    const findings = new Map();
    for (const [preset, config] of [
      ['mobile', undefined],
      ['desktop', desktopConfig],
    ]) {
      const routes = ['/login', '/app/dashboard', '/app/general-setting/country'];
      if (checkRoute) routes.push(checkRoute);
      for (const route of routes) {
        // Signed in with remember-me (local storage), or signed out for the sign-in and the public page.
        await page.goto(`${base}/favicon.svg`);
        await page.evaluate(
          (value) => {
            localStorage.clear();
            sessionStorage.clear();
            if (value) localStorage.setItem('jhi-authenticationToken', value);
          },
          isPublic(route) ? null : token.replace(/^Bearer /, ''),
        );
        // Several runs (BENCH_LIGHTHOUSE_RUNS): the run of median performance is shown, with the range.
        const runs = [];
        for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
          // A first visit: the session stays, the HTTP cache of earlier runs goes.
          await cdp.send('Network.clearBrowserCache');
          runs.push(await lighthouseFigures(lighthouse, port, `${base}${route}`, config));
        }
        const points = (report, id) => {
          const value = report.categories[id]?.score;
          return value === null || value === undefined ? null : Math.round(value * 100);
        };
        runs.sort((a, b) => (points(a, 'performance') ?? -1) - (points(b, 'performance') ?? -1));
        const lhr = runs[Math.floor(runs.length / 2)];
        const score = (id) => {
          const value = points(lhr, id);
          if (value === null) return '–';
          const all = runs.map((report) => points(report, id)).filter((p) => p !== null);
          const range =
            Math.min(...all) === Math.max(...all) ? '' : ` (${Math.min(...all)}–${Math.max(...all)})`;
          return `${value}${LIGHTHOUSE_TARGETS[id] && value < LIGHTHOUSE_TARGETS[id] ? '!' : ''}${range}`;
        };
        const metric = (id) => lhr.audits[id]?.displayValue?.replace(/\u00a0/g, ' ') ?? '–';
        // Every response's transferred bytes (headers and compressed bodies), as the network sent them.
        const bytes = lhr.audits['total-byte-weight']?.numericValue;
        const over = route.startsWith(`${PUBLIC_CHECK}?`) && bytes > PUBLIC_CHECK_BYTES ? '!' : '';
        rows.push([
          preset,
          shownRoute(route),
          score('performance'),
          score('accessibility'),
          score('best-practices'),
          score('seo'),
          metric('first-contentful-paint'),
          metric('largest-contentful-paint'),
          metric('total-blocking-time'),
          metric('cumulative-layout-shift'),
          metric('speed-index'),
          bytes === undefined ? '–' : `${kB(bytes)}${over}`,
        ]);
        const where = `${preset} ${shownRoute(route)}`;
        if (lhr.runtimeError) findings.set(where, [lhr.runtimeError.code]);
        // What the audits found (failed binary audits and poor metrics), to fix.
        const failed = Object.values(lhr.audits)
          .filter(
            (audit) =>
              audit.score !== null &&
              audit.score < 0.9 &&
              ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode),
          )
          .map((audit) => audit.id);
        if (failed.length) findings.set(where, failed);
      }
    }
    table([
      ['preset', 'route', 'perf', 'a11y', 'best pr.', 'seo', 'FCP', 'LCP', 'TBT', 'CLS', 'SI', 'bytes'],
      ['', 'target', '≥ 95', '100', '≥ 95', '', '', '', '', '', '', `≤ ${kB(PUBLIC_CHECK_BYTES)} (check)`],
      ...rows,
    ]);
    for (const [where, audits] of findings) console.log(`  below 0.9 on ${where}: ${audits.join(', ')}`);
  } finally {
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

try {
  await waitForServer();
  const password = readFileSync(path.join(dataDir, 'initial-password'), 'utf8').trim();

  console.log('\nJavaScript per route (headless Chromium, gzip -9) against the budgets');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const signIn = await fetch(`${base}/api/authenticate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password, rememberMe: false }),
  });
  const token = signIn.headers.get('authorization');
  const loaded = new Map();
  for (const { route } of ROUTES) loaded.set(route, await loadInBrowser(browser, route, token));
  await browser.close();
  const sizesOf = new Map([...loaded].map(([route, r]) => [route, r.sizes]));
  const measured = routeFigures(ROUTES, sizesOf, build.modules);
  // What the bundle-budget layer counts for the same routes, from the manifest of the same build.
  const walked = measureBuild(build);
  const versus = (value, budget) => (budget === undefined ? '' : value > budget * 1024 ? 'over' : 'ok');
  table([
    ['route', 'files', 'gzip', 'manifest', 'budget', '', 'own', 'manifest', 'own budget', '', 'LCP'],
    ...ROUTES.map(({ route, budget, after, ownBudget }) => {
      const r = measured.get(route);
      const w = walked.get(route);
      const { landed, lcp } = loaded.get(route);
      return [
        landed === route ? route : `${route} (landed on ${landed})`,
        r.sizes.size,
        kB(r.gzip),
        kB(w.gzip),
        budget ? `${budget} kB` : '',
        versus(r.gzip, budget),
        after ? `${kB(r.own)} beyond ${after}` : '',
        after ? kB(w.own) : '',
        ownBudget ? `${ownBudget} kB` : '',
        versus(r.own, ownBudget),
        Number.isNaN(lcp) ? '–' : `${lcp.toFixed(0)} ms`,
      ];
    }),
  ]);
  for (const { route } of ROUTES) {
    const browserFiles = measured.get(route).sizes;
    const walkedFiles = walked.get(route).sizes;
    const onlyBrowser = [...browserFiles.keys()].filter((file) => !walkedFiles.has(file));
    const onlyWalked = [...walkedFiles.keys()].filter((file) => !browserFiles.has(file));
    if (onlyBrowser.length)
      console.log(`  ${route}: loaded, not in the manifest walk: ${onlyBrowser.join(', ')}`);
    if (onlyWalked.length)
      console.log(`  ${route}: in the manifest walk, not loaded: ${onlyWalked.join(', ')}`);
  }
  for (const r of loaded.values())
    for (const error of r.errors) console.log(`  console error on ${r.route}: ${error.slice(0, 200)}`);

  console.log("\nWhere the bytes go (each file's gzip bytes split over its modules by minified length)");
  const groups = [...new Set([...measured.values()].flatMap((r) => [...r.shares.keys()]))].sort(
    (a, b) =>
      Math.max(...[...measured.values()].map((r) => r.shares.get(b) ?? 0)) -
      Math.max(...[...measured.values()].map((r) => r.shares.get(a) ?? 0)),
  );
  table([
    ['group', ...ROUTES.map(({ route }) => route)],
    ...groups.map((group) => [
      group,
      ...ROUTES.map(({ route }) => {
        const share = measured.get(route).shares.get(group);
        return share ? kB(share) : '–';
      }),
    ]),
  ]);

  // Mobile scores multiply the main thread's observed time by 4: on a busy machine they drop with its load.
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
  console.log(
    `\nLighthouse 13 (scores; ! below the target), signed in with remember-me on /app; load average ${load} on ${availableParallelism()} cores`,
  );
  await lighthouseSection(token, await publicCheckRoute(token));

  if (!webOnly) {
    const seconds = Number(process.env.BENCH_SECONDS || 10);
    console.log(`\nGET /api/account on loopback (autocannon, 10 connections, ${seconds} s)`);
    const { default: autocannon } = await import('autocannon');
    const result = await autocannon({
      url: `${base}/api/account`,
      connections: 10,
      duration: seconds,
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
  }
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

if (webOnly) process.exit(0);

// A part that fails is named and fails the whole run: a benchmark that stops running is found at once.
const failed = [];
console.log('\nThe ui kit on its own (what the login route uses, and the heavier parts; React excluded)');
if (run('pnpm', ['--filter', '@vlegal/ui', '--silent', 'size']).status !== 0) failed.push('ui size');

const benches = path.join(root, 'apps/api/bench');
if (existsSync(benches)) {
  for (const file of readdirSync(benches).filter((name) => name.endsWith('.ts') && !name.endsWith('.d.ts'))) {
    console.log(`\n${file}`);
    if (run(process.execPath, [path.join(benches, file)]).status !== 0) failed.push(file);
  }
}
if (failed.length) {
  console.error(`\nfailed: ${failed.join(', ')}`);
  process.exit(1);
}
