import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { uiLocales } from '@vlegal/ui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the build, at the highest
 * levels: the API serves them as they are (`preCompressed`), so nothing is compressed per request.
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const [fileName, output] of Object.entries(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(fileName)) continue;
        const content = output.type === 'chunk' ? output.code : output.source;
        if (content.length < 1024) continue;
        const file = path.join(options.dir!, fileName);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
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
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React apart: its file keeps its name from release to release, so browsers keep it cached.
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            // What every page loads (the shell, the route tree, the router, i18n) in one file rather than
            // dozens of small shared chunks; each screen keeps its own chunk.
            { name: 'app', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
});
