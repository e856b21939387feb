// Regenerates the client from openapi.yaml: orval (react-query + MSW mocks) and hey-api (plain SDK).
// Both generators are deterministic, so a second run is byte-identical and the staleness check is exact.
import { execFileSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const pkg = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const run = (cmd, args, cwd = pkg) => execFileSync(cmd, args, { cwd, stdio: 'inherit' });

run('pnpm', ['exec', 'orval', '--config', 'orval.config.ts']);
run('pnpm', ['exec', 'openapi-ts', '-f', 'openapi-ts.config.ts']);
