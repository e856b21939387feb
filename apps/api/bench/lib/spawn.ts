/** Starts the API under benchmark (lib/serve.ts) in a process of its own, and stops it. */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

export interface Served {
  /** Base address of the API. */
  api: string;
  /** Address of the bare Fastify route (the reference). */
  bare: string;
  /** A bearer token of admin. */
  token: string;
  /** Time it took to grow the district table (BENCH_DISTRICTS), if asked. */
  grownMs?: number;
}

/** `env` adds to this process's environment (BENCH_DISTRICTS, BENCH_PROFILE). */
export async function startApi(
  databaseUrl: string | null,
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; served: Served }> {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'serve.ts')], {
    env: { ...process.env, ...env, BENCH_DATABASE_URL: databaseUrl ?? '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`the API exited with ${code}`)));
  });
  return { child, served: JSON.parse(first) as Served };
}

export async function stopApi(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
