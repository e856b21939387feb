import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@vlegal/api-client/fetcher';
import { Alert } from '@vlegal/ui/Alert';
import { Card } from '@vlegal/ui/Card';
import { DataTable, type DataTableColumns, dataTableColumns } from '@vlegal/ui/DataTable';
import { Stack } from '@vlegal/ui/Layout';
import { PageHeader } from '@vlegal/ui/PageHeader';
import { ProgressBar } from '@vlegal/ui/ProgressBar';
import { TextField } from '@vlegal/ui/TextField';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './admin.css.ts';
import { visibleText } from './filter.ts';

/** Where the server publishes its OpenAPI document when the swagger profile is active. */
export const API_DOCS_URL = '/v3/api-docs';
export const SWAGGER_PROFILE = 'swagger';

export interface Operation {
  method: string;
  path: string;
  operationId: string;
  summary: string;
  tag: string;
  roles: string;
}

type Json = Record<string, unknown>;
const object = (value: unknown): Json =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of an OpenAPI document, in path order. */
export function operationsOf(document: unknown): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(object(object(document).paths))) {
    for (const method of METHODS) {
      const operation = object(object(item)[method]);
      if (!Object.keys(operation).length) continue;
      const roles = operation['x-roles'];
      operations.push({
        method: method.toUpperCase(),
        path,
        operationId: String(operation.operationId ?? ''),
        summary: String(operation.summary ?? ''),
        tag: Array.isArray(operation.tags) ? String(operation.tags[0] ?? '') : '',
        roles: Array.isArray(roles) ? (roles.length ? roles.join(', ') : '[]') : String(roles ?? ''),
      });
    }
  }
  return operations;
}

export interface ApiDocsScreenProps {
  /** Active server profiles (from `management/info`); the docs exist only with `swagger`. */
  profiles: readonly string[];
}

const col = dataTableColumns<Operation>();

/** `/app/administration/api-docs`: the operations of the API, searchable, when the swagger profile is active. */
export function ApiDocsScreen({ profiles }: ApiDocsScreenProps) {
  const { t } = useTranslation();
  const active = profiles.includes(SWAGGER_PROFILE);
  const answer = useQuery({
    queryKey: [API_DOCS_URL],
    queryFn: ({ signal }) => apiFetch<{ data: unknown }>(API_DOCS_URL, { signal }),
    enabled: active,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [filter, setFilter] = useState('');
  const document = object(answer.data?.data);
  const info = object(document.info);
  const operations = operationsOf(document).filter((operation) =>
    visibleText(filter, operation.path, operation.operationId, operation.summary, operation.tag),
  );
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('method', { header: () => t('admin.apiDocs.method') }),
        col.accessor('path', {
          header: () => t('admin.apiDocs.path'),
          cell: (cell) => <span className={styles.mono}>{cell.getValue()}</span>,
        }),
        col.accessor('operationId', { header: () => t('admin.apiDocs.operationId') }),
        col.accessor('summary', { header: () => t('admin.apiDocs.summary') }),
        col.accessor('roles', { header: () => t('admin.apiDocs.roles') }),
      ]) as DataTableColumns<Operation>,
    [t],
  );
  if (!active)
    return (
      <Stack gap="lg">
        <PageHeader title={t('admin.apiDocs.title')} />
        <Alert intent="info" timeout={null}>
          {t('admin.apiDocs.inactive')}
        </Alert>
      </Stack>
    );
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('admin.apiDocs.title')}
        subtitle={
          typeof info.title === 'string'
            ? t('admin.apiDocs.version', { title: info.title, version: String(info.version ?? '') })
            : undefined
        }
      />
      <Card>
        <TextField type="search" label={t('admin.apiDocs.filter')} value={filter} onChange={setFilter} />
      </Card>
      {answer.isPending ? <ProgressBar label={t('error.loading')} /> : null}
      {answer.isError ? (
        <Alert intent="danger" timeout={null}>
          {t('admin.apiDocs.failed')}
        </Alert>
      ) : null}
      {answer.isSuccess ? (
        <DataTable<Operation>
          caption={t('admin.apiDocs.operations', { count: operations.length })}
          columns={columns}
          data={operations}
          getRowId={(operation) => `${operation.method} ${operation.path}`}
          rowLabel={(operation) => `${operation.method} ${operation.path}`}
          emptyMessage={t('admin.common.noMatch')}
        />
      ) : null}
    </Stack>
  );
}
