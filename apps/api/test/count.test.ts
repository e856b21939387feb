import { describe, expect, it } from 'vitest';
import { EXACT_COUNT_MAX, estimatedTotal, exactTotal, roundEstimate } from '../src/db/count.ts';

describe('item counts of a page', () => {
  it('are exact where the page tells or the bounded count did not overflow', () => {
    expect(exactTotal({ offset: 40, size: 20, rows: 7, counted: null })).toBe(47);
    expect(exactTotal({ offset: 0, size: 20, rows: 0, counted: null })).toBe(0);
    expect(exactTotal({ offset: 0, size: 20, rows: 20, counted: 245 })).toBe(245);
    expect(exactTotal({ offset: 0, size: 20, rows: 20, counted: EXACT_COUNT_MAX })).toBe(EXACT_COUNT_MAX);
    expect(exactTotal({ offset: 0, size: 20, rows: 20, counted: EXACT_COUNT_MAX + 1 })).toBeNull();
    expect(exactTotal({ offset: 0, size: 20, rows: 20, counted: null })).toBeNull();
  });

  it('round an estimate to two significant digits, never below what is known', () => {
    expect(roundEstimate(1_000_514, 0)).toBe(1_000_000);
    expect(roundEstimate(27_347, 0)).toBe(27_000);
    expect(roundEstimate(9_400, EXACT_COUNT_MAX + 1)).toBe(11_000);
    expect(roundEstimate(57, 0)).toBe(57);
  });

  it('keep an estimate consistent with the page', () => {
    // The planner may think fewer rows match than the bounded count saw.
    expect(estimatedTotal({ offset: 0, size: 20, rows: 20, counted: EXACT_COUNT_MAX + 1 }, 500)).toEqual({
      total: 11_000,
      estimated: true,
    });
    // A deep page is at least as far as its rows.
    expect(
      estimatedTotal({ offset: 90_000, size: 20, rows: 20, counted: null }, 50_000).total,
    ).toBeGreaterThanOrEqual(90_020);
    // An empty page past the end: the list is no longer than the offset.
    expect(estimatedTotal({ offset: 200_000, size: 20, rows: 0, counted: null }, 1_000_000).total).toBe(
      200_000,
    );
  });
});
