import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FieldSpec } from '@vlegal/domain/resources';
import { Alert } from '@vlegal/ui/Alert';
import { Button, LinkButton } from '@vlegal/ui/Button';
import { Card } from '@vlegal/ui/Card';
import { ComboBox } from '@vlegal/ui/ComboBox';
import { ConfirmDialog } from '@vlegal/ui/ConfirmDialog';
import { DataTable, type DataTableColumns, dataTableColumns, type SortingState } from '@vlegal/ui/DataTable';
import { Grid, Inline, Stack } from '@vlegal/ui/Layout';
import { PageHeader } from '@vlegal/ui/PageHeader';
import { Pagination } from '@vlegal/ui/Pagination';
import { Select } from '@vlegal/ui/Select';
import { TextField } from '@vlegal/ui/TextField';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { problemIs } from '../shared/problems.ts';
import { findRows, invalidateResource, listQueryOptions, pageOf } from './data.ts';
import * as styles from './details.css.ts';
import { FieldValue, fieldLabelKey, useEnumOptions } from './fields.tsx';
import { type ListState, PAGE_SIZES } from './listSearch.ts';
import type { Row, ScreenConfig } from './model.ts';
import { screenOf } from './registry.ts';

type Field = FieldSpec<Record<string, unknown>>;

export interface ResourceListProps {
  config: ScreenConfig;
  /** The list's state, kept in the address by the app. */
  state: ListState;
  onStateChange: (next: ListState) => void;
  /** Address of the list (`/app/general-setting/country`); new, edit and view hang below it. */
  basePath: string;
  onNavigate: (href: string) => void;
}

const toSorting = (sort: readonly string[]): SortingState =>
  sort.map((entry) => {
    const [id = '', direction] = entry.split(',');
    return { id, desc: direction === 'desc' };
  });

const fromSorting = (sorting: SortingState): string[] =>
  sorting.map((entry) => `${entry.id},${entry.desc ? 'desc' : 'asc'}`);

