/**
 * Cells of the books' lists: a quantity (exact decimal text) in the reader's format, with only the measures
 * its item keeps and the item's own unit of its pieces, and an item's stock with where it is held.
 */
import { getStock } from '@vlegal/api-client/query';
import { SCALES } from '@vlegal/domain/books/quantity';
import { stock } from '@vlegal/domain/books/stock';
import { Link } from '@vlegal/ui/Link';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { rawMaterialTypeScreen } from '../master-data/configs/rawMaterialType.ts';
import { useLookupRow, useReferencedRow } from '../resource-screens/fields.tsx';
import type { Translate } from '../resource-screens/schema.ts';
import type { Row, ScreenConfig } from '../resource-screens/screen-config.ts';
import * as styles from './books.css.ts';
import {
  type ItemMeasures,
  itemMeasures,
  MEASURES,
  type Measure,
  measureOf,
  quantityText,
} from './measures.ts';
import { productScreen } from './configs/product.ts';
import { rawMaterialScreen } from './configs/rawMaterial.ts';
import { subConScreen } from './configs/subCon.ts';

/**
 * Where a stock is read by the cells: the stock screen's path and call, without its screen (whose cells are
 * these), so that this module and the stock screen's need not load one another.
 */
const STOCK_SOURCE = { resource: stock, api: { get: getStock } };

/**
 * An exact decimal as text ("12.5000") in the reader's format, never through a float; given its measure
 * and item, pieces in the item's unit and a measure the item does not keep as nothing.
 */
export function Quantity({
  value,
  digits,
  measure,
  item,
}: {
  value: unknown;
  digits: number;
  measure?: Measure | undefined;
  item?: ItemMeasures | undefined;
}) {
  const { t, i18n } = useTranslation();
  const text = quantityText(value, measure, i18n.language, digits, item) ?? t('resources.view.none');
  return <span className={styles.numeric}>{text}</span>;
}

/**
 * The measures of one stock's item, its rows read on their own (a stock's page or card, outside a list):
 * undefined while they load, when every measure shows.
 */
export function useStockMeasures(stock: Record<string, unknown> | undefined): ItemMeasures | undefined {
  const rawMaterial = useLookupRow(rawMaterialScreen, stock?.rawMaterialId);
  const product = useLookupRow(productScreen, stock?.productId);
  const rawMaterialType = useLookupRow(rawMaterialTypeScreen, rawMaterial?.rawMaterialTypeId);
  return itemMeasures({ rawMaterial, rawMaterialType, product });
}

/**
 * The measures of the item a row's quantities are of, when the row names its raw material or product and
 * the list read it for the page (the config's `reads`); undefined otherwise.
 */
function useItemMeasures(row: Record<string, unknown>): ItemMeasures | undefined {
  const listedRawMaterial = useReferencedRow(rawMaterialScreen, row.rawMaterialId)?.row;
  const listedProduct = useReferencedRow(productScreen, row.productId)?.row;
  // A ledger entry names its stock only (a document's entries): its item is the stock's, read on its own.
  const names = typeof row.rawMaterialId === 'number' || typeof row.productId === 'number';
  const stock = useLookupRow(STOCK_SOURCE, names ? undefined : row.stockId);
  const rawMaterial = useLookupRow(
    rawMaterialScreen,
    listedRawMaterial ? undefined : (stock ?? row).rawMaterialId,
  );
  const product = useLookupRow(productScreen, listedProduct ? undefined : (stock ?? row).productId);
  const chosenRawMaterial = listedRawMaterial ?? rawMaterial;
  // The unit logs are counted in is their type's: a few types serve a whole page.
  const rawMaterialType = useLookupRow(rawMaterialTypeScreen, chosenRawMaterial?.rawMaterialTypeId);
  return itemMeasures({ rawMaterial: chosenRawMaterial, rawMaterialType, product: listedProduct ?? product });
}

/**
 * One quantity column of any row of the books: only the measures its item keeps ("–" rather than 0,00),
 * pieces whole and in the item's unit.
 */
