/**
 * `multipleOf` checked on the decimal a number stands for, not on float division: 80031782519.82 is a
 * multiple of 0.01, though 80031782519.82 / 0.01 in doubles is 8003178251982.0005, which Ajv's own check
 * (even with `multipleOfPrecision`) refuses for about one price in eight above 45,000. A JSON number is
 * read as the shortest decimal that round-trips (`String(n)`), as a person wrote it, and the check is
 * made on whole numbers of the finer of both scales.
 */
import type Ajv from 'ajv';

/** `text` (a plain decimal) as a whole number of 10^-scale. */
function unitsOf(text: string, scale: number): bigint {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const units = BigInt(whole + fraction.padEnd(scale, '0'));
  return negative ? -units : units;
}

const decimalsOf = (text: string) => (text.includes('.') ? (text.split('.')[1] as string).length : 0);

/** Whether `value` is a multiple of `step`, decimally. */
export function isDecimalMultiple(value: number, step: number): boolean {
  const [v, s] = [String(value), String(step)];
  // Exponent forms (1e-7, 1e21) are rare here: read them as the doubles they are.
  if (/e/i.test(v) || /e/i.test(s)) {
    const quotient = value / step;
    return Math.abs(Math.round(quotient) - quotient) < 1e-9;
  }
  const scale = Math.max(decimalsOf(v), decimalsOf(s));
  const divisor = unitsOf(s, scale);
  return divisor !== 0n && unitsOf(v, scale) % divisor === 0n;
}

/** Replaces Ajv's `multipleOf` with the decimal check, keeping its error's shape and message. */
export function decimalMultipleOf(ajv: Ajv): Ajv {
  ajv.removeKeyword('multipleOf');
  ajv.addKeyword({
    keyword: 'multipleOf',
    type: 'number',
    schemaType: 'number',
    errors: true,
    validate: function check(step: number, value: number) {
      if (isDecimalMultiple(value, step)) return true;
      (check as unknown as { errors: unknown[] }).errors = [
        { keyword: 'multipleOf', params: { multipleOf: step }, message: `must be multiple of ${step}` },
      ];
      return false;
    },
  });
  return ajv;
}
