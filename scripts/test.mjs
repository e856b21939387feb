// `npm test`: installs what is missing, runs every test layer, and ends with one line
// "N passed, N failed" over all of them. Exit code 1 when anything failed.
//   node scripts/test.mjs [layer ...]   runs only the named layers (see LAYERS below)
// Layers run side by side, TEST_JOBS at a time (default: the machine's cores), each writing to its own
// log under test-results/logs, printed whole when the layer ends so outputs never interleave.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { BUILD_COMMAND, markBuilt, staleBuild } from './lib/build.mjs';
import { ensureChromium, ensureDependencies, ensurePnpm, root } from './lib/ensure.mjs';
import { checkGeneratedFresh } from './lib/generated.mjs';
import { ensureNode } from './lib/runtime.mjs';

await ensureNode();
const results = path.join(root, 'test-results/reports');
const logs = path.join(root, 'test-results/logs');
for (const dir of [results, logs]) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
}

const bold = (text) => `\u001b[1m${text}\u001b[0m`;

/** Runs a command with its output appended to the layer's log; resolves with its exit status. */
function exec(log, command, args, env = {}) {
  const fd = openSync(log, 'a');
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', fd, fd],
      env: { ...process.env, FORCE_COLOR: '1', ...env },
    });
    child.once('error', () => resolve(1));
    child.once('close', (status) => resolve(status ?? 1));
  }).finally(() => closeSync(fd));
}

const one = (status) => (status === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 });

/** A Vitest project, counted from its JSON report. */
async function vitest(log, project, env = {}) {
  const report = path.join(results, `vitest-${project}-${env.API_TEST_DB ?? 'default'}.json`);
  const status = await exec(
    log,
    'pnpm',
    [
      'exec',
      'vitest',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    env,
  );
  return fromReport(report, status, (json) => ({
    passed: json.numPassedTests,
    failed: json.numFailedTests + (json.success === false && json.numFailedTests === 0 ? 1 : 0),
  }));
}

/** A Playwright project, counted from its JSON report. */
async function playwright(log, project) {
  const report = path.join(results, `playwright-${project}.json`);
  const status = await exec(
    log,
    'pnpm',
    ['exec', 'playwright', 'test', '-c', 'tests/playwright.config.ts', '--project', project],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: report },
  );
  return fromReport(report, status, (json) => ({
    passed: json.stats.expected + json.stats.flaky,
    failed: json.stats.unexpected + (json.errors?.length ? 1 : 0),
  }));
}

function fromReport(file, status, count) {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const tally = count(JSON.parse(readFileSync(file, 'utf8')));
  if (status !== 0 && tally.failed === 0) tally.failed = 1;
  return tally;
}

function postgresAnswers(host = '127.0.0.1', port = 5432) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1500 });
    socket.once('connect', () => resolve(socket.end() && true));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => resolve(socket.destroy() && false));
  });
}

/** A layer that needs PostgreSQL; without it the PGlite run of the same suite covers the code. */
const onPostgres = (layer) => async (log) => {
  if (await postgresAnswers()) return layer(log);
  console.log('PostgreSQL does not answer on 127.0.0.1:5432; the PGlite run covers this layer.');
  return { passed: 0, failed: 0 };
};

/**
 * The back-office build the e2e layer serves and the bundle-budget layer measures, rebuilt when a source
 * changed (always in CI): one build for both, into the log of the layer that asked first.
 */
let building;
function built(log) {
  building ??= (async () => {
    const sourcesAt = staleBuild({ force: process.env.CI === 'true' });
    if (sourcesAt === null) return true;
    if ((await exec(log, ...BUILD_COMMAND)) !== 0) return false;
    markBuilt(sourcesAt);
    return true;
  })();
  return building;
}

/** `pnpm bench` at its smallest: a few thousand rows and entries, one-second loads, one Lighthouse run. */
const BENCH_SMOKE = {
  BENCH_SECONDS: '1',
  BENCH_CONNECTIONS: '2',
  BENCH_ROWS: '2000',
  BENCH_LEDGER_ENTRIES: '2000',
  BENCH_LEDGER_STOCKS: '10',
  BENCH_LEDGER_REQUESTS: '10',
  BENCH_REPORT_ENTRIES: '2000',
  BENCH_REPORT_ITEMS: '10',
  BENCH_REPORT_REQUESTS: '10',
  BENCH_TRACE_ENTRIES: '2000',
  BENCH_TRACE_DAYS: '20',
  BENCH_TRACE_WIDTH: '3',
  BENCH_TRACE_REQUESTS: '10',
  BENCH_PLOTS: '200',
  BENCH_LIGHTHOUSE_RUNS: '1',
  BENCH_PORT: '8383',
};

