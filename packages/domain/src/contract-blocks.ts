/**
 * The contract's resource blocks (`openapi/resources/*.yaml`): one compact block per resource says its path,
 * roles, sort keys, filters, searches, twins, file downloads, action calls and the few texts that differ
 * from the standard ones, and the names its key stands for; `contract-expansion.ts` writes the OpenAPI
 * they stand for (docs/adr/0023-resource-blocks.md). Node only: read by `scripts/expand-contract.ts` and
 * the tests.
 */

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
  querySchema?: Record<string, unknown>;
}

/** A step on one row: `POST api/<path>/{id}/<name>`, answering the row (a workflow's action call). */
export interface BlockAction {
  summary: string;
  /** Its name in the address where the catalogue names it otherwise (`submit-verification`). */
  call?: string;
  /** Who takes it, where they are not the resource's writers (a verificator approves). */
  roles?: string[];
  /**
   * Addressed `api/<path>-<name>` with the row's id in the body, as the catalogue writes the approvals'
   * decisions (`vlegal-approvals-approved`).
   */
  idInBody?: boolean;
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
  /**
   * How a call on one row is addressed: `api/<path>/{id}/<name>` by default; `name-first`,
   * `api/<path>/<name>/{id}`, as the catalogue writes the V-Legal's (`vlegals/submit-verification/{id}`), so
   * that no two of its addresses could match the same request.
   */
  rowCalls?: 'name-first';
  texts?: BlockTexts;
}

/** A block as written: a document's lines may leave out what they take from their document. */
export type WrittenBlock = Omit<ResourceBlock, 'roles' | 'sort' | 'defaultSort' | 'search'> &
  Partial<Pick<ResourceBlock, 'roles' | 'sort' | 'defaultSort' | 'search'>>;

/**
 * Every block with what a document's lines take from their document filled in; a line's own lines (a
 * V-Legal line's countries of harvest) take it from that line, and so from the document.
 */
export function resolveBlocks(written: Record<string, WrittenBlock>): Record<string, ResourceBlock> {
  const resolved = new Map<string, ResourceBlock>();
  const resolve = (key: string, block: WrittenBlock): ResourceBlock => {
    const known = resolved.get(key);
    if (known) return known;
    const documentBlock = block.lineOf === undefined ? undefined : written[block.lineOf];
    if (block.lineOf !== undefined && !documentBlock)
      throw new Error(`${key} is a line of no block ${block.lineOf}`);
    const document = documentBlock ? resolve(block.lineOf!, documentBlock) : undefined;
    const inherited = document
      ? {
          tag: blockNames(block.lineOf!, document).tag,
          roles: document.roles,
          ...(document.twins ? { twins: document.twins } : {}),
          sort: ['id'],
          defaultSort: ['id', 'asc'] as [string, 'asc'],
          search: ['notes'],
        }
      : {};
    const done = { ...inherited, ...block } as ResourceBlock;
    for (const fact of ['roles', 'sort', 'defaultSort', 'search'] as const)
      if (done[fact] === undefined) throw new Error(`block ${key} says no ${fact}`);
    resolved.set(key, done);
    return done;
  };
  return Object.fromEntries(Object.entries(written).map(([key, block]) => [key, resolve(key, block)]));
}

export const pascal = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
export const words = (key: string) => key.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);
export const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
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

/** The indefinite article of a noun: `an` before a vowel sound (`an address`, `a UPL recommendation`). */
export const article = (noun: string) => (/^[aeio]/i.test(noun) ? 'an' : 'a');
