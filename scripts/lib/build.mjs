// Builds the back-office only when a source file is newer than the last build.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root, run } from './ensure.mjs';

const SOURCES = [
  'packages/domain/src',
  'packages/api-client/src',
  'packages/ui/src',
  'packages/features/src',
  'apps/backoffice/src',
  'apps/backoffice/public',
  'apps/backoffice/index.html',
  'apps/backoffice/vite.config.ts',
  'apps/backoffice/build',
  'pnpm-lock.yaml',
];
export const DIST = path.join(root, 'apps/backoffice/dist');
const STAMP = path.join(DIST, '.build-stamp');

function newest(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const child of readdirSync(full, { withFileTypes: true, recursive: true })) {
    if (child.isFile() && !child.name.endsWith('.gen.ts')) {
      latest = Math.max(latest, statSync(path.join(child.parentPath, child.name)).mtimeMs);
    }
  }
  return latest;
}

/** The stamp of the sources now, or null when the last build is of these sources already. */
export function staleBuild({ force = false } = {}) {
  const sourcesAt = String(Math.max(...SOURCES.map(newest)));
  if (!force && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === sourcesAt) return null;
  return sourcesAt;
}

export const BUILD_COMMAND = ['pnpm', ['--filter', '@vlegal/backoffice', 'build']];

export function markBuilt(sourcesAt) {
  writeFileSync(STAMP, sourcesAt);
}

export function ensureBuilt({ force = false } = {}) {
  const sourcesAt = staleBuild({ force });
  if (sourcesAt === null) return true;
  console.log('\u001b[36m›\u001b[0m building the back-office');
  const result = run(...BUILD_COMMAND);
  if (result.status !== 0) return false;
  markBuilt(sourcesAt);
  return true;
}
