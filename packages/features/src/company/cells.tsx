/** Cells of the company and business-unit screens: their status and locks as badges. */
import { Badge } from '@vlegal/ui/Badge';
import { useTranslation } from 'react-i18next';
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
