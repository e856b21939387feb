// The back-office build for `pnpm bench`: the app's own config (which writes the manifest and the modules of
// each chunk the bench reads), into a directory of its own.
import path from 'node:path';
import { mergeConfig } from 'vite';
import appConfig from '../apps/backoffice/vite.config.ts';

const outDir = path.resolve(import.meta.dirname, '../test-results/bench-dist');

export default mergeConfig(appConfig, {
  build: { outDir, emptyOutDir: true },
});
