/**
 * The OpenAPI a resource block stands for (docs/adr/0023-resource-blocks.md): its path items
 * (`expandBlock`) and its create body (`createBody`), written by `scripts/expand-contract.ts`.
 */
import {
  article,
  blockNames,
  filterTexts,
  kebab,
  pascal,
  type ResourceBlock,
  words,
} from './contract-blocks.ts';
import type { JsonSchema } from './contract-file.ts';

/** A piece of OpenAPI the expansion writes. */
type Node = Record<string, unknown>;

/** A standard response, parameter or header of the root's components. */
const component = (kind: string, name: string) => ({
  $ref: `../../../openapi.yaml#/components/${kind}/${name}`,
});
const schemaRef = (name: string) => component('schemas', name);
const problem = component('responses', 'Problem');
const READ_PROBLEMS = { '400': component('responses', 'BadRequest'), '401': problem, '403': problem };
const ONE_PROBLEMS = { ...READ_PROBLEMS, '404': problem };
const WRITE_TAIL = {
  '409': problem,
  '413': component('responses', 'PayloadTooLarge'),
  '415': component('responses', 'UnsupportedMediaType'),
};
const PAGE_HEADERS = {
  'X-Total-Count': component('headers', 'X-Total-Count'),
  'X-Total-Count-Estimated': component('headers', 'X-Total-Count-Estimated'),
  Link: component('headers', 'Link'),
};

/** The query parameter of an exact-match filter: the field's schema, never null, without its row facts. */
function filterParameter(name: string, field: JsonSchema | undefined, description: string | null) {
  if (!field) throw new Error(`filter ${name} is no field of the schema`);
  const {
    description: _d,
    default: _default,
    readOnly: _r,
    'x-references': _x,
    'x-computed': _c,
    ...schema
  } = field as JsonSchema & Record<string, unknown>;
  if (Array.isArray(schema.type)) {
    const types = schema.type.filter((t) => t !== 'null');
    schema.type = types.length === 1 ? types[0] : types;
  }
  if (schema.enum) schema.enum = schema.enum.filter((v) => v !== null);
  return {
    name,
    in: 'query',
    required: false,
    description: description ?? `Only rows whose ${name} equals this value.`,
    schema,
  };
}

/** The media types a file field accepts: the enum of its `<field>ContentType` sibling. */
function mediaTypes(properties: Record<string, JsonSchema>, field: string): string[] {
  const types = properties[`${field}ContentType`]?.enum?.filter((v): v is string => typeof v === 'string');
  if (!types?.length) throw new Error(`file field ${field} has no ${field}ContentType enum`);
  return types;
}

/**
 * The path items of one block, in their order: for the plain path and each twin the collection, the row and
 * the search; then the extra searches, the file downloads and the action calls.
 */
