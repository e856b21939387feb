/**
 * The monthly mutation reports of a unit's timber (docs/domain/MODEL.md §4.2; docs/adr/0029-monthly-reports.md):
 * LMKB for logs, LMKO for processed wood and products. One row per stock item: its opening balance, what each
 * kind of movement added and took in the period, and its closing balance, which must equal the ledger's
 * balance at the period's end. Every movement type, in the direction its document posted it, lands in
 * exactly one column; a reversal nets into the column of the entry it mirrors.
 */
import type { MovementType } from '../books/ledger.ts';
import Big from 'big.js';
import {
  minus,
  negated,
  plus,
  QUANTITY_FIELDS,
  type Quantities,
  sameQuantities,
  sum,
  ZERO,
} from '../books/quantity.ts';

export const LMK_REPORTS = ['LMKB', 'LMKO'] as const;
export type LmkReport = (typeof LMK_REPORTS)[number];

/** The columns of additions (penambahan), in the order the report shows them. */
export const ADDITION_COLUMNS = [
  'opened',
  'fromSuppliers',
  'fromSubCons',
  'transfersIn',
  'produced',
  'returnedFromExport',
  'correctedUp',
] as const;
/** The columns of reductions (penggunaan / pengurangan), in the order the report shows them. */
export const REDUCTION_COLUMNS = [
  'usedInProduction',
  'transfersOut',
  'soldLocally',
  'exported',
  'otherUsage',
] as const;
export type AdditionColumn = (typeof ADDITION_COLUMNS)[number];
export type ReductionColumn = (typeof REDUCTION_COLUMNS)[number];
export type LmkColumn = AdditionColumn | ReductionColumn;

/** The column of each movement type posted as an addition (`true`) or a reduction (`false`). */
const COLUMN_OF: Readonly<Record<MovementType, Readonly<Partial<Record<'true' | 'false', LmkColumn>>>>> = {
  INITIAL: { true: 'opened' },
  RECEIPT_SUPPLIER: { true: 'fromSuppliers' },
  RECEIPT_SUBCON: { true: 'fromSubCons' },
  TRANSFER_IN: { true: 'transfersIn' },
  TRANSFER_OUT: { false: 'transfersOut' },
  PRODUCTION_INPUT: { false: 'usedInProduction' },
  PRODUCTION_OUTPUT: { true: 'produced' },
  LOCAL_SALES: { false: 'soldLocally' },
  VLEGAL_EXPORT: { false: 'exported' },
  VLEGAL_RETURN: { true: 'returnedFromExport' },
  OTHER_USAGE: { true: 'correctedUp', false: 'otherUsage' },
  ADJUSTMENT: { true: 'correctedUp', false: 'otherUsage' },
};

/**
 * The column a month's sum of a movement type lands in, by the direction its document posted it (`added`).
 * A type posted against its own direction has no column: the ledger never writes one, and a report that
 * met one would not add up, so it is an error, not a silent loss.
 */
export function columnOf(movementType: MovementType, added: boolean): LmkColumn {
  const column = COLUMN_OF[movementType]?.[added ? 'true' : 'false'];
  if (!column)
    throw new Error(
      `no report column for ${movementType} posted as ${added ? 'an addition' : 'a reduction'}`,
    );
  return column;
}

export const isAddition = (column: LmkColumn): column is AdditionColumn =>
  (ADDITION_COLUMNS as readonly string[]).includes(column);

/** What one movement type added or took in a period, signed as the ledger keeps it (a reduction negative). */
export interface MovementSum {
  movementType: MovementType;
  added: boolean;
  quantities: Quantities;
}

/** One item's line of a report, as computed. */
export interface LmkFigures {
  opening: Quantities;
  /** Each column's quantities, positive for what the column counts (a reduction as taken, not negative). */
  columns: Record<LmkColumn, Quantities>;
  additions: Quantities;
  reductions: Quantities;
  /** opening + additions − reductions. */
  closing: Quantities;
  /** The ledger's balance at the period's end, read apart from the sums. */
  ledgerClosing: Quantities;
  /** Whether closing equals the ledger's balance; a line where it does not is flagged. */
  agrees: boolean;
}

