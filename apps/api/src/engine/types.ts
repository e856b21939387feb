/**
 * What the engine needs to know of one resource, in database terms: the table, each field's column and
 * rules, the sort and filter allow-lists, the search columns, unique keys and references. Built from the
 * registry of `@vlegal/domain/resources` (see `declarations.ts`); nothing here names a resource.
 */
export type FieldKind =
  | 'string'
  | 'integer'
  | 'number'
  | 'boolean'
  | 'date'
  | 'timestamp'
  | 'enum'
  | 'reference'
  | 'blob';

export interface EngineField {
  /** camelCase API name. */
  name: string;
  /** snake_case column. */
  column: string;
  kind: FieldKind;
  required: boolean;
  /** Computed by the database or on read (never written by create or update). */
  readOnly: boolean;
  /** Derived on every read (`computed` of the declaration), stored in no column. */
  computed: boolean;
  maxLength?: number;
  values?: readonly string[];
  /** The contract's default, stored when a create leaves the field out. */
  default?: string | number | boolean;
  /** Key of the referenced resource (for `reference` fields). */
  references?: string;
  /** An exact decimal (`number` kind), answered as text, never as a float. */
  exact?: boolean;
  /** Least value of a number. */
  min?: number;
  /** Greatest value of an exact decimal (`x-maximum`: JSON Schema bounds no text). */
  max?: number;
  /** For `blob` fields: the field holding the media type. */
  contentTypeField?: string;
}

import type { SortOrder } from '@vlegal/domain/lists';
import type { Authority } from '@vlegal/domain/roles';
import type { Workflow } from '@vlegal/domain/workflow';
import type { Posting } from '@vlegal/domain/resources';

export type { SortDirection } from '@vlegal/domain/lists';
export type SortSpec = SortOrder;

/** A row as the API reads and writes it (field names as keys). */
export type Row = Record<string, unknown>;

/** `eq` exact match, `contains` case-insensitive substring, `prefix` case-insensitive prefix, `in` any of. */
export type FilterOp = 'eq' | 'contains' | 'prefix' | 'in';

/** A search call besides the generic one: the query is matched against one field. */
export interface EngineSearch {
  operationId: string;
  field: string;
  /** `contains`: the query against the generic search's fields. */
  op: FilterOp;
  /** Fixed values the rows found hold. */
  where: Readonly<Record<string, string>>;
}

export interface EngineResource {
  key: string;
  /** URL segment (`countries`). */
  path: string;
  /** Human label (`country`), used in problem details. */
  label: string;
  table: string;
  fields: readonly EngineField[];
  fieldsByName: ReadonlyMap<string, EngineField>;
  sortable: ReadonlySet<string>;
  defaultSort: readonly SortSpec[];
  /** Fields matched by the generic search (ILIKE on their columns). */
  search: readonly string[];
  filters: Readonly<Record<string, FilterOp>>;
  /** Sets of fields whose values together must be unique. */
  unique: readonly (readonly string[])[];
  searches: readonly EngineSearch[];
  /** How each computed field is derived from the stored ones, on a business day (`YYYY-MM-DD`). */
  computed: readonly (readonly [string, (row: Row, today: string) => unknown])[];
  /** Pairs of fields whose second may not come before the first (`@vlegal/domain/field-order`). */
  inOrder: readonly (readonly [string, string])[];
  /** Groups of fields of which at most one may be set. */
  exclusive: readonly (readonly string[])[];
  /** Who owns the rows, as the registry declares it (`Owner` of `@vlegal/domain/resources`). */
  owner: EngineOwner;
  /** Fields only the `by` authorities set (mass assignment of the rest refused). */
  guarded: { fields: readonly string[]; by: readonly string[] } | null;
  /** Read-only fields stamped with the caller and the time when one of `fields` changes. */
  stamped: { fields: readonly string[]; by: string; at: string } | null;
  /** Rows are written by postings only (the ledger, balances): no write operation. */
  readsOnly: boolean;
  /** How the rows move stock, and what the server checks and fills before they do (`books/rules.ts`). */
  posting: Posting<Row> | null;
  /**
   * A document's lines: an array field whose items are rows of `resource` naming the document in `parent`,
   * written and read with it (`resource` is resolved when first used: it refers back to the document).
   */
  lines: readonly EngineLines[];
  /** The row's steps (`@vlegal/domain/workflow`), or null: written by the roles alone. */
  workflow: Workflow | null;
  /** The key of the approval resource its submissions open a row of (`vlegalApproval`), or null. */
  approval: string | null;
  /** For an approval resource: the resource whose steps its decisions take and the field naming its row. */
  decides: { resource: string; field: string } | null;
  /** Who takes a step whose declaration names nobody: the writers, and for `delete` the deleters. */
  writeRoles: (action: string) => readonly Authority[];
}

export interface EngineLines {
  field: string;
  parent: string;
  readonly resource: EngineResource;
}

/**
 * A link between a party's rows and a unit's items (`@vlegal/domain/links`): the link table with the
 * party's and the item's column, and the two resources, both owned by a business unit.
 */
export interface EngineLink {
  key: string;
  table: string;
  party: EngineResource;
  item: EngineResource;
  /** Query parameter and body field of the party (`supplierId`), and its column. */
  partyField: string;
  partyColumn: string;
  /** Body field and path parameter of the item (`productId`), and its column. */
  itemField: string;
  itemColumn: string;
}

export type EngineOwner =
  | { kind: 'none' }
  | {
      kind: 'businessUnit';
      field: string;
      shared: boolean;
      company: string | null;
      /** A second unit field whose unit reads the row too (a transfer's receiving unit). */
      alsoReadBy: string | null;
    }
  | { kind: 'company'; field: string }
  /** The rows are business units: reached by id, created in the caller's company (`company`). */
  | { kind: 'unit'; company: string }
  /** The owner of the `parent` row `field` refers to. */
  | { kind: 'parent'; field: string; parent: EngineResource };

/** camelCase field -> snake_case column (`densityKgM3` -> `density_kg_m3`, `code3` stays `code3`). */
export function toColumn(field: string): string {
  return field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

export function columnOf(resource: EngineResource, field: string): string {
  if (field === 'id') return 'id';
  const f = resource.fieldsByName.get(field);
  if (!f) throw new Error(`${resource.key} has no field ${field}`);
  return f.column;
}
