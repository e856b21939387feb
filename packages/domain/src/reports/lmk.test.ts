import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MOVEMENT_TYPES, type MovementType } from '../books/ledger.ts';
import { isZero, minus, negated, quantities, sum } from '../books/quantity.ts';
import {
  ADDITION_COLUMNS,
  columnOf,
  isAddition,
  lmkFigures,
  monthBounds,
  intakeErrors,
  REDUCTION_COLUMNS,
  wholeMonthOf,
} from './lmk.ts';

/** The directions the ledger posts each type in (a reversal keeps its original's, ledger.ts). */
const POSTED: Record<MovementType, boolean[]> = {
  INITIAL: [true],
  RECEIPT_SUPPLIER: [true],
  RECEIPT_SUBCON: [true],
  TRANSFER_IN: [true],
  TRANSFER_OUT: [false],
  PRODUCTION_INPUT: [false],
  PRODUCTION_OUTPUT: [true],
  LOCAL_SALES: [false],
  VLEGAL_EXPORT: [false],
  VLEGAL_RETURN: [true],
  OTHER_USAGE: [true, false],
  ADJUSTMENT: [true, false],
};

describe('the columns of the LMKB and LMKO', () => {
  it('put every movement type, in each direction it is posted, in exactly one column of its side', () => {
    const used = new Set<string>();
    for (const type of MOVEMENT_TYPES)
      for (const added of POSTED[type]) {
        const column = columnOf(type, added);
        expect(isAddition(column), `${type} ${added}`).toBe(added);
        used.add(column);
      }
    // No column is left without a movement type.
    expect([...used].sort()).toEqual([...ADDITION_COLUMNS, ...REDUCTION_COLUMNS].sort());
  });

  it('refuse a type posted against its own direction rather than lose it', () => {
    expect(() => columnOf('RECEIPT_SUPPLIER', false)).toThrow(/no report column/);
    expect(() => columnOf('VLEGAL_EXPORT', true)).toThrow(/no report column/);
  });

  it('close every line on opening + additions − reductions, equal to the ledger where the sums are its own', () => {
    const decimal = fc
      .tuple(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 9999 }))
      .map(([whole, part]) => `${whole}.${String(part).padStart(4, '0')}`);
    const movement = fc.constantFrom(...MOVEMENT_TYPES).chain((type) =>
      fc.record({
        movementType: fc.constant(type),
        added: fc.constantFrom(...POSTED[type]),
        quantity: fc.tuple(decimal, decimal),
        // A reversal of an entry nets into the same sum, so a month's sum may have either sign.
        reversed: fc.boolean(),
      }),
    );
    fc.assert(
      fc.property(decimal, fc.array(movement, { maxLength: 30 }), (openingVolume, moves) => {
        const sums = moves.map((m) => {
          const q = quantities(m.quantity[0], '0', m.quantity[1]);
          const signed = m.added ? q : negated(q);
          return {
            movementType: m.movementType,
            added: m.added,
            quantities: m.reversed ? negated(signed) : signed,
          };
        });
        const opening = quantities(openingVolume);
        // The ledger's balance: the opening and every entry as signed.
        const ledger = sum([opening, ...sums.map((s) => s.quantities)]);
        const figures = lmkFigures(opening, sums, ledger);
        expect(figures.closing).toEqual(ledger);
        expect(figures.agrees).toBe(true);
        expect(minus(figures.additions, figures.reductions)).toEqual(minus(ledger, opening));
        // The columns hold every movement once: additions and reductions are the columns summed.
        expect(sum(ADDITION_COLUMNS.map((c) => figures.columns[c]))).toEqual(figures.additions);
        expect(sum(REDUCTION_COLUMNS.map((c) => figures.columns[c]))).toEqual(figures.reductions);
        // A ledger off by anything is flagged.
        const off = lmkFigures(opening, sums, sum([ledger, quantities('0.0001')]));
        expect(off.agrees).toBe(false);
        expect(isZero(minus(off.ledgerClosing, off.closing))).toBe(false);
      }),
    );
  });
});

describe('periods', () => {
  it('know a whole month, its bounds in a leap year, and what is not one', () => {
    expect(monthBounds(2028, 2)).toEqual({ startDate: '2028-02-01', endDate: '2028-02-29' });
    expect(wholeMonthOf('2026-09-01', '2026-09-30')).toEqual({ year: 2026, month: 9 });
    expect(wholeMonthOf('2026-09-01', '2026-09-29')).toBeNull();
    expect(wholeMonthOf('2026-09-01', '2026-10-31')).toBeNull();
  });
});

describe('the intake checks of a verification body', () => {
  const line = lmkFigures(
    quantities('10'),
    [
      { movementType: 'RECEIPT_SUPPLIER', added: true, quantities: quantities('5', '0', '3') },
      { movementType: 'LOCAL_SALES', added: false, quantities: quantities('-2', '0', '-1') },
    ],
    quantities('13', '0', '2'),
  );

  it('pass a line that closes on opening + additions − usage, within 0.01 in every measure', () => {
    expect(intakeErrors([line])).toEqual([]);
    expect(intakeErrors([{ ...line, closing: quantities('13.0100', '0', '2') }])).toEqual([]);
  });

  it('refuse, by line, a closing beyond the tolerance and any negative value', () => {
    expect(intakeErrors([line, { ...line, closing: quantities('13.0200', '0', '2') }])).toEqual([
      { line: 1, rule: 'closing' },
    ]);
    const negative = { ...line, columns: { ...line.columns, soldLocally: quantities('-1') } };
    expect(intakeErrors([negative]).map((e) => e.rule)).toContain('negative');
  });
});
