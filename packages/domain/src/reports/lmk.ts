/**
 * The monthly mutation reports of a unit's timber (docs/domain/MODEL.md §4.2; docs/adr/0029-monthly-reports.md):
 * LMKB for logs, LMKO for processed wood and products. One row per stock item: its opening balance, what each
 * kind of movement added and took in the period, and its closing balance, which must equal the ledger's
 * balance at the period's end. Every movement type, in the direction its document posted it, lands in
 * exactly one column; a reversal nets into the column of the entry it mirrors.
 */
import type { MovementType } from '../books/ledger.ts';
import { addUnits, fromUnits, type Quantities, toUnits, unitsAtScale, ZERO } from '../books/quantity.ts';

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
const COLUMN_INDEX = new Map(COLUMNS.map((c, i) => [c, i]));

/**
 * A report's figures as whole numbers of each measure's smallest unit (`Units`), one row per line in one
 * flat array: a report computes and sums its thousands of lines this way, exactly, without an object per
 * figure for the collector to chase, and writes a line as text only when it is read (`figures`). A row
 * holds, three numbers (volume, weight, pieces) each: the opening, the columns in the order of
 * `ADDITION_COLUMNS` then `REDUCTION_COLUMNS`, the additions, the reductions, the closing, the ledger's
 * closing. Plain doubles are exact integers up to 2^53; a figure beyond is refused when written.
 */
export class LmkTable {
  /** Numbers of one row. */
  static readonly WIDTH = (COLUMNS.length + 5) * 3;
  static readonly #OPENING = 0;
  static readonly #ADDITIONS = (1 + COLUMNS.length) * 3;
  static readonly #REDUCTIONS = LmkTable.#ADDITIONS + 3;
  static readonly #CLOSING = LmkTable.#REDUCTIONS + 3;
  static readonly #LEDGER = LmkTable.#CLOSING + 3;
  readonly rows: number;
  readonly data: Float64Array;

  constructor(rows: number) {
    this.rows = rows;
    this.data = new Float64Array(rows * LmkTable.WIDTH);
  }

