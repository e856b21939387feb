// The JavaScript each budgeted route loads, read from the back-office build: one definition of the routes,
// their budgets and the packages their bytes are grouped by, for `pnpm bench` (which measures the same
// routes in a browser) and the bundle-budget layer of `npm test` (which walks the build's manifest).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// Every page loads, before its first render, the ui's texts of its language (Indonesian by default).
const UI_TEXTS = 'packages/ui/src/locale/aria-id.ts';
const APP = 'apps/backoffice/src/routes/app.tsx';
// The `/app` guard loads, on its first run, the query cache (with TanStack Query), the account's calls and
// the route-role table.
const GUARD = [
  'apps/backoffice/src/QueryProvider.tsx',
  'apps/backoffice/src/account.ts',
  'packages/domain/src/route-roles.ts',
];

/**
 * The routes measured, with the budgets of issue 28: gzip kB of the whole page (`budget`), or of what a route
 * loads beyond the page it is reached from (`after`: the shell, or the sign-in page; `ownBudget`). `loads`:
 * what the page loads after the entry, by source file: its route files (the router loads each one's
 * component chunk) and the modules it imports on demand while it renders.
 */
export const ROUTES = [
  { route: '/login', budget: 160, loads: [UI_TEXTS, 'apps/backoffice/src/routes/login.tsx'] },
  {
    route: '/app/dashboard',
    budget: 200,
    loads: [UI_TEXTS, APP, ...GUARD, 'apps/backoffice/src/routes/app/dashboard.tsx'],
  },
  {
    route: '/app/general-setting/country',
    after: '/app/dashboard',
    ownBudget: 50,
    loads: [UI_TEXTS, APP, ...GUARD, 'apps/backoffice/src/routes/app/general-setting.$resource.index.tsx'],
  },
  {
    route: '/app/administration/user-management',
    after: '/app/dashboard',
    ownBudget: 50,
    loads: [
      UI_TEXTS,
      APP,
      ...GUARD,
      'apps/backoffice/src/routes/app/administration/user-management/index.tsx',
    ],
  },
  {
    route: '/register',
    after: '/login',
    ownBudget: 50,
    loads: [UI_TEXTS, 'apps/backoffice/src/routes/register.tsx'],
  },
];

