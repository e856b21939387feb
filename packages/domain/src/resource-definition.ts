/**
 * What a resource declaration says and how one is written (`defineResource`): one declaration per file in
 * `master-data/`, gathered by `resources.ts`. A declaration holds only what the contract cannot say (the
 * field facts come from the contract through `gen/schemas.ts`); every name follows from its key.
 */
import type { Movement, SourceType } from './books/ledger.ts';
import type { Authority, RoleRule } from './roles.ts';
import type { Workflow } from './workflow.ts';

/** Route groups of the master-data screens (`/app/<group>/<routeSegment>`). */
export type ResourceGroup = 'general-setting' | 'raw-material' | 'preparation';

export type FieldKind =
  | 'string'
  | 'integer'
  | 'decimal'
  | 'boolean'
  | 'date'
  /** An instant (`date-time`), always set by the server: who changed what when. */
  | 'timestamp'
  | 'enum'
  | 'reference'
  | 'file';

type FieldName<T> = Extract<keyof T, string>;

/**
 * The facts of one field, as the contract states them. Generated for every resource schema into
 * `gen/schemas.ts` (`<Schema>Fields`) by `scripts/generate.ts`; nothing else writes them.
 */
export interface FieldSpec<T> {
  name: FieldName<T>;
  kind: FieldKind;
  /** Required when creating (a field with a default may be left out). */
  required: boolean;
  minLength?: number;
  /** Characters; for `file` fields the base64 length of the largest allowed attachment. */
  maxLength?: number;
  /** ECMAScript pattern, anchored. */
  pattern?: string;
  format?: 'email';
  min?: number;
  max?: number;
  /** Digits after the decimal point of a decimal (the contract's `multipleOf`, or `x-scale`). */
  scale?: number;
  /**
   * An exact decimal, sent and answered as text (`"12.5000"`), never as a binary float: the quantities of
   * the stock ledger (`x-scale` in the contract).
   */
  exact?: boolean;
  /** Enum values (for a content-type field: the accepted media types). */
  values?: readonly string[];
  default?: string | number | boolean;
  /** Set by the server (never sent on create or update). */
  readOnly?: boolean;
  /** Derived by the server on every read (`x-computed`), stored nowhere: the declaration says how. */
  computed?: boolean;
  /** Target of a reference field (`x-references`): FK check on write, delete protection on the target. */
  references?: string;
  /** For `file` fields: the field holding the media type. */
  contentTypeField?: FieldName<T>;
  /** For media-type fields: the file field they describe. */
  contentTypeOf?: FieldName<T>;
}

export type SortDirection = 'asc' | 'desc';

/**
 * A search call besides the generic one: `GET api/_search/<path>-<suffix>?query=` (served under each twin's
 * path too) matched against one field, or with `contains` against the generic search's fields; `where`
 * narrows it to rows with these values (`stocks-raw-material`: stockType RAW_MATERIAL).
 */
export interface ExtraSearchDeclaration<T> {
  suffix: string;
  field: FieldName<T> | 'id';
  match: 'eq' | 'prefix' | 'contains';
  where?: Partial<Record<FieldName<T>, string>>;
}

/** An extra search as the engine and the screens read it (field names widened to string). */
export interface ExtraSearch {
  suffix: string;
  field: string;
  match: 'eq' | 'prefix' | 'contains';
  /** Fixed filters of the search. */
  where: Readonly<Record<string, string>>;
  /** Segment after `api/_search/`: the resource's or a twin's path and the suffix. */
  path: string;
  /** `search` + plural + `By` + the suffix in Pascal case (`searchSeaPortsByDestId`). */
  operationId: string;
  /** Type of the `query` parameter: integer for ids and references, else string. */
  query: 'integer' | 'string';
}

