import { describe, expect, it } from 'vitest';
import { orderBreaks, outOfOrder } from './field-order.ts';

describe('fields in order', () => {
  it('compares ISO dates as dates', () => {
    expect(outOfOrder('2026-03-01', '2026-02-28')).toBe(true);
    expect(outOfOrder('2026-03-01', '2026-03-01')).toBe(false);
    expect(outOfOrder('2025-12-31', '2026-01-01')).toBe(false);
  });

  it('compares numbers by value, as sent or as typed with a decimal comma', () => {
    expect(outOfOrder(30, 29.5)).toBe(true);
    expect(outOfOrder('9', '10')).toBe(false);
    expect(outOfOrder('12,5', '12,25')).toBe(true);
    expect(outOfOrder(0, 0)).toBe(false);
  });

  it('leaves unset or unreadable values to their own rules', () => {
    expect(outOfOrder(null, '2026-01-01')).toBe(false);
    expect(outOfOrder('2026-01-01', '')).toBe(false);
    expect(outOfOrder('abc', '1')).toBe(false);
    expect(outOfOrder('2026-01-01', 5)).toBe(false);
  });

  it('names the later field of each pair the row breaks', () => {
    const pairs = [
      ['validFrom', 'validUntil'],
      ['minDiameterCm', 'maxDiameterCm'],
    ] as const;
    expect(
      orderBreaks(pairs, {
        validFrom: '2026-05-01',
        validUntil: '2026-04-30',
        minDiameterCm: 10,
        maxDiameterCm: 20,
      }),
    ).toEqual([{ field: 'validUntil', after: 'validFrom' }]);
    expect(orderBreaks(pairs, { validFrom: '2026-05-01', minDiameterCm: 30, maxDiameterCm: 20 })).toEqual([
      { field: 'maxDiameterCm', after: 'minDiameterCm' },
    ]);
  });
});
