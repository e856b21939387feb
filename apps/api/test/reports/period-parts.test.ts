/**
 * How a report's period is read: its whole months as whole years and the months of the years it takes in
 * part, each month of the period once.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { yearsAndMonths } from '../../src/reports/lmk.ts';

const ordinal = (year: number, month: number) => year * 12 + month - 1;

describe('the months of a period', () => {
  it('are whole years and runs of months that hold each month once, a year whole only when all of it is in', () => {
    const month = fc.integer({ min: ordinal(2020, 1), max: ordinal(2030, 12) });
    fc.assert(
      fc.property(month, month, (a, b) => {
        const [first, last] = a <= b ? [a, b] : [b, a];
        const at = (n: number) => ({ year: Math.floor(n / 12), month: (n % 12) + 1 });
        const { years, months } = yearsAndMonths(at(first), at(last));
        const held: number[] = [];
        if (years)
          for (let y = years[0]; y <= years[1]; y++) for (let m = 1; m <= 12; m++) held.push(ordinal(y, m));
        for (const [year, from, to] of months) {
          expect(from <= to && !(from === 1 && to === 12)).toBe(true);
          for (let m = from; m <= to; m++) held.push(ordinal(year, m));
        }
        held.sort((x, y) => x - y);
        expect(held).toEqual(Array.from({ length: last - first + 1 }, (_, i) => first + i));
      }),
    );
  });

  it('reads a calendar year from its yearly sums', () => {
    expect(yearsAndMonths({ year: 2025, month: 1 }, { year: 2025, month: 12 })).toEqual({
      years: [2025, 2025],
      months: [],
    });
    expect(yearsAndMonths({ year: 2024, month: 11 }, { year: 2026, month: 2 })).toEqual({
      years: [2025, 2025],
      months: [
        [2024, 11, 12],
        [2026, 1, 2],
      ],
    });
  });
});
