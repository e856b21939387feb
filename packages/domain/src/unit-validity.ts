/**
 * Whether a business unit may work (spec: active, its company active, its S-LK certificate not expired)
 * and what its certificate type allows. The server computes it; screens render the answer.
 */

export const SLK_TYPES = [
  'EXPORTER_PRODUCE',
  'EXPORTER_NON_PRODUCE',
  'NON_EXPORTER_PRODUCE',
  'NON_EXPORTER_NON_PRODUCE',
] as const;
export type SlkType = (typeof SLK_TYPES)[number];

/** Certificate types that allow production (the production area) and export (V-Legal requests). */
const PRODUCING_TYPES: readonly string[] = ['EXPORTER_PRODUCE', 'NON_EXPORTER_PRODUCE'] satisfies SlkType[];
const EXPORTING_TYPES: readonly string[] = ['EXPORTER_PRODUCE', 'EXPORTER_NON_PRODUCE'] satisfies SlkType[];

/** In the order a person should fix them. */
export const UNIT_INVALID_REASONS = [
  'UNIT_INACTIVE',
  'COMPANY_INACTIVE',
  'SLK_MISSING',
  'SLK_EXPIRED',
  'SLK_SUSPENDED',
  'SLK_REVOKED',
] as const;
export type UnitInvalidReason = (typeof UNIT_INVALID_REASONS)[number];

/** Days before expiry from which screens remind the unit to renew its S-LK (a renewal audit takes weeks). */
export const SLK_RENEWAL_NOTICE_DAYS = 60;

/** Business dates are Indonesian (Asia/Jakarta, UTC+7, no daylight saving), whatever the server's zone. */
export const BUSINESS_TIME_ZONE = 'Asia/Jakarta';

export interface UnitValidityInput {
  active: boolean;
  companyActive: boolean;
  slk: { slkType: string; status: string; expiredDate: string } | null;
}

export interface UnitValidity {
  valid: boolean;
  invalidReasons: UnitInvalidReason[];
  slkExpiresInDays: number | null;
  canProduce: boolean;
  canExport: boolean;
}

/** Whether a unit certified under this S-LK type makes products (its productions are allowed). */
export const producesUnder = (slkType: string): boolean => PRODUCING_TYPES.includes(slkType);

/** Today's date (`YYYY-MM-DD`) in the business time zone. */
export function businessToday(now: Date = new Date()): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The validity of a unit on `today` (`YYYY-MM-DD`). A certificate is valid through the day before its expiry date. */
export function unitValidity(unit: UnitValidityInput, today: string): UnitValidity {
  const reasons = new Set<UnitInvalidReason>();
  if (!unit.active) reasons.add('UNIT_INACTIVE');
  if (!unit.companyActive) reasons.add('COMPANY_INACTIVE');
  const slk = unit.slk;
  const expiry = slk?.expiredDate.slice(0, 10);
  if (!slk || !expiry) reasons.add('SLK_MISSING');
  else {
    if (expiry <= today || slk.status === 'EXPIRED') reasons.add('SLK_EXPIRED');
    if (slk.status === 'SUSPENDED') reasons.add('SLK_SUSPENDED');
    if (slk.status === 'REVOKED') reasons.add('SLK_REVOKED');
  }
  const invalidReasons = UNIT_INVALID_REASONS.filter((reason) => reasons.has(reason));
  const type = slk?.slkType ?? '';
  return {
    valid: invalidReasons.length === 0,
    invalidReasons,
    slkExpiresInDays: expiry ? daysBetween(today, expiry) : null,
    canProduce: producesUnder(type),
    canExport: EXPORTING_TYPES.includes(type),
  };
}