// `generated` rewrites the generated client in place, so it runs alone before the others read it.
// The rest are taken in this order as a place in the pool frees. The two browser layers are kept apart, as
// side by side each ran three times slower: e2e starts beside the API suites, the stories come after them;
// the short layers end the pool.
const FIRST = {
  generated: async () => one(checkGeneratedFresh() ? 0 : 1),
};
const LAYERS = {
  e2e: async (log) => ((await built(log)) ? playwright(log, 'e2e') : { passed: 0, failed: 1 }),
  'api-pglite': (log) => vitest(log, 'api', { API_TEST_DB: 'pglite' }),
  'api-postgres': onPostgres((log) => vitest(log, 'api', { API_TEST_DB: 'postgres' })),
  stories: (log) => vitest(log, 'stories'),
  // The request check is the database's neighbour, not its client: one database proves it (ADR 0013).
  fuzz: (log) => vitest(log, 'fuzz', { API_TEST_DB: 'pglite' }),
  // A server killed mid-posting and restarted on its database: there is no PGlite variant to restart on.
  'kill-postgres': onPostgres((log) => vitest(log, 'kill', { API_TEST_DB: 'postgres' })),
  // Every benchmark of `pnpm bench`, at a size that only proves it still runs and prints (no figure judged).
  'bench-smoke': async (log) => one(await exec(log, 'node', ['scripts/bench.mjs'], BENCH_SMOKE)),
  typecheck: async (log) => one(await exec(log, 'node', ['scripts/typecheck.mjs'])),
  unit: (log) => vitest(log, 'unit'),
  // The JavaScript of each budgeted route, walked from the e2e layer's build (ADR 0024).
  'bundle-budget': async (log) =>
    (await built(log))
      ? one(await exec(log, 'node', ['scripts/bundle-budget.mjs']))
      : { passed: 0, failed: 1 },
  lint: async (log) => one(await exec(log, 'pnpm', ['exec', 'biome', 'ci', '.'])),
  'contract-lint': async (log) =>
    one(
      await exec(log, 'pnpm', [
        'exec',
        'redocly',
        'lint',
        'openapi.yaml',
        '--format=stylish',
        '--max-problems=50',
      ]),
    ),
  dependencies: async (log) =>
    one(
      await exec(log, 'pnpm', [
        'exec',
        'depcruise',
        '--config',
        '.dependency-cruiser.cjs',
        'packages',
        'apps',
        'tests',
      ]),
    ),
};

const wanted = process.argv.slice(2);
const known = [...Object.keys(FIRST), ...Object.keys(LAYERS)];
const unknown = wanted.filter((name) => !known.includes(name));
if (unknown.length) {
  console.error(`unknown layer(s): ${unknown.join(', ')}; known: ${known.join(', ')}`);
  process.exit(2);
}
const chosen = (layers) => Object.entries(layers).filter(([name]) => !wanted.length || wanted.includes(name));

ensurePnpm();
ensureDependencies();
ensureChromium();

const totals = { passed: 0, failed: 0 };
const lines = [];

async function runLayer(name, layer) {
  const log = path.join(logs, `${name}.log`);
  const started = Date.now();
  let tally;
  try {
    tally = await layer(log);
  } catch (error) {
    console.error(error);
    tally = { passed: 0, failed: 1 };
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`\n${bold(`━━ ${name}`)} (${seconds} s)`);
  if (existsSync(log)) process.stdout.write(readFileSync(log));
  totals.passed += tally.passed;
  totals.failed += tally.failed;
  lines.push(
    `${tally.failed ? '✗' : '✓'} ${name.padEnd(14)} ${tally.passed} passed, ${tally.failed} failed (${seconds} s)`,
  );
}

const startedAll = Date.now();
for (const [name, layer] of chosen(FIRST)) await runLayer(name, layer);

const queue = chosen(LAYERS);
const jobs = Math.max(1, Number(process.env.TEST_JOBS) || os.availableParallelism());
await Promise.all(
  Array.from({ length: Math.min(jobs, queue.length) }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await runLayer(...next);
  }),
);

console.log(`\n${lines.join('\n')}`);
console.log(`(${((Date.now() - startedAll) / 1000).toFixed(0)} s, ${jobs} at a time)`);
console.log(bold(`${totals.passed} passed, ${totals.failed} failed`));
process.exit(totals.failed ? 1 : 0);
