import { describe, expect, it } from 'vitest';
import { cellText, figureText, flagOf, moneyText, reportParams } from './activityFormat.ts';
import type { ActivityColumn } from './activityReports.ts';

const name = (key: string) => `<${key}>`;

describe('the cells of an activity report', () => {
  it('writes figures in the reader’s format, every digit kept', () => {
    expect(figureText('m3', '1234.5', 'in')).toBe('1.234,5000');
    expect(figureText('m3', '1234.5', 'en')).toBe('1,234.5000');
    expect(figureText('pieces', '310.00', 'in')).toBe('310');
    expect(figureText('kg', '12.5', 'en')).toBe('12.50');
    expect(figureText('percent', '85.5', 'in')).toBe('85,50 %');
    expect(figureText('kg', null, 'in')).toBe('–');
  });

  it('writes money in its currency, and bare without one', () => {
    expect(moneyText('13125000.00', 'IDR', 'en')).toMatch(/IDR\s13,125,000\.00/);
    expect(moneyText('1500', null, 'in')).toBe('1.500,00');
    expect(moneyText(null, 'USD', 'en')).toBe('–');
  });

  it('names codes, dates and the first flag that holds', () => {
    const status: ActivityColumn = { field: 'status', kind: 'text', values: 'values.status' };
    expect(cellText(status, { status: 'APPROVED' }, 'en', name)).toBe('<values.status.APPROVED>');
    expect(cellText({ field: 'note', kind: 'text' }, { note: null }, 'en', name)).toBe('–');
    expect(cellText({ field: 'day', kind: 'date' }, { day: '2026-10-05' }, 'en', name)).toBe(
      'October 5, 2026',
    );
    const flag: ActivityColumn = { field: 'attention', kind: 'flag', flags: ['expired', 'pebMissing'] };
    expect(flagOf(flag, { expired: false, pebMissing: true })).toBe('pebMissing');
    expect(cellText(flag, { expired: true, pebMissing: true }, 'en', name)).toBe(
      '<activityReports.flags.expired>',
    );
    expect(cellText(flag, { expired: false, pebMissing: false }, 'en', name)).toBe('');
  });

  it('asks for the unit and the search only when there are', () => {
    const period = { startDate: '2026-10-01', endDate: '2026-10-31' };
    expect(reportParams(period, undefined, undefined)).toEqual(period);
    expect(reportParams(period, 7, 'jati')).toEqual({ ...period, businessUnitId: 7, query: 'jati' });
  });
});
