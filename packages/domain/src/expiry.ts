/**
 * Where a dated document stands: VALID, EXPIRING within 60 days, or EXPIRED, on a business day (Jakarta
 * time, `businessToday`). A document is valid through the day before its expiry date, as a certificate is
 * (`unit-validity.ts`); one without an expiry date has no status.
 */
import { SLK_RENEWAL_NOTICE_DAYS } from './unit-validity.ts';

export const EXPIRY_STATUSES = ['VALID', 'EXPIRING', 'EXPIRED'] as const;
export type ExpiryStatus = (typeof EXPIRY_STATUSES)[number];

/** Days before the expiry date from which a document counts as expiring. */
export const EXPIRING_WITHIN_DAYS = SLK_RENEWAL_NOTICE_DAYS;

const DAY_MS = 86_400_000;

export function expiryStatus(expiredDate: unknown, today: string): ExpiryStatus | null {
  if (typeof expiredDate !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(expiredDate)) return null;
  if (expiredDate <= today) return 'EXPIRED';
  const days = (Date.parse(`${expiredDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS;
  return days <= EXPIRING_WITHIN_DAYS ? 'EXPIRING' : 'VALID';
}

/** The computed `expiryStatus` of a declaration, from its field `expiredDate`. */
export const expiryOf =
  (field: string) =>
  (row: Readonly<Record<string, unknown>>, today: string): ExpiryStatus | null =>
    expiryStatus(row[field], today);
