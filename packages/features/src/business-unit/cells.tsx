/** The cell the dated legality documents of a business unit share: the expiry status as a badge. */
import type { ExpiryStatus } from '@vlegal/domain/expiry';
import { Badge, type BadgeIntent } from '@vlegal/ui/Badge';
import { useTranslation } from 'react-i18next';
import type { ScreenConfig } from '../resource-screens/screen-config.ts';

type CellProps<T> = { row: T; screen: ScreenConfig };

const EXPIRY_INTENTS: Record<ExpiryStatus, BadgeIntent> = {
  VALID: 'success',
  EXPIRING: 'warning',
  EXPIRED: 'danger',
};

/** An expiry status as a badge, in the words of the resource (`resources.<key>.values.expiryStatus`). */
export function ExpiryStatusBadge({ status, resourceKey }: { status: ExpiryStatus; resourceKey: string }) {
  const { t } = useTranslation();
  return (
    <Badge intent={EXPIRY_INTENTS[status]}>
      {t(`resources.${resourceKey}.values.expiryStatus.${status}`)}
    </Badge>
  );
}

/** The server's expiry status of a document as a badge (nothing when the document has no expiry date). */
export function ExpiryBadge({ row, screen }: CellProps<{ expiryStatus?: ExpiryStatus | null }>) {
  const { t } = useTranslation();
  const status = row.expiryStatus;
  if (!status) return <>{t('resources.view.none')}</>;
  return <ExpiryStatusBadge status={status} resourceKey={screen.resource.key} />;
}