/**
 * Who owns a resource's rows (docs/adr/0008-authorization-and-ownership.md), declared, never inferred:
 * - `none`: reference data everybody reads;
 * - `businessUnit`: the unit in `field`; with `shared`, a row without a unit belongs to nobody in
 *   particular: everybody reads it and only an administrator writes it; with `company`, a row without a
 *   unit belongs to the company in that field: its users read it, its company administrators write it;
 *   with `alsoReadBy`, the unit in that field reads the row too (a transfer's receiving unit);
 * - `company`: the company in `field`;
 * - `unit`: the rows are business units themselves: a caller reaches the units of their scope, and a
 *   company administrator creates new ones in the company in `company`;
 * - `parent`: the owner of the row of `parent` that `field` refers to (a document's lines, a permit's
 *   products); `onParentDelete` says what a delete of that row does while such rows hang off it
 *   (docs/adr/0021-what-a-delete-takes.md): `cascade`, they go with it (parts of it, as a document's
 *   lines); `refuse`, it is refused with 409 `/problems/referenced-row` until they are deleted first. The
 *   foreign key's `ON DELETE` rule says the same; every other reference refuses.
 * Lists, searches, reads and writes of the resource engine are scoped by it for every caller.
 */
export type Owner<T> =
  | { kind: 'none' }
  | {
      kind: 'businessUnit';
      field: FieldName<T>;
      shared?: boolean;
      company?: FieldName<T>;
      alsoReadBy?: FieldName<T>;
    }
  | { kind: 'company'; field: FieldName<T> }
  | { kind: 'unit'; company: FieldName<T> }
  | { kind: 'parent'; field: FieldName<T>; parent: string; onParentDelete: 'cascade' | 'refuse' };

/**
 * Whether every row of a resource belongs to one business unit (a supplier, a raw material, a stock): not
 * shared with everybody, never the company's as a whole. A unit's row refers only to such rows of its own
 * unit.
 */
export function ownedByOneUnit<T>(owner: Owner<T>): owner is Extract<Owner<T>, { kind: 'businessUnit' }> {
  return owner.kind === 'businessUnit' && !owner.shared && !owner.company;
}

/**
 * How a resource's rows move stock (docs/adr/0017-stock-ledger.md): the generic handlers post a row's
 * movements to the ledger in the transaction that writes it, and a correction or a cancellation reverses
 * them (mirror entries, once) in the transaction that changes it. Nothing else writes the ledger.
 */
export interface Posting<T> {
  /** The entries' `sourceType`. */
  source: SourceType;
  /** The movements a stored row posts (signed quantities); none for a row that moves nothing. */
  movements: (row: T) => Movement[];
  /**
   * PUT of a posted row: `repost` reverses its entries and posts the corrected row (while its `workflow` allows `update`
   * allows); `refuse` answers 409: it is cancelled, not corrected.
   */
  update: 'repost' | 'refuse';
  /** A POSTED/CANCELLED field: `cancel<Schema>` reverses the entries and sets CANCELLED; no delete. */
  status?: Extract<keyof T, string>;
  /**
   * `step`: a write posts nothing; the workflow step with the `post` effect posts the row (a V-Legal's
   * export on approval). Every write posts when left out.
   */
  on?: 'step';
}

