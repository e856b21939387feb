import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as gzipCompress } from 'node:zlib';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { uiLocales } from '@vlegal/ui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, minifySync, type Plugin } from 'vite';
import { noCircularFiles, routeComponent, sharedModules } from './build/page-files.ts';

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

/**
 * Pages whose code is grouped (see `codeSplitting.groups`): the sign-in page; the registration page and the
 * account pages (activation, password reset), for what they share with the others; the signed-in shell (the
 * `/app` layout: header, menu, sidebar, the query cache and the account's calls) with the dashboard, the
 * first page after signing in; the generic list of master data, whose code every list shares most of.
 */
const pageGroups = {
  'sign-in': routeComponent('login'),
  register: routeComponent('register'),
  account: routeComponent('activate', 'reset/request', 'reset/finish'),
  shell: routeComponent('app', 'app/dashboard'),
  list: routeComponent('app/general-setting.$resource.index'),
};

const shared = sharedModules(pageGroups, (groups) => {
  // The other public pages load the sign-in page's file for what they share with it (its own code is about
  // 1 kB): the sign-in page loads one shared file.
  if (groups.has('sign-in')) {
    groups.delete('register');
    groups.delete('account');
  }
  // A list is always inside the shell; what the public pages share with lists goes with what they share
  // with the shell (a few kB on every page of /app, one file less).
  if (groups.size > 1 && groups.delete('list')) groups.add('shell');
});

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
    shared.plugin,
    noCircularFiles(),
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
    // One style sheet, in the page's head (about 7 kB compressed): a route's code then waits for no style
    // sheet of its own, and the list of what each lazy import preloads holds scripts only.
    cssCodeSplit: false,
    // MapLibre's own file (about 1 MB, 288 kB compressed) loads only where a map style is configured and a
    // map is shown; every other file stays under 400 kB, and each route's weight is budgeted on its own.
    chunkSizeWarningLimit: 1100,
    rolldownOptions: {
      output: {
        // Files named by their content alone: every page's entry lists the files of every route's imports
        // (Vite's preload map) and each chunk names those it imports, so a name costs bytes on every page.
        chunkFileNames: 'assets/[hash].js',
        assetFileNames: 'assets/[hash][extname]',
        codeSplitting: {
          groups: [
            // The frameworks apart (TanStack Query loads with the first page that reads the server through
            // it, not with the sign-in page), each in a file that keeps its name (its content hash, and so
            // stays in the browser's cache) until that framework is upgraded: releases of the app change only
            // `app`.
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 7 },
            {
              name: 'router',
              test: /[\\/]node_modules[\\/]@tanstack[\\/](router-core|react-router|history|store|react-store)[\\/]/,
              priority: 7,
            },
            {
              name: 'query',
              test: /[\\/]node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/,
              priority: 7,
            },
            { name: 'i18n', test: /[\\/]node_modules[\\/](i18next|react-i18next)[\\/]/, priority: 7 },
            // What every page loads (the route tree, the router's setup, i18n) in one file.
            { name: 'app', tags: ['$initial'], priority: 6 },
            // What the page groups share (see `sharedModules`). Their imports stay where they are: these
            // files must not take in what other pages load.
            {
              name: (id) => shared.sharedBy.get(id) ?? null,
              debugName: 'shared',
              priority: 5,
              includeDependenciesRecursively: false,
            },
            // A page in one file with everything it imports that no file above took, rather than a dozen
            // small files cut by the sets of routes that import each module: each file is a request, and
            // before a page shows they queue (six at a time over HTTP/1.1). Other pages keep automatic chunks,
            // and load a group's file for what they share with it.
            { name: 'sign-in', test: pageGroups['sign-in'], priority: 4 },
            { name: 'shell', test: pageGroups.shell, priority: 3 },
            // Every server-paged list's page (table, pager, search, filters), then the generic list's own. The
            // generic list imports the first, so what they share with the public pages is in a file above.
            {
              name: 'list',
              test: (id) =>
                /[\\/]src[\\/]shared[\\/](ServerListPage|FilterSheet|useServerList)\.tsx?$/.test(id),
              priority: 2,
            },
            { name: 'resource-list', test: pageGroups.list, priority: 1 },
          ],
        },
      },
    },
  },
});
