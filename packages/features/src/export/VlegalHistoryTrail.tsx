/**
 * A V-Legal's history in its view (`vlegal-histories`): who created it, then every step it took — submitted,
 * rejected with the verificator's reason, approved, mailed — with who and when, oldest first. It takes the
 * place of the generic audit trail, whose last change would hide the steps between.
 */
import { useListVlegalHistories } from '@vlegal/api-client/query';
import type { VlegalHistory } from '@vlegal/api-client/model';
import { Card } from '@vlegal/ui/Card';
import { ProgressBar } from '@vlegal/ui/ProgressBar';
import { Timeline, type TimelineEvent } from '@vlegal/ui/Timeline';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '../i18n/format.ts';

/** How each step reads on the line (a rejection in red, an approval in green); others neutral. */
const INTENTS: Readonly<Record<string, NonNullable<TimelineEvent['intent']>>> = {
  submit: 'info',
  approve: 'success',
  reject: 'danger',
};

/** The most steps a document's history shows (a V-Legal takes a handful, its variants a few more). */
const MOST_STEPS = 200;

/** What the trail reads of the V-Legal: its id, and who created it when. */
interface Application {
  id: number;
  createdBy?: string | null;
  createdDate?: string | null;
}

export function VlegalHistoryTrail({ row }: { row: Application }) {
  const { t, i18n } = useTranslation();
  const id = Number(row.id);
  const history = useListVlegalHistories({ vlegalId: id, size: MOST_STEPS, sort: ['id,asc'] });
  const title = t('vlegalScreens.history.title');
  if (history.isPending)
    return (
      <Card title={title}>
        <ProgressBar label={t('error.loading')} />
      </Card>
    );
  const when = (iso: unknown) =>
    typeof iso === 'string' && iso ? { time: { text: formatMoment(iso, i18n.language), iso } } : {};
  const by = (login: unknown) =>
    typeof login === 'string' && login ? { by: t('resources.trail.by', { by: login }) } : {};
  const created: TimelineEvent = {
    id: 'created',
    title: t('resources.trail.created'),
    ...by(row.createdBy),
    ...when(row.createdDate),
  };
  const steps = (history.data?.status === 200 ? history.data.data : []).map(
    (step: VlegalHistory): TimelineEvent => ({
      id: String(step.id),
      title: t(`vlegalScreens.history.step.${step.action}`, {
        defaultValue: t('vlegalScreens.history.step.other', { action: step.action }),
      }),
      ...by(step.actorLogin),
      ...when(step.actionDate),
      ...(INTENTS[step.action] ? { intent: INTENTS[step.action] } : {}),
      ...(step.note
        ? {
            detail: t(
              step.action === 'sendDocument'
                ? 'vlegalScreens.history.sentTo'
                : 'vlegalScreens.history.reason',
              { note: step.note },
            ),
          }
        : {}),
    }),
  );
  return (
    <Card title={title}>
      {history.isError ? <p>{t('vlegalScreens.history.unavailable')}</p> : null}
      <Timeline events={[created, ...steps]} />
    </Card>
  );
}