export function expandBlock(
  key: string,
  block: ResourceBlock,
  schemas: Record<string, JsonSchema>,
): Record<string, Node> {
  const names = blockNames(key, block);
  const entity = schemas[names.schema];
  if (!entity?.properties) throw new Error(`the contract lacks the schema ${names.schema} of block ${key}`);
  const properties = entity.properties;
  const texts = block.texts ?? {};
  const { noun, rows } = names;
  const a = article(noun);
  const isPublic = block.roles.read === 'public';
  const readRoles = isPublic ? [] : (block.roles.read as string[]);
  const base = (roles: readonly string[], summary: string, operationId: string, note?: string): Node => ({
    operationId,
    tags: [names.tag],
    'x-resource': key,
    summary,
    ...(note ? { description: note } : {}),
    ...(isPublic && roles === readRoles ? { security: [], 'x-roles': 'public' } : { 'x-roles': [...roles] }),
  });
  const idempotency = block.idempotent ? { parameters: [component('parameters', 'IdempotencyKey')] } : {};
  const sorting = `sortable by ${block.sort.join(', ')}; default ${block.defaultSort.join(',')}`;
  const filters = Object.entries(filterTexts(block)).map(([name, text]) =>
    filterParameter(name, properties[name], text),
  );
  const page = (description: string) => ({
    description,
    headers: PAGE_HEADERS,
    content: { 'application/json': { schema: { type: 'array', items: schemaRef(names.schema) } } },
  });
  const one = (description: string) => ({
    description,
    content: { 'application/json': { schema: schemaRef(names.schema) } },
  });
  const refusal = block.refused;
  const writable = !block.readOnly && !refusal;

  const out: Record<string, Node> = {};
  for (const serving of names.servings) {
    const collection: Node = {};
    if (refusal) collection['x-refused'] = { post: refusal, put: refusal };
    collection.get = {
      ...base(readRoles, texts.list ?? `List ${rows}.`, `list${serving.plural}`, texts.listNote),
      parameters: [
        component('parameters', 'page'),
        component('parameters', 'size'),
        component('parameters', 'sort'),
        component('parameters', 'ids'),
        ...filters,
      ],
      responses: { '200': page(texts.listAnswer ?? `One page of ${rows}; ${sorting}.`), ...READ_PROBLEMS },
    };
    if (writable) {
      collection.post = {
        ...base(
          block.roles.create ?? block.roles.write,
          texts.create ?? `Create ${a} ${noun}.`,
          `create${serving.schema}`,
        ),
        ...idempotency,
        requestBody: {
          required: true,
          content: { 'application/json': { schema: schemaRef(`New${names.schema}`) } },
        },
        responses: {
          '201': {
            description: texts.created ?? `The created ${noun}.`,
            headers: { Location: component('headers', 'Location') },
            content: one('').content,
          },
          ...READ_PROBLEMS,
          ...WRITE_TAIL,
        },
      };
      collection.put = {
        ...base(
          block.roles.write,
          texts.update ?? `Update ${a} ${noun} (id in the body).`,
          `update${serving.schema}`,
        ),
        ...idempotency,
        requestBody: {
          required: true,
          content: { 'application/json': { schema: schemaRef(names.schema) } },
        },
        responses: { '200': one(texts.updated ?? `The updated ${noun}.`), ...ONE_PROBLEMS, ...WRITE_TAIL },
      };
    }
    out[`/api/${serving.path}`] = collection;

    const row: Node = { parameters: [component('parameters', 'id')] };
    if (refusal) row['x-refused'] = { delete: refusal };
    row.get = {
      ...base(readRoles, texts.read ?? `Read one ${noun}.`, `get${serving.schema}`),
      responses: { '200': one(texts.readAnswer ?? `The ${noun}.`), ...ONE_PROBLEMS },
    };
    if (writable) {
      row.delete = {
        ...base(
          block.roles.delete ?? block.roles.write,
          texts.delete ??
            `Delete ${a} ${noun}; refused with 409 (/problems/referenced-row) while other rows refer to it.`,
          `delete${serving.schema}`,
          texts.deleteNote,
        ),
        responses: { '204': { description: 'Deleted.' }, ...ONE_PROBLEMS, ...WRITE_TAIL },
      };
    }
    out[`/api/${serving.path}/{id}`] = row;

    out[`/api/_search/${serving.path}`] = {
      get: {
        ...base(
          readRoles,
          texts.search ?? `Search ${rows} by ${block.search.join(', ')}.`,
          `search${serving.plural}`,
        ),
        parameters: [
          component('parameters', 'query'),
          component('parameters', 'page'),
          component('parameters', 'size'),
          component('parameters', 'sort'),
          ...filters,
        ],
        responses: {
          '200': page(texts.searchAnswer ?? `One page of matching ${rows}; ${sorting}.`),
          ...READ_PROBLEMS,
        },
      },
    };
  }

  for (const search of block.extraSearches ?? [])
    for (const serving of names.servings)
      out[`/api/_search/${serving.path}-${search.suffix}`] = {
        get: {
          ...base(
            readRoles,
            search.summary,
            `search${serving.plural}By${search.suffix.split('-').map(pascal).join('')}`,
          ),
          parameters: [
            {
              name: 'query',
              in: 'query',
              required: true,
              description: search.query,
              schema: search.querySchema ?? { type: 'string', maxLength: 100 },
            },
            component('parameters', 'page'),
            component('parameters', 'size'),
            component('parameters', 'sort'),
          ],
          responses: {
            '200': page(`One page of ${search.answer ?? `matching ${rows}`}; ${sorting}.`),
            ...READ_PROBLEMS,
          },
        },
      };

  for (const [field, schema] of Object.entries(properties)) {
    if (schema.contentEncoding !== 'base64') continue;
    const what = texts.download?.[field] ?? words(field);
    out[rowCall(block, names.path, kebab(field))] = {
      parameters: [component('parameters', 'id')],
      get: {
        ...base(
          readRoles,
          `Download the ${what} of ${a} ${noun}, in its media type, as an attachment.`,
          `download${names.schema}${pascal(field)}`,
        ),
        responses: {
          '200': {
            description: 'The file, with its media type and a file name made of the record and the field.',
            headers: { 'Content-Disposition': component('headers', 'Content-Disposition') },
            content: Object.fromEntries(
              mediaTypes(properties, field).map((type) => [
                type,
                { schema: { type: 'string', format: 'binary' } },
              ]),
            ),
          },
          ...ONE_PROBLEMS,
        },
      },
    };
  }

  for (const [action, step] of Object.entries(block.actions ?? {}))
    for (const serving of step.twins ? names.servings : names.servings.slice(0, 1))
      out[
        step.idInBody
          ? `/api/${serving.path}-${step.call ?? action}`
          : rowCall(block, serving.path, step.call ?? action)
      ] = {
        ...(step.idInBody ? {} : { parameters: [component('parameters', 'id')] }),
        post: {
          ...base(step.roles ?? block.roles.write, step.summary, `${action}${serving.schema}`, step.note),
          ...idempotency,
          ...(step.body
            ? {
                requestBody: {
                  required: true,
                  content: { 'application/json': { schema: schemaRef(step.body) } },
                },
              }
            : {}),
          responses: { '200': one(step.answer), ...ONE_PROBLEMS, ...WRITE_TAIL },
        },
      };
  return out;
}

