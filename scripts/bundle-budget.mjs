// The bundle-budget check (a layer of `npm test`): the JavaScript each budgeted route loads, walked from the
// back-office build's manifest (built first when its sources changed), against its budget and the sizes
// recorded in scripts/bundle-sizes.json. Bytes are deterministic, so this is a check, not a timing: a route
// that crosses its budget fails, named with the packages that grew (lib/bundle-budget.mjs says how a route
// already over its budget is held to its record).
//   node scripts/bundle-budget.mjs            check
//   node scripts/bundle-budget.mjs --record   record today's sizes (commit them with the change), then check
//   BUNDLE_DIST=dir node scripts/bundle-budget.mjs   measure a build made elsewhere (with this app's config),
//                                                    as is, without building apps/backoffice/dist
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DIST, ensureBuilt } from './lib/build.mjs';
import { checkBudgets, kB, measureBuild, readBuild, recordOf, ROUTES } from './lib/bundle-budget.mjs';
import { root } from './lib/ensure.mjs';
import { ensureNode } from './lib/runtime.mjs';

await ensureNode();

const RECORDED = path.join(root, 'scripts/bundle-sizes.json');

// A build of one's own (BUNDLE_DIST) is measured as it is: apps/backoffice/dist may be served by e2e meanwhile.
const distDir = process.env.BUNDLE_DIST ? path.resolve(process.env.BUNDLE_DIST) : DIST;
if (!process.env.BUNDLE_DIST && !ensureBuilt()) process.exit(1);
const figures = measureBuild(readBuild(distDir));
if (process.argv.includes('--record')) {
  writeFileSync(RECORDED, `${JSON.stringify(recordOf(figures), null, 2)}\n`);
  console.log(`recorded in ${path.relative(root, RECORDED)}`);
}
const recorded = existsSync(RECORDED) ? JSON.parse(readFileSync(RECORDED, 'utf8')) : {};

const rows = [
  ['route', 'files', 'gzip', 'budget', 'own', 'own budget', 'recorded'],
  ...ROUTES.map(({ route }) => {
    const figure = figures.get(route);
    const record = figure.after ? recorded[route]?.own : recorded[route]?.gzip;
    return [
      route,
      String(figure.sizes.size),
      kB(figure.gzip),
      figure.budget ? `${figure.budget} kB` : '',
      figure.after ? `${kB(figure.own)} beyond ${figure.after}` : '',
      figure.ownBudget ? `${figure.ownBudget} kB` : '',
      record === undefined ? '–' : kB(record),
    ];
  }),
];
const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
console.log('JavaScript per route (gzip -9), walked from the build manifest');
for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column])).join('  '));

const { failures, knownExcess } = checkBudgets(figures, recorded);
for (const { message } of knownExcess) console.log(`! ${message}`);
for (const { message } of failures) console.error(`✗ ${message}`);
if (failures.length) process.exit(1);
console.log(
  knownExcess.length
    ? `no route crossed its budget or grew beyond its record (${knownExcess.length} over budget as recorded)`
    : `every route within its budget (${ROUTES.length} routes)`,
);
