import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LogLevel } from '@vlegal/api-client/model';
import { getListLoggersQueryKey, getListLoggersQueryOptions, setLoggerLevel } from '@vlegal/api-client/query';
import { Alert } from '@vlegal/ui/Alert';
import { Card } from '@vlegal/ui/Card';
import { DataTable, type DataTableColumns, dataTableColumns } from '@vlegal/ui/DataTable';
import { Stack } from '@vlegal/ui/Layout';
import { PageHeader } from '@vlegal/ui/PageHeader';
import { Select } from '@vlegal/ui/Select';
import { TextField } from '@vlegal/ui/TextField';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './admin.css.ts';
import { visibleText } from './filter.ts';

interface LoggerRow {
  name: string;
  configuredLevel: LogLevel | null;
  effectiveLevel: LogLevel | null;
}

const INHERIT = 'INHERIT';
const col = dataTableColumns<LoggerRow>();

/** `/app/administration/logs`: every logger with its level; choosing a level changes it at once. */
export function LogsScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const answer = useQuery(getListLoggersQueryOptions());
  const [filter, setFilter] = useState('');
  const [notice, setNotice] = useState<{ intent: 'success' | 'danger'; text: string } | null>(null);
  const loggers = answer.data?.status === 200 ? answer.data.data : undefined;
  const levels = loggers?.levels ?? [];
  const change = useMutation({
    mutationFn: ({ name, level }: { name: string; level: LogLevel | null }) =>
      setLoggerLevel(name, { configuredLevel: level }),
    onSuccess: async (_answer, { name, level }) => {
      setNotice({
        intent: 'success',
        text: t('admin.logs.changed', { name, level: level ?? t('admin.logs.inherit') }),
      });
      await queryClient.invalidateQueries({ queryKey: getListLoggersQueryKey() });
    },
    onError: (_error, { name }) => setNotice({ intent: 'danger', text: t('admin.logs.failed', { name }) }),
  });
  const rows = useMemo<LoggerRow[]>(
    () =>
      Object.entries(loggers?.loggers ?? {})
        .map(([name, logger]) => ({
          name,
          configuredLevel: logger.configuredLevel ?? null,
          effectiveLevel: logger.effectiveLevel ?? null,
        }))
        .filter((row) => visibleText(filter, row.name))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [loggers, filter],
  );
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('name', { header: () => t('admin.logs.name') }),
        col.accessor('effectiveLevel', {
          header: () => t('admin.logs.effective'),
          cell: (info) => info.getValue() ?? '–',
        }),
        col.display({
          id: 'level',
          header: () => t('admin.logs.configured'),
          cell: (info) => {
            const row = info.row.original;
            return (
              <Select
                label={
                  <span className={styles.visuallyHidden}>{t('admin.logs.levelOf', { name: row.name })}</span>
                }
                options={[
                  { id: INHERIT, label: t('admin.logs.inherit') },
                  ...levels.map((level) => ({ id: level, label: level })),
                ]}
                selectedKey={row.configuredLevel ?? INHERIT}
                isDisabled={change.isPending}
                onSelectionChange={(key) => {
                  const level = levels.find((candidate) => candidate === key) ?? null;
                  if (level !== row.configuredLevel) change.mutate({ name: row.name, level });
                }}
              />
            );
          },
        }),
      ]) as DataTableColumns<LoggerRow>,
    [t, levels, change],
  );
  return (
    <Stack gap="lg">
      <PageHeader title={t('admin.logs.title')} subtitle={t('admin.logs.subtitle', { count: rows.length })} />
      {notice ? (
        <Alert
          intent={notice.intent}
          onDismiss={() => setNotice(null)}
          timeout={notice.intent === 'danger' ? null : undefined}
        >
          {notice.text}
        </Alert>
      ) : null}
      <Card>
        <TextField type="search" label={t('admin.logs.filter')} value={filter} onChange={setFilter} />
      </Card>
      <DataTable<LoggerRow>
        caption={t('admin.logs.title')}
        hideCaption
        columns={columns}
        data={rows}
        getRowId={(row) => row.name}
        rowLabel={(row) => row.name}
        isLoading={answer.isFetching}
        error={answer.isError ? t('admin.common.loadFailed') : undefined}
        onRetry={() => void answer.refetch()}
        emptyMessage={t('admin.common.noMatch')}
      />
    </Stack>
  );
}
