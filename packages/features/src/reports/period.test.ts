import type { ReportFiling } from '@vlegal/api-client/model';
import { describe, expect, it } from 'vitest';
import {
  fileableMonth,
  monthChoices,
  monthFrom,
  monthKey,
  monthName,
  monthOfKey,
  periodOf,
  reopenableMonth,
  searchOfMonth,
} from './period.ts';

const filing = (status: 'FILED' | 'REOPENED') => ({ status }) as ReportFiling;
const october = { startDate: '2026-10-01', endDate: '2026-10-31' };

describe('the period of a report page', () => {
  it('is last month when the address names none, across a new year too', () => {
    expect(periodOf({}, '2026-11-28')).toEqual(october);
    expect(periodOf({}, '2027-01-01')).toEqual({ startDate: '2026-12-01', endDate: '2026-12-31' });
    expect(periodOf({}, '2028-03-15')).toEqual({ startDate: '2028-02-01', endDate: '2028-02-29' });
  });

  it("is the address's own when it names one", () => {
    const search = { startDate: '2026-10-05', endDate: '2026-11-02' };
    expect(periodOf(search, '2026-11-28')).toEqual(search);
  });

  it('moves to a whole month from the first page, keeping the search and the unit', () => {
    expect(searchOfMonth({ query: 'jati', page: 3, businessUnitId: 2 }, { year: 2026, month: 2 })).toEqual({
      query: 'jati',
      businessUnitId: 2,
      startDate: '2026-02-01',
      endDate: '2026-02-28',
    });
  });

  it('counts months back and forth over years', () => {
    expect(monthFrom('2026-01-31', -1)).toEqual({ year: 2025, month: 12 });
    expect(monthFrom('2026-12-01', 1)).toEqual({ year: 2027, month: 1 });
    expect(monthFrom('2026-06-10', -18)).toEqual({ year: 2024, month: 12 });
  });
});

describe('the months offered', () => {
  it('are this month and the ones before it, newest first', () => {
    const months = monthChoices('2026-11-28', october, 3);
    expect(months.map(monthKey)).toEqual(['2026-11', '2026-10', '2026-09']);
  });

  it("hold an older period's own month, in its place", () => {
    const months = monthChoices('2026-11-28', { startDate: '2025-01-01', endDate: '2025-01-31' }, 2);
    expect(months.map(monthKey)).toEqual(['2026-11', '2026-10', '2025-01']);
  });

  it('read back from their keys', () => {
    expect(monthOfKey('2026-07')).toEqual({ year: 2026, month: 7 });
    expect(monthOfKey('2026-13')).toBeUndefined();
    expect(monthOfKey('juli')).toBeUndefined();
  });

  it("are named in the reader's language", () => {
    expect(monthName({ year: 2026, month: 10 }, 'in')).toBe('Oktober 2026');
    expect(monthName({ year: 2026, month: 10 }, 'en')).toBe('October 2026');
  });
});

describe('filing and reopening', () => {
  it('offers to file a whole month once it is over, unless it is filed', () => {
    expect(fileableMonth(october, null, '2026-11-01')).toEqual({ year: 2026, month: 10 });
    expect(fileableMonth(october, filing('REOPENED'), '2026-11-01')).toEqual({ year: 2026, month: 10 });
    expect(fileableMonth(october, filing('FILED'), '2026-11-01')).toBeNull();
    // The month's last day is not over yet.
    expect(fileableMonth(october, null, '2026-10-31')).toBeNull();
    // Part of a month, or two, is no month to file.
    expect(fileableMonth({ startDate: '2026-10-01', endDate: '2026-10-30' }, null, '2026-11-28')).toBeNull();
    expect(fileableMonth({ startDate: '2026-09-01', endDate: '2026-10-31' }, null, '2026-11-28')).toBeNull();
  });

  it('offers to reopen a filed month only', () => {
    expect(reopenableMonth(october, filing('FILED'))).toEqual({ year: 2026, month: 10 });
    expect(reopenableMonth(october, filing('REOPENED'))).toBeNull();
    expect(reopenableMonth(october, null)).toBeNull();
  });
});
