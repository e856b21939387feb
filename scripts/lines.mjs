// Prints, at a commit (default HEAD):
// - the hand-written TypeScript and TSX under apps/ and packages/, by package, generated code excluded;
// - the contract's YAML: path items and schemas, hand-written and generated apart (a file is generated when
//   its first line says so; the root's `paths` section counts as path items);
// - the touch points of one resource (default seaPort): its contract block (or, before blocks, its path
//   items), its expanded calls, its schemas, its declaration, the server's code that names it, its screen
//   config, its migration and its texts.
// Usage: node scripts/lines.mjs [commit] [resourceKey]
import { execFileSync } from 'node:child_process';

const [commit = 'HEAD', key = 'seaPort'] = process.argv.slice(2);
const git = (...args) => execFileSync('git', args, { encoding: 'utf8', maxBuffer: 1 << 28 });
const cache = new Map();
const show = (file) => {
  if (!cache.has(file)) cache.set(file, git('show', `${commit}:${file}`));
  return cache.get(file);
};
const lineCount = (text) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
const files = git('ls-tree', '-r', '--name-only', commit).split('\n').filter(Boolean);

const generatedTs = (file) => file.includes('/gen/') || file.endsWith('.gen.ts');
const handWritten = files.filter(
  (f) => /^(apps|packages)\//.test(f) && /\.tsx?$/.test(f) && !generatedTs(f) && !f.includes('node_modules'),
);
const byPackage = new Map();
let total = 0;
for (const file of handWritten) {
  const lines = lineCount(show(file));
  const pkg = file.split('/').slice(0, 2).join('/');
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + lines);
  total += lines;
}
console.log(`hand-written TypeScript at ${commit}: ${total} lines in ${handWritten.length} files`);
for (const [pkg, lines] of [...byPackage].sort()) console.log(`  ${pkg.padEnd(24)} ${lines}`);

/** Lines of each YAML (or pretty JSON) block that starts at a line matching `start` and runs while deeper. */
function blockLines(text, start) {
  const lines = text.split('\n');
  let count = 0;
  for (let i = 0; i < lines.length; i++) {
    if (!start.test(lines[i])) continue;
    const indent = lines[i].search(/\S/);
    let j = i + 1;
    while (j < lines.length && (lines[j].trim() === '' || lines[j].search(/\S/) > indent)) j++;
    // A JSON object's closing brace sits at the opening's indent.
    if (j < lines.length && /^\s*[}\]],?$/.test(lines[j]) && lines[j].search(/\S/) === indent) j++;
    count += j - i;
  }
  return count;
}

