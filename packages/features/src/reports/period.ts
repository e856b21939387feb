/**
 * The period a report page shows: the one in its address, else last month (the month a unit files next),
 * and the months offered to pick from.
 */
import type { ReportFiling } from '@vlegal/api-client/model';
import { monthBounds, monthIsOver, wholeMonthOf } from '@vlegal/domain/reports/lmk';
import { localeOf } from '../i18n/setup.ts';
import type { ReportSearch } from './reportSearch.ts';

export interface Period {
  startDate: string;
  endDate: string;
}

export interface Month {
  year: number;
  month: number;
}

/** The month `offset` months from today's (`YYYY-MM-DD`): -1 is last month. */
export function monthFrom(today: string, offset: number): Month {
  const index = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1 + offset;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The period of an address: its own, else last month's. */
export function periodOf(search: ReportSearch, today: string): Period {
  if (search.startDate && search.endDate) return { startDate: search.startDate, endDate: search.endDate };
  const { year, month } = monthFrom(today, -1);
  return monthBounds(year, month);
}

/** The address of a whole month (the page's other settings kept, back to the first page). */
export function searchOfMonth(search: ReportSearch, { year, month }: Month): ReportSearch {
  const { page: _page, ...rest } = search;
  return { ...rest, ...monthBounds(year, month) };
}

/** `YYYY-MM`: a month's key among the choices. */
export const monthKey = ({ year, month }: Month) => `${year}-${String(month).padStart(2, '0')}`;

export function monthOfKey(key: string): Month | undefined {
  const match = /^(\d{4})-(\d{2})$/.exec(key);
  if (!match) return undefined;
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? { year: Number(match[1]), month } : undefined;
}

/**
 * The months offered, newest first: this month (still running) back over `count` months, and the period's
 * own month when it is older.
 */
export function monthChoices(today: string, period: Period, count = 36): Month[] {
  const months = Array.from({ length: count }, (_, index) => monthFrom(today, -index));
  const own = wholeMonthOf(period.startDate, period.endDate);
  if (own && !months.some((m) => monthKey(m) === monthKey(own))) {
    months.push(own);
    months.sort((a, b) => monthKey(b).localeCompare(monthKey(a)));
  }
  return months;
}

/** A month as the reader names it: `Oktober 2026`, `October 2026`. */
export function monthName({ year, month }: Month, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, 1)));
}

/**
 * Whether a unit may file the period now: a whole month that is over, not filed or reopened since. The
 * server decides; this only says when to offer it.
 */
export function fileableMonth(period: Period, filing: ReportFiling | null, today: string): Month | null {
  const month = wholeMonthOf(period.startDate, period.endDate);
  if (!month || !monthIsOver(month.year, month.month, today)) return null;
  return filing?.status === 'FILED' ? null : month;
}

/** The filed month an administrator may reopen, or null. */
export function reopenableMonth(period: Period, filing: ReportFiling | null): Month | null {
  const month = wholeMonthOf(period.startDate, period.endDate);
  return month && filing?.status === 'FILED' ? month : null;
}
