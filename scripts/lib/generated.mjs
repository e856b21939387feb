// Fails when the committed generated code (the domain's schema facts, the client) differs from what the
// contract (openapi.yaml, openapi/) generates now.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './ensure.mjs';

const GENERATED = ['packages/domain/src/gen', 'packages/api-client/src/gen'].map((dir) =>
  path.join(root, dir),
);

function snapshot() {
  const files = new Map();
  for (const dir of GENERATED.filter((dir) => existsSync(dir)))
    for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
      if (entry.isFile()) {
        const full = path.join(entry.parentPath, entry.name);
        files.set(path.relative(root, full), readFileSync(full, 'utf8'));
      }
    }
  return files;
}

export function checkGeneratedFresh() {
  const before = snapshot();
  execFileSync('pnpm', ['generate'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  const after = snapshot();
  const stale = [...new Set([...before.keys(), ...after.keys()])].filter(
    (file) => before.get(file) !== after.get(file),
  );
  if (stale.length === 0) {
    console.log(`generated code is up to date (${after.size} files)`);
    return true;
  }
  console.error(
    `the committed generated code is stale; run \`pnpm generate\` and commit. Differs: ${stale.slice(0, 20).join(', ')}`,
  );
  return false;
}
