/** A unit's monthly reports filed, newest month first: who filed each, and who reopened it and why. */
import { useQuery } from '@tanstack/react-query';
import type { ReportFiling } from '@vlegal/api-client/model';
import { StatusBadge } from '@vlegal/ui/Badge';
import { Card } from '@vlegal/ui/Card';
import { DataTable, type DataTableColumns, dataTableColumns } from '@vlegal/ui/DataTable';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '../i18n/format.ts';
import { monthName } from './period.ts';
import { filingsQueryOptions } from './reportQueries.ts';
import * as styles from './reports.css.ts';

const col = dataTableColumns<ReportFiling>();

export function FilingsPanel({ unitId }: { unitId?: number | undefined }) {
  const { t, i18n } = useTranslation();
  const filings = useQuery(filingsQueryOptions(unitId));
  const columns = useMemo(() => {
    const by = (who: string | null, at: string | null) =>
      who && at ? t('reportScreens.filings.by', { by: who, at: formatMoment(at, i18n.language) }) : '–';
    return col.columns([
      col.accessor((row) => monthName(row, i18n.language), {
        id: 'month',
        header: () => t('reportScreens.filings.month'),
      }),
      col.accessor('status', {
        header: () => t('reportScreens.filings.status'),
        cell: (info) => (
          <StatusBadge
            intent={info.getValue() === 'FILED' ? 'success' : 'warning'}
            label={t(`reportScreens.filings.statuses.${info.getValue()}`)}
          />
        ),
      }),
      col.accessor((row) => by(row.filedBy, row.filedDate), {
        id: 'filed',
        header: () => t('reportScreens.filings.filed'),
      }),
      col.accessor((row) => row.reopenedBy, {
        id: 'reopened',
        header: () => t('reportScreens.filings.reopened'),
        cell: (info) => {
          const row = info.row.original;
          return (
            <>
              {by(row.reopenedBy, row.reopenedDate)}
              {row.reopenReason ? <span className={styles.detail}>{row.reopenReason}</span> : null}
            </>
          );
        },
      }),
    ]) as DataTableColumns<ReportFiling>;
  }, [t, i18n.language]);
  return (
    // The table's own region names it: the card is no second landmark of the same name.
    <Card title={t('reportScreens.filings.title')} asRegion={false}>
      <DataTable<ReportFiling>
        caption={t('reportScreens.filings.title')}
        hideCaption
        columns={columns}
        data={filings.data ?? []}
        getRowId={(row) => String(row.id)}
        rowLabel={(row) => monthName(row, i18n.language)}
        isLoading={filings.isPending}
        error={filings.isError ? t('reportScreens.filings.error') : undefined}
        emptyMessage={t('reportScreens.filings.empty')}
      />
    </Card>
  );
}
