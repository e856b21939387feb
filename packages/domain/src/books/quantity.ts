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
