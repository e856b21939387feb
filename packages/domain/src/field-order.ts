/**
 * Fields of one row that must stay in order: a validity ends no earlier than it starts, a largest size is
 * no smaller than the smallest. A declaration lists its pairs (`inOrder`); the server refuses a write that
 * breaks one, the mock server does the same, and the form shows it on the later field before sending.
 */

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const NUMBER = /^-?\d+([.,]\d+)?$/;

const present = (value: unknown) => value !== undefined && value !== null && value !== '';
const toNumber = (text: string) => Number(text.replace(',', '.'));

/**
 * Whether `later` comes before `earlier`: ISO dates compare as text, numbers (as sent, or as typed with a
 * decimal comma) by value. An unset or unreadable value is left to its field's own rules.
 */
export function outOfOrder(earlier: unknown, later: unknown): boolean {
  if (!present(earlier) || !present(later)) return false;
  const [first, second] = [String(earlier), String(later)];
  if (DATE.test(first) && DATE.test(second)) return second < first;
  if (NUMBER.test(first) && NUMBER.test(second)) return toNumber(second) < toNumber(first);
  return false;
}

export interface OrderBreak {
  /** The later field, which carries the error. */
  field: string;
  /** The field it may not come before. */
  after: string;
}

/** The pairs of `inOrder` the row breaks. */
export function orderBreaks(
  inOrder: readonly (readonly [string, string])[],
  row: Readonly<Record<string, unknown>>,
): OrderBreak[] {
  return inOrder
    .filter(([earlier, later]) => outOfOrder(row[earlier], row[later]))
    .map(([earlier, later]) => ({ field: later, after: earlier }));
}

/** The fields set beyond the first of each group of `exclusive` (at most one of a group may be set). */
export function exclusiveBreaks(
  exclusive: readonly (readonly string[])[],
  row: Readonly<Record<string, unknown>>,
): OrderBreak[] {
  return exclusive.flatMap((group) => {
    const [first, ...others] = group.filter((name) => present(row[name]));
    return first ? others.map((field) => ({ field, after: first })) : [];
  });
}
