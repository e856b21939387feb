/**
 * The state of a master-data list (page, size, sort, search text, filters) as typed, validated search
 * parameters of the address, and its translation into the query of the list or search call.
 */
import { PAGE_SIZE_DEFAULT, SORT_MAX } from '@vlegal/domain/lists';
import { FILTER_NAMES as FILTERS, type FilterName } from '@vlegal/domain/resource-filters';
import type { ListParams, ScreenResource, SearchParams } from './model.ts';

/** The page sizes a list offers; the server's bounds and default are `@vlegal/domain/lists`. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = PAGE_SIZE_DEFAULT;
const MAX_QUERY = 200;

export type { FilterName };

/** The search parameters of a list address; absent keys take their defaults. */
export type ListSearch = {
  /** 1-based page. */
  page?: number;
  size?: number;
  /** `field,asc` or `field,desc`, first has priority. */
  sort?: string[];
  query?: string;
  /** Id of the row just saved (a notice on the list). */
  saved?: number;
} & Partial<Record<FilterName, string>>;

/** A list's state after the defaults, with the filters of its resource only. */
export interface ListState {
  page: number;
  size: number;
  sort: string[];
  query: string;
  filters: Record<string, string>;
  saved?: number;
}

// The names alone, not the registry: this module runs on every navigation (validateSearch).
const FILTER_NAMES: ReadonlySet<string> = new Set(FILTERS);

const positiveInteger = (value: unknown): number | undefined => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 ? number : undefined;
};

const SORT = /^[A-Za-z][A-Za-z0-9]*,(asc|desc)$/;

/** `validateSearch` of every master-data list route: unknown keys and malformed values are dropped. */
export function validateListSearch(raw: Record<string, unknown>): ListSearch {
  const search: ListSearch = {};
  const page = positiveInteger(raw.page);
  if (page !== undefined && page > 1) search.page = page;
  const size = positiveInteger(raw.size);
  if (size !== undefined && (PAGE_SIZES as readonly number[]).includes(size) && size !== DEFAULT_PAGE_SIZE)
    search.size = size;
  const sorts = (Array.isArray(raw.sort) ? raw.sort : [raw.sort]).filter(
    (entry): entry is string => typeof entry === 'string' && SORT.test(entry),
  );
  if (sorts.length) search.sort = sorts.slice(0, SORT_MAX);
  if (typeof raw.query === 'string' && raw.query.trim()) search.query = raw.query.trim().slice(0, MAX_QUERY);
  const saved = positiveInteger(raw.saved);
  if (saved !== undefined) search.saved = saved;
  for (const [key, value] of Object.entries(raw)) {
    if (!FILTER_NAMES.has(key)) continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      (search as Record<string, string>)[key] = String(value);
  }
  return search;
}

function validFilter(resource: ScreenResource, name: string, value: string): boolean {
  const field = resource.fields.find((candidate) => candidate.name === name);
  if (!field || !(name in resource.filters)) return false;
  switch (field.kind) {
    case 'boolean':
      return value === 'true' || value === 'false';
    case 'integer':
    case 'reference':
      return /^[0-9]+$/.test(value);
    case 'enum':
      return field.values?.includes(value) ?? false;
    default:
      return value !== '';
  }
}

/** The state of one resource's list: sorts on fields it may sort by, filters it declares. */
export function listState(resource: ScreenResource, search: ListSearch): ListState {
  const sort = (search.sort ?? []).filter((entry) =>
    (resource.sortable as readonly string[]).includes(entry.split(',')[0] ?? ''),
  );
  const filters: Record<string, string> = {};
  for (const [name, value] of Object.entries(search)) {
    if (typeof value === 'string' && FILTER_NAMES.has(name) && validFilter(resource, name, value))
      filters[name] = value;
  }
  return {
    page: search.page ?? 1,
    size: search.size ?? DEFAULT_PAGE_SIZE,
    sort,
    query: search.query ?? '',
    filters,
    ...(search.saved !== undefined ? { saved: search.saved } : {}),
  };
}

/** The search parameters of a state (defaults left out, so addresses stay short). */
export function toListSearch(state: ListState): ListSearch {
  return validateListSearch({
    ...state.filters,
    page: state.page,
    size: state.size,
    sort: state.sort,
    query: state.query,
    saved: state.saved,
  });
}

function typedFilter(resource: ScreenResource, name: string, value: string): string | number | boolean {
  const kind = resource.fields.find((field) => field.name === name)?.kind;
  if (kind === 'boolean') return value === 'true';
  if (kind === 'integer' || kind === 'reference') return Number(value);
  return value;
}

/** The query of the list call, or of the search call when there is text to search. */
export function listParams(
  resource: ScreenResource,
  state: ListState,
): { kind: 'list'; params: ListParams } | { kind: 'search'; params: SearchParams } {
  const params: ListParams = { page: state.page - 1, size: state.size };
  if (state.sort.length) params.sort = [...state.sort];
  for (const [name, value] of Object.entries(state.filters))
    params[name] = typedFilter(resource, name, value);
  return state.query
    ? { kind: 'search', params: { ...params, query: state.query } }
    : { kind: 'list', params };
}
