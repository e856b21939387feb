/**
 * What the lines of a document typed so far come to, reckoned by the rule the server keeps: a production's
 * volumes and yield (with the refusal or the note the server would ask for), a sale's volume and value, a
 * V-Legal's volume, net weight, units and value.
 * The same reckoning checks the form before it is sent (`productionChecks`, `salesChecks`): what the server
 * would refuse is said on its field and not sent.
 */
import { type SalesTotals, salesTotals } from '@vlegal/domain/books/local-sales';
import { type ProductionYield, productionYield } from '@vlegal/domain/books/production';
import { vlegalTotals } from '@vlegal/domain/export/vlegal';
import { Alert } from '@vlegal/ui/Alert';
import { DescriptionList } from '@vlegal/ui/DescriptionList';
import { Stack } from '@vlegal/ui/Layout';
import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import type { AnyObject, ObjectSchema } from 'yup';
import { useTranslation } from 'react-i18next';
import { formatDecimalText } from '../../i18n/format.ts';
import type { Translate } from '../../resource-screens/schema.ts';
import { type FormValues, toDecimalText } from '../../resource-screens/values.ts';

/** A number as typed ("4,5" or "4.5"); anything else counts nothing (or, for a price, is none) until it is one. */
const typed = (value: unknown, empty: string | null) => {
  const text = toDecimalText(value);
  return text !== null && /^\d+(\.\d+)?$/.test(text) ? text : empty;
};

/** The typed lines of a line set, each with the fields asked for. */
function typedLines<F extends string>(values: FormValues, field: string, names: readonly F[]) {
  const lines = Array.isArray(values[field]) ? (values[field] as Record<string, unknown>[]) : [];
  return lines.map(
    (line) =>
      Object.fromEntries(
        names.map((name) => [name, typed(line?.[name], name === 'volumeM3' ? '0' : null)]),
      ) as Record<F, string | null>,
  );
}

/** A production's totals and yield from its typed lines. */
const productionOf = (values: FormValues): ProductionYield =>
  productionYield(typedLines(values, 'sources', ['volumeM3']), typedLines(values, 'outputs', ['volumeM3']));

/** A sale's totals from its typed lines. */
const salesOf = (values: FormValues): SalesTotals =>
  salesTotals(typedLines(values, 'materials', ['volumeM3', 'unitPrice']));

/** What the server refuses of a production's yield, on the field it names: more out than in, or no note. */
export const productionChecks = (base: ObjectSchema<AnyObject>, t: Translate) =>
  base.test('productionYield', (values, context) => {
    const totals = productionOf(values);
    if (totals.outputExceedsInput)
      return context.createError({ path: 'outputs', message: t('production.outputExceedsInput') });
    const note = typeof values.yieldNote === 'string' ? values.yieldNote.trim() : '';
    if (totals.needsNote && !note)
      return context.createError({ path: 'yieldNote', message: t('production.yieldNote') });
    return true;
  });

/** What the server refuses of a sale's value, at the line's price where it grows too large. */
export const salesChecks = (base: ObjectSchema<AnyObject>, t: Translate) =>
  base.test('salesTotals', (values, context) => {
    const { tooLargeAt } = salesOf(values);
    return tooLargeAt === null
      ? true
      : context.createError({
          path: `materials.${tooLargeAt}.unitPrice`,
          message: t('salesRules.valueTooLarge'),
        });
  });

/** The figures, read out when they change. */
function Figures({
  label,
  items,
}: {
  label: string;
  items: { id: string; term: string; value: ReactNode }[];
}) {
  return (
    <output aria-live="polite" aria-label={label}>
      <DescriptionList items={items.map(({ id, term, value }) => ({ id, term, description: value }))} />
    </output>
  );
}

export function ProductionYieldLive() {
  const { t, i18n } = useTranslation();
  const totals = productionOf(useFormikContext<FormValues>().values);
  const term = (name: string) => t(`resources.production.fields.${name}`);
  const shown = (value: string | null, digits: number) =>
    value === null ? null : formatDecimalText(value, i18n.language, digits);
  return (
    <Stack gap="sm">
      <Figures
        label={t('productionScreens.live')}
        items={[
          { id: 'input', term: term('inputVolumeM3'), value: shown(totals.inputVolumeM3, 4) },
          { id: 'output', term: term('outputVolumeM3'), value: shown(totals.outputVolumeM3, 4) },
          { id: 'yield', term: term('yieldPercent'), value: shown(totals.yieldPercent, 2) },
        ]}
      />
      {totals.outputExceedsInput ? (
        <Alert intent="danger" timeout={null}>
          {t('production.outputExceedsInput')}
        </Alert>
      ) : totals.needsNote ? (
        <Alert intent="warning" timeout={null}>
          {t('production.yieldNote')}
        </Alert>
      ) : null}
    </Stack>
  );
}

export function SalesTotalsLive() {
  const { t, i18n } = useTranslation();
  const totals = salesOf(useFormikContext<FormValues>().values);
  const term = (name: string) => t(`resources.localSales.fields.${name}`);
  return (
    <Figures
      label={t('localSalesScreens.live')}
      items={[
        {
          id: 'volume',
          term: term('totalVolumeM3'),
          value: formatDecimalText(totals.totalVolumeM3, i18n.language, 4),
        },
        {
          id: 'value',
          term: term('totalValue'),
          value: totals.totalValue === null ? null : formatDecimalText(totals.totalValue, i18n.language, 2),
        },
      ]}
    />
  );
}

/** A V-Legal's totals as its lines are typed (a line's value is typed, not reckoned from a price). */
export function VlegalTotalsLive() {
  const { t, i18n } = useTranslation();
  const lines = typedLines(useFormikContext<FormValues>().values, 'materials', [
    'volumeM3',
    'netWeightKg',
    'numberOfUnits',
    'value',
  ]);
  const totals = vlegalTotals(lines);
  const figure = (name: keyof typeof totals, digits: number) => ({
    id: name,
    term: t(`resources.vlegal.fields.${name}`),
    value: formatDecimalText(totals[name], i18n.language, digits),
  });
  return (
    <Figures
      label={t('vlegalScreens.live')}
      items={[
        figure('totalVolumeM3', 4),
        figure('totalNetWeightKg', 2),
        figure('totalUnits', 2),
        figure('totalValue', 2),
      ]}
    />
  );
}
