/**
 * What the lines of a production typed so far come to: the volume used and made, and the yield, with the
 * refusal or the note the server would ask for. Reckoned by the rule the server keeps (`productionYield`).
 */
import { productionYield } from '@vlegal/domain/books/production';
import { Alert } from '@vlegal/ui/Alert';
import { DescriptionList } from '@vlegal/ui/DescriptionList';
import { Stack } from '@vlegal/ui/Layout';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { formatDecimalText } from '../../i18n/format.ts';

/** A volume as typed ("4,5" or "4.5"); anything else counts nothing until it is a number. */
const typedVolume = (line: unknown) => {
  const text = String((line as { volumeM3?: unknown } | null)?.volumeM3 ?? '')
    .trim()
    .replace(',', '.');
  return { volumeM3: /^\d+(\.\d+)?$/.test(text) ? text : '0' };
};

const linesOf = (value: unknown) => (Array.isArray(value) ? value.map(typedVolume) : []);

export function ProductionYieldLive() {
  const { t, i18n } = useTranslation();
  const { values } = useFormikContext<Record<string, unknown>>();
  const totals = productionYield(linesOf(values.sources), linesOf(values.outputs));
  const term = (name: string) => t(`resources.production.fields.${name}`);
  return (
    <Stack gap="sm">
      <output aria-live="polite" aria-label={t('productionScreens.live')}>
        <DescriptionList
          items={[
            {
              id: 'input',
              term: term('inputVolumeM3'),
              description: formatDecimalText(totals.inputVolumeM3, i18n.language, 4),
            },
            {
              id: 'output',
              term: term('outputVolumeM3'),
              description: formatDecimalText(totals.outputVolumeM3, i18n.language, 4),
            },
            {
              id: 'yield',
              term: term('yieldPercent'),
              description:
                totals.yieldPercent === null
                  ? null
                  : formatDecimalText(totals.yieldPercent, i18n.language, 2),
            },
          ]}
        />
      </output>
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
