/**
 * Query options of the generic screens, shared by route loaders (`ensureQueryData`) and components
 * (`useQuery`). Keys and cached answers are those of the generated options (`getListCountriesQueryKey`
 * …), so a screen using a generated hook shares the cache.
 */
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { invalidateCollection, pageOf } from '../shared/serverList.ts';
import { type ListState, listParams } from './listSearch.ts';
import type { Translate } from './schema.ts';
import type { Answer, Row, ScreenConfig } from './screen-config.ts';

export function listQueryOptions(config: ScreenConfig, state: ListState) {
  const { resource, api } = config;
  const request = listParams(resource, state);
  const path = request.kind === 'search' ? `/api/_search/${resource.path}` : `/api/${resource.path}`;
  return queryOptions({
    queryKey: [path, request.params] as const,
    queryFn: ({ signal }) =>
      request.kind === 'search'
        ? api.search(request.params, { signal })
        : api.list(request.params, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Where one row of a resource is read: its path (the cache key) and its get call. */
export type ItemSource = {
  resource: Pick<ScreenConfig['resource'], 'path'>;
  api: Pick<ScreenConfig['api'], 'get'>;
};

export function itemQueryOptions(config: ItemSource, id: number) {
  return queryOptions({
    queryKey: [`/api/${config.resource.path}/${id}`] as const,
    queryFn: ({ signal }) => config.api.get(id, { signal }),
  });
}

export function rowOf(answer: Answer | undefined): Row | undefined {
  const data = answer?.data;
  return data && typeof data === 'object' && 'id' in data ? (data as Row) : undefined;
}

/** After a write: lists, searches and the row of the resource are read again. */
export function invalidateResource(queryClient: QueryClient, config: ScreenConfig): Promise<void> {
  return invalidateCollection(queryClient, config.resource.path);
}

/** The values a form is fixed to (its owner) that the target of a lookup can be filtered by. */
export function ownerFilters(
  form: ScreenConfig,
  target: ScreenConfig,
): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [name, value] of Object.entries(form.fixed ?? {})) {
    const kept = typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean';
    if (kept && target.resource.filters[name] === 'eq') out[name] = value;
  }
  return out;
}

export interface LookupOption {
  id: number;
  label: string;
  description?: string;
}

const LOOKUP_SIZE = 20;

/**
 * Rows of a reference target matching the typed text (its first page when nothing is typed), within
 * `filters` (the owner a form is fixed to: the mirror's unit offers that unit's items only).
 */
export async function findRows(
  config: ScreenConfig,
  text: string,
  signal: AbortSignal,
  filters: Readonly<Record<string, string | number | boolean>> = {},
  t?: Translate,
  language = 'in',
): Promise<LookupOption[]> {
  const query = text.trim();
  const answer = query
    ? await config.api.search({ ...filters, query, size: LOOKUP_SIZE }, { signal })
    : await config.api.list({ ...filters, size: LOOKUP_SIZE }, { signal });
  return pageOf<Row>(answer).rows.map((row) => {
    const description = t ? config.optionDetail?.(row, t, language) : undefined;
    return { id: row.id, label: config.rowLabel(row, t), ...(description ? { description } : {}) };
  });
}
