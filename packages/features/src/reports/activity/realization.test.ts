import type { RealizationInMonth } from '@vlegal/api-client/model';
import { describe, expect, it } from 'vitest';
import {
  byPermitProduct,
  capacityStatus,
  chartMonths,
  overCapacityMonths,
  realizationYears,
} from './realization.ts';

const month = (
  businessPermitProductId: number,
  monthOfYear: number,
  produced: string,
  overCapacity = false,
): RealizationInMonth => ({
  businessUnitId: 1,
  businessPermitId: 7,
  businessPermitCode: 'NIB-0001',
  businessPermitProductId,
  productName: `Produk ${businessPermitProductId}`,
  hsCode: '4407.29',
  year: 2026,
  month: monthOfYear,
  capacity: '100.00',
  capacityUnit: 'M3',
  produced,
  capacityUsedPercent: overCapacity ? '120.00' : '50.00',
  overCapacity,
  exportedVolumeM3: '0.0000',
  localSalesVolumeM3: '0.0000',
});

describe('the realization of the permitted products', () => {
  it('groups the months by permit product, in the order they come', () => {
    const groups = byPermitProduct([month(2, 1, '1'), month(2, 2, '2'), month(1, 1, '3')]);
    expect(groups.map((group) => group.businessPermitProductId)).toEqual([2, 1]);
    expect(groups[0]?.months.map((row) => row.month)).toEqual([1, 2]);
  });

  it('names the months over capacity', () => {
    const [group] = byPermitProduct([month(1, 1, '50'), month(1, 2, '120', true), month(1, 3, '130', true)]);
    expect(overCapacityMonths(group!)).toEqual([2, 3]);
  });

  it('places the months on the twelve of the year, a produced figure within or over capacity', () => {
    const [group] = byPermitProduct([month(1, 2, '50.5000'), month(1, 3, '120.0000', true)]);
    const months = chartMonths(group!);
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ month: 1, within: null, over: null, capacity: null, percent: null });
    expect(months[1]).toMatchObject({ month: 2, within: 50.5, over: null, capacity: 100 });
    expect(months[2]).toMatchObject({ month: 3, within: null, over: 120, percent: '120.00' });
  });

  it('tells over capacity, within it, and without a capacity', () => {
    expect(capacityStatus({ overCapacity: true, capacityUsedPercent: '101.00' })).toBe('over');
    expect(capacityStatus({ overCapacity: false, capacityUsedPercent: '100.00' })).toBe('within');
    expect(capacityStatus({ overCapacity: false, capacityUsedPercent: null })).toBe('noCapacity');
  });

  it('offers the recent years and keeps an older chosen one', () => {
    expect(realizationYears(2026, 2026, 3)).toEqual([2026, 2025, 2024]);
    expect(realizationYears(2026, 2019, 3)).toEqual([2026, 2025, 2024, 2019]);
  });
});
