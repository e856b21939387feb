/**
 * What a resource declaration says (`ResourceDefinition`) and how one is written (`defineResource`): one
 * declaration per file in `master-data/`, gathered by `resources.ts`.
 */
import type { MasterEntities } from './entities.ts';
import type { Authority, RoleRule } from './roles.ts';

export type MasterResourceKey = keyof MasterEntities;

/** Records outside the master data that master rows may point to. */
export type ExternalReference = 'businessUnit';
export type ReferenceTarget = MasterResourceKey | ExternalReference;

/** Route groups of the master-data screens (`/app/<group>/<routeSegment>`). */
export type ResourceGroup = 'general-setting' | 'raw-material' | 'preparation';

export type FieldKind = 'string' | 'integer' | 'decimal' | 'boolean' | 'date' | 'enum' | 'reference' | 'file';

type FieldName<T> = Extract<keyof T, string>;

export interface FieldSpec<T> {
  name: FieldName<T>;
  kind: FieldKind;
  /** Required when creating (a field with a default may be left out). */
  required: boolean;
  /** Column type for the PostgreSQL migration. */
  sqlType: string;
  minLength?: number;
  /** Characters; for `file` fields the base64 length of the largest allowed attachment. */
  maxLength?: number;
  /** ECMAScript pattern, anchored. */
  pattern?: string;
  format?: 'email';
  min?: number;
  max?: number;
  /** numeric(precision, scale) of a decimal. */
  precision?: readonly [number, number];
  /** Enum values (for a content-type field: the accepted media types). */
  values?: readonly string[];
  default?: string | number | boolean;
  /** Set by the server (never sent on create or update). */
  readOnly?: boolean;
  /** Target of a reference field (FK check on write, delete protection on the target). */
  references?: ReferenceTarget;
  /** For `file` fields: the field holding the media type. */
  contentTypeField?: FieldName<T>;
  /** For media-type fields: the file field they describe. */
  contentTypeOf?: FieldName<T>;
}

export type SortDirection = 'asc' | 'desc';

export interface ExtraSearch<T> {
  /** Path suffix after the resource: `GET api/_search/<path>-<suffix>?query=`. */
  suffix: string;
  operationId: string;
  /** Field the query is matched against. */
  field: FieldName<T> | 'id';
  match: 'eq' | 'prefix';
  /** Type of the `query` parameter. */
  query: 'integer' | 'string';
}

/**
 * Who owns a resource's rows (docs/adr/0008-authorization-and-ownership.md), declared, never inferred:
 * - `none`: reference data everybody reads;
 * - `businessUnit`: the unit in `field`; with `shared`, a row without a unit belongs to nobody in
 *   particular: everybody reads it and only an administrator writes it;
 * - `company`: the company in `field`.
 * Lists, searches, reads and writes of the resource engine are scoped by it for every caller.
 */
export type Owner<T> =
  | { kind: 'none' }
  | { kind: 'businessUnit'; field: FieldName<T>; shared?: boolean }
  | { kind: 'company'; field: FieldName<T> };

export interface ResourceDefinition<T> {
  key: MasterResourceKey;
  /** Schema name in openapi.yaml; the create body is `New<schema>`. */
  schema: string;
  /** Plural of the schema name, used in list and search operationIds. */
  plural: string;
  /** Path segment under `api/` (and `api/_search/`). */
  path: string;
  table: string;
  /** i18n key stem and display label. */
  label: string;
  group: ResourceGroup;
  routeSegment: string;
  /** Id parameter of the resource's edit and view routes (routes.json). */
  idParam: string;
  fields: readonly FieldSpec<T>[];
  sortable: readonly (FieldName<T> | 'id')[];
  defaultSort: readonly [FieldName<T> | 'id', SortDirection];
  /** Fields the `query` text of `_search` is matched against (case-insensitive, contains). */
  search: readonly FieldName<T>[];
  /** Query-parameter filters of list and search (exact match). */
  filters: Partial<Record<FieldName<T>, 'eq'>>;
  /** Unique constraints: one field, or several fields together. */
  unique: readonly (FieldName<T> | readonly FieldName<T>[])[];
  references: Partial<Record<FieldName<T>, ReferenceTarget>>;
  roles: { read: RoleRule; write: readonly Authority[] };
  owner: Owner<T>;
  extraSearches?: readonly ExtraSearch<T>[];
}

/** Fixes the entity type, then checks the declaration against it (field names are keys of `T`). */
export const defineResource =
  <T>() =>
  <const D extends ResourceDefinition<T>>(definition: D): D & { readonly __entity?: T } =>
    definition;