/** The list of a master-data resource: search, filters, server-side sort and paging, delete with confirmation. */
export function ResourceList({ config, state, onStateChange, basePath, onNavigate }: ResourceListProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { resource } = config;
  const name = t(`resources.${resource.key}.name`);
  const plural = t(`resources.${resource.key}.plural`);
  const answer = useQuery(listQueryOptions(config, state));
  const { rows, total } = pageOf(answer.data);
  const [text, setText] = useState(state.query);
  const hintId = useId();
  useEffect(() => setText(state.query), [state.query]);
  const [doomed, setDoomed] = useState<Row | null>(null);
  const [notice, setNotice] = useState<{ intent: 'success' | 'danger'; text: string } | null>(null);
  const remove = useMutation({
    mutationFn: (row: Row) => config.api.remove(row.id),
    onSuccess: async (_answer, row) => {
      setNotice({
        intent: 'success',
        text: t('resources.list.deleted', { name, label: config.rowLabel(row) }),
      });
      await invalidateResource(queryClient, config);
    },
    onError: (error, row) => {
      const label = config.rowLabel(row);
      setNotice({
        intent: 'danger',
        text: problemIs(error, 'referencedRow')
          ? t('resources.delete.referenced', { label })
          : t('resources.delete.failed', { label }),
      });
    },
    onSettled: () => setDoomed(null),
  });

  const columns = useMemo(() => {
    const col = dataTableColumns<Row>();
    const byName = new Map(resource.fields.map((field) => [field.name, field]));
    return col.columns(
      config.columns.map((name) => {
        const field = byName.get(name);
        return col.accessor((row) => row[name], {
          id: name,
          header: () => t(name === 'id' ? 'resources.list.id' : fieldLabelKey(config, name)),
          cell: (info) =>
            field ? (
              <FieldValue config={config} field={field} row={info.row.original} />
            ) : (
              String(info.getValue())
            ),
          enableSorting: (resource.sortable as readonly string[]).includes(name),
        });
      }),
    ) as DataTableColumns<Row>;
  }, [config, resource, t]);

  const change = (patch: Partial<ListState>) => {
    const { saved: _saved, ...rest } = state;
    onStateChange({ ...rest, page: 1, ...patch });
  };
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    change({ query: text.trim() });
  };
  const filtered = state.query !== '' || Object.keys(state.filters).length > 0;
  const filterFields = Object.keys(resource.filters)
    .map((name) => resource.fields.find((field) => field.name === name))
    .filter((field): field is Field => field !== undefined);

  return (
    <Stack gap="lg">
      <PageHeader
        title={plural}
        actions={
          <LinkButton href={`${basePath}/new`} intent="primary">
            {t('resources.list.new', { name })}
          </LinkButton>
        }
      />
      {state.saved !== undefined ? (
        <Alert intent="success" onDismiss={() => change({ page: state.page })}>
          {t('resources.list.saved', { name, id: state.saved })}
        </Alert>
      ) : null}
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
        <Stack gap="md">
          <search>
            <form onSubmit={submitSearch}>
              <Inline gap="sm" align="flex-end">
                <TextField
                  type="search"
                  label={t('resources.list.searchLabel', { plural })}
                  aria-describedby={hintId}
                  value={text}
                  onChange={setText}
                />
                <Button type="submit" variant="outline">
                  {t('resources.list.search')}
                </Button>
              </Inline>
              <p id={hintId} className={styles.hint}>
                {t('resources.list.searchHint', {
                  fields: resource.search.map((field) => t(fieldLabelKey(config, field))).join(', '),
                })}
              </p>
            </form>
          </search>
          {filterFields.length ? (
            <Grid columns="three" gap="md">
              {filterFields.map((field) => (
                <FilterInput
                  key={field.name}
                  config={config}
                  field={field}
                  value={state.filters[field.name]}
                  onChange={(value) => {
                    const filters = { ...state.filters };
                    if (value === undefined) delete filters[field.name];
                    else filters[field.name] = value;
                    change({ filters });
                  }}
                />
              ))}
            </Grid>
          ) : null}
        </Stack>
      </Card>
      <DataTable<Row>
        caption={t('resources.list.caption', { plural })}
        hideCaption
        columns={columns}
        data={rows}
        getRowId={(row) => String(row.id)}
        rowLabel={(row) => config.rowLabel(row)}
        sorting={toSorting(state.sort)}
        onSortingChange={(sorting) => change({ sort: fromSorting(sorting) })}
        rowActions={{
          onView: (row) => onNavigate(`${basePath}/${row.id}/view`),
          onEdit: (row) => onNavigate(`${basePath}/${row.id}/edit`),
          onDelete: (row) => setDoomed(row),
        }}
        isLoading={answer.isFetching}
        error={answer.isError ? t('resources.list.error') : undefined}
        onRetry={() => void answer.refetch()}
        emptyMessage={filtered ? t('resources.list.noMatch') : t('resources.list.empty')}
      />
      <Pagination
        page={state.page}
        pageSize={state.size}
        total={total}
        pageSizes={PAGE_SIZES}
        onPageChange={(page) => change({ page })}
        onPageSizeChange={(size) => change({ size })}
        isDisabled={answer.isFetching}
      />
      <ConfirmDialog
        isOpen={doomed !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setDoomed(null);
        }}
        title={t('resources.delete.title', { name })}
        confirmLabel={t('resources.delete.confirm')}
        cancelLabel={t('resources.delete.cancel')}
        isConfirming={remove.isPending}
        onConfirm={() => {
          if (doomed) remove.mutate(doomed);
        }}
      >
        {doomed ? t('resources.delete.body', { label: config.rowLabel(doomed) }) : null}
      </ConfirmDialog>
    </Stack>
  );
}

interface FilterInputProps {
  config: ScreenConfig;
  field: Field;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}

/** One exact-match filter: yes/no, a value of an enum, a referenced row or a number. */
function FilterInput({ config, field, value, onChange }: FilterInputProps) {
  const { t } = useTranslation();
  const label = t(fieldLabelKey(config, field.name));
  const options = useEnumOptions(config, field);
  const any = { id: '', label: t('resources.list.any') };
  const target = field.kind === 'reference' && field.references ? screenOf(field.references) : undefined;
  if (field.kind === 'boolean' || field.kind === 'enum') {
    const choices =
      field.kind === 'boolean'
        ? [
            any,
            { id: 'true', label: t('resources.list.yes') },
            { id: 'false', label: t('resources.list.no') },
          ]
        : [any, ...options];
    return (
      <Select
        label={label}
        options={choices}
        selectedKey={value ?? ''}
        onSelectionChange={(key) => onChange(key === null || key === '' ? undefined : String(key))}
      />
    );
  }
  if (target) {
    return (
      <ComboBox
        label={label}
        search={(text, signal) => findRows(target, text, signal)}
        selectedKey={value === undefined ? null : Number(value)}
        onSelectionChange={(key) => onChange(key === null ? undefined : String(key))}
      />
    );
  }
  return (
    <TextField
      label={label}
      inputMode="numeric"
      defaultValue={value ?? ''}
      onChange={(text) => onChange(/^[0-9]+$/.test(text.trim()) ? text.trim() : undefined)}
    />
  );
}
