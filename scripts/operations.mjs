// Where a call or a screen is written and served, in one step:
//   node scripts/operations.mjs getStockCard            an operationId
//   node scripts/operations.mjs /api/local-sales/12     a call's URL (an /api/… or /management/… path)
//   node scripts/operations.mjs GET /api/local-sales     the same with its method
//   node scripts/operations.mjs /app/business-unit-import/local-sales/new   a screen's route
// For a call: its method, path and operationId, the contract file that writes it (a resource block or a
// hand-written path item), the resource's declaration, the server code that names it (the generic engine
// serves every block's calls), and the screens that call it. For a route: the route file and the screens
// it renders.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
if (args.length === 0) {
  console.error('usage: node scripts/operations.mjs <operationId | [METHOD] /api/… URL | /app/… route>');
  process.exit(2);
}
const grep = (pattern, ...dirs) => {
  try {
    return execFileSync('git', ['grep', '-n', '-E', pattern, '--', ...dirs], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((line) => line && !/\/gen\/|routeTree\.gen/.test(line));
  } catch {
    return [];
  }
};
const files = (lines) => [...new Set(lines.map((line) => line.slice(0, line.indexOf(':'))))];

const target = args.at(-1);
if (target.startsWith('/app') || target === '/' || ['/login', '/register', '/activate'].includes(target)) {
  // A screen: TanStack's file routes spell `$param` for a segment and `.` or `/` between segments.
  const tree = readFileSync(path.join(root, 'apps/backoffice/src/routeTree.gen.ts'), 'utf8');
  const routes = [...tree.matchAll(/import \{ Route as \w+ \} from '\.\/routes\/([^']+)'/g)].map((m) => m[1]);
  const segments = target.split('/').filter(Boolean);
  const matches = routes.filter((file) => {
    const parts = file
      .replace(/(^|\/)(index|route)$/, '')
      .split(/[./]/)
      .filter(Boolean);
    return (
      parts.length === segments.length &&
      parts.every(
        (part, i) => part.startsWith('$') || part === segments[i] || part.replace(/^_/, '') === segments[i],
      )
    );
  });
  if (matches.length === 0) console.log(`no route file matches ${target}`);
  for (const file of matches) {
    const full = `apps/backoffice/src/routes/${file}.tsx`;
    console.log(`route ${target}\n  route file   ${full}`);
    const text = readFileSync(path.join(root, full), 'utf8');
    const imports = [...text.matchAll(/from '(@vlegal\/features[^']*|\.[^']*)'/g)].map((m) => m[1]);
    if (imports.length) console.log(`  renders from ${[...new Set(imports)].join(', ')}`);
  }
  process.exit(0);
}

const contract = YAML.parse(readFileSync(path.join(root, 'openapi.yaml'), 'utf8'));
const calls = [];
/** Each file of the contract, read once. */
const readFiles = new Map();
const read = (file) => {
  if (!readFiles.has(file)) {
    const text = readFileSync(path.join(root, file), 'utf8');
    readFiles.set(file, { doc: YAML.parse(text), header: text.split('\n')[0] });
  }
  return readFiles.get(file);
};
for (const [template, item] of Object.entries(contract.paths)) {
  const [file, pointer] = item.$ref.split('#');
  const { doc, header } = read(file);
  const pathItem = doc[pointer.slice(1).replace(/~1/g, '/').replace(/~0/g, '~')];
  for (const [method, op] of Object.entries(pathItem))
    if (op?.operationId) calls.push({ template, method, op, file, header });
}
const method = args.length > 1 ? args[0].toLowerCase() : undefined;
const matchesUrl = (template, url) =>
  new RegExp(
    `^${template
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace(/\\?\{[^}]+\\?\}/g, '[^/]+')
      .replace(/\{[^}]+\}/g, '[^/]+')}$`,
  ).test(url.split('?')[0]);
const found = calls.filter(({ template, method: verb, op }) =>
  target.startsWith('/')
    ? matchesUrl(template, target) && (!method || method === verb)
    : op.operationId === target,
);
if (found.length === 0) {
  console.log(`no call of the contract is ${args.join(' ')}`);
  process.exit(1);
}
for (const { template, method: verb, op, file, header } of found) {
  console.log(
    `${verb.toUpperCase()} ${template}  ${op.operationId}  (tag ${op.tags?.[0]}, roles ${JSON.stringify(op['x-roles'])})`,
  );
  const block = header.match(/block `(\w+)` of (\S+)/);
  console.log(`  contract     ${block ? `${block[2]}, block ${block[1]} (expanded into ${file})` : file}`);
  const resource = op['x-resource'];
  if (resource) {
    const declaration = files(grep(`export const ${resource}\\b`, 'packages/domain/src'));
    console.log(`  declaration  ${declaration.join(', ') || '(none)'}`);
  }
  const server = files(grep(`\\b${op.operationId}\\b`, 'apps/api/src'));
  const generic =
    resource && server.length === 0 ? 'apps/api/src/engine/ (the generic handlers of every resource)' : '';
  console.log(`  server       ${[generic, ...server].filter(Boolean).join(', ') || '(none)'}`);
  if (resource) {
    const rules = files(grep(`\\b${resource}\\b`, 'apps/api/src')).filter(
      (f) => !server.includes(f) && !f.includes('/seed/'),
    );
    if (rules.length) console.log(`  names it     ${rules.join(', ')}`);
  }
  const hook = op.operationId[0].toUpperCase() + op.operationId.slice(1);
  const screens = files(
    grep(`\\b(${op.operationId}|use${hook})\\b`, 'packages/features/src', 'apps/backoffice/src'),
  );
  const generic2 = resource
    ? files(grep(`\\b${resource}\\b`, 'packages/features/src')).filter(
        (f) => !/\.(test|stories)\.|stories-support/.test(f),
      )
    : [];
  console.log(`  screens      ${[...new Set([...screens, ...generic2])].join(', ') || '(none)'}`);
}
