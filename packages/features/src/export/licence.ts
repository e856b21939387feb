/**
 * What the V-Legal screens tell of a V-Legal by themselves: whether it is an issued licence, and who may mail
 * its PDF and send it to SILK again (`vlegals-send-document`, `vlegals/send-file`): an administrator, or a
 * V-Legal user of the V-Legal's own unit. The server decides; the view offers the buttons only to those it
 * would let through, as no `allowedActions` names these two.
 */
import { useQuery } from '@tanstack/react-query';
import { getListCompanyBusinessUnitsByUserQueryOptions } from '@vlegal/api-client/query';
import { isIssued } from '@vlegal/domain/export/vlegal';
import { allows } from '@vlegal/domain/roles';

/** Whether the V-Legal is an issued licence: its number, dates and SILK state shown, its PDF final. */
export const issued = (row: { status?: string | undefined }) => isIssued(row.status);

/**
 * Whether the signed-in account may send the V-Legal's PDF and its licence: an administrator; a V-Legal user
 * once the account's units (the list a unit's pages are scoped by, read once) hold the V-Legal's. Without the
 * account's authorities (a screen shown outside the app's pages), as for the generic screens' writes: yes.
 */
export function useSendsVlegal(
  row: { businessUnitId?: unknown },
  authorities: readonly string[] | undefined,
): boolean {
  const admin = authorities !== undefined && allows(['ROLE_ADMIN'], authorities);
  const exporter = authorities === undefined || allows(['ROLE_USER_VLEGAL'], authorities);
  const units = useQuery({
    ...getListCompanyBusinessUnitsByUserQueryOptions({ size: 200 }),
    enabled: exporter && !admin,
  });
  if (admin) return true;
  if (!exporter || units.data?.status !== 200) return false;
  return units.data.data.some((unit) => unit.id === row.businessUnitId);
}
