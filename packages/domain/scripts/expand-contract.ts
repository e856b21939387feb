/**
 * Expands the contract's resource blocks (docs/adr/0023-resource-blocks.md). Reads the hand-written root
 * `openapi/root.yaml` and the block files it lists in `x-resource-blocks`, and writes:
 * - `openapi/expanded/<area>/<path>.yaml`: the OpenAPI path items of each block;
 * - `openapi/expanded/schemas/…`: each block's create body `New<Schema>`, its schema without the id and the
 *   read-only fields, where the root does not register one of its own (`createBody`);
 * - `openapi.yaml`: the root with every path (its own, then the blocks'), which every tool reads;
 * - `packages/domain/src/gen/blocks.ts`: each block's facts (path, roles, sort keys, filters, searches,
 *   twins) for the resource declarations.
 * Run first by `pnpm generate`; the `generated` test layer fails when what it writes is stale.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';
import { blockNames, filterTexts, resolveBlocks, type WrittenBlock } from '../src/contract-blocks.ts';
import { createBody, expandBlock } from '../src/contract-expansion.ts';
import { type JsonObject, type JsonSchema, loadContract } from '../src/contract-file.ts';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const ROOT = path.join(REPO, 'openapi/root.yaml');
const EXPANDED = path.join(REPO, 'openapi/expanded');
const CONTRACT = path.join(REPO, 'openapi.yaml');
const FACTS = path.join(REPO, 'packages/domain/src/gen/blocks.ts');

const yaml = (value: unknown) =>
  YAML.stringify(value, { lineWidth: 0, aliasDuplicateObjects: false, singleQuote: true });
const pointer = (p: string) => `#/${p.replace(/~/g, '~0').replace(/\//g, '~1')}`;

/** A reference written in `openapi/root.yaml`, as the repository root sees it. */
function rebased(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rebased);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([k, v]) => [
      k,
      k === '$ref' && typeof v === 'string' && !v.startsWith('#') ? `openapi/${v}` : rebased(v),
    ]),
  );
}

const root = YAML.parse(readFileSync(ROOT, 'utf8')) as JsonObject & {
  paths: JsonObject;
  'x-resource-blocks': string[];
  components: { schemas: Record<string, { $ref?: string }> };
};
/** Each schema file the root names, as read. */
const sources = new Map<string, Record<string, JsonSchema>>();
const sourceOf = (file: string) => {
  if (!sources.has(file))
    sources.set(file, YAML.parse(readFileSync(path.join(REPO, 'openapi', file), 'utf8')));
  return sources.get(file)!;
};
/** Create bodies derived from their schemas, by the schema file (under openapi/) that holds the schema. */
const bodies = new Map<string, Record<string, unknown>>();
const schemas = (
  loadContract(ROOT, { withoutPaths: true }) as unknown as {
    components: { schemas: Record<string, JsonSchema> };
  }
).components.schemas;

