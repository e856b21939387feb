import { describe, expect, it } from 'vitest';
import { formatDate } from './format.ts';

describe('formatDate', () => {
  it('writes a calendar date in the reader’s language without shifting the day', () => {
    expect(formatDate('2028-11-20', 'in')).toBe('20 November 2028');
    expect(formatDate('2028-11-20', 'en')).toBe('November 20, 2028');
    expect(formatDate('2027-01-01T00:00:00Z', 'in')).toBe('1 Januari 2027');
  });

  it('leaves an empty or odd value as it is', () => {
    expect(formatDate(null, 'in')).toBe('');
    expect(formatDate('soon', 'en')).toBe('soon');
  });
});
