// Prints the hand-written lines of the tree at a commit (default HEAD): TypeScript and TSX under apps/ and
// packages/, by package, generated code excluded; and the touch points of one resource (default seaPort):
// its contract blocks, its declaration, its screen config, its migration and its texts.
// Usage: node scripts/lines.mjs [commit] [resourceKey]
import { execFileSync } from 'node:child_process';

const [commit = 'HEAD', key = 'seaPort'] = process.argv.slice(2);
const git = (...args) => execFileSync('git', args, { encoding: 'utf8', maxBuffer: 1 << 28 });
const show = (file) => git('show', `${commit}:${file}`);
const files = git('ls-tree', '-r', '--name-only', commit).split('\n');

const generated = (file) => file.includes('/gen/') || file.endsWith('.gen.ts');
const handWritten = files.filter(
  (f) => /^(apps|packages)\//.test(f) && /\.tsx?$/.test(f) && !generated(f) && !f.includes('node_modules'),
);
const byPackage = new Map();
let total = 0;
for (const file of handWritten) {
  const lines = show(file).split('\n').length - 1;
  const pkg = file.split('/').slice(0, 2).join('/');
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + lines);
  total += lines;
}
console.log(`hand-written TypeScript at ${commit}: ${total} lines in ${handWritten.length} files`);
for (const [pkg, lines] of [...byPackage].sort()) console.log(`  ${pkg.padEnd(24)} ${lines}`);

// One resource's touch points: the lines that name it.
const kebab = key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const snake = key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const schema = key[0].toUpperCase() + key.slice(1);
/** Lines of a YAML block that starts at a line matching `start` and runs while lines are indented deeper. */
function yamlBlocks(text, start) {
  const lines = text.split('\n');
  let count = 0;
  for (let i = 0; i < lines.length; i++) {
    if (!start.test(lines[i])) continue;
    const indent = lines[i].search(/\S/);
    let j = i + 1;
    while (j < lines.length && (lines[j].trim() === '' || lines[j].search(/\S/) > indent)) j++;
    count += j - i;
  }
  return count;
}
const contractFiles = files.filter((f) => f === 'openapi.yaml' || /^openapi\/.*\.ya?ml$/.test(f));
// A resource's own contract files count whole; in the others, the blocks of its paths and schemas.
const plural = /[^aeiou]y$/.test(kebab)
  ? `${kebab.slice(0, -1)}ies`
  : /(s|x|ch|sh)$/.test(kebab)
    ? `${kebab}es`
    : `${kebab}s`;
const ownContractFile = (file) => file.endsWith(`/${plural}.yaml`);
const contract = contractFiles.reduce((sum, file) => {
  const text = show(file);
  if (ownContractFile(file)) return sum + text.split('\n').length - 1;
  return (
    sum +
    yamlBlocks(text, new RegExp(`^\\s*/api/(_search/)?${plural}(-[a-z-]+)?(/\\{id\\})?:`)) +
    yamlBlocks(text, new RegExp(`^\\s+(New)?${schema}:\\s*$`))
  );
}, 0);
const declaration = files.filter(
  (f) => f.startsWith('packages/domain/src/') && !generated(f) && !f.endsWith('.test.ts'),
);
/** A whole file named after the resource, or the blocks in shared files that declare it. */
const count = (file, pattern) => {
  const text = show(file);
  if (file.endsWith(`/${kebab}.ts`) || file.endsWith(`/${key}.ts`)) return text.split('\n').length - 1;
  // The closing line of each block sits at the opening's indent.
  const blocks = yamlBlocks(text, pattern);
  return blocks ? blocks + text.split('\n').filter((line) => pattern.test(line)).length : 0;
};
const touch = {
  contract,
  declaration: declaration.reduce(
    (s, f) => s + count(f, new RegExp(`^\\s*(export )?(interface |const )?(${key}|${schema})(:| =| \\{)`)),
    0,
  ),
  'screen config': files
    .filter(
      (f) => f.startsWith('packages/features/') && (f.endsWith(`/${key}.ts`) || f.endsWith(`/${kebab}.ts`)),
    )
    .reduce((s, f) => s + show(f).split('\n').length - 1, 0),
  migration: files
    .filter((f) => /^apps\/api\/migrations\/.*\.sql$/.test(f))
    .reduce((s, f) => s + yamlBlocks(show(f), new RegExp(`^CREATE TABLE ${snake} \\(`)) + 0, 0),
};
console.log(`touch points of ${key} at ${commit}:`);
for (const [name, lines] of Object.entries(touch)) console.log(`  ${name.padEnd(24)} ${lines}`);
