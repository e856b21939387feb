/**
 * What a master-data screen config declares, and `defineScreen` to write one. The registry entry
 * (`@vlegal/domain/resources`) already says everything about fields, bounds, sort, search, filters and
 * references; a config only binds the generated calls and adds what the generic screens cannot derive.
 */
import type { AnyResource, FieldSpec, ResourceDefinition } from '@vlegal/domain/resources';
import type { AnyObject, ObjectSchema } from 'yup';

/** A row as the generic screens see it. */
export type Row = Record<string, unknown> & { id: number };

/** The answer of a generated call (the fetch mutator throws on every status that is not 2xx). */
export interface Answer {
  status: number;
  data: unknown;
  headers: Headers;
}

/** Query of list and search calls: paging, sort and the registry's exact-match filters. */
export type ListParams = {
  page?: number;
  size?: number;
  sort?: string[];
  /** Only these rows (`id=…`, repeatable). */
  id?: number[];
} & Record<string, string | number | boolean | string[] | number[] | undefined>;

export type SearchParams = ListParams & { query: string };

/**
 * The six generated calls of one resource (`listCountries`, `searchCountries`, `getCountry`,
 * `createCountry`, `updateCountry`, `deleteCountry`). Method syntax lets each generated signature,
 * typed with its own parameter and body types, stand in for the generic one.
 */
export interface ResourceCalls {
  list(params: ListParams, options?: RequestInit): Promise<Answer>;
  search(params: SearchParams, options?: RequestInit): Promise<Answer>;
  get(id: number, options?: RequestInit): Promise<Answer>;
  create(body: never, options?: RequestInit): Promise<Answer>;
  update(body: never, options?: RequestInit): Promise<Answer>;
  remove(id: number, options?: RequestInit): Promise<Answer>;
}

type FieldName<T> = Extract<keyof T, string>;

export interface ScreenInput<T> {
  api: ResourceCalls;
  /** How a row is named in lookups, action labels and headings. */
  rowLabel: (row: T) => string;
  /** Columns of the list (default: every field that is neither a file nor a media type). */
  columns?: readonly (FieldName<T> | 'id')[];
  /** Fields of the form and the view, in order (default: every field of the registry entry). */
  fields?: readonly FieldName<T>[];
  /** Rules beyond the contract's bounds, added to the schema derived from the registry. */
  schema?: (
    base: ObjectSchema<AnyObject>,
    t: (key: string, options?: Record<string, unknown>) => string,
  ) => ObjectSchema<AnyObject>;
}

/** A config as the generic screens read it. */
export interface ScreenConfig {
  resource: AnyResource;
  api: ResourceCalls;
  rowLabel: (row: Row) => string;
  columns: readonly string[];
  fields: readonly FieldSpec<Record<string, unknown>>[];
  schema?: ScreenInput<Row>['schema'];
}

const isListed = (field: FieldSpec<Record<string, unknown>>) =>
  field.kind !== 'file' && field.contentTypeOf === undefined;

/** A screen config for one registry entry; the entity type comes from the entry. */
export function defineScreen<T extends { id: number }>(
  resource: ResourceDefinition<T> & { readonly __entity?: T },
  input: ScreenInput<T>,
): ScreenConfig {
  const generic = resource as unknown as AnyResource;
  const byName = new Map(generic.fields.map((field) => [field.name, field]));
  const fields = input.fields
    ? input.fields.map((name) => {
        const field = byName.get(name);
        if (!field) throw new Error(`${generic.key} has no field ${name}`);
        return field;
      })
    : generic.fields;
  return {
    resource: generic,
    api: input.api,
    rowLabel: input.rowLabel as unknown as (row: Row) => string,
    columns: input.columns ?? generic.fields.filter(isListed).map((field) => field.name),
    fields,
    ...(input.schema ? { schema: input.schema } : {}),
  };
}
