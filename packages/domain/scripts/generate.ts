/**
 * Writes `src/gen/schemas.ts` (and the field facts of each schema in `src/gen/fields/<X>.ts`, re-exported
 * there, so that a page's bundle carries the facts of the resources it shows, not every resource's) from the
 * contract: for every resource schema `X` (an operation's
 * `x-resource`) and its create body `NewX`, its TypeScript type and its field facts (kind, required, bounds, pattern, enum values, default,
 * reference, media-type pairing). The registry, the server's engine and the screens read field facts from
 * there, so a length or a pattern is written once, in the contract. Run by `pnpm generate`.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Json, type JsonObject, type JsonSchema, loadContract } from '../src/contract-file.ts';

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/gen/schemas.ts');
const FIELDS = path.join(path.dirname(OUT), 'fields');
/** The field facts of each schema, by name: one module each. */
const fieldModules = new Map<string, string>();

const typesOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type : [schema.type]);
const baseType = (schema: JsonSchema) => typesOf(schema).find((t) => t !== 'null');

/** The kind a field is edited and stored as. */
function kindOf(schema: JsonSchema): string {
  if (schema.contentEncoding === 'base64') return 'file';
  if (schema['x-references']) return 'reference';
  if (schema.enum) return 'enum';
  const type = baseType(schema);
  if (type === 'string' && schema.format === 'date') return 'date';
  if (type === 'string' && schema.format === 'date-time') return 'timestamp';
  if (type === 'number' || (type === 'string' && schema['x-scale'] !== undefined)) return 'decimal';
  if (type === 'integer' || type === 'boolean') return type;
  return 'string';
}

/** Digits after the decimal point allowed by `multipleOf` (0.01 -> 2). */
const scaleOf = (multipleOf: number) => Math.max(0, -Math.floor(Math.log10(multipleOf) + 1e-9));

function fieldFacts(name: string, schema: JsonSchema, required: boolean, readOnly: boolean, all: string[]) {
  const kind = kindOf(schema);
  const facts: Record<string, Json> = { name, kind, required };
  if (schema.minLength !== undefined && kind === 'string') facts.minLength = schema.minLength;
  if (schema.maxLength !== undefined) facts.maxLength = schema.maxLength;
  // An exact decimal's pattern only says "digits, a point, digits": the form reads it as a number.
  const exact = schema['x-scale'] !== undefined;
  if (exact) facts.exact = true;
  if (schema.pattern !== undefined && !exact) facts.pattern = schema.pattern;
  if (schema.format === 'email') facts.format = 'email';
  if (schema.minimum !== undefined && kind !== 'reference') facts.min = schema.minimum;
  if (schema.maximum !== undefined) facts.max = schema.maximum;
  if (schema.multipleOf !== undefined) facts.scale = scaleOf(schema.multipleOf);
  if (exact) facts.scale = schema['x-scale'] as number;
  if (schema['x-minimum'] !== undefined) facts.min = schema['x-minimum'];
  if (schema['x-maximum'] !== undefined) facts.max = schema['x-maximum'];
  if (schema.enum) facts.values = schema.enum.filter((v) => v !== null);
  if (schema.default !== undefined) facts.default = schema.default;
  if (readOnly) facts.readOnly = true;
  if (schema['x-computed']) facts.computed = true;
  if (schema['x-references']) facts.references = schema['x-references'];
  // A file `x` travels with its media type in `xContentType`.
  if (kind === 'file' && all.includes(`${name}ContentType`)) facts.contentTypeField = `${name}ContentType`;
  const described = name.endsWith('ContentType') ? name.slice(0, -'ContentType'.length) : undefined;
  if (described && all.includes(described)) facts.contentTypeOf = described;
  return facts;
}

function tsType(schema: JsonSchema): string {
  // A document's lines: rows of another resource schema, named by it.
  const ref = (schema as { $ref?: unknown }).$ref;
  if (typeof ref === 'string') return ref.slice(ref.lastIndexOf('/') + 1);
  const nullable = typesOf(schema).includes('null') ? ' | null' : '';
  if (baseType(schema) === 'array' && schema.items) return `(${tsType(schema.items)})[]${nullable}`;
  if (schema.enum)
    return `${schema.enum
      .filter((v) => v !== null)
      .map((v) => JSON.stringify(v))
      .join(' | ')}${nullable}`;
  const type = baseType(schema);
  const base = type === 'integer' || type === 'number' ? 'number' : type === 'boolean' ? 'boolean' : 'string';
  return base + nullable;
}