function QuantityColumn({ row, screen, name }: { row: object; screen: ScreenConfig; name: string }) {
  const { t, i18n } = useTranslation();
  const values = row as Record<string, unknown>;
  const measure = measureOf(name);
  const item = useItemMeasures(values);
  const digits =
    screen.resource.fields.find((field) => field.name === name)?.scale ?? (measure ? SCALES[measure] : 2);
  const text = quantityText(values[name], measure, i18n.language, digits, item);
  return <span className={styles.numeric}>{text ?? t('resources.view.none')}</span>;
}

type CellProps = { row: object; screen: ScreenConfig };

/** Cells of the three quantities (m³, pieces, kg) of any row of the books that carries them. */
export const quantityCells = {
  volumeM3: (props: CellProps) => <QuantityColumn {...props} name="volumeM3" />,
  pieces: (props: CellProps) => <QuantityColumn {...props} name="pieces" />,
  weightKg: (props: CellProps) => <QuantityColumn {...props} name="weightKg" />,
};

/** What a list of stock reads for its page beside its columns: each stock's item and sub-contractor. */
export const STOCK_READS = ['rawMaterialId', 'productId', 'subConId'] as const;

/** Where the list of an item's stock is, so its item's name links to its card. */
export const StockListPath = createContext('');

/** What a stock list's row says of its item and where it is kept. */
type StockRow = { id: number; itemCode?: unknown; itemName?: unknown; subConId?: unknown };

/** The item of a stock, and where it is held when a sub-contractor holds it rather than the unit. */
function StockItem({ row, href }: { row: StockRow; href?: string }) {
  const { t } = useTranslation();
  const holder = useReferencedRow(subConScreen, row.subConId);
  const name = stockLabel(row);
  return (
    <>
      {href ? <Link href={href}>{name}</Link> : name}
      {typeof row.subConId === 'number' ? (
        <span className={styles.cellDetail}>
          {holder ? t('books.heldAt', { holder: holder.label }) : t('books.heldAtSubCon')}
        </span>
      ) : null}
    </>
  );
}

/** The item's name on a stock list, and where it is held. */
export function StockItemCell({ row }: { row: StockRow }) {
  return <StockItem row={row} />;
}

/** The item's name on a stock list, opening its card, and where it is held. */
export function ItemCardLink({ row }: { row: Row }) {
  const basePath = useContext(StockListPath);
  return <StockItem row={row} href={`${basePath}/${row.id}/card`} />;
}

/**
 * How an item's stock is named: its code and name; where one is chosen among several (`t` given), a stock
 * held at a sub-contractor says so, beside the unit's own stock of the same item.
 */
export const stockLabel = (
  row: { itemCode?: unknown; itemName?: unknown; subConId?: unknown; id: number },
  t?: Translate,
) => {
  if (typeof row.itemName !== 'string' || !row.itemName) return `#${row.id}`;
  const name = `${typeof row.itemCode === 'string' && row.itemCode ? `${row.itemCode} – ` : ''}${row.itemName}`;
  return t && typeof row.subConId === 'number' ? `${name} (${t('books.atSubCon')})` : name;
};

/**
 * What a stock holds now, to choose it by in a lookup ("Saldo 12,5000 m³ · 60 batang"): its volume, and
 * its pieces and weight where it holds some.
 */
export const stockBalance = (
  row: Partial<Record<keyof typeof SCALES, unknown>>,
  t: Translate,
  language: string,
) => {
  // Pieces and weight an item does not count stay at zero: only the volume is always shown.
  const held = MEASURES.filter(
    (name) => typeof row[name] === 'string' && (name === 'volumeM3' || /[1-9]/.test(row[name] as string)),
  ).map((name) => `${quantityText(row[name], name, language, SCALES[name])} ${t(`ledger.units.${name}`)}`);
  return held.length ? t('books.balance', { held: held.join(' · ') }) : undefined;
};
