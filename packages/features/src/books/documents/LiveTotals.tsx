/**
 * What the lines of a document typed so far come to, reckoned by the rule the server keeps: a production's
 * volumes and yield (with the refusal or the note the server would ask for), a sale's volume and value.
 */
import { salesTotals } from '@vlegal/domain/books/local-sales';
import { productionYield } from '@vlegal/domain/books/production';
import { Alert } from '@vlegal/ui/Alert';
import { DescriptionList } from '@vlegal/ui/DescriptionList';
import { Stack } from '@vlegal/ui/Layout';
import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDecimalText } from '../../i18n/format.ts';
import { toDecimalText } from '../../resource-screens/values.ts';

/** A number as typed ("4,5" or "4.5"); anything else counts nothing (or, for a price, is none) until it is one. */
const typed = (value: unknown, empty: string | null) => {
  const text = toDecimalText(value);
  return text !== null && /^\d+(\.\d+)?$/.test(text) ? text : empty;
};

/** The typed lines of a line set, each with the fields asked for. */
function useTypedLines<F extends string>(field: string, names: readonly F[]) {
  const { values } = useFormikContext<Record<string, unknown>>();
  const lines = Array.isArray(values[field]) ? (values[field] as Record<string, unknown>[]) : [];
  return lines.map(
    (line) =>
      Object.fromEntries(
        names.map((name) => [name, typed(line?.[name], name === 'volumeM3' ? '0' : null)]),
      ) as Record<F, string | null>,
  );
}

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
  const totals = productionYield(
    useTypedLines('sources', ['volumeM3']),
    useTypedLines('outputs', ['volumeM3']),
  );
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
  const totals = salesTotals(useTypedLines('materials', ['volumeM3', 'unitPrice']));
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
