/**
 * The monthly mutation reports of a unit's timber (docs/domain/MODEL.md §4.2; docs/adr/0029-monthly-reports.md):
 * LMKB for logs, LMKO for processed wood and products. One row per stock item: its opening balance, what each
 * kind of movement added and took in the period, and its closing balance, which must equal the ledger's
 * balance at the period's end. Every movement type, in the direction its document posted it, lands in
 * exactly one column; a reversal nets into the column of the entry it mirrors.
 */
import type { MovementType } from '../books/ledger.ts';
import {
  addUnits,
  fromUnits,
  type Quantities,
  sameUnits,
  toUnits,
  type Units,
  unitsAtScale,
  ZERO,
  zeroUnits,
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

const COLUMNS: readonly LmkColumn[] = [...ADDITION_COLUMNS, ...REDUCTION_COLUMNS];

/** What one movement type added or took in a period, in units (`Units`). */
export interface MovementUnits {
  movementType: MovementType;
  added: boolean;
  units: Units;
}

/**
 * A line's figures as whole numbers of each measure's smallest unit (`Units`): a report computes and sums
 * its thousands of lines this way, exactly and fast, and writes them as text once (`lmkFiguresOf`).
 */
export interface LmkUnits {
  opening: Units;
  /** In the order of `ADDITION_COLUMNS` then `REDUCTION_COLUMNS`. */
  columns: Units[];
  additions: Units;
  reductions: Units;
  closing: Units;
  ledgerClosing: Units;
}

const COLUMN_INDEX = new Map(COLUMNS.map((c, i) => [c, i]));

/** An item's figures in units from its opening balance, its period's sums per type and the ledger's closing. */
export function lmkUnits(opening: Units, sums: readonly MovementUnits[], ledgerClosing: Units): LmkUnits {
  const columns = COLUMNS.map(() => zeroUnits());
  const additions = zeroUnits();
  const reductions = zeroUnits();
  for (const s of sums) {
    const column = columnOf(s.movementType, s.added);
    const addition = isAddition(column);
    // A reduction is kept as taken (positive); the ledger signs it negative.
    const sign = addition ? 1 : -1;
    addUnits(columns[COLUMN_INDEX.get(column) as number] as Units, s.units, sign);
    addUnits(addition ? additions : reductions, s.units, sign);
  }
  const closing = addUnits(addUnits([...opening], additions), reductions, -1);
  return { opening, columns, additions, reductions, closing, ledgerClosing };
}

/** The sum of several lines in units (a group's subtotal, the report's total). */
export function lmkUnitsTotal(lines: readonly LmkUnits[]): LmkUnits {
  const total: LmkUnits = {
    opening: zeroUnits(),
    columns: COLUMNS.map(() => zeroUnits()),
    additions: zeroUnits(),
    reductions: zeroUnits(),
    closing: zeroUnits(),
    ledgerClosing: zeroUnits(),
  };
  for (const line of lines) {
    addUnits(total.opening, line.opening);
    for (const [i, units] of line.columns.entries()) addUnits(total.columns[i] as Units, units);
    addUnits(total.additions, line.additions);
    addUnits(total.reductions, line.reductions);
    addUnits(total.closing, line.closing);
    addUnits(total.ledgerClosing, line.ledgerClosing);
  }
  return total;
}

/** Figures in units written as text, and whether the closing agrees with the ledger's. */
export function lmkFiguresOf(u: LmkUnits): LmkFigures {
  return {
    opening: fromUnits(u.opening),
    columns: Object.fromEntries(
      COLUMNS.map((c, i) => {
        const units = u.columns[i] as Units;
        return [c, units[0] || units[1] || units[2] ? fromUnits(units) : ZERO];
      }),
    ) as Record<LmkColumn, Quantities>,
    additions: fromUnits(u.additions),
    reductions: fromUnits(u.reductions),
    closing: fromUnits(u.closing),
    ledgerClosing: fromUnits(u.ledgerClosing),
    agrees: sameUnits(u.closing, u.ledgerClosing),
  };
}

/** Figures written as text read back in units. */
const unitsOfFigures = (f: Omit<LmkFigures, 'agrees'>): LmkUnits => ({
  opening: toUnits(f.opening),
  columns: COLUMNS.map((c) => toUnits(f.columns[c])),
  additions: toUnits(f.additions),
  reductions: toUnits(f.reductions),
  closing: toUnits(f.closing),
  ledgerClosing: toUnits(f.ledgerClosing),
});

/** An item's figures from its opening balance, its period's sums per type, and the ledger's closing balance. */
export function lmkFigures(
  opening: Quantities,
  sums: readonly MovementSum[],
  ledgerClosing: Quantities,
): LmkFigures {
  return lmkFiguresOf(
    lmkUnits(
      toUnits(opening),
      sums.map((s) => ({ movementType: s.movementType, added: s.added, units: toUnits(s.quantities) })),
      toUnits(ledgerClosing),
    ),
  );
}

/** The sum of several lines' figures (a group's subtotal, the report's total). */
export function lmkTotal(lines: readonly Omit<LmkFigures, 'agrees'>[]): Omit<LmkFigures, 'agrees'> {
  return lmkTotalOf(lmkUnitsTotal(lines.map(unitsOfFigures)));
}

/** A subtotal or total in units written as text (a sum agrees or not only line by line). */
export function lmkTotalOf(u: LmkUnits): Omit<LmkFigures, 'agrees'> {
  const { agrees: _agrees, ...total } = lmkFiguresOf(u);
  return total;
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
  const tolerance = unitsAtScale(INTAKE_TOLERANCE);
  for (const [line, l] of lines.entries()) {
    const expected = addUnits(addUnits(toUnits(l.opening), toUnits(l.additions)), toUnits(l.reductions), -1);
    const closing = toUnits(l.closing);
    if (
      closing.some((units, i) => {
        return Math.abs(units - (expected[i] as number)) > (tolerance[i] as number);
      })
    )
      errors.push({ line, rule: 'closing' });
    const figures = [l.opening, l.closing, ...Object.values(l.columns)];
    if (figures.some((q) => toUnits(q).some((units) => units < 0))) errors.push({ line, rule: 'negative' });
  }
  return errors;
}
