/**
 * The HTTP side of every list: the shared rules of `@vlegal/domain/lists` read from the request, their
 * refusals as problem answers, and the page headers (`X-Total-Count`, flagged when estimated, and `Link`).
 */
import {
  allowedIn,
  ListParameterError,
  linkHeader,
  type PageRequest,
  readPage,
  readSort,
  type SortDirection,
  type SortOrder,
} from '@vlegal/domain/lists';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { problem } from './problems.ts';

/** A list rule's refusal as a 400 problem with the parameter as its field error. */
export function listParameters<T>(read: () => T): T {
  try {
    return read();
  } catch (err) {
    if (!(err instanceof ListParameterError)) throw err;
    throw problem.validation(
      [{ objectName: 'query', field: err.parameter, message: err.message }],
      `Invalid query parameter ${err.parameter}.`,
    );
  }
}

/** `page` and `size` of the request. */
export function pageOf(req: FastifyRequest): PageRequest {
  const q = (req.query ?? {}) as Record<string, unknown>;
  return listParameters(() => readPage(q.page, q.size));
}

/** `sort` of the request against an allow-list (see `readSort`). */
export function sortOf(
  req: FastifyRequest,
  sortable: Parameters<typeof allowedIn>[0],
  defaultSort: Parameters<typeof readSort>[2],
  options?: Parameters<typeof readSort>[3],
): SortOrder[] {
  const q = (req.query ?? {}) as Record<string, unknown>;
  return listParameters(() => readSort(q.sort, allowedIn(sortable), defaultSort, options));
}

export interface Paging extends PageRequest {
  offset: number;
  /** [column, direction] pairs, allow-listed; the query adds its own key last. */
  sort: [string, SortDirection][];
}

/**
 * Paging of a list outside the resource engine: sort fields are API names mapped to SQL columns by
 * `sortable`; the handler orders by its own key after them.
 */
export function readPaging(
  req: FastifyRequest,
  sortable: Readonly<Record<string, string>>,
  defaultSort: readonly [string, SortDirection],
): Paging {
  const page = pageOf(req);
  const sort = sortOf(req, sortable, defaultSort, { tieBreak: null });
  return {
    ...page,
    offset: page.page * page.size,
    sort: sort.map((s): [string, SortDirection] => [sortable[s.field] as string, s.direction]),
  };
}

/** Present, with `true`, when X-Total-Count is PostgreSQL's estimate rather than a count. */
export const TOTAL_ESTIMATED_HEADER = 'X-Total-Count-Estimated';

/** Sets X-Total-Count (flagged when estimated) and the RFC 8288 Link header (first, prev, next, last). */
export function setPageHeaders(
  req: FastifyRequest,
  reply: FastifyReply,
  page: PageRequest,
  total: number,
  estimated = false,
): void {
  reply.header('X-Total-Count', String(total));
  if (estimated) reply.header(TOTAL_ESTIMATED_HEADER, 'true');
  reply.header('Link', linkHeader(req.url, page, total));
}
