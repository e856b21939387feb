// Type-checks every project of the workspace, two at a time (the machine has 2 cores).
import { spawn } from 'node:child_process';
import { root } from './lib/ensure.mjs';

const projects = [
  'packages/domain',
  'packages/api-client',
  'packages/ui',
  'packages/features',
  'apps/backoffice',
  'apps/api',
  '.',
].map((dir) => (dir === '.' ? 'tsconfig.tooling.json' : `${dir}/tsconfig.json`));

const check = (project) =>
  new Promise((resolve) => {
    const child = spawn('pnpm', ['exec', 'tsc', '-p', project], { cwd: root, stdio: 'inherit' });
    child.on('exit', (code) => resolve({ project, ok: code === 0 }));
  });

const queue = [...projects];
const outcomes = [];
await Promise.all(
  [0, 1].map(async () => {
    for (let next = queue.shift(); next; next = queue.shift()) outcomes.push(await check(next));
  }),
);
const failed = outcomes.filter((outcome) => !outcome.ok);
for (const outcome of failed) console.error(`type errors in ${outcome.project}`);
process.exit(failed.length ? 1 : 0);
