import { describe, expect, it } from 'vitest';
import { defaultsToSet, partyDefaults } from './receiptDefaults.ts';

const latest = { id: 7, originOfRawMaterialId: 2, countryOfHarvestId: 5, currencyId: 3 };
const supplier = { id: 1, originOfRawMaterialId: 1 };
const certificate = (id: number) => ({ id });

describe("a receipt's defaults from its party", () => {
  it("are its latest receipt's origin, country and currency, and its only certificate", () => {
    expect(partyDefaults(latest, supplier, [certificate(4)])).toEqual({
      originOfRawMaterialId: 2,
      countryOfHarvestId: 5,
      currencyId: 3,
      supplierCertificateId: 4,
    });
  });

  it("take the party's own origin without a receipt, and no certificate among several", () => {
    expect(partyDefaults(undefined, supplier, [certificate(4), certificate(5)])).toEqual({
      originOfRawMaterialId: 1,
    });
    expect(partyDefaults({ id: 8, currencyId: null }, { id: 2 }, [])).toEqual({});
  });
});

describe('the defaults set', () => {
  const first = { originOfRawMaterialId: null, countryOfHarvestId: 1, currencyId: null };

  it('fill the fields at their first value and keep what the person chose', () => {
    const values = { ...first, currencyId: 9 };
    expect(defaultsToSet(values, first, {}, { originOfRawMaterialId: 2, currencyId: 3 })).toEqual({
      originOfRawMaterialId: 2,
    });
  });

  it("replace another party's defaults, or clear those this party has none for", () => {
    const setBefore = { originOfRawMaterialId: 2, countryOfHarvestId: 5 };
    const values = { ...first, ...setBefore };
    expect(defaultsToSet(values, first, setBefore, { originOfRawMaterialId: 1 })).toEqual({
      originOfRawMaterialId: 1,
      countryOfHarvestId: 1,
    });
  });

  it("replace another party's certificate, even one the person chose", () => {
    const values = { ...first, supplierCertificateId: 4 };
    expect(defaultsToSet(values, first, {}, {}, ['supplierCertificateId'])).toEqual({
      supplierCertificateId: undefined,
    });
    expect(defaultsToSet(values, first, {}, { supplierCertificateId: 6 }, ['supplierCertificateId'])).toEqual(
      {
        supplierCertificateId: 6,
      },
    );
  });
});
