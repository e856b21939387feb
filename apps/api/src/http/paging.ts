import type { FastifyReply, FastifyRequest } from 'fastify';
import { problem } from './problems.ts';

export interface Paging {
  page: number;
  size: number;
  offset: number;
  /** [column, direction] pairs, allow-listed. */
  sort: [string, 'asc' | 'desc'][];
}

/** The column of a sortable field; own keys only, so `constructor` or `toString` never pass. */
function columnOf(sortable: Readonly<Record<string, string>>, field: string): string | undefined {
  return Object.hasOwn(sortable, field) ? sortable[field] : undefined;
}

/**
 * Reads `page`, `size` and repeated `sort=field,dir` from the query. Sort fields must be in `sortable`
 * (API field -> SQL column); anything else answers 400.
 */
export function readPaging(
  req: FastifyRequest,
  sortable: Readonly<Record<string, string>>,
  defaultSort: [string, 'asc' | 'desc'],
): Paging {
  const q = req.query as { page?: number; size?: number; sort?: string | string[] };
  const page = q.page ?? 0;
  const size = q.size ?? 20;
  const raw = q.sort === undefined ? [] : Array.isArray(q.sort) ? q.sort : [q.sort];
  const sort: [string, 'asc' | 'desc'][] = [];
  for (const s of raw) {
    const [field = '', dir = 'asc'] = s.split(',');
    const column = columnOf(sortable, field);
    if (!column || (dir !== 'asc' && dir !== 'desc')) {
      throw problem.validation([{ objectName: 'query', field: 'sort', message: `Cannot sort by "${s}".` }]);
    }
    sort.push([column, dir]);
  }
  if (sort.length === 0) {
    const column = columnOf(sortable, defaultSort[0]);
    if (column) sort.push([column, defaultSort[1]]);
  }
  return { page, size, offset: page * size, sort };
}

/** Present, with `true`, when X-Total-Count is PostgreSQL's estimate rather than a count. */
export const TOTAL_ESTIMATED_HEADER = 'X-Total-Count-Estimated';

/** Sets X-Total-Count (flagged when estimated) and the RFC 8288 Link header (first, prev, next, last). */
export function setPageHeaders(
  req: FastifyRequest,
  reply: FastifyReply,
  paging: Paging,
  total: number,
  estimated = false,
): void {
  reply.header('X-Total-Count', String(total));
  if (estimated) reply.header(TOTAL_ESTIMATED_HEADER, 'true');
  const [path = '/', search = ''] = req.url.split('?');
  const params = new URLSearchParams(search);
  const last = Math.max(0, Math.ceil(total / paging.size) - 1);
  const link = (p: number, rel: string) => {
    params.set('page', String(p));
    params.set('size', String(paging.size));
    return `<${path}?${params.toString()}>; rel="${rel}"`;
  };
  const links: string[] = [];
  if (paging.page < last) links.push(link(paging.page + 1, 'next'));
  if (paging.page > 0) links.push(link(Math.min(paging.page - 1, last), 'prev'));
  links.push(link(last, 'last'), link(0, 'first'));
  reply.header('Link', links.join(','));
}
