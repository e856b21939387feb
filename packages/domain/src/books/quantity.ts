/**
 * Exact quantities of the timber books (docs/domain/MODEL.md §2.0, §4.1): m³ to 4 decimals, kg and pieces
 * to 2, written as text in JSON, numeric in SQL and Big here, never a binary float.
 */
import Big from 'big.js';

export const SCALES = { volumeM3: 4, weightKg: 2, pieces: 2 } as const;
export type QuantityField = keyof typeof SCALES;
export const QUANTITY_FIELDS = Object.keys(SCALES) as QuantityField[];

/** The three parallel quantities of a movement or a balance, each an exact decimal as text. */
export type Quantities = Record<QuantityField, string>;

/** A decimal as text, or null/empty for nothing (zero). */
export type DecimalText = string | null | undefined;

export const big = (value: DecimalText): Big =>
  new Big(value === null || value === undefined || value === '' ? 0 : value);

/** A value at its field's scale, rounded half up (a line is rounded before lines are summed). */
export const atScale = (field: QuantityField, value: Big | DecimalText): string =>
  (value instanceof Big ? value : big(value)).round(SCALES[field], Big.roundHalfUp).toFixed(SCALES[field]);

export const quantities = (
  volumeM3: DecimalText,
  weightKg?: DecimalText,
  pieces?: DecimalText,
): Quantities => ({
  volumeM3: atScale('volumeM3', volumeM3),
  weightKg: atScale('weightKg', weightKg),
  pieces: atScale('pieces', pieces),
});

export const ZERO: Quantities = quantities('0');

const each = (f: (field: QuantityField) => string): Quantities => ({
  volumeM3: f('volumeM3'),
  weightKg: f('weightKg'),
  pieces: f('pieces'),
});

export const plus = (a: Quantities, b: Quantities): Quantities =>
  each((field) => atScale(field, big(a[field]).plus(big(b[field]))));

export const minus = (a: Quantities, b: Quantities): Quantities =>
  each((field) => atScale(field, big(a[field]).minus(big(b[field]))));

export const negated = (a: Quantities): Quantities =>
  each((field) => atScale(field, big(a[field]).times(-1)));

export const sum = (all: readonly Quantities[]): Quantities => all.reduce(plus, ZERO);

/** The first of the quantities below zero, or null. */
export const negativeField = (a: Quantities): QuantityField | null =>
  QUANTITY_FIELDS.find((field) => big(a[field]).lt(0)) ?? null;

export const isZero = (a: Quantities): boolean => QUANTITY_FIELDS.every((field) => big(a[field]).eq(0));

export const sameQuantities = (a: Quantities, b: Quantities): boolean =>
  QUANTITY_FIELDS.every((field) => big(a[field]).eq(big(b[field])));

/**
 * Quantities as whole numbers of each field's smallest unit (10^-scale): exact, and cheap enough to sum a
 * report's thousands of lines where a decimal object per operation would dominate its time. Plain numbers
 * are exact integers up to 2^53 (9·10^11 m³ in units of 10^-4); a figure beyond that is refused, never
 * rounded.
 */
export type Units = [volumeM3: number, weightKg: number, pieces: number];

const SCALE_LIST = QUANTITY_FIELDS.map((field) => SCALES[field]);

const exact = (units: number, what: string): number => {
  if (!Number.isSafeInteger(units)) throw new RangeError(`${what} is beyond exact arithmetic`);
  return units;
};

/** A decimal's text in units of 10^-scale, rounded half away from zero as `atScale` rounds. */
export function unitsOf(text: DecimalText, scale: number): number {
  if (text === null || text === undefined || text === '') return 0;
  if (/[eE]/.test(text)) return unitsOf(big(text).toFixed(scale + 1), scale);
  const negative = text.charCodeAt(0) === 45; /* '-' */
  const body = negative || text.charCodeAt(0) === 43 /* '+' */ ? text.slice(1) : text;
  const dot = body.indexOf('.');
  const whole = dot < 0 ? body : body.slice(0, dot);
  const fraction = dot < 0 ? '' : body.slice(dot + 1);
  let units = Number((whole || '0') + fraction.slice(0, scale).padEnd(scale, '0'));
  if (fraction.length > scale && fraction.charCodeAt(scale) >= 53 /* '5' */) units += 1;
  return exact(negative ? -units : units, text);
}

/** Units as a decimal's text at its scale. */
export function textOfUnits(units: number, scale: number): string {
  exact(units, String(units));
  const negative = units < 0;
  const digits = String(negative ? -units : units).padStart(scale + 1, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

export const toUnits = (q: Quantities): Units => [
  unitsOf(q.volumeM3, SCALES.volumeM3),
  unitsOf(q.weightKg, SCALES.weightKg),
  unitsOf(q.pieces, SCALES.pieces),
];

export const fromUnits = (u: Units): Quantities => ({
  volumeM3: textOfUnits(u[0], SCALES.volumeM3),
  weightKg: textOfUnits(u[1], SCALES.weightKg),
  pieces: textOfUnits(u[2], SCALES.pieces),
});

export const zeroUnits = (): Units => [0, 0, 0];

/** Adds `b` (times `sign`) into `a` in place, and returns `a`. */
export function addUnits(a: Units, b: Units, sign: 1 | -1 = 1): Units {
  a[0] += sign * b[0];
  a[1] += sign * b[1];
  a[2] += sign * b[2];
  return a;
}

export const sameUnits = (a: Units, b: Units): boolean => a[0] === b[0] && a[1] === b[1] && a[2] === b[2];

/** The units of a field's `amount` (its scale applied), e.g. a tolerance. */
export const unitsAtScale = (amount: string): Units =>
  SCALE_LIST.map((scale) => unitsOf(amount, scale)) as Units;
