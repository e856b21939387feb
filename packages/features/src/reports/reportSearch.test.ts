import { describe, expect, it } from 'vitest';
import { isIsoDay, validateReportSearch } from './reportSearch.ts';

describe('the address of a report page', () => {
  it('keeps a period, the search, the page and the unit', () => {
    expect(
      validateReportSearch({
        startDate: '2026-10-01',
        endDate: '2026-10-31',
        query: '  jati ',
        page: 2,
        businessUnitId: '3',
      }),
    ).toEqual({ startDate: '2026-10-01', endDate: '2026-10-31', query: 'jati', page: 2, businessUnitId: 3 });
  });

  it('takes a period whole or not at all', () => {
    expect(validateReportSearch({ startDate: '2026-10-01' })).toEqual({});
    expect(validateReportSearch({ startDate: '2026-10-31', endDate: '2026-10-01' })).toEqual({});
    expect(validateReportSearch({ startDate: '2026-02-01', endDate: '2026-02-30' })).toEqual({});
  });

  it('leaves out the first page, an empty search and anything malformed', () => {
    expect(validateReportSearch({ page: 1, query: '   ', businessUnitId: 0 })).toEqual({});
    expect(validateReportSearch({ page: 'two', businessUnitId: 1.5 })).toEqual({});
    expect(validateReportSearch({ query: 'x'.repeat(150) }).query).toHaveLength(100);
  });

  it('keeps the year of a yearly report within the years the server takes', () => {
    expect(validateReportSearch({ report: 'realization', year: '2025' })).toEqual({
      report: 'realization',
      year: 2025,
    });
    expect(validateReportSearch({ year: 1999 })).toEqual({});
    expect(validateReportSearch({ year: 2101 })).toEqual({});
    expect(validateReportSearch({ year: '2025.5' })).toEqual({});
  });

  it('knows a real calendar day', () => {
    expect(isIsoDay('2028-02-29')).toBe(true);
    expect(isIsoDay('2026-02-29')).toBe(false);
    expect(isIsoDay('2026-1-05')).toBe(false);
    expect(isIsoDay(20261005)).toBe(false);
  });
});
