/**
 * The state of the audit list (period, page, size, sort) as validated search parameters of
 * `/app/administration/audits`. Free of the screen and the client, so the route's search validation,
 * loaded with the route tree on every page, stays small.
 */
export interface AuditState {
  /** First and last day (ISO dates), both optional. */
  fromDate?: string;
  toDate?: string;
  /** 1-based page. */
  page: number;
  size: number;
  /** `timestamp,desc` (the default), `principal,asc`, `type,asc` … */
  sort: string[];
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const SORTABLE = ['timestamp', 'principal', 'type'];
export const AUDIT_PAGE_SIZES = [10, 20, 50, 100] as const;

/** `validateSearch` of `/app/administration/audits`. */
export function validateAuditSearch(raw: Record<string, unknown>): Partial<AuditState> {
  const search: Partial<AuditState> = {};
  if (typeof raw.fromDate === 'string' && DATE.test(raw.fromDate)) search.fromDate = raw.fromDate;
  if (typeof raw.toDate === 'string' && DATE.test(raw.toDate)) search.toDate = raw.toDate;
  const page = Number(raw.page);
  if (Number.isInteger(page) && page > 1) search.page = page;
  const size = Number(raw.size);
  if ((AUDIT_PAGE_SIZES as readonly number[]).includes(size) && size !== 20) search.size = size;
  const sort = (Array.isArray(raw.sort) ? raw.sort : [raw.sort]).filter(
    (entry): entry is string =>
      typeof entry === 'string' &&
      /^[a-z]+,(asc|desc)$/.test(entry) &&
      SORTABLE.includes(entry.split(',')[0]!),
  );
  if (sort.length) search.sort = sort;
  return search;
}

export function auditState(search: Partial<AuditState>): AuditState {
  return { ...search, page: search.page ?? 1, size: search.size ?? 20, sort: search.sort ?? [] };
}
