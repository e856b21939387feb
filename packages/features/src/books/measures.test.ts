import { describe, expect, it } from 'vitest';
import { itemMeasures, measureOf, quantityText } from './measures.ts';

const logs = itemMeasures({
  rawMaterial: { trackWeight: false, trackPieces: true },
  rawMaterialType: { pieceUnitName: 'batang' },
});
const chairs = itemMeasures({ product: { unitName: 'pcs' } });

describe('measureOf', () => {
  it('reads the measure from a quantity column’s name', () => {
    expect(measureOf('pieces')).toBe('pieces');
    expect(measureOf('initialPieces')).toBe('pieces');
    expect(measureOf('balanceWeightKg')).toBe('weightKg');
    expect(measureOf('totalVolumeM3')).toBe('volumeM3');
    expect(measureOf('unitPrice')).toBeUndefined();
  });
});

describe('quantityText', () => {
  it('shows whole pieces without decimals, in the item’s own unit', () => {
    expect(quantityText('99.00', 'pieces', 'in', 2, chairs)).toBe('99 pcs');
    expect(quantityText('1250.00', 'pieces', 'en', 2, chairs)).toBe('1,250 pcs');
    expect(quantityText('310.00', 'pieces', 'in', 2, logs)).toBe('310 batang');
    expect(quantityText('2.50', 'pieces', 'in', 2)).toBe('2,5');
  });

  it('keeps a volume or a weight at its scale', () => {
    expect(quantityText('1234.5', 'volumeM3', 'in', 4, logs)).toBe('1.234,5000');
    expect(quantityText('-0.75', 'volumeM3', 'en', 4)).toBe('-0.7500');
  });

  it('shows nothing for a measure the item does not keep, unless it holds some all the same', () => {
    expect(quantityText('0.00', 'weightKg', 'in', 2, chairs)).toBeUndefined();
    expect(quantityText('0.00', 'weightKg', 'in', 2, logs)).toBeUndefined();
    expect(quantityText('12.00', 'weightKg', 'in', 2, logs)).toBe('12,00');
    // An item not known: every measure shows.
    expect(quantityText('0.00', 'weightKg', 'in', 2)).toBe('0,00');
    expect(quantityText(null, 'pieces', 'in', 2, chairs)).toBeUndefined();
  });
});
