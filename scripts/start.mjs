// `npm start`: install what is missing, build when sources changed, then serve the back-office and
// the API on one port (PORT, default 8080) on the embedded database under ./data.
import path from 'node:path';
import { ensureNode } from './lib/runtime.mjs';
import { ensureBuilt } from './lib/build.mjs';
import { ensureDependencies, ensurePnpm, root, run } from './lib/ensure.mjs';

await ensureNode();
ensurePnpm();
ensureDependencies();
if (!ensureBuilt()) process.exit(1);

const api = path.join(root, 'apps/api');
// Node 24 strips the TypeScript types itself: no loader in production.
const result = run(process.execPath, ['src/main.ts'], {
  cwd: api,
  env: { ...process.env, PORT: process.env.PORT ?? '8080', NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
process.exit(result.status ?? 0);
