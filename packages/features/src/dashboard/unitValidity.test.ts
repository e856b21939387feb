import { describe, expect, it } from 'vitest';
import { unitProblems } from './unitValidity.ts';

const unit = {
  id: 1,
  active: true,
  company: { active: true },
  slkCertificate: { expiredDate: '2027-03-01' },
};

describe('unit validity', () => {
  it('is valid when active, with an active company and a certificate expiring later', () => {
    expect(unitProblems(unit, '2026-11-21')).toEqual([]);
  });
  it('names every reason', () => {
    expect(
      unitProblems(
        { ...unit, active: false, company: { active: false }, slkCertificate: { expiredDate: '2026-11-21' } },
        '2026-11-21',
      ),
    ).toEqual(['inactive', 'companyInactive', 'expired']);
  });
  it('counts a unit without an id as valid', () => {
    expect(unitProblems({ ...unit, id: null, active: false }, '2026-11-21')).toEqual([]);
  });
  it('treats a missing certificate as expired', () => {
    expect(unitProblems({ ...unit, slkCertificate: null }, '2026-11-21')).toEqual(['expired']);
  });
});