/** The address of a call on one row of a block (`api/<path>/{id}/<name>`, or name first). */
const rowCall = (block: ResourceBlock, path: string, name: string) =>
  block.rowCalls === 'name-first' ? `/api/${path}/${name}/{id}` : `/api/${path}/{id}/${name}`;

/**
 * The create body `New<Schema>` of a block whose root registers none: its schema without the id and the
 * read-only fields; a field is required when the schema requires it and gives no default, and a document's
 * lines when it must have one. `schema` is as written (a field may be a reference to a shared one), `read`
 * the same with its references resolved, which tells what each field is. `source` is the schema's file as
 * the written body's file reaches it: its references are rewritten to start from there, and a line's rows
 * become their own create bodies (`#/NewLine`).
 */
export function createBody(
  schema: JsonSchema,
  read: JsonSchema,
  block: ResourceBlock,
  names: ReturnType<typeof blockNames>,
  source: string,
): Node {
  const dir = source.slice(0, source.lastIndexOf('/') + 1);
  const at = (ref: string) => (ref.startsWith('#') ? `${source}${ref}` : `${dir}${ref}`);
  const rebase = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rebase);
    if (node === null || typeof node !== 'object') return node;
    return Object.fromEntries(
      Object.entries(node).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' ? at(v) : rebase(v)]),
    );
  };
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  for (const [field, property] of Object.entries(schema.properties ?? {})) {
    const facts = read.properties?.[field] ?? property;
    if (field === 'id' || facts.readOnly) continue;
    const lines = property.type === 'array' && property.items?.$ref?.startsWith('#/');
    properties[field] = lines
      ? { ...property, items: { $ref: `#/New${property.items!.$ref!.slice(2)}` } }
      : rebase(property);
    const needed = lines
      ? (facts.minItems ?? 0) >= 1
      : schema.required?.includes(field) && facts.default === undefined;
    if (needed) required.push(field);
  }
  const a = article(names.noun);
  const description =
    block.texts?.createBody ?? `${a[0]!.toUpperCase()}${a.slice(1)} ${names.noun} to create (no id).`;
  return Object.fromEntries(
    Object.entries(schema).map(([k, v]) => [
      k,
      k === 'description' ? description : k === 'required' ? required : k === 'properties' ? properties : v,
    ]),
  );
}
