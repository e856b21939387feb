/** A record's history as a short timeline: who created it and when, its last change, its cancellation and why. */
import { Card } from '@vlegal/ui/Card';
import { Timeline, type TimelineEvent } from '@vlegal/ui/Timeline';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '../i18n/format.ts';
import type { Row } from './screen-config.ts';

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);

/** The card of the history, or nothing for a record that keeps none (a master-data row). */
export function AuditTrail({ row }: { row: Row }) {
  const { t, i18n } = useTranslation();
  const created = text(row.createdDate);
  if (!created) return null;
  const when = (iso: string | undefined) =>
    iso ? { text: formatMoment(iso, i18n.language), iso } : undefined;
  const by = (login: unknown) => (text(login) ? t('resources.trail.by', { by: text(login) }) : undefined);
  const event = (id: string, title: string, login: unknown, iso: string | undefined): TimelineEvent => ({
    id,
    title,
    ...(by(login) ? { by: by(login) } : {}),
    ...(when(iso) ? { time: when(iso) } : {}),
  });
  const events = [event('created', t('resources.trail.created'), row.createdBy, created)];
  const cancelled = text(row.cancelledDate);
  const changed = text(row.lastModifiedDate);
  // A cancellation stamps the row's last change too: that change is the cancellation, said below.
  if (!cancelled && changed && changed !== created)
    events.push({
      ...event('changed', t('resources.trail.changed'), row.lastModifiedBy, changed),
      intent: 'info',
    });
  if (cancelled) {
    const reason = text(row.cancelReason);
    events.push({
      ...event('cancelled', t('resources.trail.cancelled'), row.cancelledBy, cancelled),
      intent: 'danger',
      ...(reason ? { detail: t('resources.trail.reason', { reason }) } : {}),
    });
  }
  return (
    <Card title={t('resources.trail.title')}>
      <Timeline events={events} />
    </Card>
  );
}
