// The back-office build for `pnpm bench`: the app's own config plus a plugin that records which modules
// each chunk holds, so the bench can tell how much of a route's JavaScript each package contributes.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { mergeConfig, minifySync, type Plugin } from 'vite';
import appConfig from '../apps/backoffice/vite.config.ts';

const outDir = path.resolve(import.meta.dirname, '../test-results/bench-dist');

/** A module's rendered code minified on its own, close to what it weighs in the minified chunk. */
function minified(id: string, code: string): string {
  try {
    return minifySync(`${path.basename(id)}.js`, code).code;
  } catch {
    return code;
  }
}

function moduleStats(): Plugin {
  return {
    name: 'module-stats',
    generateBundle(_options, bundle) {
      const chunks: Record<string, { id: string; code: string }[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = Object.entries(output.modules).map(([id, info]) => ({
          id,
          code: minified(id, info.code ?? ''),
        }));
      }
      writeFileSync(path.join(outDir, 'module-stats.json'), JSON.stringify(chunks));
    },
  };
}

export default mergeConfig(appConfig, {
  plugins: [moduleStats()],
  build: { outDir, emptyOutDir: true },
});
