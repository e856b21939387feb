// `pnpm contract:coverage`: how many calls of the spec's call catalogue (docs/spec/calls.json, copied from the specification) the
// contract (openapi.yaml) has, by method and path, overall and per group, with the missing ones listed.
// It is a report and exits 0.
//   node scripts/contract-coverage.mjs [--calls <calls.json>] [--openapi <openapi.yaml>] [--json]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTRACT_FILE, loadContract } from '../packages/domain/src/contract-file.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_CALLS = path.join(root, 'docs/spec/calls.json');
export const DEFAULT_OPENAPI = CONTRACT_FILE;

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/** Paths (under api/ and api/_search/) of the 18 master-data resources; kept equal to the domain registry by the test. */
export const MASTER_DATA_PATHS = [
  'countries',
  'provinces',
  'districts',
  'currencies',
  'hs-codes',
  'transportations',
  'sea-ports',
  'document-number-formats',
  'pics',
  'scientific-names',
  'raw-material-types',
  'raw-material-categories',
  'origin-of-raw-materials',
  'industrial-scopes',
  'document-transport-types',
  'business-permit-types',
  'business-certificate-types',
  'vlegal-cancel-reasons',
];
const MASTER_EXTRAS = [
  'sea-ports-id',
  'sea-ports-code',
  'sea-ports-dest-id',
  'document-number-formats-vlegal',
];

/** Groups in report order; a call belongs to the first group whose rule matches. */
export const GROUPS = [
  [
    'accounts',
    (p, base) =>
      /^(authenticate|logout|register|activate|account|i18n)$/.test(base) || p === 'management/info',
  ],
  ['users', (_, base) => base === 'users' || base === 'active-logins'],
  ['monitoring', (p) => p.startsWith('management/')],
  ['master-data', (_, base) => MASTER_DATA_PATHS.includes(base) || MASTER_EXTRAS.includes(base)],
  ['tracker', (p) => p.startsWith('websocket/')],
  ['reports', (_, base) => /report|^(business-unit-)?(lmkb|lmko)/.test(base)],
  ['vlegal', (_, base) => /vlegal/.test(base)],
  ['announcements', (_, base) => /announcements/.test(base)],
  ['suppliers-and-imports', (_, base) => /suppliers?|sub-cons?|subcon|import-materials/.test(base)],
  ['transfers-production-sales', (_, base) => /transfer|production|buyers|local-sales/.test(base)],
  [
    'materials-and-stock',
    (_, base) => /^(business-unit-)?(products|raw-materials|stocks?|stock-)/.test(base),
  ],
  ['company', () => true],
];

/** `/api/_search/x-y/{id}` -> `api/_search/x-y/{}` (no leading slash, parameter names erased). */
export function normalizePath(p) {
  return p
    .trim()
    .replace(/^\/+/, '')
    .replace(/\{[^}]*\}/g, '{}')
    .replace(/\/+$/, '');
}

export function callKey(method, p) {
  return `${method.toUpperCase()} ${normalizePath(p)}`;
}

export function groupOf(p) {
  const normalized = normalizePath(p);
  const base = normalized
    .replace(/^api\//, '')
    .replace(/^_search\//, '')
    .split('/')[0];
  return GROUPS.find(([, rule]) => rule(normalized, base))[0];
}

/**
 * Every operation of the contract as `METHOD path` keys, and every call it refuses by design (`x-refused`
 * of a path item: the method and why, answered 405 with that reason, e.g. a write to the append-only
 * ledger): a refused call is a decision the contract states, so it counts as covered.
 */
export function contractOperations(openapi) {
  const keys = new Set();
  for (const [p, item] of Object.entries(openapi.paths ?? {})) {
    for (const method of METHODS) if (item?.[method]) keys.add(callKey(method, p));
    for (const method of Object.keys(item?.['x-refused'] ?? {})) keys.add(callKey(method, p));
  }
  return keys;
}

export function coverage({ calls = DEFAULT_CALLS, openapi = DEFAULT_OPENAPI } = {}) {
  const catalogue = JSON.parse(readFileSync(calls, 'utf8')).calls;
  const operations = contractOperations(loadContract(openapi));
  const groups = new Map(GROUPS.map(([name]) => [name, { name, total: 0, covered: 0, missing: [] }]));
  const seen = new Set();
  for (const call of catalogue) {
    const key = callKey(call.method, call.path);
    if (seen.has(key)) continue;
    seen.add(key);
    const group = groups.get(groupOf(call.path));
    group.total += 1;
    if (operations.has(key)) group.covered += 1;
    else group.missing.push(`${call.method.toUpperCase()} ${call.path}`);
  }
  const list = [...groups.values()].filter((group) => group.total > 0);
  const extra = [...operations].filter((key) => !seen.has(key));
  return {
    total: list.reduce((sum, group) => sum + group.total, 0),
    covered: list.reduce((sum, group) => sum + group.covered, 0),
    groups: list,
    notInCatalogue: extra,
  };
}

function main(argv) {
  const option = (name) => {
    const at = argv.indexOf(name);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  const calls = option('--calls') ?? process.env.CONTRACT_CALLS ?? DEFAULT_CALLS;
  const openapi = option('--openapi') ?? DEFAULT_OPENAPI;
  if (!existsSync(calls)) {
    console.log(`call catalogue not found at ${calls}; pass --calls <calls.json>`);
    return;
  }
  const report = coverage({ calls, openapi });
  if (argv.includes('--json')) {
    console.log(JSON.stringify(report, null, 2));
    return;
  }
  const pct = (a, b) => `${b === 0 ? 100 : Math.floor((a / b) * 100)}%`;
  console.log(`${report.covered} of ${report.total} calls covered (${pct(report.covered, report.total)})`);
  const width = Math.max(...report.groups.map((group) => group.name.length));
  for (const group of report.groups)
    console.log(`  ${group.name.padEnd(width)}  ${group.covered} of ${group.total}`);
  for (const group of report.groups) {
    if (group.missing.length === 0) continue;
    console.log(`\nmissing in ${group.name} (${group.missing.length}):`);
    for (const call of group.missing) console.log(`  ${call}`);
  }
  if (report.notInCatalogue.length > 0) {
    console.log(`\nin the contract but not in the catalogue (${report.notInCatalogue.length}):`);
    for (const key of report.notInCatalogue) console.log(`  ${key}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  main(process.argv.slice(2));
