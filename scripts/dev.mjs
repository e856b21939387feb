// `pnpm dev`: the API (restarting on change) and Vite's dev server with hot reload; Vite proxies the API.
import { spawn } from 'node:child_process';
import { root } from './lib/ensure.mjs';
import { ensureNode } from './lib/runtime.mjs';

await ensureNode();
const children = [
  spawn('pnpm', ['--filter', '@vlegal/api', 'dev'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.API_PORT ?? '8081' },
  }),
  spawn('pnpm', ['--filter', '@vlegal/backoffice', 'dev'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
