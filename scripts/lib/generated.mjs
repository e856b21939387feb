// Fails when the committed generated files (openapi.yaml and the path items expanded from the resource blocks,
// the domain's schema and block facts, the client) differ from what the hand-written contract (openapi/root.yaml,
// openapi/resources/, openapi/paths/, openapi/schemas/) generates now.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './ensure.mjs';

const GENERATED = ['openapi/expanded', 'packages/domain/src/gen', 'packages/api-client/src/gen'].map((dir) =>
  path.join(root, dir),
);
const GENERATED_FILES = ['openapi.yaml'].map((file) => path.join(root, file));

function snapshot() {
  const files = new Map();
  for (const file of GENERATED_FILES.filter((file) => existsSync(file)))
    files.set(path.relative(root, file), readFileSync(file, 'utf8'));
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
