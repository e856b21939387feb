/**
 * A V-Legal's subtotals per HS code, under its totals in its view (`vlegals-total-summary`), when its lines
 * are of more than one HS code: the volume, net weight, units and value of each code's goods, in code order.
 * Nothing for lines of one code, whose totals are that code's.
 */
import { useGetVlegalTotalSummary } from '@vlegal/api-client/query';
import type { VlegalHsSubtotal } from '@vlegal/api-client/model';
import { DataTable, type DataTableColumns, dataTableColumns } from '@vlegal/ui/DataTable';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDecimalText } from '../i18n/format.ts';

/** What the subtotals read of the V-Legal: its lines' HS codes. */
interface Application {
  id: number;
  materials?: readonly { hsCodeId?: number | null }[];
}

/** The figures of a subtotal, each with its label (the lines' column) and its decimals. */
const FIGURES = [
  { name: 'volumeM3', label: 'resources.vlegal.lineFields.volumeM3', digits: 4 },
  { name: 'netWeightKg', label: 'resources.vlegal.lineFields.netWeightKg', digits: 2 },
  { name: 'numberOfUnits', label: 'resources.vlegal.lineFields.numberOfUnits', digits: 2 },
  { name: 'value', label: 'resources.vlegal.lineFields.value', digits: 2 },
] as const;

export function VlegalHsSubtotals({ row }: { row: Application }) {
  const codes = new Set(
    (row.materials ?? []).flatMap((line) => (typeof line.hsCodeId === 'number' ? [line.hsCodeId] : [])),
  );
  return codes.size > 1 ? <Subtotals id={row.id} /> : null;
}

function Subtotals({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const answer = useGetVlegalTotalSummary(id);
  const subtotals = answer.data?.status === 200 ? answer.data.data.byHsCode : [];
  const columns = useMemo(() => {
    const col = dataTableColumns<VlegalHsSubtotal>();
    return col.columns([
      col.accessor('hsCode', {
        header: () => t('resources.vlegalMaterial.fields.hsCodeId'),
        cell: (info) => info.getValue(),
      }),
      ...FIGURES.map((figure) =>
        col.accessor(figure.name, {
          header: () => t(figure.label),
          cell: (info) => formatDecimalText(info.getValue(), i18n.language, figure.digits),
          meta: { numeric: true },
        }),
      ),
    ]) as DataTableColumns<VlegalHsSubtotal>;
  }, [t, i18n.language]);
  return (
    <DataTable<VlegalHsSubtotal>
      caption={t('vlegalScreens.totals.byHsCode')}
      columns={columns}
      data={subtotals}
      getRowId={(subtotal) => subtotal.hsCode}
      rowLabel={(subtotal) => subtotal.hsCode}
      isLoading={answer.isPending}
      {...(answer.isError
        ? { error: t('vlegalScreens.totals.byHsCodeFailed'), onRetry: () => void answer.refetch() }
        : {})}
    />
  );
}
