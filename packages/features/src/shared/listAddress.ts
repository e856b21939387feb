/**
 * Paging, sort and search text of a list's address, validated once for every list (master data, users,
 * audits): malformed or unknown values are dropped, defaults are left out so addresses stay short. Light on
 * purpose: it runs on every navigation (`validateSearch`).
 */
import { PAGE_SIZE_DEFAULT, SORT_MAX } from '@vlegal/domain/lists';

/** The page sizes a list offers; the server's bounds and default are `@vlegal/domain/lists`. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = PAGE_SIZE_DEFAULT;
const MAX_QUERY = 200;
const SORT = /^[A-Za-z][A-Za-z0-9]*,(asc|desc)$/;

export interface ListAddress {
  /** 1-based page. */
  page?: number;
  size?: number;
  /** `field,asc` or `field,desc`, first has priority. */
  sort?: string[];
  query?: string;
}

export const positiveInteger = (value: unknown): number | undefined => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 ? number : undefined;
};

/** The paging, sort (on `sortable` fields, when given) and search text of a raw address. */
export function validateListAddress(raw: Record<string, unknown>, sortable?: readonly string[]): ListAddress {
  const address: ListAddress = {};
  const page = positiveInteger(raw.page);
  if (page !== undefined && page > 1) address.page = page;
  const size = positiveInteger(raw.size);
  if (size !== undefined && (PAGE_SIZES as readonly number[]).includes(size) && size !== DEFAULT_PAGE_SIZE)
    address.size = size;
  const sorts = (Array.isArray(raw.sort) ? raw.sort : [raw.sort]).filter(
    (entry): entry is string =>
      typeof entry === 'string' && SORT.test(entry) && (!sortable || sortable.includes(entry.split(',')[0]!)),
  );
  if (sorts.length) address.sort = sorts.slice(0, SORT_MAX);
  if (typeof raw.query === 'string' && raw.query.trim()) address.query = raw.query.trim().slice(0, MAX_QUERY);
  return address;
}

/** An address with its defaults filled in. */
export function withListDefaults(address: ListAddress): Required<ListAddress> {
  return {
    page: address.page ?? 1,
    size: address.size ?? DEFAULT_PAGE_SIZE,
    sort: address.sort ?? [],
    query: address.query ?? '',
  };
}