const contract = loadContract() as JsonObject & { components: { schemas: Record<string, JsonSchema> } };
const schemas = contract.components.schemas;
// The schemas of the registry's resources: operations name their resource in `x-resource` (`seaPort`).
const resourceKeys = new Set<string>();
for (const item of Object.values(contract.paths as Record<string, Record<string, { 'x-resource'?: string }>>))
  for (const operation of Object.values(item))
    if (operation['x-resource']) resourceKeys.add(operation['x-resource']);
const names = [...resourceKeys].map((key) => key[0]!.toUpperCase() + key.slice(1)).sort();
for (const name of names)
  if (!schemas[name] || !schemas[`New${name}`]) throw new Error(`the contract lacks ${name} or New${name}`);

/** A property naming a component that is no object (a shared enum) stands for that component's schema. */
function inlined(schema: JsonSchema): JsonSchema {
  const ref = (schema as { $ref?: unknown }).$ref;
  if (typeof ref !== 'string') return schema;
  const named = schemas[ref.slice(ref.lastIndexOf('/') + 1)];
  if (!named || baseType(named) === 'object') return schema;
  const { $ref: _named, ...siblings } = schema as JsonSchema & { $ref?: string };
  return { ...named, ...siblings };
}

const HEADER = `// Generated from openapi.yaml by packages/domain/scripts/generate.ts (\`pnpm generate\`). Do not edit.\n`;
let out = HEADER;
for (const name of names) {
  const answer = schemas[name]!;
  const create = schemas[`New${name}`]!;
  const properties = Object.entries(answer.properties ?? {}).map(
    ([field, schema]) => [field, inlined(schema)] as const,
  );
  const required = new Set(answer.required ?? []);
  const createRequired = new Set(create.required ?? []);
  const writable = new Set(Object.keys(create.properties ?? {}));
  const lines = properties.map(([field, schema]) => {
    const doc = schema.description ? `  /** ${schema.description.replace(/\*\//g, '* /')} */\n` : '';
    const readOnly = schema.readOnly || (field !== 'id' && !writable.has(field)) ? 'readonly ' : '';
    return `${doc}  ${readOnly}${field}${required.has(field) ? '' : '?'}: ${tsType(schema)};`;
  });
  const all = properties.map(([field]) => field);
  const facts = properties
    // A row's `allowedActions` (an array) is no field: the engine answers it from the declaration.
    .filter(([field, schema]) => field !== 'id' && baseType(schema) !== 'array')
    .map(([field, schema]) =>
      fieldFacts(
        field,
        schema,
        createRequired.has(field),
        schema.readOnly === true || !writable.has(field),
        all,
      ),
    );
  const doc = answer.description ? `/** ${answer.description.replace(/\*\//g, '* /')} */\n` : '';
  out += `\n${doc}export interface ${name} {\n${lines.join('\n')}\n}\n`;
  out += `export { ${name}Fields } from './fields/${name}.ts';\n`;
  fieldModules.set(
    name,
    `${HEADER}import type { FieldSpec } from '../../resource-definition.ts';\nimport type { ${name} } from '../schemas.ts';\n\nexport const ${name}Fields = [\n${facts.map((f) => `  ${JSON.stringify(f)},`).join('\n')}\n] as const satisfies readonly FieldSpec<${name}>[];\n`,
  );
}
out += `\n/** Every resource schema of the contract by name. */\nexport interface Schemas {\n${names
  .map((name) => `  ${name}: ${name};`)
  .join('\n')}\n}\n`;
// What a table stores of each schema: its fields but those the server computes on every read.
const computedOf = (name: string) =>
  Object.entries(schemas[name]!.properties ?? {})
    .filter(([, schema]) => schema['x-computed'])
    .map(([field]) => JSON.stringify(field));
out += `\n/** The stored fields of every resource schema by name (computed ones left out). */\nexport interface StoredSchemas {\n${names
  .map((name) => {
    const computed = computedOf(name);
    return `  ${name}: ${computed.length ? `Omit<${name}, ${computed.join(' | ')}>` : name};`;
  })
  .join('\n')}\n}\n`;

rmSync(FIELDS, { recursive: true, force: true });
mkdirSync(FIELDS, { recursive: true });
writeFileSync(OUT, out);
for (const [name, text] of fieldModules) writeFileSync(path.join(FIELDS, `${name}.ts`), text);