const emptyColumns = (): Record<LmkColumn, Quantities> =>
  Object.fromEntries([...ADDITION_COLUMNS, ...REDUCTION_COLUMNS].map((c) => [c, ZERO])) as Record<
    LmkColumn,
    Quantities
  >;

/** An item's figures from its opening balance, its period's sums per type, and the ledger's closing balance. */
export function lmkFigures(
  opening: Quantities,
  sums: readonly MovementSum[],
  ledgerClosing: Quantities,
): LmkFigures {
  const columns = emptyColumns();
  for (const s of sums) {
    const column = columnOf(s.movementType, s.added);
    columns[column] = plus(columns[column], isAddition(column) ? s.quantities : negated(s.quantities));
  }
  const additions = sum(ADDITION_COLUMNS.map((c) => columns[c]));
  const reductions = sum(REDUCTION_COLUMNS.map((c) => columns[c]));
  const closing = minus(plus(opening, additions), reductions);
  return {
    opening,
    columns,
    additions,
    reductions,
    closing,
    ledgerClosing,
    agrees: sameQuantities(closing, ledgerClosing),
  };
}

/** The sum of several lines' figures (a group's subtotal, the report's total). */
export function lmkTotal(lines: readonly Omit<LmkFigures, 'agrees'>[]): Omit<LmkFigures, 'agrees'> {
  const columns = emptyColumns();
  for (const line of lines)
    for (const c of Object.keys(columns) as LmkColumn[]) columns[c] = plus(columns[c], line.columns[c]);
  return {
    opening: sum(lines.map((l) => l.opening)),
    columns,
    additions: sum(lines.map((l) => l.additions)),
    reductions: sum(lines.map((l) => l.reductions)),
    closing: sum(lines.map((l) => l.closing)),
    ledgerClosing: sum(lines.map((l) => l.ledgerClosing)),
  };
}

/** The first and last day of a month, `YYYY-MM-DD`. */
export function monthBounds(year: number, month: number): { startDate: string; endDate: string } {
  const pad = (n: number) => String(n).padStart(2, '0');
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { startDate: `${year}-${pad(month)}-01`, endDate: `${year}-${pad(month)}-${pad(last)}` };
}

/** The month a period is exactly, or `null` when it starts or ends mid-month or spans several. */
export function wholeMonthOf(startDate: string, endDate: string): { year: number; month: number } | null {
  const year = Number(startDate.slice(0, 4));
  const month = Number(startDate.slice(5, 7));
  const bounds = monthBounds(year, month);
  return bounds.startDate === startDate && bounds.endDate === endDate ? { year, month } : null;
}

/** Whether a month is over on `today` (`YYYY-MM-DD`): only a past month's books can be complete. */
export const monthIsOver = (year: number, month: number, today: string): boolean =>
  monthBounds(year, month).endDate < today;

/** How far a line's closing may stand from opening + additions − usage in a verification body's intake. */
export const INTAKE_TOLERANCE = '0.01';

/** A line a verification body's intake would refuse, and why. */
export interface IntakeError {
  line: number;
  rule: 'closing' | 'negative';
}

/**
 * The intake checks of the verification bodies (EXPORT-FACTS §2) on a report's lines: closing = opening +
 * additions − usage within 0.01 in every measure, and no negative value; errors by line (0-based).
 */
export function intakeErrors(lines: readonly Omit<LmkFigures, 'agrees' | 'ledgerClosing'>[]): IntakeError[] {
  const errors: IntakeError[] = [];
  const tolerance = new Big(INTAKE_TOLERANCE);
  for (const [line, l] of lines.entries()) {
    const expected = minus(plus(l.opening, l.additions), l.reductions);
    if (QUANTITY_FIELDS.some((f) => new Big(l.closing[f]).minus(expected[f]).abs().gt(tolerance)))
      errors.push({ line, rule: 'closing' });
    const figures = [l.opening, l.closing, ...Object.values(l.columns)];
    if (figures.some((q) => QUANTITY_FIELDS.some((f) => new Big(q[f]).lt(0))))
      errors.push({ line, rule: 'negative' });
  }
  return errors;
}
