import { describe, expect, it } from 'vitest';
import { certificateInForce } from './certificate-validity.ts';

describe('a certificate in force on a day', () => {
  const certificate = { status: 'VALID', validDate: '2026-01-01', expiredDate: '2026-12-31' };
  it('is one within its dates, both ends included, and not suspended', () => {
    expect(certificateInForce(certificate, '2026-01-01')).toBe(true);
    expect(certificateInForce(certificate, '2026-12-31')).toBe(true);
    expect(certificateInForce(certificate, '2025-12-31')).toBe(false);
    expect(certificateInForce(certificate, '2027-01-01')).toBe(false);
    expect(certificateInForce({ ...certificate, status: 'SUSPENDED' }, '2026-06-01')).toBe(false);
  });

  it('counts an end not given as open', () => {
    expect(
      certificateInForce({ status: null, validDate: null, expiredDate: '2026-09-30' }, '2020-01-01'),
    ).toBe(true);
    expect(
      certificateInForce({ status: 'VALID', validDate: '2026-01-01', expiredDate: null }, '2099-01-01'),
    ).toBe(true);
  });
});
