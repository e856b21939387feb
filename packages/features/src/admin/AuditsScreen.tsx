import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditEvent } from '@vlegal/api-client/model';
import { getListAuditsQueryOptions } from '@vlegal/api-client/query';
import { Button } from '@vlegal/ui/Button';
import { Card } from '@vlegal/ui/Card';
import { DataTable, type DataTableColumns, dataTableColumns } from '@vlegal/ui/DataTable';
import { IsoDatePicker } from '@vlegal/ui/DateField';
import { Inline, Stack } from '@vlegal/ui/Layout';
import { PageHeader } from '@vlegal/ui/PageHeader';
import { Pagination } from '@vlegal/ui/Pagination';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './admin.css.ts';
import { AUDIT_PAGE_SIZES, type AuditState } from './auditSearch.ts';
import { formatDateTime } from '../i18n/format.ts';

export type { AuditState } from './auditSearch.ts';

export function auditQueryOptions(state: AuditState) {
  return {
    ...getListAuditsQueryOptions({
      page: state.page - 1,
      size: state.size,
      ...(state.sort.length ? { sort: state.sort } : {}),
      ...(state.fromDate ? { fromDate: state.fromDate } : {}),
      ...(state.toDate ? { toDate: state.toDate } : {}),
    }),
    placeholderData: keepPreviousData,
  };
}

export interface AuditsScreenProps {
  state: AuditState;
  onStateChange: (next: AuditState) => void;
}

const col = dataTableColumns<AuditEvent>();

/** `/app/administration/audits`: security and data events between two days, newest first, paged. */
export function AuditsScreen({ state, onStateChange }: AuditsScreenProps) {
  const { t, i18n } = useTranslation();
  const answer = useQuery(auditQueryOptions(state));
  const events = answer.data?.status === 200 ? answer.data.data : [];
  const total = Number(answer.data?.headers.get('X-Total-Count') ?? events.length);
  const [from, setFrom] = useState(state.fromDate ?? '');
  const [to, setTo] = useState(state.toDate ?? '');
  const rangeError = from && to && to < from ? t('admin.audits.rangeInvalid') : undefined;
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('timestamp', {
          header: () => t('admin.audits.timestamp'),
          cell: (info) => formatDateTime(info.getValue(), i18n.language),
        }),
        col.accessor('principal', { header: () => t('admin.audits.principal') }),
        col.accessor('type', { header: () => t('admin.audits.type') }),
        col.accessor((event) => event.data ?? {}, {
          id: 'data',
          header: () => t('admin.audits.data'),
          enableSorting: false,
          cell: (info) => (
            <span className={styles.mono}>
              {Object.entries(info.getValue() as Record<string, string>)
                .map(([key, value]) => `${key}=${value}`)
                .join(' ')}
            </span>
          ),
        }),
      ]) as DataTableColumns<AuditEvent>,
    [t, i18n.language],
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rangeError) return;
    const { fromDate: _f, toDate: _t, ...rest } = state;
    onStateChange({ ...rest, page: 1, ...(from ? { fromDate: from } : {}), ...(to ? { toDate: to } : {}) });
  };
  return (
    <Stack gap="lg">
      <PageHeader title={t('admin.audits.title')} subtitle={t('admin.audits.subtitle')} />
      <Card>
        <form onSubmit={submit} aria-label={t('admin.audits.range')}>
          <Inline gap="md" align="flex-end">
            <IsoDatePicker label={t('admin.audits.from')} value={from} onChange={setFrom} />
            <IsoDatePicker
              label={t('admin.audits.to')}
              value={to}
              onChange={setTo}
              errorMessage={rangeError}
            />
            <Button type="submit" variant="outline">
              {t('admin.audits.apply')}
            </Button>
          </Inline>
        </form>
      </Card>
      <DataTable<AuditEvent>
        caption={t('admin.audits.title')}
        hideCaption
        columns={columns}
        data={events}
        getRowId={(event) => String(event.id)}
        rowLabel={(event) => `${event.type} ${event.principal}`}
        sorting={state.sort.map((entry) => ({ id: entry.split(',')[0]!, desc: entry.endsWith(',desc') }))}
        onSortingChange={(sorting) =>
          onStateChange({
            ...state,
            page: 1,
            sort: sorting.map((entry) => `${entry.id},${entry.desc ? 'desc' : 'asc'}`),
          })
        }
        isLoading={answer.isFetching}
        error={answer.isError ? t('admin.common.loadFailed') : undefined}
        onRetry={() => void answer.refetch()}
        emptyMessage={t('admin.audits.empty')}
      />
      <Pagination
        page={state.page}
        pageSize={state.size}
        total={Number.isFinite(total) ? total : 0}
        totalEstimated={answer.data?.headers.get('X-Total-Count-Estimated') === 'true'}
        pageSizes={AUDIT_PAGE_SIZES}
        onPageChange={(page) => onStateChange({ ...state, page })}
        onPageSizeChange={(size) => onStateChange({ ...state, page: 1, size })}
        isDisabled={answer.isFetching}
      />
    </Stack>
  );
}
