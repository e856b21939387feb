/** The parts of a record's header the summary names (`recordSummary.ts`): its state, and its key facts. */
import { useQuery } from '@tanstack/react-query';
import { Badge } from '@vlegal/ui/Badge';
import { FactList } from '@vlegal/ui/FactList';
import { useTranslation } from 'react-i18next';
import { formatDecimalText, formatMoney } from '../i18n/format.ts';
import { itemQueryOptions, rowOf } from './data.ts';
import { ColumnValue, FieldValue, fieldLabelKey, LOOKUP_STALE_MS, targetOf } from './fields.tsx';
import { MONEY_FIELD, type RecordSummary } from './recordSummary.ts';
import type { Field, Row, ScreenConfig } from './screen-config.ts';
import { Unresolved } from './Unresolved.tsx';

/** The record's state as a badge: its screen's own cell, or its value's name in a plain badge. */
export function RecordStatus({ config, row, field }: { config: ScreenConfig; row: Row; field: Field }) {
  return config.cells[field.name] ? (
    <ColumnValue config={config} name={field.name} row={row} />
  ) : (
    <Badge>
      <FieldValue config={config} field={field} row={row} />
    </Badge>
  );
}

/** The record's date, party, quantities and totals, each under its field's name; nothing when it has none. */
export function RecordFacts({
  config,
  row,
  summary,
}: {
  config: ScreenConfig;
  row: Row;
  summary: RecordSummary;
}) {
  const { t } = useTranslation();
  const currency = config.resource.fields.find((field) => field.name === 'currencyId');
  const target = currency && targetOf(config, currency);
  const fields = [summary.date, ...summary.parties, ...summary.totals].filter((field) => field !== undefined);
  if (!fields.length) return null;
  return (
    <FactList
      facts={fields.map((field) => ({
        id: field.name,
        label: t(fieldLabelKey(config, field.name)),
        value:
          field.name === MONEY_FIELD && target ? (
            <Money value={row[field.name]} currency={target} currencyId={row.currencyId} />
          ) : (
            <ColumnValue config={config} name={field.name} row={row} />
          ),
      }))}
    />
  );
}

/** The currency of a document that names none: Rupiah (MODEL.md §2.9, a sale's `currencyId`: IDR by default). */
const DEFAULT_CURRENCY = { code: 'IDR', decimals: 2 };

/** An amount in its currency (`Rp 13.125.000,00`), the currency read from the record's reference to it. */
function Money({
  value,
  currency,
  currencyId,
}: {
  value: unknown;
  currency: ScreenConfig;
  currencyId: unknown;
}) {
  const { i18n } = useTranslation();
  const named = typeof currencyId === 'number';
  const answer = useQuery({
    ...itemQueryOptions(currency, named ? currencyId : 0),
    enabled: named,
    staleTime: LOOKUP_STALE_MS,
    retry: false,
  });
  const row = rowOf(answer.data);
  // A currency the reader cannot read leaves the amount as a number.
  if (named && !row)
    return answer.isPending ? <Unresolved pending /> : formatDecimalText(String(value), i18n.language, 2);
  const code = typeof row?.code === 'string' ? row.code : DEFAULT_CURRENCY.code;
  const digits = typeof row?.decimals === 'number' ? row.decimals : DEFAULT_CURRENCY.decimals;
  return <>{formatMoney(String(value), code, i18n.language, digits)}</>;
}