rmSync(EXPANDED, { recursive: true, force: true });
const paths: JsonObject = rebased(root.paths) as JsonObject;
const facts: string[] = [];
/** Where each derived create body is written, by the name of its schema. */
const createdAt = new Map<string, string>();
const seen = new Set<string>();
for (const file of root['x-resource-blocks']) {
  const area = path.basename(file, '.yaml');
  const blocks = resolveBlocks(
    YAML.parse(readFileSync(path.join(REPO, 'openapi', file), 'utf8')) as Record<string, WrittenBlock>,
  );
  mkdirSync(path.join(EXPANDED, area), { recursive: true });
  for (const [key, block] of Object.entries(blocks)) {
    if (seen.has(key)) throw new Error(`two blocks are called ${key}`);
    seen.add(key);
    const names = blockNames(key, block);
    const items = expandBlock(key, block, schemas);
    const created = `New${names.schema}`;
    if (!root.components.schemas[created]) {
      const ref = root.components.schemas[names.schema]?.$ref;
      if (!ref) throw new Error(`the root registers no schema ${names.schema} (block ${key})`);
      // Written beside the path of its schema's file: openapi/schemas/x.yaml -> openapi/expanded/schemas/x.yaml.
      const [file, ptr] = ref.split('#') as [string, string];
      const source = path.relative(path.dirname(path.join('expanded', file)), file);
      const body = createBody(sourceOf(file)[ptr.slice(1)]!, schemas[names.schema]!, block, names, source);
      bodies.set(file, { ...bodies.get(file), [created]: body });
      createdAt.set(names.schema, `openapi/expanded/${file}#/${created}`);
    }
    const relative = `openapi/expanded/${area}/${names.path}.yaml`;
    writeFileSync(
      path.join(REPO, relative),
      `# Generated from the block \`${key}\` of openapi/${file} by packages/domain/scripts/expand-contract.ts (\`pnpm generate\`). Do not edit.\n${yaml(items)}`,
    );
    for (const item of Object.keys(items)) {
      if (paths[item]) throw new Error(`${item} is written twice (block ${key})`);
      paths[item] = { $ref: `${relative}${pointer(item)}` };
    }
    const declared = {
      key,
      path: names.path,
      plural: names.plural,
      sortable: block.sort,
      defaultSort: block.defaultSort,
      ...(block.filteredSorts ? { filteredSorts: block.filteredSorts } : {}),
      search: block.search,
      filters: Object.fromEntries(Object.keys(filterTexts(block)).map((name) => [name, 'eq'])),
      roles: block.roles,
      ...(block.twins?.length ? { twins: block.twins } : {}),
      ...(block.extraSearches?.length
        ? {
            extraSearches: block.extraSearches.map(({ suffix, field, match, where }) => ({
              suffix,
              field,
              match,
              ...(where ? { where } : {}),
            })),
          }
        : {}),
      ...(block.refused || block.readOnly ? { readsOnly: true } : {}),
      // The steps served under the twins' paths too (`submitBusinessUnitVlegal`).
      ...(Object.values(block.actions ?? {}).some((a) => a.twins)
        ? {
            twinSteps: Object.entries(block.actions ?? {})
              .filter(([, a]) => a.twins)
              .map(([name]) => name),
          }
        : {}),
    };
    facts.push(`  ${key}: ${JSON.stringify(declared)},`);
  }
}

for (const [file, written] of bodies) {
  mkdirSync(path.dirname(path.join(EXPANDED, file)), { recursive: true });
  writeFileSync(
    path.join(EXPANDED, file),
    `# Generated from the schemas of openapi/${file} and their blocks by packages/domain/scripts/expand-contract.ts (\`pnpm generate\`). Do not edit.\n${yaml(written)}`,
  );
}
// Each derived create body is registered right after its schema.
const registered: Record<string, unknown> = {};
for (const [name, value] of Object.entries(rebased(root.components.schemas) as Record<string, unknown>)) {
  registered[name] = value;
  const created = createdAt.get(name);
  if (created) registered[`New${name}`] = { $ref: created };
}
const { 'x-resource-blocks': _blocks, paths: _paths, ...rest } = root;
const contract = {
  ...(rebased(rest) as JsonObject),
  components: { ...(rebased(root.components) as JsonObject), schemas: registered },
  paths,
} as JsonObject;
// `paths` after `security` and `tags`, where the root has it.
const order = Object.keys(root).filter((k) => k !== 'x-resource-blocks');
writeFileSync(
  CONTRACT,
  `# Generated from openapi/root.yaml and the resource blocks of openapi/resources/ by
# packages/domain/scripts/expand-contract.ts (\`pnpm generate\`). Do not edit: change those files.
${yaml(Object.fromEntries(order.map((k) => [k, (contract as JsonObject)[k]])))}`,
);

mkdirSync(path.dirname(FACTS), { recursive: true });
writeFileSync(
  FACTS,
  `// Generated from openapi/resources/*.yaml by packages/domain/scripts/expand-contract.ts (\`pnpm generate\`). Do not edit.
/** What each resource block of the contract says that its declaration reads: names, roles, sorting, filters, searches, twins. */
export const blocks = {
${facts.join('\n')}
} as const;
`,
);
