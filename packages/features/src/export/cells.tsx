/**
 * Cells of the V-Legal screens: an application's number with its licence's once issued, and its state as a
 * badge.
 */
import { type BadgeIntent, StatusBadge } from '@vlegal/ui/Badge';
import { useTranslation } from 'react-i18next';
import { cellDetail } from '../books/books.css.ts';
import type { ScreenConfig } from '../resource-screens/screen-config.ts';
import * as styles from './cells.css.ts';

/**
 * The application's number and, in a list, the licence's under it: one column for the two a list is
 * searched by (a view has the licence's number as its title).
 */
export function ApplicationNumberCell({
  row,
  inList,
}: {
  row: { applicationNumber?: string; vlegalNumber?: string | null };
  inList?: boolean;
}) {
  return (
    <>
      <span className={styles.number}>{row.applicationNumber}</span>
      {inList && row.vlegalNumber ? (
        <span className={`${cellDetail} ${styles.number}`}>{row.vlegalNumber}</span>
      ) : null}
    </>
  );
}

/**
 * The colour of each state (MODEL.md §3.2): what awaits the exporter, what awaits the verificator, a
 * refusal, a licence in force, and the states after it.
 */
const INTENTS: Readonly<Record<string, BadgeIntent>> = {
  DRAFT: 'neutral',
  SUBMITTED: 'info',
  REJECTED: 'danger',
  APPROVED: 'success',
  PUBLISHED: 'success',
  EXTENDED: 'success',
  AMENDED: 'success',
  RELEASED: 'primary',
  REPLACED: 'neutral',
  CANCELLED: 'neutral',
  EXPIRED: 'warning',
};

export function VlegalStatusBadge({ row, screen }: { row: { status?: string }; screen: ScreenConfig }) {
  const { t } = useTranslation();
  const status = String(row.status ?? 'DRAFT');
  return (
    <StatusBadge
      intent={INTENTS[status] ?? 'neutral'}
      label={t(`resources.${screen.resource.key}.values.status.${status}`)}
    />
  );
}
