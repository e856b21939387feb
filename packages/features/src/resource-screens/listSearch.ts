/**
 * The state of a master-data list (page, size, sort, search text, filters) as typed, validated search
 * parameters of the address, and its translation into the query of the list or search call.
 */
import { FILTER_NAMES as FILTERS, type FilterName } from '@vlegal/domain/resource-filters';
import {
  DEFAULT_PAGE_SIZE,
  type ListAddress,
  PAGE_SIZES,
  positiveInteger,
  validateListAddress,
  withListDefaults,
} from '../shared/listAddress.ts';
import type { ListParams, ScreenResource, SearchParams } from './screen-config.ts';

export { DEFAULT_PAGE_SIZE, PAGE_SIZES };
export type { FilterName };

/** The search parameters of a list address; absent keys take their defaults. */
export type ListSearch = ListAddress & {
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

/** `validateSearch` of every master-data list route: unknown keys and malformed values are dropped. */
export function validateListSearch(raw: Record<string, unknown>): ListSearch {
  const search: ListSearch = validateListAddress(raw);
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
    ...withListDefaults(search),
    sort,
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
