/** Cells shared by the legality documents of a business unit: the expiry status and the file. */
import { Badge, type BadgeIntent } from '@vlegal/ui/Badge';
import { Link } from '@vlegal/ui/Link';
import { useTranslation } from 'react-i18next';
import type { ScreenConfig } from '../resource-screens/screen-config.ts';

type CellProps<T> = { row: T; screen: ScreenConfig };

export type ExpiryStatus = 'VALID' | 'EXPIRING' | 'EXPIRED';

export const EXPIRY_INTENTS: Record<ExpiryStatus, BadgeIntent> = {
  VALID: 'success',
  EXPIRING: 'warning',
  EXPIRED: 'danger',
};

/** The server's expiry status of a document as a badge (nothing when the document has no expiry date). */
export function ExpiryBadge({ row, screen }: CellProps<{ expiryStatus?: ExpiryStatus | null }>) {
  const { t } = useTranslation();
  const status = row.expiryStatus;
  if (!status) return <>{t('resources.view.none')}</>;
  return (
    <Badge intent={EXPIRY_INTENTS[status]}>
      {t(`resources.${screen.resource.key}.values.expiryStatus.${status}`)}
    </Badge>
  );
}

/** The document's file as a download from the API (`/api/<path>/<id>/file-attachment`), when it has one. */
export function FileDownload({
  row,
  screen,
}: CellProps<{ id: number; fileAttachmentContentType?: string | null }>) {
  const { t } = useTranslation();
  if (!row.fileAttachmentContentType) return <>{t('resources.view.none')}</>;
  const name = t(`resources.${screen.resource.key}.fields.fileAttachment`);
  return (
    <Link href={`/api/${screen.resource.path}/${row.id}/file-attachment`} download>
      {t('resources.view.download', { name })}
    </Link>
  );
}
