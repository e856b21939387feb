import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as gzipCompress } from 'node:zlib';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { uiLocales } from '@vlegal/ui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, minifySync, type Plugin } from 'vite';

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the build, at the highest
 * levels: the API serves them as they are (`preCompressed`), so nothing is compressed per request.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzip = promisify(gzipCompress);
  return {
    name: 'precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      // Compressed side by side on the thread pool: the highest brotli level is slow on one core.
      const writes = Object.entries(bundle)
        .filter(([fileName]) => /\.(js|css|html|svg|json)$/.test(fileName))
        .map(async ([fileName, output]) => {
          const content = output.type === 'chunk' ? output.code : output.source;
          if (content.length < 1024) return;
          const file = path.join(options.dir!, fileName);
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gzip(content, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        });
      await Promise.all(writes);
    },
  };
}

/** A module's rendered code minified on its own: about what it weighs in its minified chunk. */
function minifiedLength(id: string, code: string): number {
  try {
    return minifySync(`${path.basename(id)}.js`, code).code.length;
  } catch {
    return code.length;
  }
}

/**
 * Writes `.vite/modules.json` beside the manifest: the modules of each chunk (repository-relative ids) with
 * their minified length, so the bundle-budget check and `pnpm bench` can tell which packages a route's bytes
 * come from.
 */
function chunkModules(): Plugin {
  const repository = path.resolve(import.meta.dirname, '../..');
  return {
    name: 'chunk-modules',
    apply: 'build',
    async writeBundle(options, bundle) {
      const chunks: Record<string, [id: string, length: number][]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = Object.entries(output.modules).map(([id, info]) => [
          id.startsWith(repository) ? path.relative(repository, id) : id,
          minifiedLength(id, info.code ?? ''),
        ]);
      }
      await mkdir(path.join(options.dir!, '.vite'), { recursive: true });
      await writeFile(path.join(options.dir!, '.vite/modules.json'), JSON.stringify(chunks));
    },
  };
}

const api = `http://127.0.0.1:${process.env.API_PORT ?? '8081'}`;

export default defineConfig({
  plugins: [
    // react-aria ships strings for 30+ locales; the app keeps en-US and supplies Indonesian itself.
    uiLocales(),
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's loader travels with its component, in the route's own chunk: loaders read the screens'
      // query options, and in the critical route config (always loaded, with the route tree) they would
      // pull every screen into the entry. validateSearch and beforeLoad stay critical, so they import
      // only light modules.
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
      },
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    react(),
    vanillaExtractPlugin(),
    precompress(),
    chunkModules(),
  ],
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      '/api': api,
      '/management': api,
      '/i18n': api,
      '/websocket': { target: api, ws: true },
    },
  },
  build: {
    sourcemap: false,
    // Which files each entry and lazy module needs: the bundle-budget check walks it per route.
    manifest: true,
    // A browser without `modulepreload` (Safari before 17) still loads every module, only a little later:
    // not worth the polyfill's bytes on every page.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The frameworks every page runs apart, each in a file that keeps its name (and so stays in the
            // browser's cache) until that framework is upgraded: releases of the app change only `app`.
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            {
              name: 'router',
              test: /[\\/]node_modules[\\/]@tanstack[\\/](router-core|react-router|history|store|react-store)[\\/]/,
              priority: 2,
            },
            {
              name: 'query',
              test: /[\\/]node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/,
              priority: 2,
            },
            { name: 'i18n', test: /[\\/]node_modules[\\/](i18next|react-i18next)[\\/]/, priority: 2 },
            // What every page loads (the shell, the route tree, the router, i18n) in one file rather than
            // dozens of small shared chunks; each screen keeps its own chunk.
            { name: 'app', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
});
