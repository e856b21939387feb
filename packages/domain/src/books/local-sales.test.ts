import { describe, expect, it } from 'vitest';
import { MAX_SALES_VALUE, salesTotals } from './local-sales.ts';

describe('salesTotals', () => {
  it('values each priced line to the cent and sums the volume of every line', () => {
    expect(
      salesTotals([
        { volumeM3: '0.3333', unitPrice: '1000000.005' },
        { volumeM3: '1.5', unitPrice: null },
        { volumeM3: '2', unitPrice: '8500000' },
      ]),
    ).toEqual({
      totalVolumeM3: '3.8333',
      totalValue: '17333300.00',
      values: ['333300.00', null, '17000000.00'],
      tooLargeAt: null,
    });
  });

  it('has no value while no line has a price', () => {
    expect(salesTotals([{ volumeM3: '1', unitPrice: '' }]).totalValue).toBeNull();
  });

  it('names the first line at which the value reaches what is kept', () => {
    const price = MAX_SALES_VALUE.div(2).toFixed(0);
    expect(
      salesTotals([
        { volumeM3: '1', unitPrice: '1' },
        { volumeM3: '1', unitPrice: price },
        { volumeM3: '1', unitPrice: price },
        { volumeM3: '1', unitPrice: price },
      ]).tooLargeAt,
    ).toBe(2);
  });
});
