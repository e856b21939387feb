import { describe, expect, it } from 'vitest';
import { businessToday, unitValidity } from './unit-validity.ts';

const slk = (over: Partial<{ slkType: string; status: string; expiredDate: string }> = {}) => ({
  slkType: 'EXPORTER_PRODUCE',
  status: 'ACTIVE',
  expiredDate: '2027-03-01',
  ...over,
});

describe('unitValidity', () => {
  it('is valid when the unit and company are active and the S-LK runs past today', () => {
    expect(unitValidity({ active: true, companyActive: true, slk: slk() }, '2026-11-21')).toEqual({
      valid: true,
      invalidReasons: [],
      slkExpiresInDays: 100,
      canProduce: true,
      canExport: true,
    });
  });

  it('counts the expiry day itself as expired', () => {
    const onTheDay = unitValidity({ active: true, companyActive: true, slk: slk() }, '2027-03-01');
    expect(onTheDay.invalidReasons).toEqual(['SLK_EXPIRED']);
    expect(onTheDay.slkExpiresInDays).toBe(0);
    const dayBefore = unitValidity({ active: true, companyActive: true, slk: slk() }, '2027-02-28');
    expect(dayBefore.valid).toBe(true);
    expect(dayBefore.slkExpiresInDays).toBe(1);
  });

  it('lists every reason in a fixed order', () => {
    const v = unitValidity(
      { active: false, companyActive: false, slk: slk({ status: 'SUSPENDED' }) },
      '2028-01-01',
    );
    expect(v.valid).toBe(false);
    expect(v.invalidReasons).toEqual(['UNIT_INACTIVE', 'COMPANY_INACTIVE', 'SLK_EXPIRED', 'SLK_SUSPENDED']);
    expect(v.slkExpiresInDays).toBe(-306);
  });

  it('refuses a unit without certificate, and a revoked or expired-status one', () => {
    expect(unitValidity({ active: true, companyActive: true, slk: null }, '2026-11-21')).toMatchObject({
      invalidReasons: ['SLK_MISSING'],
      slkExpiresInDays: null,
      canProduce: false,
      canExport: false,
    });
    expect(
      unitValidity({ active: true, companyActive: true, slk: slk({ status: 'REVOKED' }) }, '2026-11-21')
        .invalidReasons,
    ).toEqual(['SLK_REVOKED']);
    expect(
      unitValidity({ active: true, companyActive: true, slk: slk({ status: 'EXPIRED' }) }, '2026-11-21')
        .invalidReasons,
    ).toEqual(['SLK_EXPIRED']);
  });

  it.each([
    ['EXPORTER_PRODUCE', true, true],
    ['EXPORTER_NON_PRODUCE', false, true],
    ['NON_EXPORTER_PRODUCE', true, false],
    ['NON_EXPORTER_NON_PRODUCE', false, false],
  ])('%s: produce %s, export %s', (slkType, canProduce, canExport) => {
    const v = unitValidity({ active: true, companyActive: true, slk: slk({ slkType }) }, '2026-11-21');
    expect([v.canProduce, v.canExport]).toEqual([canProduce, canExport]);
  });
});

describe('businessToday', () => {
  it('is the date in Jakarta, not in UTC', () => {
    // 18:30 UTC is already 01:30 the next day in Jakarta (UTC+7).
    expect(businessToday(new Date('2026-11-21T18:30:00Z'))).toBe('2026-11-22');
    expect(businessToday(new Date('2026-11-21T16:59:00Z'))).toBe('2026-11-21');
  });
});