/** What a declaration file writes. */
export interface ResourceDeclaration<T> {
  /** camelCase key; the schema is its Pascal case, the table its snake case, paths its kebab case. */
  key: string;
  /** Path segment when the catalogue does not use the key's plural (`stocks-other`). */
  path?: string;
  /** Plural of the schema name in operationIds, with `path` (`StocksOther`). */
  plural?: string;
  /** Rows are written by postings only: the contract refuses every write (`x-refused`), the engine serves reads. */
  readsOnly?: boolean;
  /** The row's stock movements. */
  posting?: Posting<T>;
  /**
   * A document's lines (a production's sources and outputs): an array field of the row whose items are rows
   * of another resource, owned by the document through `parent` (their field naming it). The generic
   * handlers check, write and read them with the document, in its transaction; the line resource itself
   * only reads.
   */
  lines?: readonly { field: Extract<keyof T, string>; resource: string; parent: string }[];
  /**
   * The row's steps (`workflow.ts`): who may take which step in which state, answered per caller in its
   * `allowedActions`; any other step, and a PUT or DELETE outside the states it names, is refused with 409.
   * A resource without one is written by its roles alone.
   */
  workflow?: Workflow;
  /** The workflow's steps (or an approval's decisions) served under the twins' paths too. */
  twinSteps?: readonly string[];
  /**
   * The approval resource a submission opens a row of (`vlegalApproval`): the `openApproval` and
   * `closeApproval` effects of its steps keep one per submission (docs/adr/0028-vlegal-base-workflow.md).
   */
  approval?: string;
  /**
   * For an approval resource: the resource whose `approve` and `reject` steps its decisions take and the
   * field naming its row (`approved<Schema>` and `rejected<Schema>`, the approval's id in the body).
   */
  decides?: { resource: string; field: string };
  /** The contract's field facts: `<Schema>Fields` of `gen/schemas.ts`. */
  fields: readonly FieldSpec<T>[];
  /** Route group of the master-data screens; a resource without one has no master-data screens. */
  group?: ResourceGroup;
  /** Id parameter of the edit and view routes when routes.json does not call it `<key>Id`. */
  idParam?: string;
  sortable: readonly (FieldName<T> | 'id')[];
  defaultSort: readonly [FieldName<T> | 'id', SortDirection];
  /**
   * The sorts a filtered list is read in from an index (filter or owner column, then the sort, then id):
   * `list-indexes.ts` of the server keeps one for each pair. The default sort's field when left out.
   */
  filteredSorts?: readonly (FieldName<T> | 'id')[];
  /** Fields the `query` text of `_search` is matched against (case-insensitive, contains). */
  search: readonly FieldName<T>[];
  /** Query-parameter filters of list and search (exact match). */
  filters: Partial<Record<FieldName<T>, 'eq'>>;
  /** Unique constraints: one field, or several fields together. */
  unique: readonly (FieldName<T> | readonly FieldName<T>[])[];
  /**
   * Pairs of fields whose second may not come before (dates) or be smaller than (numbers) the first
   * (`field-order.ts`): checked by the server, the mock server and the form.
   */
  inOrder?: readonly (readonly [FieldName<T>, FieldName<T>])[];
  /**
   * Groups of fields of which at most one may be set (`field-order.ts`): a certificate's supplier or its
   * sub-contractor. Checked by the server and the mock server.
   */
  exclusive?: readonly (readonly FieldName<T>[])[];
  /** How the server derives each computed field (`x-computed`) of a row, on a business day. */
  computed?: Partial<
    Record<FieldName<T>, (row: Readonly<Record<string, unknown>>, today: string) => unknown>
  >;
  /** Who reads and writes; `create` and `delete`, when given, narrow `write` for those two operations. */
  roles: {
    read: RoleRule;
    write: readonly Authority[];
    create?: readonly Authority[];
    delete?: readonly Authority[];
  };
  owner: Owner<T>;
  extraSearches?: readonly ExtraSearchDeclaration<T>[];
  /**
   * Prefixes under which the same operations are served again, scoped like the plain ones
   * (`business-unit` serves `api/business-unit-<path>`, operationIds `listBusinessUnit<Plural>`, …).
   */
  twins?: readonly string[];
  /**
   * Fields only these authorities set: anybody else sending a value other than the stored one (or, on
   * create, than the default) is refused with 403 (no mass assignment of an activation or a lock).
   */
  guarded?: { fields: readonly FieldName<T>[]; by: readonly Authority[] };
  /** Read-only fields the server fills with the caller's login and the time whenever one of `fields` changes. */
  stamped?: { fields: readonly FieldName<T>[]; by: FieldName<T>; at: FieldName<T> };
}