  #add(at: number, volume: number, weight: number, pieces: number, sign: number) {
    const d = this.data;
    d[at] = (d[at] as number) + sign * volume;
    d[at + 1] = (d[at + 1] as number) + sign * weight;
    d[at + 2] = (d[at + 2] as number) + sign * pieces;
  }

  /** Adds to a line's opening balance (`sign` −1 takes away). */
  addOpening(row: number, volume: number, weight: number, pieces: number, sign: 1 | -1 = 1) {
    this.#add(row * LmkTable.WIDTH + LmkTable.#OPENING, volume, weight, pieces, sign);
  }

  /** Adds to the ledger's closing balance of a line, read apart from the sums. */
  addLedgerClosing(row: number, volume: number, weight: number, pieces: number, sign: 1 | -1 = 1) {
    this.#add(row * LmkTable.WIDTH + LmkTable.#LEDGER, volume, weight, pieces, sign);
  }

  /**
   * Adds a movement type's sum, signed as the ledger keeps it, to its column and to the additions or the
   * reductions: a reduction is kept as taken (positive).
   */
  addMovement(
    row: number,
    movementType: MovementType,
    added: boolean,
    volume: number,
    weight: number,
    pieces: number,
  ) {
    const column = columnOf(movementType, added);
    const addition = isAddition(column);
    const sign = addition ? 1 : -1;
    const base = row * LmkTable.WIDTH;
    this.#add(base + (1 + (COLUMN_INDEX.get(column) as number)) * 3, volume, weight, pieces, sign);
    this.#add(base + (addition ? LmkTable.#ADDITIONS : LmkTable.#REDUCTIONS), volume, weight, pieces, sign);
  }

  /** Sets each line's closing: opening + additions − reductions. */
  close(): this {
    const d = this.data;
    for (let base = 0; base < d.length; base += LmkTable.WIDTH)
      for (let i = 0; i < 3; i++)
        d[base + LmkTable.#CLOSING + i] =
          (d[base + LmkTable.#OPENING + i] as number) +
          (d[base + LmkTable.#ADDITIONS + i] as number) -
          (d[base + LmkTable.#REDUCTIONS + i] as number);
    return this;
  }

  /** Whether a line's closing equals the ledger's. */
  agrees(row: number): boolean {
    const d = this.data;
    const base = row * LmkTable.WIDTH;
    return (
      d[base + LmkTable.#CLOSING] === d[base + LmkTable.#LEDGER] &&
      d[base + LmkTable.#CLOSING + 1] === d[base + LmkTable.#LEDGER + 1] &&
      d[base + LmkTable.#CLOSING + 2] === d[base + LmkTable.#LEDGER + 2]
    );
  }

  /** Rows `[from, to)` summed into row `into` of `target` (a group's subtotal, the report's total). */
  sumInto(target: LmkTable, into: number, from = 0, to = this.rows): LmkTable {
    const d = this.data;
    const t = target.data;
    const base = into * LmkTable.WIDTH;
    for (let row = from; row < to; row++) {
      const at = row * LmkTable.WIDTH;
      for (let i = 0; i < LmkTable.WIDTH; i++) t[base + i] = (t[base + i] as number) + (d[at + i] as number);
    }
    return target;
  }

  /** A line's figures written as text. */
  figures(row: number): LmkFigures {
    const d = this.data;
    const base = row * LmkTable.WIDTH;
    const text = (at: number): Quantities =>
      fromUnits([d[base + at] as number, d[base + at + 1] as number, d[base + at + 2] as number]);
    const columns = {} as Record<LmkColumn, Quantities>;
    for (const [i, c] of COLUMNS.entries()) {
      const at = base + (1 + i) * 3;
      columns[c] = d[at] || d[at + 1] || d[at + 2] ? text((1 + i) * 3) : ZERO;
    }
    return {
      opening: text(LmkTable.#OPENING),
      columns,
      additions: text(LmkTable.#ADDITIONS),
      reductions: text(LmkTable.#REDUCTIONS),
      closing: text(LmkTable.#CLOSING),
      ledgerClosing: text(LmkTable.#LEDGER),
      agrees: this.agrees(row),
    };
  }

  /** A subtotal's or total's figures (a sum agrees or not only line by line). */
  totalFigures(row: number): Omit<LmkFigures, 'agrees'> {
    const { agrees: _agrees, ...total } = this.figures(row);
    return total;
  }

  /** Figures written as text, read back into a row. */
  setFigures(row: number, f: Omit<LmkFigures, 'agrees'>): void {
    const base = row * LmkTable.WIDTH;
    const put = (at: number, q: Quantities) => this.data.set(toUnits(q), base + at);
    put(LmkTable.#OPENING, f.opening);
    for (const [i, c] of COLUMNS.entries()) put((1 + i) * 3, f.columns[c]);
    put(LmkTable.#ADDITIONS, f.additions);
    put(LmkTable.#REDUCTIONS, f.reductions);
    put(LmkTable.#CLOSING, f.closing);
    put(LmkTable.#LEDGER, f.ledgerClosing);
  }
}

/** An item's figures from its opening balance, its period's sums per type, and the ledger's closing balance. */
export function lmkFigures(
  opening: Quantities,
  sums: readonly MovementSum[],
  ledgerClosing: Quantities,
): LmkFigures {
  const table = new LmkTable(1);
  table.addOpening(0, ...toUnits(opening));
  for (const s of sums) table.addMovement(0, s.movementType, s.added, ...toUnits(s.quantities));
  table.addLedgerClosing(0, ...toUnits(ledgerClosing));
  return table.close().figures(0);
}

/** The sum of several lines' figures (a group's subtotal, the report's total). */
export function lmkTotal(lines: readonly Omit<LmkFigures, 'agrees'>[]): Omit<LmkFigures, 'agrees'> {
  const table = new LmkTable(lines.length);
  for (const [row, line] of lines.entries()) table.setFigures(row, line);
  return table.sumInto(new LmkTable(1), 0).totalFigures(0);
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
