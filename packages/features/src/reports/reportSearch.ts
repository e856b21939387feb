/**
 * The address of a report page (LMKB, LMKO, the activity reports): its period, the search text, the page of
 * lines, the year of a yearly report and, for the administrators, the unit. Light: the route validates it on
 * every navigation.
 */
export interface ReportSearch {
  /** First and last day of the period (`YYYY-MM-DD`), both or neither (last month). */
  startDate?: string;
  endDate?: string;
  query?: string;
  /** 1-based page of the lines. */
  page?: number;
  businessUnitId?: number;
  /** The report shown where a page holds several (its tab). */
  report?: string;
  /** The year of a yearly report (the realization against capacity); this year when absent. */
  year?: number;
}

/** The longest search text the server takes. */
export const QUERY_MAX = 100;

/** Whether a text is a real calendar day `YYYY-MM-DD` (not 2026-02-30). */
export function isIsoDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const positive = (value: unknown): number | undefined => {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isSafeInteger(number) && number > 0 ? number : undefined;
};

/** The search of an address as the page reads it: anything malformed left out. */
export function validateReportSearch(raw: Record<string, unknown>): ReportSearch {
  const search: ReportSearch = {};
  // A period is whole or none: half of one, or one ending before it starts, means last month.
  if (isIsoDay(raw.startDate) && isIsoDay(raw.endDate) && raw.startDate <= raw.endDate) {
    search.startDate = raw.startDate;
    search.endDate = raw.endDate;
  }
  const query = typeof raw.query === 'string' ? raw.query.trim().slice(0, QUERY_MAX) : '';
  if (query) search.query = query;
  const page = positive(raw.page);
  if (page !== undefined && page > 1) search.page = page;
  const unit = positive(raw.businessUnitId);
  if (unit !== undefined) search.businessUnitId = unit;
  if (typeof raw.report === 'string' && /^[a-zA-Z]{1,40}$/.test(raw.report)) search.report = raw.report;
  // The years the server takes.
  const year = positive(raw.year);
  if (year !== undefined && year >= 2000 && year <= 2100) search.year = year;
  return search;
}
