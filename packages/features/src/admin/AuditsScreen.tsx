import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditEvent } from '@vlegal/api-client/model';
import { getListAuditsQueryOptions } from '@vlegal/api-client/query';
import { Button } from '@vlegal/ui/Button';
import { Card } from '@vlegal/ui/Card';
import { DataTable, type DataTableColumns, dataTableColumns } from '@vlegal/ui/DataTable';
import { Inline, Stack } from '@vlegal/ui/Layout';
import { PageHeader } from '@vlegal/ui/PageHeader';
import { Pagination } from '@vlegal/ui/Pagination';
import { TextField } from '@vlegal/ui/TextField';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './admin.css.ts';
import { formatDateTime } from './format.ts';

export interface AuditState {
  /** First and last day (ISO dates), both optional. */
  fromDate?: string;
  toDate?: string;
  /** 1-based page. */
  page: number;
  size: number;
  /** `timestamp,desc` (the default), `principal,asc`, `type,asc` … */
  sort: string[];
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const SORTABLE = ['timestamp', 'principal', 'type'];
const SIZES = [10, 20, 50, 100] as const;

/** `validateSearch` of `/app/administration/audits`. */
export function validateAuditSearch(raw: Record<string, unknown>): Partial<AuditState> {
  const search: Partial<AuditState> = {};
  if (typeof raw.fromDate === 'string' && DATE.test(raw.fromDate)) search.fromDate = raw.fromDate;
  if (typeof raw.toDate === 'string' && DATE.test(raw.toDate)) search.toDate = raw.toDate;
  const page = Number(raw.page);
  if (Number.isInteger(page) && page > 1) search.page = page;
  const size = Number(raw.size);
  if ((SIZES as readonly number[]).includes(size) && size !== 20) search.size = size;
  const sort = (Array.isArray(raw.sort) ? raw.sort : [raw.sort]).filter(
    (entry): entry is string =>
      typeof entry === 'string' &&
      /^[a-z]+,(asc|desc)$/.test(entry) &&
      SORTABLE.includes(entry.split(',')[0]!),
  );
  if (sort.length) search.sort = sort;
  return search;
}

export function auditState(search: Partial<AuditState>): AuditState {
  return { ...search, page: search.page ?? 1, size: search.size ?? 20, sort: search.sort ?? [] };
}

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
            <TextField type="date" label={t('admin.audits.from')} value={from} onChange={setFrom} />
            <TextField
              type="date"
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
        pageSizes={SIZES}
        onPageChange={(page) => onStateChange({ ...state, page })}
        onPageSizeChange={(size) => onStateChange({ ...state, page: 1, size })}
        isDisabled={answer.isFetching}
      />
    </Stack>
  );
}
