import { describe, expect, it } from 'vitest';
import { DOCUMENT_SCREENS, masterDataScreens } from '../screen-registry.ts';
import { recordSummary } from './recordSummary.ts';

const names = (fields: readonly { name: string }[]) => fields.map((field) => field.name);

describe('recordSummary', () => {
  it("heads a sale with its number, state, date, buyer and totals, its currency the value's", () => {
    const sale = {
      id: 1,
      salesNumber: '0001/PJL/JJF-01/XI/2026',
      salesDate: '2026-11-19',
      buyerId: 1,
      currencyId: null,
      totalVolumeM3: '0.8000',
      totalValue: '6800000.00',
      status: 'POSTED',
      invoiceNumber: 'INV-1',
    };
    const summary = recordSummary(DOCUMENT_SCREENS.localSales, sale);
    expect(summary.status?.name).toBe('status');
    expect(summary.date?.name).toBe('salesDate');
    expect(names(summary.parties)).toEqual(['buyerId']);
    expect(names(summary.totals)).toEqual(['totalVolumeM3', 'totalValue']);
    expect([...summary.inHeader].sort()).toEqual(
      ['buyerId', 'currencyId', 'salesDate', 'salesNumber', 'status', 'totalValue', 'totalVolumeM3'].sort(),
    );
  });

  it("names a receipt's sub-contractor, and leaves out its unset supplier below as well", () => {
    const receipt = {
      id: 2,
      receiptNumber: 'PNR/JJF-01/2026/11/0002',
      receiptDate: '2026-11-12',
      supplierId: null,
      subConId: 1,
      volumeM3: '1.2500',
      weightKg: null,
      pieces: '1250.00',
      status: 'CANCELLED',
    };
    const summary = recordSummary(DOCUMENT_SCREENS.importMaterial, receipt);
    expect(names(summary.parties)).toEqual(['subConId']);
    expect(names(summary.totals)).toEqual(['volumeM3', 'pieces']);
    expect(summary.inHeader.has('supplierId')).toBe(true);
    expect(summary.inHeader.has('weightKg')).toBe(true);
    // A receipt has no value: its currency is its price's, said below.
    expect(summary.inHeader.has('currencyId')).toBe(false);
  });

  it('heads a master-data row with its name alone', () => {
    const summary = recordSummary(masterDataScreens.province, {
      id: 2,
      code: '33',
      name: 'Jawa Tengah',
      countryId: 1,
    });
    expect(summary).toEqual({
      status: undefined,
      date: undefined,
      parties: [],
      totals: [],
      inHeader: new Set(['name']),
    });
  });
});
