/**
 * Whether a legality certificate was in force on a day (YYYY-MM-DD): not suspended, and the day within its
 * dates, an end not given counting as open. A receipt's cited certificate must be (the ledger's rule), and a
 * trace says of each supplier certificate whether it was on the receipt's day.
 */
export function certificateInForce(
  certificate: { status: string | null; validDate: string | null; expiredDate: string | null },
  day: string,
): boolean {
  return (
    certificate.status !== 'SUSPENDED' &&
    (certificate.validDate === null || certificate.validDate <= day) &&
    (certificate.expiredDate === null || day <= certificate.expiredDate)
  );
}
