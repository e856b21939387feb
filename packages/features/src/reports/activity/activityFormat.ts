/** How a report's cells and totals read: figures in the reader's format, codes by their names. */
import { formatDate, formatDecimalText, formatMoney } from '../../i18n/format.ts';
import type { Period } from '../period.ts';
import type { ActivityColumn, ColumnKind, ReportParams } from './activityReports.ts';

/** What shows for a value the row has not (an item without pieces, a licence without PEB). */
export const NONE = '–';

/** Fraction digits of each kind of figure (pieces are whole unless the server says otherwise). */
const DIGITS: Partial<Record<ColumnKind, number>> = { m3: 4, kg: 2, pieces: 0, money: 2, percent: 2 };

export const isFigure = (kind: ColumnKind) => kind in DIGITS;

/** A figure written as exact decimal text, in the reader's format; a percentage with its sign. */
export function figureText(kind: ColumnKind, value: unknown, language: string): string {
  if (typeof value !== 'string' || value === '') return NONE;
  const text = formatDecimalText(value, language, DIGITS[kind] ?? 0);
  return kind === 'percent' ? `${text} %` : text;
}

/** An amount in its currency; without one (a sale with no currency), the bare figure. */
export function moneyText(value: unknown, currency: unknown, language: string): string {
  if (typeof value !== 'string' || value === '') return NONE;
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency))
    return figureText('money', value, language);
  return formatMoney(value, currency, language);
}

/** The first of a flag column's booleans that holds on the row, or null. */
export function flagOf(column: ActivityColumn, row: Record<string, unknown>): string | null {
  return column.flags?.find((field) => row[field] === true) ?? null;
}

/**
 * A cell as it reads. `name` gives a code's name (a translation); a code it does not know shows as it is.
 */
export function cellText(
  column: ActivityColumn,
  row: Record<string, unknown>,
  language: string,
  name: (key: string) => string,
): string {
  const value = row[column.field];
  switch (column.kind) {
    case 'flag': {
      const flag = flagOf(column, row);
      return flag ? name(`activityReports.flags.${flag}`) : '';
    }
    case 'date':
      return typeof value === 'string' && value ? formatDate(value, language) : NONE;
    case 'money':
      return moneyText(value, column.currencyField ? row[column.currencyField] : undefined, language);
    case 'text':
      if (value === null || value === undefined || value === '') return NONE;
      return column.values ? name(`${column.values}.${String(value)}`) : String(value);
    default:
      return figureText(column.kind, value, language);
  }
}

/** The query of a report call: the period, the unit when one is named, the search when there is one. */
export function reportParams(
  period: Period,
  unitId: number | undefined,
  query: string | undefined,
): ReportParams {
  return {
    startDate: period.startDate,
    endDate: period.endDate,
    ...(unitId === undefined ? {} : { businessUnitId: unitId }),
    ...(query ? { query } : {}),
  };
}
