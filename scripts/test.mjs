// `npm test`: installs what is missing, runs every test layer, and ends with one line
// "N passed, N failed" over all of them. Exit code 1 when anything failed.
//   node scripts/test.mjs [layer ...]   runs only the named layers (see LAYERS below)
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ensureNode } from './lib/runtime.mjs';
import { ensureBuilt } from './lib/build.mjs';
import { ensureChromium, ensureDependencies, ensurePnpm, root, run } from './lib/ensure.mjs';
import { checkGeneratedFresh } from './lib/generated.mjs';

await ensureNode();
const results = path.join(root, 'test-results/reports');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const bold = (text) => `\u001b[1m${text}\u001b[0m`;

/** A check that is one test: passes when the command exits 0. */
function check(command, args, env = {}) {
  const result = run(command, args, { env: { ...process.env, ...env } });
  return result.status === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
}

/** A Vitest project, counted from its JSON report. */
function vitest(project, env = {}) {
  const report = path.join(results, `vitest-${project}-${env.API_TEST_DB ?? 'default'}.json`);
  const result = run(
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
    { env: { ...process.env, ...env } },
  );
  return fromReport(report, result.status, (json) => ({
    passed: json.numPassedTests,
    failed: json.numFailedTests + (json.success === false && json.numFailedTests === 0 ? 1 : 0),
  }));
}

/** A Playwright project, counted from its JSON report. */
function playwright(project, env = {}) {
  const report = path.join(results, `playwright-${project}.json`);
  const result = run(
    'pnpm',
    ['exec', 'playwright', 'test', '-c', 'tests/playwright.config.ts', '--project', project],
    {
      env: { ...process.env, ...env, PW_LAYER: project, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
    },
  );
  return fromReport(report, result.status, (json) => ({
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

const LAYERS = {
  generated: () => (checkGeneratedFresh() ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 }),
  'contract-lint': () =>
    check('pnpm', ['exec', 'redocly', 'lint', 'openapi.yaml', '--format=stylish', '--max-problems=50']),
  lint: () => check('pnpm', ['exec', 'biome', 'ci', '.']),
  dependencies: () =>
    check('pnpm', ['exec', 'depcruise', '--config', '.dependency-cruiser.cjs', 'packages', 'apps', 'tests']),
  typecheck: () => check('node', ['scripts/typecheck.mjs']),
  unit: () => vitest('unit'),
  'api-pglite': () => vitest('api', { API_TEST_DB: 'pglite' }),
  'api-postgres': async () => {
    if (!(await postgresAnswers())) {
      console.log('PostgreSQL does not answer on 127.0.0.1:5432; the PGlite run covers the API.');
      return { passed: 0, failed: 0 };
    }
    return vitest('api', { API_TEST_DB: 'postgres' });
  },
  fuzz: async () => {
    const pglite = vitest('fuzz', { API_TEST_DB: 'pglite' });
    if (!(await postgresAnswers())) return pglite;
    const postgres = vitest('fuzz', { API_TEST_DB: 'postgres' });
    return { passed: pglite.passed + postgres.passed, failed: pglite.failed + postgres.failed };
  },
  stories: () => vitest('stories'),
  visual: () => {
    const built = run('pnpm', ['exec', 'storybook', 'build', '--quiet', '-o', 'storybook-static']);
    if (built.status !== 0) return { passed: 0, failed: 1 };
    return playwright('visual');
  },
  e2e: () =>
    ensureBuilt({ force: process.env.CI === 'true' }) ? playwright('e2e') : { passed: 0, failed: 1 },
};

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in LAYERS));
if (unknown.length) {
  console.error(`unknown layer(s): ${unknown.join(', ')}; known: ${Object.keys(LAYERS).join(', ')}`);
  process.exit(2);
}

ensurePnpm();
ensureDependencies();
ensureChromium();

const totals = { passed: 0, failed: 0 };
const lines = [];
for (const [name, layer] of Object.entries(LAYERS)) {
  if (wanted.length && !wanted.includes(name)) continue;
  console.log(`\n${bold(`━━ ${name}`)}`);
  const started = Date.now();
  let tally;
  try {
    tally = await layer();
  } catch (error) {
    console.error(error);
    tally = { passed: 0, failed: 1 };
  }
  totals.passed += tally.passed;
  totals.failed += tally.failed;
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  lines.push(
    `${tally.failed ? '✗' : '✓'} ${name.padEnd(14)} ${tally.passed} passed, ${tally.failed} failed (${seconds} s)`,
  );
}

console.log(`\n${lines.join('\n')}`);
console.log(bold(`${totals.passed} passed, ${totals.failed} failed`));
process.exit(totals.failed ? 1 : 0);
