import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LinkButton } from '@vlegal/ui/Button';
import { ChoiceSelect } from '@vlegal/ui/ChoiceSelect';
import { Grid } from '@vlegal/ui/Layout';
import { PlainTextField } from '@vlegal/ui/PlainTextField';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { inSentence } from '../i18n/format.ts';
import { FilterSheet } from '../shared/FilterSheet.tsx';
import { ServerListPage } from '../shared/ServerListPage.tsx';
import { pageOf } from '../shared/serverList.ts';
import { problemIs } from '../shared/problems.ts';
import { useServerList } from '../shared/useServerList.ts';
import { findRows, invalidateResource, listQueryOptions } from './data.ts';
import { fieldLabelKey, ReferenceLabelsOfPage, targetOf, useEnumOptions, useLookupRow } from './fields.tsx';
import { screenColumns } from './columns.tsx';
import { pathHrefs, type RecordHrefs } from './hrefs.ts';
import { type ListState, PAGE_SIZES } from './listSearch.ts';
import {
  type Field,
  offeredActions,
  offersNew,
  offersView,
  type Row,
  type ScreenConfig,
} from './screen-config.ts';

// A reference filter's lookup (react-aria's combo box with its overlays) loads with the first list that
// has one: most lists filter by yes/no and fixed values only.
const ComboBox = lazy(() => import('@vlegal/ui/ComboBox').then((module) => ({ default: module.ComboBox })));

export interface ResourceListProps {
  config: ScreenConfig;
  /** The list's state, kept in the address by the app. */
  state: ListState;
  onStateChange: (next: ListState) => void;
  /** Address of the list (`/app/general-setting/country`); new, edit and view hang below it. */
  basePath: string;
  onNavigate: (href: string) => void;
  /** Addresses of new, view and edit when they are not below `basePath`. */
  hrefs?: RecordHrefs;
  /** Controls of filters the registry does not declare, after its own (the page keeps their state). */
  extraFilters?: ReactNode;
  /** The control choosing whose rows the list shows (the administrators' unit picker), before every filter. */
  scopeFilter?: ReactNode;
  /** The page's title, where it says more than the resource's plural (whose stock, of which units). */
  title?: string;
  /** Other ways to add rows (an import from a file), offered beside "New" where the list offers it. */
  addLinks?: readonly { href: string; label: string }[];
}

/**
 * The list of any resource: search, filters, server-side sort and paging, delete with confirmation; numbers
 * lined up by their field's kind, and an empty list offering the first row where the account may create.
 */
export function ResourceList({
  config,
  state,
  onStateChange,
  basePath,
  onNavigate,
  hrefs = pathHrefs(basePath),
  extraFilters,
  scopeFilter,
  title,
  addLinks,
}: ResourceListProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { resource } = config;
  const name = t(`resources.${resource.key}.name`);
  const plural = t(`resources.${resource.key}.plural`);
  const answer = useQuery(listQueryOptions(config, state));
  const list = useServerList<Row, ListState>({
    state,
    onStateChange,
    remove: (row) => config.api.remove(row.id),
    invalidate: () => invalidateResource(queryClient, config),
    deletedText: (row) => t('resources.list.deleted', { name, label: config.rowLabel(row) }),
    deleteFailedText: (error, row) => {
      const label = config.rowLabel(row);
      return problemIs(error, 'referencedRow')
        ? t('resources.delete.referenced', { label })
        : t('resources.delete.failed', { label });
    },
  });

  const columns = useMemo(() => screenColumns(config, t, true), [config, t]);
  // The notice names the saved row by its label, read on its own (it may be on another page).
  const savedRow = useLookupRow(config, state.saved);

  // Filters fixed by the page (the owner a screen is scoped to) are no choice of the person.
  const chosen = Object.keys(state.filters).filter((name) => !Object.hasOwn(config.fixed ?? {}, name));
  const filtered = state.query !== '' || chosen.length > 0;
  const newLink = offersNew(config)
    ? { href: hrefs.new, label: t('resources.list.new', { name }) }
    : undefined;
  const filterFields = Object.keys(resource.filters)
    .map((name) => resource.fields.find((field) => field.name === name))
    .filter((field): field is Field => field !== undefined && !Object.hasOwn(config.fixed ?? {}, field.name));

  return (
    <ReferenceLabelsOfPage config={config} rows={pageOf<Row>(answer.data).rows}>
      <ServerListPage
        list={list}
        answer={answer}
        title={title ?? plural}
        {...(newLink ? { newLink, ...(addLinks ? { addLinks } : {}) } : {})}
        savedText={
          state.saved === undefined
            ? undefined
            : savedRow
              ? t('resources.list.saved', { name, label: config.rowLabel(savedRow, t) })
              : t('resources.list.savedRow', { name })
        }
        search={{
          label: t('resources.list.searchLabel', { plural }),
          hint: t('resources.list.searchHint', {
            fields: resource.search.map((field) => t(fieldLabelKey(config, field))).join(', '),
          }),
          button: t('resources.list.search'),
        }}
        filters={
          filterFields.length || extraFilters || scopeFilter ? (
            <FilterSheet chosen={chosen.length}>
              <Grid columns="three" gap="md">
                {scopeFilter}
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
                      list.change({ filters });
                    }}
                  />
                ))}
                {extraFilters}
              </Grid>
            </FilterSheet>
          ) : null
        }
        table={{
          caption: t('resources.list.caption', { plural }),
          columns,
          getRowId: (row) => String(row.id),
          rowLabel: (row) => config.rowLabel(row),
          rowActions: {
            ...(offersView(config) ? { viewHref: (row: Row) => hrefs.view(row.id) } : {}),
            editHref: (row) => hrefs.edit(row.id),
            onNavigate,
            onDelete: list.askDelete,
            offers: (row, action) => offeredActions(config, row)[action === 'edit' ? 'edit' : 'remove'],
          },
          // An empty list says what it lacks and offers the next step: the first row, or where rows come from.
          emptyMessage: filtered
            ? t('resources.list.noMatch')
            : t(newLink ? 'resources.list.emptyTitle' : 'resources.list.emptyReadOnly', {
                plural: inSentence(plural),
              }),
          ...(newLink && !filtered
            ? {
                emptyAction: (
                  <LinkButton href={newLink.href} intent="primary">
                    {newLink.label}
                  </LinkButton>
                ),
              }
            : {}),
        }}
        loadErrorText={t('resources.list.error')}
        pageSizes={PAGE_SIZES}
        deleteDialog={{
          title: t('resources.delete.title', { name }),
          confirmLabel: t('resources.delete.confirm'),
          cancelLabel: t('resources.delete.cancel'),
          body: (row) => t('resources.delete.body', { label: config.rowLabel(row) }),
        }}
      />
    </ReferenceLabelsOfPage>
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
  const target = targetOf(config, field);
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
      <ChoiceSelect
        label={label}
        options={choices}
        selectedKey={value ?? ''}
        onSelectionChange={(key) => onChange(key === null || key === '' ? undefined : String(key))}
      />
    );
  }
  if (target) {
    return (
      <Suspense fallback={<PlainTextField label={label} isDisabled />}>
        <ComboBox
          label={label}
          search={(text, signal) => findRows(target, text, signal)}
          selectedKey={value === undefined ? null : Number(value)}
          onSelectionChange={(key) => onChange(key === null ? undefined : String(key))}
        />
      </Suspense>
    );
  }
  return (
    <PlainTextField
      label={label}
      inputMode="numeric"
      defaultValue={value ?? ''}
      onChange={(text) => onChange(/^[0-9]+$/.test(text.trim()) ? text.trim() : undefined)}
    />
  );
}
