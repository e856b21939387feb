/**
 * The stock ledger's vocabulary and rules that need no database (docs/domain/MODEL.md §2.5, §4.1): what a
 * posting appends, and the balance of an item on every day. The server posts and checks in SQL; these pure
 * functions are the rule as written, which tests hold the database to.
 */
import { type Quantities, negativeField, plus, type QuantityField, ZERO } from './quantity.ts';

export const MOVEMENT_TYPES = [
  'INITIAL',
  'RECEIPT_SUPPLIER',
  'RECEIPT_SUBCON',
  'TRANSFER_IN',
  'TRANSFER_OUT',
  'PRODUCTION_INPUT',
  'PRODUCTION_OUTPUT',
  'LOCAL_SALES',
  'VLEGAL_EXPORT',
  'VLEGAL_RETURN',
  'OTHER_USAGE',
  'ADJUSTMENT',
] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];

/** Kinds of documents that post to the ledger (an entry's `sourceType`). */
export type SourceType =
  | 'STOCK'
  | 'IMPORT_MATERIAL'
  | 'TRANSFER_MATERIAL'
  | 'PRODUCTION'
  | 'PRODUCTION_SOURCE'
  | 'PRODUCTION_OUTPUT'
  | 'LOCAL_SALES'
  | 'LOCAL_SALES_MATERIAL'
  | 'VLEGAL'
  | 'VLEGAL_MATERIAL'
  | 'VLEGAL_RELEASE'
  | 'VLEGAL_CANCEL'
  | 'STOCK_OTHER';

/** One movement a document posts: signed quantities (an outflow is negative) on a business day. */
export interface Movement {
  stockId: number;
  /** `YYYY-MM-DD`. */
  date: string;
  movementType: MovementType;
  quantities: Quantities;
  documentNumber?: string | null;
  /** The document's fields a refusal of the movement names (a line's as `lines[2].volumeM3`). */
  at?: { date: string; quantity: string };
}

/** A day on which an item's balance is below zero, and by what. */
export interface Shortfall {
  date: string;
  field: QuantityField;
  balance: Quantities;
}

/**
 * The first day from `from` on at whose end the balance of entries is negative (entries of one item, any
 * order), or null. A back-dated outflow is so checked against every later day, not only today's balance.
 */
export function firstShortfall(
  entries: readonly { date: string; quantities: Quantities }[],
  from = '',
): Shortfall | null {
  const days = new Map<string, Quantities>();
  for (const e of entries) days.set(e.date, plus(days.get(e.date) ?? ZERO, e.quantities));
  let balance = ZERO;
  for (const date of [...days.keys()].sort()) {
    balance = plus(balance, days.get(date) as Quantities);
    const field = negativeField(balance);
    if (field && date >= from) return { date, field, balance };
  }
  return null;
}

/** The balance at the end of `date`: every entry dated on or before it. */
export function balanceOn(
  entries: readonly { date: string; quantities: Quantities }[],
  date: string,
): Quantities {
  return entries.filter((e) => e.date <= date).reduce((total, e) => plus(total, e.quantities), ZERO);
}
