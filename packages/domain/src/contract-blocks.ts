/**
 * The contract's resource blocks (`openapi/resources/*.yaml`): one compact block per resource says its path,
 * roles, sort keys, filters, searches, twins, file downloads, action calls and the few texts that differ
 * from the standard ones; `expandBlock` writes the OpenAPI path items they stand for
 * (docs/adr/0023-resource-blocks.md). Node only: read by `scripts/expand-contract.ts` and the tests.
 */
import type { JsonSchema } from './contract-file.ts';

/** A piece of OpenAPI the expansion writes. */
type Node = Record<string, unknown>;

export type BlockRoles = {
  read: 'public' | string[];
  write: string[];
  create?: string[];
  delete?: string[];
};

/** A search call besides the generic one (`api/_search/<path>-<suffix>`). */
export interface BlockExtraSearch {
  suffix: string;
  field: string;
  match: 'eq' | 'prefix' | 'contains';
  where?: Record<string, string>;
  /** The operation's summary and its `query` parameter's description. */
  summary: string;
  query: string;
  /** What its page holds (`matching <rows>` by default). */
  answer?: string;
  /** The `query` parameter's schema; a string of at most 100 characters by default. */
  querySchema?: Node;
}

/** A step on one row: `POST api/<path>/{id}/<name>`, answering the row (a workflow's action call). */
export interface BlockAction {
  summary: string;
  /** What the 200 answer is. */
  answer: string;
  /** Component schema of the body, when the step takes one (a note, a reason). */
  body?: string;
  /** What the step checks and which problems it answers (`409 /problems/stale-state` when …): its description. */
  note?: string;
  /** Served under the twins' paths too. */
  twins?: boolean;
}

/** The texts of a resource's operations; each has a standard form made from `noun` and `rows`. */
export interface BlockTexts {
  list?: string;
  /** A longer description of the list call (who sees which rows). */
  listNote?: string;
  listAnswer?: string;
  create?: string;
  created?: string;
  update?: string;
  updated?: string;
  read?: string;
  readAnswer?: string;
  delete?: string;
  deleteNote?: string;
  search?: string;
  searchAnswer?: string;
  download?: Record<string, string>;
  /** The description of the create body (`New<Schema>`) derived from the schema. */
  createBody?: string;
}

/** One resource as its block writes it (the YAML), its key being the block's name. */
export interface ResourceBlock {
  /**
   * The document whose lines the rows are: they take its tag, roles and twins, and are sorted by id and
   * searched by their notes unless the block says otherwise.
   */
  lineOf?: string;
  /** The tag of its operations; its path by default. */
  tag?: string;
  /** Path segment under `api/`; the key's kebab-case plural by default. */
  path?: string;
  /** Plural of the schema name in operationIds; the schema name's English plural by default. */
  plural?: string;
  /** One row in words (`sea port`); the key's words by default. */
  noun?: string;
  /** Rows in words (`local sales`); `<noun> rows` by default. */
  rows?: string;
  roles: BlockRoles;
  sort: string[];
  defaultSort: [string, 'asc' | 'desc'];
  /**
   * The orders in which a filtered list is read from an index (a filter, or the owner, and then the sort):
   * the default sort's field unless the block names more (docs/adr/0012-large-lists.md).
   */
  filteredSorts?: string[];
  search: string[];
  /**
   * Exact-match query filters of list and search: their names, or each with its description (`~`: the
   * standard one).
   */
  filters?: string[] | Record<string, string | null>;
  /** Prefixes under which the same operations are served again (`business-unit`). */
  twins?: string[];
  extraSearches?: BlockExtraSearch[];
  /** Rows written by others only (postings, their document): why each write is refused (405). */
  refused?: string;
  /** The writes carry an `Idempotency-Key` (postings: a retry never posts twice). */
  idempotent?: boolean;
  /** No create, update nor delete call at all (the rows are another resource's, read through this one). */
  readOnly?: boolean;
  actions?: Record<string, BlockAction>;
  texts?: BlockTexts;
}

/** A block as written: a document's lines may leave out what they take from their document. */
export type WrittenBlock = Omit<ResourceBlock, 'roles' | 'sort' | 'defaultSort' | 'search'> &
  Partial<Pick<ResourceBlock, 'roles' | 'sort' | 'defaultSort' | 'search'>>;

/** Every block with what a document's lines take from their document filled in. */
export function resolveBlocks(written: Record<string, WrittenBlock>): Record<string, ResourceBlock> {
  return Object.fromEntries(
    Object.entries(written).map(([key, block]) => {
      const document = block.lineOf === undefined ? undefined : written[block.lineOf];
      if (block.lineOf !== undefined && !document)
        throw new Error(`${key} is a line of no block ${block.lineOf}`);
      const inherited = document
        ? {
            tag: blockNames(block.lineOf!, document as ResourceBlock).tag,
            roles: document.roles,
            ...(document.twins ? { twins: document.twins } : {}),
            sort: ['id'],
            defaultSort: ['id', 'asc'] as [string, 'asc'],
            search: ['notes'],
          }
        : {};
      const resolved = { ...inherited, ...block } as ResourceBlock;
      for (const fact of ['roles', 'sort', 'defaultSort', 'search'] as const)
        if (resolved[fact] === undefined) throw new Error(`block ${key} says no ${fact}`);
      return [key, resolved];
    }),
  );
}

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

const pascal = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const words = (key: string) => key.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);
const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
/** English plural of a camel- or Pascal-case word (`Country` -> `Countries`, `Address` -> `Addresses`). */
export const pluralOf = (word: string) =>
  /[^aeiou]y$/.test(word) ? `${word.slice(0, -1)}ies` : /(s|x|ch|sh)$/.test(word) ? `${word}es` : `${word}s`;

/** The names a block's key stands for. */
export function blockNames(key: string, block: ResourceBlock) {
  const schema = pascal(key);
  const plural = block.plural ?? pluralOf(schema);
  const path = block.path ?? kebab(pluralOf(key));
  const noun = block.noun ?? words(key);
  return {
    schema,
    plural,
    path,
    noun,
    rows: block.rows ?? `${noun} rows`,
    tag: block.tag ?? path,
    /** The plain names first, then each twin's (`business-unit-<path>`, `BusinessUnit<Plural>`). */
    servings: [
      { path, schema, plural },
      ...(block.twins ?? []).map((prefix) => {
        const stem = prefix.split('-').map(pascal).join('');
        return { path: `${prefix}-${path}`, schema: `${stem}${schema}`, plural: `${stem}${plural}` };
      }),
    ],
  };
}

/** A block's filters, each with its description or null for the standard one. */
export const filterTexts = (block: Pick<ResourceBlock, 'filters'>): Record<string, string | null> =>
  Array.isArray(block.filters)
    ? Object.fromEntries(block.filters.map((name) => [name, null]))
    : { ...block.filters };

const article = (_noun: string) => 'a';

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
    out[`/api/${names.path}/{id}/${kebab(field)}`] = {
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
      out[`/api/${serving.path}/{id}/${action}`] = {
        parameters: [component('parameters', 'id')],
        post: {
          ...base(block.roles.write, step.summary, `${action}${serving.schema}`, step.note),
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
  const description = block.texts?.createBody ?? `A ${names.noun} to create (no id).`;
  return Object.fromEntries(
    Object.entries(schema).map(([k, v]) => [
      k,
      k === 'description' ? description : k === 'required' ? required : k === 'properties' ? properties : v,
    ]),
  );
}