/** A declaration with every name derived from its key. */
export interface ResourceDefinition<T>
  extends Omit<
    ResourceDeclaration<T>,
    | 'extraSearches'
    | 'inOrder'
    | 'exclusive'
    | 'twins'
    | 'path'
    | 'plural'
    | 'posting'
    | 'lines'
    | 'filteredSorts'
  > {
  /** The sorts a filtered list is read in from an index (the default sort's field at least). */
  filteredSorts: readonly string[];
  /** The document's lines, their field names widened to string. */
  lines: readonly { field: string; resource: string; parent: string }[];
  posting?: Omit<Posting<T>, 'movements'> & { movements: (row: never) => Movement[] };
  /** Schema name in openapi.yaml (`SeaPort`); the create body is `New<schema>`. */
  schema: string;
  /** Plural of the schema name, used in list and search operationIds (`SeaPorts`, `Countries`). */
  plural: string;
  /** Path segment under `api/` and `api/_search/` (`sea-ports`). */
  path: string;
  table: string;
  /** i18n key stem and display label (`sea-port`). */
  label: string;
  /** `/app/<group>/<routeSegment>`. */
  routeSegment: string;
  idParam: string;
  /** Reference fields and their targets, from the field facts. */
  references: Partial<Record<FieldName<T>, string>>;
  extraSearches: readonly ExtraSearch[];
  inOrder: readonly (readonly [string, string])[];
  exclusive: readonly (readonly string[])[];
  /** The twins' paths and schema-name stems (`business-unit` -> `business-unit-stuffing-addresses`, `BusinessUnitStuffingAddress`). */
  twins: readonly { prefix: string; path: string; schema: string; plural: string }[];
}

const pascal = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const separated = (word: string, separator: string) =>
  word.replace(/[A-Z]/g, (c) => separator + c.toLowerCase());
/** English plural of a camel- or Pascal-case word (`Country` -> `Countries`, `Address` -> `Addresses`). */
const plural = (word: string) =>
  /[^aeiou]y$/.test(word) ? `${word.slice(0, -1)}ies` : /(s|x|ch|sh)$/.test(word) ? `${word}es` : `${word}s`;

/**
 * Members the definition states in its own terms: derived from the declaration's, or (`posting`)
 * typed as the definition says so that a resource's typed rules stand in for the generic ones.
 */
type Derived = 'extraSearches' | 'inOrder' | 'exclusive' | 'twins' | 'posting' | 'lines' | 'filteredSorts';

/** Fixes the entity type, then checks the declaration against it and derives the names of its key. */
export const defineResource =
  <T>() =>
  <const D extends ResourceDeclaration<T>>(
    declaration: D,
  ): Omit<ResourceDefinition<T>, Exclude<keyof D, Derived>> &
    Omit<D, Derived> & { readonly __entity?: T } => {
    const { key } = declaration;
    const schema = pascal(key);
    const schemaPlural = declaration.plural ?? plural(schema);
    const path = declaration.path ?? separated(plural(key), '-');
    const twinNames = (declaration.twins ?? []).map((prefix) => {
      const stem = prefix.split('-').map(pascal).join('');
      return {
        prefix,
        path: `${prefix}-${path}`,
        schema: `${stem}${schema}`,
        plural: `${stem}${schemaPlural}`,
      };
    });
    const fields = declaration.fields;
    const kindOf = (name: string) => fields.find((field) => field.name === name)?.kind;
    return {
      ...declaration,
      schema,
      plural: schemaPlural,
      path,
      table: separated(key, '_'),
      label: separated(key, '-'),
      routeSegment: separated(key, '-'),
      idParam: declaration.idParam ?? `${key}Id`,
      references: Object.fromEntries(
        fields.flatMap((field) => (field.references ? [[field.name, field.references]] : [])),
      ) as ResourceDefinition<T>['references'],
      filteredSorts: declaration.filteredSorts ?? [declaration.defaultSort[0]],
      inOrder: declaration.inOrder ?? [],
      exclusive: declaration.exclusive ?? [],
      lines: declaration.lines ?? [],
      twins: twinNames,
      extraSearches: (declaration.extraSearches ?? []).flatMap((search) =>
        [{ path, plural: schemaPlural }, ...twinNames].map((names) => ({
          ...search,
          where: { ...search.where },
          path: `${names.path}-${search.suffix}`,
          operationId: `search${names.plural}By${search.suffix.split('-').map(pascal).join('')}`,
          query:
            search.match !== 'contains' &&
            (search.field === 'id' || ['integer', 'reference'].includes(kindOf(search.field) ?? ''))
              ? 'integer'
              : 'string',
        })),
      ),
    };
  };
