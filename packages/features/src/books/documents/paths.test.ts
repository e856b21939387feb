import { describe, expect, it } from 'vitest';
import {
  createsIn,
  documentGroupOf,
  documentHrefs,
  documentImportLink,
  documentKindOf,
  validateImportSearch,
} from './paths.ts';

describe('the addresses of the V-Legal pages', () => {
  it("are the unit's, the mirror's and the verificators' queue", () => {
    expect(documentGroupOf('business-unit-export')).toEqual({ area: 'export', scope: 'unit' });
    expect(documentGroupOf('admin-export')).toEqual({ area: 'export', scope: 'admin' });
    expect(documentGroupOf('verification')).toEqual({ area: 'export', scope: 'review' });
    expect(documentKindOf('export', 'unit', 'vlegal')).toBe('vlegal');
    expect(documentKindOf('export', 'admin', 'vlegal-admin')).toBe('vlegal');
    expect(documentKindOf('export', 'review', 'vlegal-approval')).toBe('vlegal');
    // The variants' queues are pages of their own, still to come.
    expect(documentKindOf('export', 'review', 'vlegal-extend-approval')).toBeUndefined();
    expect(documentKindOf('export', 'review', 'vlegal')).toBeUndefined();
  });

  it("add an application on the unit's pages only: the mirror reads and corrects, the queue decides", () => {
    expect(documentHrefs('vlegal', 'unit').new).toBe('/app/business-unit-export/vlegal/new');
    expect(documentHrefs('vlegal', 'admin', 1).new).toBe('/app/admin-export/vlegal-admin');
    expect(documentHrefs('vlegal', 'admin', 1).edit(4)).toBe('/app/admin-export/vlegal-admin/4/edit');
    expect(documentHrefs('vlegal', 'review').new).toBe('/app/verification/vlegal-approval');
    expect(documentHrefs('vlegal', 'review').view(2)).toBe('/app/verification/vlegal-approval/2/view');
    expect([
      createsIn('vlegal', 'unit'),
      createsIn('vlegal', 'admin'),
      createsIn('vlegal', 'review'),
    ]).toEqual([true, false, false]);
    // Every other kind keeps the mirror's new form for a unit.
    expect(documentHrefs('localSales', 'admin', 1).new).toBe('/app/admin-sales/local-sales-admin/new/1');
  });

  it("lead a queue's reader to the unit's pages of a kind the queue has none of", () => {
    expect(documentHrefs('buyer', 'review').view(2)).toBe('/app/business-unit-sales/buyer/2/view');
  });
});

describe("the addresses of a unit's harvest plots", () => {
  it("are the unit's imports and the mirror's, with the unit's import page", () => {
    expect(documentKindOf('import', 'unit', 'harvest-plot')).toBe('harvestPlot');
    expect(documentKindOf('import', 'admin', 'harvest-plot-admin')).toBe('harvestPlot');
    expect(documentHrefs('harvestPlot', 'admin', 3).new).toBe('/app/admin-import/harvest-plot-admin/new/3');
    expect(documentImportLink('harvestPlot')?.href).toBe('/app/business-unit-import/harvest-plot/import');
    expect(documentImportLink('harvestPlot', 3)?.href).toBe(
      '/app/business-unit-import/harvest-plot/import?businessUnitId=3',
    );
    expect(documentImportLink('supplier')).toBeUndefined();
  });

  it("keep the mirror's unit in the import page's address, and nothing else", () => {
    expect(validateImportSearch({ businessUnitId: 3 })).toEqual({ businessUnitId: 3 });
    expect(validateImportSearch({ businessUnitId: '12' })).toEqual({ businessUnitId: 12 });
    expect(validateImportSearch({ businessUnitId: '0' })).toEqual({});
    expect(validateImportSearch({ businessUnitId: 'x', other: 1 })).toEqual({});
  });
});
