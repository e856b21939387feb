/**
 * Paging, sorting and searching of every list, defined once: the server's resource engine and its other
 * lists (users, sessions, audits, units), the mock server of the stories, and the list addresses of the
 * screens read pages, sorts and texts here, and write `Link` headers here.
 */

/** Rows of a page when the call does not say (`size`). */
export const PAGE_SIZE_DEFAULT = 20;
/** The most rows one page may ask for (the contract's `size` maximum). */
export const PAGE_SIZE_MAX = 200;
/** The highest page number accepted (the contract's `page` maximum). */
export const PAGE_MAX = 10_000_000;
/** Sort columns one call may give; `id` is added after them to make the order total. */
export const SORT_MAX = 5;

export type SortDirection = 'asc' | 'desc';

export interface SortOrder {
  field: string;
  direction: SortDirection;
}

/** A list parameter the list cannot take: which one, and why (a field error of the problem answer). */
export class ListParameterError extends Error {
  readonly parameter: string;

  constructor(parameter: string, message: string) {
    super(message);
    this.name = 'ListParameterError';
    this.parameter = parameter;
  }
}

function integerOf(raw: unknown, name: string, fallback: number, min: number, max: number): number {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === null || value === '') return fallback;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new ListParameterError(name, `must be an integer from ${min} to ${max}`);
  }
  return n;
}

export interface PageRequest {
  /** 0-based. */
  page: number;
  size: number;
}

/** `page` (0-based) and `size` of a call, with their defaults and bounds. */
export function readPage(page: unknown, size: unknown): PageRequest {
  return {
    page: integerOf(page, 'page', 0, 0, PAGE_MAX),
    size: integerOf(size, 'size', PAGE_SIZE_DEFAULT, 1, PAGE_SIZE_MAX),
  };
}

/**
 * `sort=field,asc|desc` (repeatable), each field allow-listed (see `allowedIn`); the default sort when
 * none is given; then `tieBreak` (by default `id,asc`) unless already there, so pages never overlap or
 * skip rows. A list whose query orders by its own key last passes `tieBreak: null`.
 */
export function readSort(
  raw: unknown,
  sortable: (field: string) => boolean,
  defaultSort: readonly [string, SortDirection] | readonly SortOrder[],
  { what = 'this list', tieBreak = { field: 'id', direction: 'asc' } as SortOrder | null } = {},
): SortOrder[] {
  const items = (raw === undefined || raw === null ? [] : Array.isArray(raw) ? raw : [raw])
    .map(String)
    .filter((item) => item !== '');
  if (items.length > SORT_MAX) throw new ListParameterError('sort', `at most ${SORT_MAX} sort columns`);
  const sort: SortOrder[] = [];
  for (const item of items) {
    const [field = '', direction = 'asc', ...rest] = item.split(',');
    if (!sortable(field)) throw new ListParameterError('sort', `cannot sort ${what} by "${field}"`);
    if (rest.length > 0 || (direction !== 'asc' && direction !== 'desc')) {
      throw new ListParameterError('sort', `direction of ${field} must be asc or desc`);
    }
    if (!sort.some((s) => s.field === field)) sort.push({ field, direction });
  }
  if (sort.length === 0) {
    if (isPair(defaultSort)) sort.push({ field: defaultSort[0], direction: defaultSort[1] });
    else sort.push(...defaultSort);
  }
  if (tieBreak && !sort.some((s) => s.field === tieBreak.field)) sort.push(tieBreak);
  return sort;
}

function isPair(
  sort: readonly [string, SortDirection] | readonly SortOrder[],
): sort is readonly [string, SortDirection] {
  return typeof sort[0] === 'string';
}

/**
 * An allow-list as `readSort` takes it: members of a set or an array, or own keys of a record (so
 * `constructor` or `toString` never pass).
 */
export function allowedIn(
  allowed: ReadonlySet<string> | readonly string[] | Readonly<Record<string, unknown>>,
): (field: string) => boolean {
  if (allowed instanceof Set) return (field) => allowed.has(field);
  if (Array.isArray(allowed)) return (field) => allowed.includes(field);
  return (field) => Object.hasOwn(allowed, field);
}

/**
 * The RFC 8288 `Link` header of a page (next, prev, last, first), keeping the call's other parameters.
 * `url` is the path with its query string, as the request had it.
 */
export function linkHeader(url: string, { page, size }: PageRequest, total: number): string {
  const [path = '/', search = ''] = url.split('?');
  const params = new URLSearchParams(search);
  const last = Math.max(0, Math.ceil(total / size) - 1);
  const link = (target: number, rel: string) => {
    params.set('page', String(target));
    params.set('size', String(size));
    return `<${path}?${params.toString()}>; rel="${rel}"`;
  };
  const links: string[] = [];
  if (page < last) links.push(link(page + 1, 'next'));
  if (page > 0) links.push(link(Math.min(page - 1, last), 'prev'));
  links.push(link(last, 'last'), link(0, 'first'));
  return links.join(',');
}

/** A search text as a LIKE pattern: `%`, `_` and `\` match themselves; contained, or at the start. */
export function likePattern(text: string, where: 'contains' | 'prefix' = 'contains'): string {
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return where === 'contains' ? `%${escaped}%` : `${escaped}%`;
}
