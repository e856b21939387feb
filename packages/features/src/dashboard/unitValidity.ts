/**
 * Validity of a business unit (spec §4): active, its company active, and its S-LK certificate expiring
 * after today. A unit without an id counts as valid.
 */
export interface UnitInfo {
  id?: number | null;
  code?: string;
  name?: string;
  active: boolean;
  company: { name?: string; active: boolean };
  slkCertificate?: { expiredDate?: string | null; slkType?: string | null } | null;
}

export type InvalidReason = 'inactive' | 'companyInactive' | 'expired';

/** Why a unit is not valid on `today` (`YYYY-MM-DD`); empty when it is valid. */
export function unitProblems(unit: UnitInfo, today: string): InvalidReason[] {
  if (unit.id == null) return [];
  const reasons: InvalidReason[] = [];
  if (!unit.active) reasons.push('inactive');
  if (!unit.company.active) reasons.push('companyInactive');
  const expiry = unit.slkCertificate?.expiredDate?.slice(0, 10);
  if (!expiry || expiry <= today) reasons.push('expired');
  return reasons;
}
