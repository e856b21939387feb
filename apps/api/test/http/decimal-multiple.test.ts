import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { decimalMultipleOf, isDecimalMultiple } from '../../src/http/decimal-multiple.ts';

describe('multipleOf on decimals', () => {
  it('takes every two-decimal price, however large, that float division refuses', () => {
    for (const price of [80031782519.82, 45000.07, 999999999999.99, 0.01, 0, -12.5, 7])
      expect(isDecimalMultiple(price, 0.01), String(price)).toBe(true);
    // The float check these pass: 80031782519.82 / 0.01 is not a whole double.
    expect(Number.isInteger(80031782519.82 / 0.01)).toBe(false);
  });

  it('refuses a figure with more decimals than the scale, and a non-multiple of a coarser step', () => {
    for (const [value, step] of [
      [1.005, 0.01],
      [0.00001, 0.0001],
      [7.5, 5],
      [0.3, 0.25],
    ] as const)
      expect(isDecimalMultiple(value, step), `${value} of ${step}`).toBe(false);
    expect(isDecimalMultiple(12.5, 2.5)).toBe(true);
    expect(isDecimalMultiple(1e-7, 1e-7)).toBe(true);
  });

  it("answers Ajv's own error shape", () => {
    const ajv = decimalMultipleOf(new Ajv2020({ allErrors: true }) as never) as unknown as Ajv2020;
    const validate = ajv.compile({ type: 'number', multipleOf: 0.01 });
    expect(validate(80031782519.82)).toBe(true);
    expect(validate(1.005)).toBe(false);
    expect(validate.errors).toEqual([
      expect.objectContaining({
        keyword: 'multipleOf',
        params: { multipleOf: 0.01 },
        message: 'must be multiple of 0.01',
      }),
    ]);
  });
});
