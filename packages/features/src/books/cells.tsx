/** Cells of the books' lists: a quantity (exact decimal text) right-aligned in the reader's format. */
import { Link } from '@vlegal/ui/Link';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { SCALES } from '@vlegal/domain/books/quantity';
import { formatDecimalText } from '../i18n/format.ts';
import type { Translate } from '../resource-screens/schema.ts';
import type { Row, ScreenConfig } from '../resource-screens/screen-config.ts';
import * as styles from './books.css.ts';

/** An exact decimal as text ("12.5000") in the reader's format, never through a float. */
export function Quantity({ value, digits }: { value: unknown; digits: number }) {
  const { t, i18n } = useTranslation();
  const text =
    typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)
      ? formatDecimalText(value, i18n.language, digits)
      : t('resources.view.none');
  return <span className={styles.numeric}>{text}</span>;
}

/** One quantity column of any row (the cell reads that column), with the column's scale. */
function QuantityColumn({ row, screen, name }: { row: object; screen: ScreenConfig; name: string }) {
  const digits = screen.resource.fields.find((field) => field.name === name)?.scale ?? 2;
  return <Quantity value={(row as Record<string, unknown>)[name]} digits={digits} />;
}

type CellProps = { row: object; screen: ScreenConfig };

/** Cells of the three balances (m³, pieces, kg). */
export const quantityCells = {
  volumeM3: (props: CellProps) => <QuantityColumn {...props} name="volumeM3" />,
  pieces: (props: CellProps) => <QuantityColumn {...props} name="pieces" />,
  weightKg: (props: CellProps) => <QuantityColumn {...props} name="weightKg" />,
};

/** Where the list of an item's stock is, so its item's name links to its card. */
export const StockListPath = createContext('');

/** The item's name on a stock list, opening its card. */
export function ItemCardLink({ row }: { row: Row }) {
  const basePath = useContext(StockListPath);
  return <Link href={`${basePath}/${row.id}/card`}>{stockLabel(row)}</Link>;
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
 * What a stock holds now, to choose it by in a lookup ("Saldo 12,5000 m³ · 60,00 batang"): its volume, and
 * its pieces and weight where it holds some.
 */
export const stockBalance = (
  row: Partial<Record<keyof typeof SCALES, unknown>>,
  t: Translate,
  language: string,
) => {
  // Pieces and weight an item does not count stay at zero: only the volume is always shown.
  const held = (Object.keys(SCALES) as (keyof typeof SCALES)[])
    .filter(
      (name) => typeof row[name] === 'string' && (name === 'volumeM3' || /[1-9]/.test(row[name] as string)),
    )
    .map(
      (name) =>
        `${formatDecimalText(row[name] as string, language, SCALES[name])} ${t(`ledger.units.${name}`)}`,
    );
  return held.length ? t('books.balance', { held: held.join(' · ') }) : undefined;
};