// The contract.
const contractFiles = files.filter((f) => f === 'openapi.yaml' || /^openapi\/.*\.ya?ml$/.test(f));
const isGenerated = (file) => /^# Generated/.test(show(file));
const root = files.includes('openapi/root.yaml') ? 'openapi/root.yaml' : 'openapi.yaml';
const contract = { paths: [0, 0], schemas: [0, 0], blocks: 0 };
for (const file of contractFiles) {
  const text = show(file);
  const generated = isGenerated(file) ? 1 : 0;
  if (file === 'openapi.yaml' || file === 'openapi/root.yaml') {
    contract.paths[generated] += blockLines(text, /^paths:/);
  } else if (file.startsWith('openapi/resources/')) contract.blocks += lineCount(text);
  else if (/(^|\/)schemas\//.test(file)) contract.schemas[generated] += lineCount(text);
  else contract.paths[generated] += lineCount(text);
}
console.log(`contract YAML at ${commit} (root ${root}):`);
console.log(`  path items, hand-written   ${contract.paths[0]}`);
console.log(`  resource blocks            ${contract.blocks}`);
console.log(`  path YAML written by hand  ${contract.paths[0] + contract.blocks}`);
console.log(`  path items, generated      ${contract.paths[1]}`);
console.log(`  schemas, hand-written      ${contract.schemas[0]}`);
console.log(`  schemas, generated         ${contract.schemas[1]}`);

// One resource's touch points.
const kebab = key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const snake = key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const schema = key[0].toUpperCase() + key.slice(1);
const pluralOf = (word) =>
  /[^aeiou]y$/.test(word) ? `${word.slice(0, -1)}ies` : /(s|x|ch|sh)$/.test(word) ? `${word}es` : `${word}s`;
const source = (prefix) =>
  files.filter(
    (f) => f.startsWith(prefix) && /\.tsx?$/.test(f) && !generatedTs(f) && !/\.(test|stories)\.tsx?$/.test(f),
  );
/** The resource's path: its block's `path`, or the key's kebab-case plural. */
const blockFiles = contractFiles.filter((f) => f.startsWith('openapi/resources/'));
const ownBlock = blockFiles
  .map((f) => show(f).match(new RegExp(`^${key}:\\n((?:[ #].*\\n|\\n)*)`, 'm')))
  .find(Boolean);
// Before blocks, a declaration wrote the path the catalogue spells otherwise.
const declared = source('packages/domain/src/')
  .map((f) => show(f).match(new RegExp(`key: '${key}',\\s*path: '([^']+)'`))?.[1])
  .find(Boolean);
const path = ownBlock?.[1].match(/^ {2}path: (\S+)/m)?.[1] ?? declared ?? pluralOf(kebab);
const pathItem = new RegExp(
  `^\\s*/api/(_search/)?(business-unit-)?${path}(-[a-z-]+)?(/\\{id\\}(/[a-z-]+)?)?:`,
);

const touch = {};
// A document's block with the blocks of its lines (`lineOf`).
const lineBlocks = blockFiles.flatMap((f) =>
  [...show(f).matchAll(/^[a-zA-Z]+:\n(?:[ #].*\n|\n)*/gm)]
    .map((m) => m[0])
    .filter((text) => new RegExp(`^ {2}lineOf: ${key}$`, 'm').test(text)),
);
if (ownBlock)
  touch['contract blocks'] = lineBlocks.reduce((sum, text) => sum + lineCount(text), lineCount(ownBlock[0]));
else
  touch['contract path items'] = contractFiles
    .filter((f) => !/(^|\/)schemas\//.test(f))
    .reduce(
      (sum, f) => sum + (f.endsWith(`/${path}.yaml`) ? lineCount(show(f)) : blockLines(show(f), pathItem)),
      0,
    );
const expanded = contractFiles.filter(
  (f) => /^openapi\/expanded\/(?!schemas\/)/.test(f) && f.endsWith(`/${path}.yaml`),
);
if (expanded.length) {
  const text = expanded.map(show).join('\n');
  touch['expanded calls'] =
    `${(text.match(/operationId:/g) ?? []).length} calls, ${lineCount(text)} lines (generated)`;
}
// Its schemas: a file named after its path whole, else its own entries (`X`, `NewX`) in shared files.
const schemaEntry = new RegExp(`^(New)?${schema}:\\s*$`);
touch.schemas = contractFiles
  .filter((f) => /^openapi\/schemas\//.test(f))
  .reduce(
    (sum, f) => sum + (f.endsWith(`/${path}.yaml`) ? lineCount(show(f)) : blockLines(show(f), schemaEntry)),
    0,
  );
/** A whole file named after the resource, or the top-level statements of other files that name it. */
const naming = (candidates, named) =>
  candidates.reduce((sum, file) => {
    const text = show(file);
    const base = file.slice(file.lastIndexOf('/') + 1).replace(/\.tsx?$/, '');
    if ([key, kebab, path, `${key}Config`, `${key}-config`].includes(base)) return sum + lineCount(text);
    const lines = text.split('\n');
    let count = 0;
    for (let i = 0; i < lines.length; ) {
      let j = i + 1;
      while (j < lines.length && (lines[j] === '' || /^[\s})\]]/.test(lines[j]))) j++;
      if (named.test(lines.slice(i, j).join('\n'))) count += j - i;
      i = j;
    }
    return sum + count;
  }, 0);
const word = new RegExp(`\\b(${key}|${schema}|${schema}Fields)\\b`);
touch.declaration = naming(source('packages/domain/src/'), new RegExp(`export const ${key}\\b`));
touch['server code'] = naming(source('apps/api/src/'), word);
touch['screen config'] = naming(source('packages/features/src/'), new RegExp(`\\b(${key}|${schema})\\b`));
touch.migration = files
  .filter((f) => /^apps\/api\/migrations\/.*\.sql$/.test(f))
  .reduce(
    (sum, f) =>
      sum +
      blockLines(show(f), new RegExp(`^CREATE TABLE ${snake} \\(`)) +
      show(f)
        .split('\n')
        .filter((line) => new RegExp(`\\bON ${snake}\\b|\\bINDEX\\b.*\\b${snake}\\b`).test(line)).length,
    0,
  );
touch.texts = files
  .filter((f) => /^packages\/domain\/i18n\/.*\.json$/.test(f))
  .reduce((sum, f) => sum + blockLines(show(f), new RegExp(`^\\s*"${key}": \\{`)), 0);
console.log(`touch points of ${key} at ${commit}:`);
for (const [name, lines] of Object.entries(touch)) console.log(`  ${name.padEnd(24)} ${lines}`);
