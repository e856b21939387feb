/**
 * How the books show a quantity: which of the ledger's three measures an item keeps, the unit its pieces are
 * counted in, and the text of a value (pieces are whole things; a volume or weight keeps its scale).
 */
import { SCALES } from '@vlegal/domain/books/quantity';
import { formatDecimalText } from '../i18n/format.ts';

/** One of the three quantities the ledger keeps of an item. */
export type Measure = keyof typeof SCALES;
export const MEASURES = Object.keys(SCALES) as Measure[];

/** The measure a quantity column holds, by its name (`pieces`, `initialPieces`, `balanceWeightKg` …). */
export const measureOf = (name: string): Measure | undefined =>
  MEASURES.find((measure) => name.toLowerCase().endsWith(measure.toLowerCase()));

/** What an item keeps beside its volume, and the unit its pieces are counted in (when it names one). */
export interface ItemMeasures {
  keeps: ReadonlySet<Measure>;
  pieceUnit?: string | undefined;
}

const named = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/**
 * The measures of an item: a raw material keeps weight and pieces as it says, its pieces counted in its
 * type's unit ("batang"); a product keeps its pieces, counted in its own unit ("pcs", "set"). Undefined
 * for no item (every measure then shows).
 */
export function itemMeasures(item: {
  rawMaterial?: Record<string, unknown> | undefined;
  rawMaterialType?: Record<string, unknown> | undefined;
  product?: Record<string, unknown> | undefined;
}): ItemMeasures | undefined {
  const { rawMaterial, product } = item;
  if (rawMaterial) {
    const keeps = new Set<Measure>(['volumeM3']);
    if (rawMaterial.trackWeight === true) keeps.add('weightKg');
    if (rawMaterial.trackPieces === true) keeps.add('pieces');
    return { keeps, pieceUnit: named(item.rawMaterialType?.pieceUnitName) };
  }
  if (product) return { keeps: new Set(['volumeM3', 'pieces']), pieceUnit: named(product.unitName) };
  return undefined;
}

const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

/**
 * A quantity for reading, or undefined for nothing to show ("–"): an exact decimal in the reader's format,
 * pieces without decimals unless they hold a fraction and in the item's unit; a measure the item does not
 * keep is nothing rather than 0,00 (a quantity held all the same still shows).
 */
export function quantityText(
  value: unknown,
  measure: Measure | undefined,
  language: string,
  digits: number,
  item?: ItemMeasures,
): string | undefined {
  if (typeof value !== 'string' || !DECIMAL_TEXT.test(value)) return undefined;
  if (measure && item && !item.keeps.has(measure) && !/[1-9]/.test(value)) return undefined;
  const text = formatDecimalText(value, language, measure === 'pieces' ? 0 : digits);
  const unit = measure === 'pieces' ? item?.pieceUnit : undefined;
  return unit ? `${text} ${unit}` : text;
}
