/**
 * A V-Legal's verification checklist in its view (MODEL.md §3.4), as the server computes it now
 * (`GET vlegals/checklist/{id}`): the application's checks, then each line's under the line, each with its
 * outcome as a symbol and a word and a sentence saying what was found. The exporter reads it before
 * submitting; the verificator reviewing it ticks the checks only a person can make, and the ticks go with
 * the decision (`vlegalConfig.ts`).
 */
import { useGetVlegalChecklist } from '@vlegal/api-client/query';
import type { VlegalChecklistItem } from '@vlegal/api-client/model';
import { Alert } from '@vlegal/ui/Alert';
import { type BadgeIntent, StatusBadge } from '@vlegal/ui/Badge';
import { Card } from '@vlegal/ui/Card';
import { Checkbox } from '@vlegal/ui/Checkbox';
import { Stack } from '@vlegal/ui/Layout';
import { ProgressBar } from '@vlegal/ui/ProgressBar';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDecimalText, formatMoment, inSentence } from '../i18n/format.ts';
import { fieldLabelKey } from '../resource-screens/fields.tsx';
import type { Translate } from '../resource-screens/schema.ts';
import type { ScreenConfig } from '../resource-screens/screen-config.ts';
import * as styles from './checklist.css.ts';
import { checkId, tick, useTicks } from './checklistDecision.ts';

/** The states a checklist is read in: before submitting, and while a verificator decides. */
const CHECKED: ReadonlySet<string> = new Set(['DRAFT', 'REJECTED', 'SUBMITTED']);

/** Each outcome's colour; its symbol and word say it too (colour is never the only cue). */
const INTENTS: Readonly<Record<VlegalChecklistItem['outcome'], BadgeIntent>> = {
  PASS: 'success',
  WARN: 'warning',
  FAIL: 'danger',
  MANUAL: 'neutral',
};

/** What the checklist reads of the V-Legal: its state, the steps it allows, its lines' descriptions. */
interface Application {
  id: number;
  status?: string;
  allowedActions?: readonly string[];
  materials?: readonly { lineNo?: number; commercialDescription?: string | null }[];
}

/** The checklist of a V-Legal's view, while it is a draft, rejected or submitted; nothing otherwise. */
export function VlegalChecklistPanel({ row, config }: { row: Application; config: ScreenConfig }) {
  return CHECKED.has(String(row.status)) ? <Checklist row={row} config={config} /> : null;
}

function Checklist({ row, config }: { row: Application; config: ScreenConfig }) {
  const { t, i18n } = useTranslation();
  const answer = useGetVlegalChecklist(row.id);
  // The verificator who may decide it ticks; the exporter who may submit it corrects; anybody else reads.
  const tickable = row.allowedActions?.includes('approve') === true;
  const title = t('vlegalScreens.checklist.title');
  if (answer.isPending)
    return (
      <Card title={title}>
        <ProgressBar label={t('error.loading')} />
      </Card>
    );
  if (answer.isError || answer.data.status !== 200)
    return (
      <Card title={title}>
        <Alert intent="danger" timeout={null}>
          {t('vlegalScreens.checklist.failed')}
        </Alert>
      </Card>
    );
  const { items, computedAt } = answer.data.data;
  const lines = [...new Set(items.flatMap((item) => (item.lineNo === undefined ? [] : [item.lineNo])))];
  const described = (lineNo: number) =>
    row.materials?.find((material) => material.lineNo === lineNo)?.commercialDescription ?? '';
  return (
    <Card title={title}>
      <Stack gap="md">
        <p className={styles.intro}>
          {t(
            tickable
              ? 'vlegalScreens.checklist.introReview'
              : row.allowedActions?.includes('submit')
                ? 'vlegalScreens.checklist.intro'
                : 'vlegalScreens.checklist.introRead',
          )}{' '}
          {t('vlegalScreens.checklist.computedAt', { at: formatMoment(computedAt, i18n.language) })}
        </p>
        <Group
          title={t('vlegalScreens.checklist.application')}
          items={items.filter((item) => item.lineNo === undefined)}
          row={row}
          config={config}
          tickable={tickable}
        />
        {lines.map((lineNo) => (
          <Group
            key={lineNo}
            title={t('vlegalScreens.checklist.line', { number: lineNo, description: described(lineNo) })}
            items={items.filter((item) => item.lineNo === lineNo)}
            row={row}
            config={config}
            tickable={tickable}
          />
        ))}
      </Stack>
    </Card>
  );
}

function Group({
  title,
  items,
  row,
  config,
  tickable,
}: {
  title: string;
  items: readonly VlegalChecklistItem[];
  row: Application;
  config: ScreenConfig;
  tickable: boolean;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const ticked = useTicks(row.id);
  return (
    // A list named by its heading, not a landmark: its title may be a section's of the view too.
    <div className={styles.group}>
      <h3 id={id} className={styles.groupTitle}>
        {title}
      </h3>
      <ul className={styles.list} aria-labelledby={id}>
        {items.map((item) => {
          const name = t(`vlegalScreens.checklist.name.${item.key}`);
          const said = sentenceOf(item, t, i18n.language, config);
          return (
            <li key={checkId(item)} className={styles.item}>
              <span>
                <StatusBadge
                  intent={INTENTS[item.outcome]}
                  label={t(`vlegalScreens.checklist.outcome.${item.outcome}`)}
                />
              </span>
              {tickable && item.outcome === 'MANUAL' ? (
                <Checkbox
                  isSelected={ticked.has(checkId(item))}
                  onChange={(on) => tick(row.id, checkId(item), on)}
                  description={said}
                >
                  {name}
                </Checkbox>
              ) : (
                <span className={styles.text}>
                  <span className={styles.name}>{name}</span>
                  <span className={styles.sentence}>{said}</span>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * The sentence of a check: its text by the reason the server gave (a failed certificate's, a missing
 * density's) or else by its outcome, with its dates, quantities and fields written for the reader.
 */
export function sentenceOf(
  item: VlegalChecklistItem,
  t: Translate,
  language: string,
  config: ScreenConfig,
): string {
  const values = item.values ?? {};
  const shown: Record<string, string> = { ...values };
  for (const field of ['expiry', 'shipmentDate'])
    if (values[field]) shown[field] = formatDate(values[field], language);
  for (const field of ['available', 'quantity'])
    if (values[field]) shown[field] = formatDecimalText(values[field] as string, language, 4);
  for (const field of ['computed', 'expected'])
    if (values[field]) shown[field] = formatDecimalText(values[field] as string, language, 0);
  if (values.missing)
    shown.missing = values.missing
      .split(',')
      .map((field) => t(fieldLabelKey(config, field)))
      .join(', ');
  if (values.status)
    shown.status = inSentence(
      t(`resources.slkCertificate.values.status.${values.status}`, { defaultValue: values.status }),
    );
  return t(`vlegalScreens.checklist.text.${item.key}.${values.reason ?? item.outcome}`, shown);
}