/** Where a route's bytes go: the packages (or parts of the app) its modules come from, first match wins. */
export const GROUPS = [
  ['react, react-dom', /node_modules\/\.pnpm\/(react|react-dom|scheduler)@/],
  [
    'TanStack Router',
    /node_modules\/\.pnpm\/@tanstack\+(router-core|react-router|history|store|react-store)@/,
  ],
  ['TanStack Query', /node_modules\/\.pnpm\/@tanstack\+(query-core|react-query)@/],
  ['TanStack Table', /node_modules\/\.pnpm\/@tanstack\+(table-core|react-table)@/],
  ['i18next, react-i18next', /node_modules\/\.pnpm\/(i18next|react-i18next)@/],
  [
    'react-aria(-components), stately',
    /node_modules\/\.pnpm\/(@react-aria|react-aria|react-aria-components|@react-stately|react-stately|@react-types)[+@]/,
  ],
  ['@internationalized (dates, numbers)', /node_modules\/\.pnpm\/@internationalized\+/],
  [
    'formik (with lodash-es)',
    /node_modules\/\.pnpm\/(formik|lodash-es|deepmerge|hoist-non-react-statics|react-fast-compare|tiny-warning|react-is)@/,
  ],
  ['yup', /node_modules\/\.pnpm\/(yup|property-expr|tiny-case|toposort)@/],
  ['vanilla-extract runtime', /node_modules\/\.pnpm\/@vanilla-extract\+/],
  ['lucide-react', /node_modules\/\.pnpm\/lucide-react@/],
  ['recharts', /node_modules\/\.pnpm\/(recharts|d3-|victory|@reduxjs|redux|immer|decimal\.js|es-toolkit)/],
  ['other packages', /node_modules\//],
  [
    'resource registry',
    /packages\/domain\/src\/(resources|resource-definition|gen\/schemas|gen\/fields\/\w+)\.ts|packages\/domain\/src\/master-data\//,
  ],
  ['domain (rules, route table)', /packages\/domain\//],
  ['generated client', /packages\/api-client\/src\/gen\//],
  ['api-client (fetcher)', /packages\/api-client\//],
  ['ui kit: locale strings', /packages\/ui\/src\/locale\//],
  ['ui kit', /packages\/ui\//],
  ['features: screens', /packages\/features\//],
  ['backoffice: routes, shell', /apps\/backoffice\//],
  ['other', /./],
];

export const groupOf = (id) => GROUPS.find(([, test]) => test.test(id))[0];

export const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** Bytes of a file as a server sends it compressed (gzip -9, as the build's `.gz` copies). */
export const gzipSize = (body) => gzipSync(body, { level: 9 }).length;

/** The build's manifest and the modules of each chunk (`.vite/modules.json`, written by the app's config). */
export function readBuild(distDir) {
  const read = (name) => JSON.parse(readFileSync(path.join(distDir, '.vite', name), 'utf8'));
  for (const name of ['manifest.json', 'modules.json'])
    if (!existsSync(path.join(distDir, '.vite', name)))
      throw new Error(`${path.join(distDir, '.vite', name)} is missing: build the back-office first`);
  // The entry as the page loads it: the scripts of index.html (Vite inlines an entry made of imports only, so
  // the manifest may hold no entry of its own).
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const entry = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\/?([^"]+\.js)"/g)].map(
    (m) => m[1],
  );
  return { distDir, entry, manifest: read('manifest.json'), modules: read('modules.json') };
}

/** A manifest key (relative to the app) as a module id of the build (repository-relative). */
const idOf = (key) => path.posix.normalize(`apps/backoffice/${key}`);

/** Whether a module id of the build (with the router's `?tsr-split=` query) is the code `source` loads. */
const isCodeOf = (id, source) => {
  const [file, query] = id.split('?');
  return file === source && (!query || /tsr-split=component/.test(query));
};

/**
 * The JavaScript files a route loads: the scripts of `index.html` and each of the route's `loads`, each with
 * its static imports. Of a route file, the chunk of its component (an error or not-found component's chunk
 * loads only on that failure): the chunk the manifest names by it, or, when the build merged it into a shared
 * chunk (the shell's), the chunk that holds its module. A `loads` entry that names no chunk fails: the
 * route's definition no longer matches the app.
 */
export function routeFiles({ manifest, entry, modules = {} }, { route, loads }) {
  const keys = Object.keys(manifest);
  const keyOfFile = new Map(keys.map((key) => [manifest[key].file, key]));
  const files = new Set(entry);
  const starts = entry.map((file) => keyOfFile.get(file)).filter((key) => key !== undefined);
  for (const source of loads) {
    let found = keys.filter((key) => isCodeOf(idOf(key), source));
    if (!found.length)
      found = Object.entries(modules)
        .filter(([, parts]) => parts.some(([id]) => isCodeOf(id, source)))
        .map(([file]) => keyOfFile.get(file))
        .filter((key) => key !== undefined);
    if (!found.length) throw new Error(`${route}: no chunk of ${source} in the build's manifest`);
    starts.push(...found);
  }
  const visited = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || visited.has(key)) return;
    visited.add(key);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of starts) visit(key);
  return files;
}

/**
 * The share of each group in some loaded files: each file's gzip bytes split over its modules by their
 * minified length, so the shares add up to the files' total.
 */
export function sharesOf(sizes, modules) {
  const shares = new Map();
  const add = (group, bytes) => shares.set(group, (shares.get(group) ?? 0) + bytes);
  for (const [file, size] of sizes) {
    const parts = modules[file] ?? [];
    const total = parts.reduce((sum, [, length]) => sum + length, 0);
    if (!total) add('other', size);
    else for (const [id, length] of parts) add(groupOf(id), (size * length) / total);
  }
  return shares;
}

/**
 * Each route's figures from a set of loaded files per route (`sizes`: file → gzip bytes), the files a
 * browser fetched or those of the manifest walk: the total, what it loads beyond its `after` route, and the
 * groups' shares of both.
 */
export function routeFigures(routes, sizesOf, modules) {
  const figures = new Map();
  for (const definition of routes) {
    const sizes = sizesOf.get(definition.route);
    const before = definition.after ? sizesOf.get(definition.after) : new Map();
    const ownSizes = new Map([...sizes].filter(([file]) => !before.has(file)));
    const sum = (map) => [...map.values()].reduce((a, b) => a + b, 0);
    figures.set(definition.route, {
      ...definition,
      sizes,
      gzip: sum(sizes),
      own: sum(ownSizes),
      shares: sharesOf(sizes, modules),
      ownShares: sharesOf(ownSizes, modules),
    });
  }
  return figures;
}

/** Every budgeted route measured by walking the build's manifest. */
export function measureBuild(build, routes = ROUTES) {
  const sizesOf = new Map();
  for (const definition of routes) {
    const files = routeFiles(build, definition);
    sizesOf.set(
      definition.route,
      new Map([...files].map((file) => [file, gzipSize(readFileSync(path.join(build.distDir, file)))])),
    );
  }
  return routeFigures(routes, sizesOf, build.modules);
}

/** Growth of a group worth naming. */
const GROWTH_SHOWN = 0.1 * 1024;
/** How far a route over its budget may move from its recorded size either way before the check fails. */
export const RECORD_TOLERANCE = 0.5 * 1024;

/** The groups that grew against recorded shares, most first; without a record, the largest groups. */
function grownGroups(shares, recordedShares) {
  const entries = [...shares];
  if (!recordedShares)
    return `its largest parts: ${entries
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([group, bytes]) => `${group} ${kB(bytes)}`)
      .join(', ')}`;
  const growth = entries
    .map(([group, bytes]) => [group, bytes - (recordedShares[group] ?? 0)])
    .filter(([, grown]) => grown >= GROWTH_SHOWN)
    .sort((a, b) => b[1] - a[1]);
  return growth.length
    ? `grown since the recorded sizes: ${growth.map(([group, grown]) => `${group} +${kB(grown)}`).join(', ')}`
    : 'no package grew since the recorded sizes';
}

/** The two figures a route may be budgeted by: its whole page, or what it loads beyond another page. */
const MEASURES = [
  {
    value: 'gzip',
    budget: 'budget',
    shares: 'shares',
    what: (f) => `loads ${kB(f.gzip)} of JavaScript (gzip)`,
    of: 'its budget',
  },
  {
    value: 'own',
    budget: 'ownBudget',
    shares: 'ownShares',
    what: (f) => `loads ${kB(f.own)} beyond ${f.after}`,
    of: 'its own budget',
  },
];

/**
 * Each budgeted figure against its budget and the sizes recorded in scripts/bundle-sizes.json (route →
 * whole and own bytes, and their shares by group).
 * - Within its budget: passes.
 * - Over it, where the record is within it (or there is none): fails, a change crossed the budget.
 * - Over it, as recorded: a known excess, reported; it fails once the route grows beyond its record, and
 *   once it shrinks below it too, so that the record follows the gain and the weight cannot creep back.
 * A failure names the route, its figure and budget, and the packages that grew since the record.
 */
export function checkBudgets(figures, recorded = {}) {
  const failures = [];
  const knownExcess = [];
  for (const figure of figures.values()) {
    for (const measure of MEASURES) {
      const budget = figure[measure.budget];
      if (budget === undefined) continue;
      const value = figure[measure.value];
      if (value <= budget * 1024) continue;
      const record = recorded[figure.route]?.[measure.value];
      const over = `${figure.route} ${measure.what(figure)}, over ${measure.of} of ${budget} kB`;
      const grown = grownGroups(figure[measure.shares], recorded[figure.route]?.[measure.shares]);
      if (record === undefined || record <= budget * 1024)
        failures.push({ route: figure.route, message: `${over}; ${grown}` });
      else if (value > record + RECORD_TOLERANCE)
        failures.push({
          route: figure.route,
          message: `${over}, and ${kB(value - record)} above its recorded ${kB(record)}; ${grown}`,
        });
      else if (value < record - RECORD_TOLERANCE)
        failures.push({
          route: figure.route,
          message: `${over}, but ${kB(record - value)} below its recorded ${kB(record)}: record the sizes (node scripts/bundle-budget.mjs --record) so the gain cannot creep back`,
        });
      else knownExcess.push({ route: figure.route, message: `${over} (as recorded, ${kB(record)})` });
    }
  }
  return { failures, knownExcess };
}

/** The figures as scripts/bundle-sizes.json records them: each route's budgeted bytes and their shares by group. */
export function recordOf(figures) {
  const bytes = (shares) =>
    Object.fromEntries(
      [...shares].sort((a, b) => b[1] - a[1]).map(([group, value]) => [group, Math.round(value)]),
    );
  return Object.fromEntries(
    [...figures.values()].map((figure) => [
      figure.route,
      figure.after
        ? { own: figure.own, ownShares: bytes(figure.ownShares) }
        : { gzip: figure.gzip, shares: bytes(figure.shares) },
    ]),
  );
}
