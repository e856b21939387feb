/**
 * The state of the audit list (period, page, size, sort) as validated search parameters of
 * `/app/administration/audits`. Free of the screen and the client, so the route's search validation,
 * loaded with the route tree on every page, stays small.
 */
import { validateListAddress, withListDefaults } from '../shared/listAddress.ts';

export { PAGE_SIZES as AUDIT_PAGE_SIZES } from '../shared/listAddress.ts';

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

/** `validateSearch` of `/app/administration/audits`: a period, paging and sort (no search text). */
export function validateAuditSearch(raw: Record<string, unknown>): Partial<AuditState> {
  const { query: _none, ...search }: Partial<AuditState> & { query?: string } = validateListAddress(
    raw,
    SORTABLE,
  );
  if (typeof raw.fromDate === 'string' && DATE.test(raw.fromDate)) search.fromDate = raw.fromDate;
  if (typeof raw.toDate === 'string' && DATE.test(raw.toDate)) search.toDate = raw.toDate;
  return search;
}

export function auditState(search: Partial<AuditState>): AuditState {
  const { query: _none, ...defaults } = withListDefaults(search);
  return { ...search, ...defaults };
}
