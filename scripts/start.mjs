// `npm start`: install what is missing, build when sources changed, then serve the back-office and
// the API on one port (PORT, default 8080) on the embedded database under ./data.
import path from 'node:path';
import { ensureBuilt } from './lib/build.mjs';
import { ensureDependencies, ensurePnpm, root, run } from './lib/ensure.mjs';

ensurePnpm();
ensureDependencies();
if (!ensureBuilt()) process.exit(1);

const api = path.join(root, 'apps/api');
const result = run(path.join(api, 'node_modules/.bin/tsx'), ['src/main.ts'], {
  cwd: api,
  env: { ...process.env, PORT: process.env.PORT ?? '8080', NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
process.exit(result.status ?? 0);
