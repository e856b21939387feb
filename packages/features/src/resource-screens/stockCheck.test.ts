import { describe, expect, it } from 'vitest';
import { shortfallsOf } from './stockCheck.ts';

const lines = { field: 'materials', takesFrom: 'stockId' };
const line = (stockId: number | null, volumeM3: string, id?: number) => ({
  ...(id === undefined ? {} : { id }),
  stockId,
  volumeM3,
});
const balances = new Map([
  [1, '20.0000'],
  [2, '0.5000'],
]);

describe('lines over what their stocks hold', () => {
  it('are those whose stock would go below zero, all lines of that stock counted', () => {
    const values = { materials: [line(1, '12,5'), line(2, '0.5'), line(1, '8')] };
    expect(shortfallsOf(lines, values, {}, balances)).toEqual([
      { path: 'materials.0.volumeM3', available: '20.0000' },
      { path: 'materials.2.volumeM3', available: '20.0000' },
    ]);
    expect(shortfallsOf(lines, { materials: [line(1, '20'), line(2, '0,5')] }, {}, balances)).toEqual([]);
  });

  it('count what a corrected document took before, which it gives back first', () => {
    const saved = { materials: [line(2, '3.0000', 7)] };
    expect(shortfallsOf(lines, { materials: [line(2, '3,5', 7)] }, saved, balances)).toEqual([]);
    expect(shortfallsOf(lines, { materials: [line(2, '3,6', 7)] }, saved, balances)).toEqual([
      { path: 'materials.0.volumeM3', available: '3.5000' },
    ]);
  });

  it('leave lines without a stock, a number or a known balance to the other checks', () => {
    const values = { materials: [line(null, '99'), line(1, 'banyak'), line(3, '99')] };
    expect(shortfallsOf(lines, values, {}, balances)).toEqual([]);
    expect(shortfallsOf({ field: 'materials' }, { materials: [line(1, '99')] }, {}, balances)).toEqual([]);
  });

  it('read a document that takes from one stock itself (a transfer) as its one line', () => {
    const transfer = { field: '', takesFrom: 'fromStockId' };
    const values = { fromStockId: 2, volumeM3: '0,6' };
    expect(shortfallsOf(transfer, values, {}, balances)).toEqual([{ path: 'volumeM3', available: '0.5000' }]);
    // Corrected, what it took before is given back first.
    const saved = { fromStockId: 2, volumeM3: '0.2000' };
    expect(shortfallsOf(transfer, values, saved, balances)).toEqual([]);
  });
});
