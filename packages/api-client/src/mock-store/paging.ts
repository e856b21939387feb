/**
 * One page of rows as the server answers a list call. Paging, sort and `Link` are the shared list rules of
 * `@vlegal/domain/lists`; only the comparison of two in-memory values is the store's own.
 */
import { allowedIn, linkHeader, readPage, readSort, type SortOrder } from '@vlegal/domain/lists';
import { HttpResponse } from 'msw';
import { listParameters } from './responses.ts';
import type { Row } from './types.ts';

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return String(a).localeCompare(String(b));
}

/** What sorting needs to know about a collection (a registry resource fits). */
export interface Sorting {
  path: string;
  sortable: readonly string[];
  defaultSort: readonly [string, 'asc' | 'desc'];
}

function sortRows(rows: Row[], orders: readonly SortOrder[]): Row[] {
  return [...rows].sort((a, b) => {
    for (const { field, direction } of orders) {
      const order = compare(a[field], b[field]);
      if (order !== 0) return direction === 'desc' ? -order : order;
    }
    return 0;
  });
}

/**
 * One page of `rows` as the server answers a list call: `page`, `size` and `sort` read by the shared list
 * rules, `X-Total-Count` and `Link`.
 */
export function pageOf(resource: Sorting, rows: Row[], url: URL): Response {
  const { searchParams } = url;
  const paging = listParameters(() =>
    readPage(searchParams.get('page') ?? undefined, searchParams.get('size') ?? undefined),
  );
  if (paging instanceof Response) return paging;
  const sort = listParameters(() =>
    readSort(searchParams.getAll('sort'), allowedIn(resource.sortable), resource.defaultSort, {
      what: resource.path,
    }),
  );
  if (sort instanceof Response) return sort;
  const sorted = sortRows(rows, sort);
  const start = paging.page * paging.size;
  return HttpResponse.json(sorted.slice(start, start + paging.size), {
    headers: {
      'X-Total-Count': String(sorted.length),
      Link: linkHeader(`${url.pathname}${url.search}`, paging, sorted.length),
    },
  });
}
