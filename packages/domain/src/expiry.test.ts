import { describe, expect, it } from 'vitest';
import { expiryOf, expiryStatus } from './expiry.ts';

describe('expiry status', () => {
  const today = '2026-11-24';

  it('is expired from the expiry date on', () => {
    expect(expiryStatus('2026-11-24', today)).toBe('EXPIRED');
    expect(expiryStatus('2025-01-01', today)).toBe('EXPIRED');
  });

  it('is expiring within 60 days, and valid beyond', () => {
    expect(expiryStatus('2026-11-25', today)).toBe('EXPIRING');
    expect(expiryStatus('2027-01-23', today)).toBe('EXPIRING');
    expect(expiryStatus('2027-01-24', today)).toBe('VALID');
  });

  it('is none without an expiry date', () => {
    expect(expiryStatus(null, today)).toBeNull();
    expect(expiryStatus('', today)).toBeNull();
  });

  it('reads the field a declaration names', () => {
    expect(expiryOf('expiredDate')({ expiredDate: '2026-12-01' }, today)).toBe('EXPIRING');
  });
});
