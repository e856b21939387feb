/** Who gets the dashboard card of documents expiring soon (the card itself loads on its own). */
import type { Account, BusinessUnitInfo } from '@vlegal/api-client/model';

/** The card is for people of units: not for platform staff (no company, no unit), nor without units. */
export function showsExpiringDocuments(account: Account, units: readonly BusinessUnitInfo[] | undefined) {
  const platformStaff = account.companyId == null && account.businessUnitId == null;
  return !platformStaff && units !== undefined && units.length > 0;
}
