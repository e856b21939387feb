import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  atScale,
  fromUnits,
  QUANTITY_FIELDS,
  SCALES,
  sum,
  textOfUnits,
  toUnits,
  unitsOf,
} from './quantity.ts';

/** A decimal's text as numeric columns and Big write it: sign, digits, up to 8 decimals. */
const decimalText = fc
  .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 10n }), fc.integer({ min: 0, max: 8 }))
  .map(([negative, digits, decimals]) => {
    const text = digits.toString().padStart(decimals + 1, '0');
    const body = decimals ? `${text.slice(0, -decimals)}.${text.slice(-decimals)}` : text;
    return negative && digits ? `-${body}` : body;
  });

describe('quantities in units', () => {
  it('round as atScale does (half away from zero) and write the same text back', () => {
    fc.assert(
      fc.property(decimalText, fc.constantFrom(2, 4), (text, scale) => {
        const expected = new Big(text).round(scale, Big.roundHalfUp).toFixed(scale);
        expect(textOfUnits(unitsOf(text, scale), scale)).toBe(expected.replace(/^-(0\.0+)$/, '$1'));
      }),
    );
  });

  it('read empty text as zero and exponent text through its value', () => {
    expect(unitsOf(null, 4)).toBe(0);
    expect(unitsOf('', 2)).toBe(0);
    expect(unitsOf('1.5e-3', 4)).toBe(15);
    expect(unitsOf('+2.25', 2)).toBe(225);
  });

  it('refuse a figure beyond exact arithmetic rather than round it', () => {
    expect(() => unitsOf('9007199254740.9930', 4)).toThrow(RangeError);
    expect(() => textOfUnits(2 ** 53 + 2, 4)).toThrow(RangeError);
    expect(textOfUnits(-5, 4)).toBe('-0.0005');
  });

  it('sum many quantities exactly as the decimal sum does', () => {
    const quantity = fc.tuple(decimalText, decimalText, decimalText).map(([v, w, p]) => ({
      volumeM3: atScale('volumeM3', v),
      weightKg: atScale('weightKg', w),
      pieces: atScale('pieces', p),
    }));
    fc.assert(
      fc.property(fc.array(quantity, { maxLength: 40 }), (all) => {
        const units = all
          .map(toUnits)
          .reduce((a, b) => a.map((x, i) => x + (b[i] as number)) as typeof a, [0, 0, 0]);
        const expected = sum(all);
        const got = fromUnits(units);
        for (const field of QUANTITY_FIELDS)
          expect(new Big(got[field]).eq(expected[field]), field).toBe(true);
        expect(got.volumeM3.split('.')[1]?.length).toBe(SCALES.volumeM3);
      }),
    );
  });
});
