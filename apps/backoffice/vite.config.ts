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

/**
 * Two sets of modules found in the module graph once it is built: those only the signed-in shell (the `/app`
 * layout: header, menu, sidebar) needs, and those the shell shares with the sign-in page (buttons, links,
 * react-aria's press and focus). Each set becomes one file (`codeSplitting.groups` below) instead of the
 * dozen small files automatic chunking would cut it into, one per set of routes that import its modules:
 * every page of /app loads the first, and /login with every page of /app the second, whole anyway. Fewer
 * files mean fewer requests before a page shows, and fewer bytes (each file carries its own imports).
 */
function shellModules() {
  const shellOnly = new Set<string>();
  const withSignIn = new Set<string>();
  const plugin: Plugin = {
    name: 'shell-modules',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      // Everything a set of modules imports, statically (what loads with them).
      const closure = (starts: string[]) => {
        const seen = new Set<string>();
        for (const pending = [...starts]; pending.length; ) {
          const id = pending.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      // A route's component (its chunk's module, with the router's split query).
      const routes = (...names: string[]) =>
        ids.filter((id) =>
          names.some((name) =>
            id.replaceAll('\\', '/').includes(`/src/routes/${name}.tsx?tsr-split=component`),
          ),
        );
      const entry = closure(ids.filter((id) => id.replaceAll('\\', '/').endsWith('/src/main.tsx')));
      const layout = closure(routes('app'));
      const signIn = closure(routes('login'));
      // The public pages without the shell (an error page shows it to a signed-in account).
      const publicPages = closure(routes('login', 'register', 'activate', 'reset/request', 'reset/finish'));
      shellOnly.clear();
      withSignIn.clear();
      for (const id of layout) {
        if (entry.has(id)) continue;
        if (!publicPages.has(id)) shellOnly.add(id);
        else if (signIn.has(id)) withSignIn.add(id);
      }
    },
  };
  return { plugin, shellOnly, withSignIn };
}

const shell = shellModules();

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
    shell.plugin,
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
    chunkSizeWarningLimit: 400,
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
            // The signed-in shell, and what it shares with the sign-in page (see `shellModules`). Their
            // imports stay where they are: the shell's file must not take in what other pages load.
            {
              name: 'shell',
              test: (id) => shell.shellOnly.has(id),
              priority: 1,
              includeDependenciesRecursively: false,
            },
            {
              name: 'shell-and-sign-in',
              test: (id) => shell.withSignIn.has(id),
              priority: 1,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
