/**
 * The parts every server-paged list shares: the state it keeps in the address, the answer of a list
 * call (one page plus `X-Total-Count`), the table's sort as `field,asc|desc` entries, and what to read
 * again after a write.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { SortingState } from '@vlegal/ui/DataTable';

/** Paging, sort and search text of a list; a screen adds its filters. */
export interface PagedListState {
  /** 1-based page. */
  page: number;
  size: number;
  /** `field,asc` or `field,desc`, first has priority. */
  sort: string[];
  query: string;
  /** Key of the row just saved (a notice on the list). */
  saved?: string | number;
}

/** The answer of a generated list or search call. */
export interface PageAnswer {
  data: unknown;
  headers: Headers;
}

/** Rows of one page and the total over all pages (`X-Total-Count`) of a list answer. */
export function pageOf<T>(answer: PageAnswer | undefined): { rows: T[]; total: number; estimated: boolean } {
  if (!answer || !Array.isArray(answer.data)) return { rows: [], total: 0, estimated: false };
  const rows = answer.data as T[];
  const total = Number(answer.headers.get('X-Total-Count') ?? rows.length);
  if (!Number.isFinite(total)) return { rows, total: rows.length, estimated: false };
  // The server counts exactly where that is cheap; above, it estimates and says so.
  return { rows, total, estimated: answer.headers.get('X-Total-Count-Estimated') === 'true' };
}

export const toSorting = (sort: readonly string[]): SortingState =>
  sort.map((entry) => {
    const [id = '', direction] = entry.split(',');
    return { id, desc: direction === 'desc' };
  });

export const fromSorting = (sorting: SortingState): string[] =>
  sorting.map((entry) => `${entry.id},${entry.desc ? 'desc' : 'asc'}`);

/** After a write: the lists, searches and single rows under `/api/{path}` are read again. */
export function invalidateCollection(queryClient: QueryClient, path: string): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const [key] = query.queryKey;
      return (
        typeof key === 'string' &&
        (key === `/api/${path}` || key === `/api/_search/${path}` || key.startsWith(`/api/${path}/`))
      );
    },
  });
}
