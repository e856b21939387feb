/** Cells of the company and business-unit screens: yes/no flags as badges, moments in the reader's format. */
import { Badge } from '@vlegal/ui/Badge';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../i18n/format.ts';
import type { ScreenConfig } from '../resource-screens/screen-config.ts';

type CellProps<T> = { row: T; screen: ScreenConfig };

/** Whether the row is active, as a badge. */
export function ActiveBadge({ row }: CellProps<{ active?: boolean | null }>) {
  const { t } = useTranslation();
  return row.active === true ? (
    <Badge intent="success">{t('company.flags.active.on')}</Badge>
  ) : (
    <Badge intent="danger">{t('company.flags.active.off')}</Badge>
  );
}

function Lock({ name, set }: { name: 'adminLocked' | 'transLocked'; set: boolean }) {
  const { t } = useTranslation();
  return set ? (
    <Badge intent="warning">{t(`company.flags.${name}.on`)}</Badge>
  ) : (
    t(`company.flags.${name}.off`)
  );
}

export function AdminLockBadge({ row }: CellProps<{ adminLocked?: boolean | null }>) {
  return <Lock name="adminLocked" set={row.adminLocked === true} />;
}

export function TransLockBadge({ row }: CellProps<{ transLocked?: boolean | null }>) {
  return <Lock name="transLocked" set={row.transLocked === true} />;
}

/** A moment (`…T…Z`) in the reader's language, in Jakarta time. */
function Moment({ value }: { value: string | null | undefined }) {
  const { t, i18n } = useTranslation();
  return <>{value ? formatDateTime(value, i18n.language) : t('resources.view.none')}</>;
}

export function StatusChangedDate({ row }: CellProps<{ statusChangedDate?: string | null }>) {
  return <Moment value={row.statusChangedDate} />;
}

export function LockChangedDate({ row }: CellProps<{ lockChangedDate?: string | null }>) {
  return <Moment value={row.lockChangedDate} />;
}
