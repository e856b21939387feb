/**
 * The pages of a unit's parties and documents: its imports (suppliers, sub-contractors and receipts), its
 * sales (buyers, local sales and their lines), transfers, productions and exports (V-Legal applications),
 * the administrator's mirror of every unit, and the verificators' queue: one list, form and view page for
 * every kind and scope. A unit's pages are scoped to the signed-in account's unit; the mirror's list and the
 * queue pick a unit (or show every unit's rows) and the mirror's new form is for the unit in its address.
 * The unit is set by the page, never typed.
 */
import { useQuery } from '@tanstack/react-query';
import { getListCompanyBusinessUnitsByUserQueryOptions } from '@vlegal/api-client/query';
import { resources } from '@vlegal/domain/resources';
import { Alert } from '@vlegal/ui/Alert';
import { Stack } from '@vlegal/ui/Layout';
import { PageHeader } from '@vlegal/ui/PageHeader';
import { ProgressBar } from '@vlegal/ui/ProgressBar';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChildSearch } from '../../business-unit/ChildRecords.tsx';
import { itemQueryOptions, rowOf } from '../../resource-screens/data.ts';
import { type ListSearch, listState, toListSearch } from '../../resource-screens/listSearch.ts';
import { ResourceForm } from '../../resource-screens/ResourceForm.tsx';
import { ResourceList } from '../../resource-screens/ResourceList.tsx';
import { ResourceView } from '../../resource-screens/ResourceView.tsx';
import {
  type Row,
  type ScreenConfig,
  withAuthorities,
  withFixed,
  withOffers,
} from '../../resource-screens/screen-config.ts';
import { DOCUMENT_SCREENS } from '../../screen-registry.ts';
import { problemIs } from '../../shared/problems.ts';
import { UnitPicker } from '../shared/UnitPicker.tsx';
import { mirrorTitle, UNIT_FILTER, withUnitColumn } from '../shared/unitScope.tsx';
import { PartyView } from './PartyView.tsx';
import {
  createsIn,
  type DocumentKind,
  type DocumentScope,
  documentHrefs,
  documentImportLink,
} from './paths.ts';
import { type Posting, PostedView } from './PostedView.tsx';
import { ReceiptForm } from './ReceiptForm.tsx';

export type { DocumentKind, DocumentScope } from './paths.ts';

const linesOf = (value: unknown) => (Array.isArray(value) ? (value as Row[]) : []);

/** The card of the stock a document's line moved (a product's, or a raw material's). */
const lineCard = (label: string, line: Row, index: number) => ({
  label,
  values: { number: index + 1 },
  stockId: line.stockId,
  stockType: line.stockType ?? (typeof line.productId === 'number' ? 'PRODUCT' : 'RAW_MATERIAL'),
});

/** The stock cards a posted document's view leads to; a document with lines names its stocks in them. */
const STOCK_CARDS: Partial<Record<DocumentKind, Posting['stocks']>> = {
  importMaterial: (row) => [
    { label: 'importMaterial.stockCard', stockId: row.stockId, stockType: row.stockType },
  ],
  transferMaterial: (row) => [
    { label: 'transfer.fromCard', stockId: row.fromStockId, stockType: row.stockType },
    { label: 'transfer.toCard', stockId: row.toStockId, stockType: row.stockType },
  ],
  production: (row) => [
    ...linesOf(row.sources).map((line, i) => lineCard('productionScreens.sourceCard', line, i)),
    ...linesOf(row.outputs).map((line, i) => lineCard('productionScreens.outputCard', line, i)),
  ],
  localSales: (row) =>
    linesOf(row.materials).map((line, i) => lineCard('localSalesScreens.lineCard', line, i)),
  vlegal: (row) => linesOf(row.materials).map((line, i) => lineCard('vlegalScreens.lineCard', line, i)),
};

/** How a kind posts to the ledger, as the registry declares it, or undefined for one that moves nothing. */
function postingOf(kind: DocumentKind): Posting | undefined {
  const declared: { posting?: { source: Posting['source']; on?: 'step' } } = resources[kind];
  return (
    declared.posting && {
      source: declared.posting.source,
      stocks: STOCK_CARDS[kind] ?? (() => []),
      ...(declared.posting.on ? { on: declared.posting.on } : {}),
    }
  );
}

/**
 * What the verificators' queue of a kind lists: what awaits their decision, the longest waiting first, with
 * the columns a decision is taken on.
 */
const QUEUES: Partial<
  Record<DocumentKind, { title: string; filters: Record<string, string>; sort: string; columns: string[] }>
> = {
  vlegal: {
    title: 'vlegalScreens.queue.title',
    filters: { status: 'SUBMITTED' },
    sort: 'submittedDate,asc',
    columns: ['applicationNumber', 'submittedDate', 'buyerId', 'countryOfDestinationId', 'totalVolumeM3'],
  },
};

/**
 * The config of a kind's pages for an account. A posted document is never deleted: it is cancelled; one the
 * registry says is not corrected (a receipt, a production) is not edited either. One posted by a step (a
 * V-Legal on approval) is edited and deleted while its workflow allows, which its rows say.
 */
function screenOf(kind: DocumentKind, authorities: readonly string[]): ScreenConfig {
  const config = withAuthorities(DOCUMENT_SCREENS[kind], authorities);
  const declared: { posting?: { update: string; on?: 'step' }; readsOnly?: boolean } = resources[kind];
  // A document's lines are read here and written with their document.
  if (declared.readsOnly) return withOffers(config, { create: false, edit: false, remove: false });
  if (!declared.posting || declared.posting.on === 'step') return config;
  return withOffers(
    config,
    declared.posting.update === 'refuse' ? { edit: false, remove: false } : { remove: false },
  );
}

/** A config without some of the registry's filters (those the page offers otherwise, or not at all). */
function withoutFilters(config: ScreenConfig, names: readonly string[]): ScreenConfig {
  const filters = Object.fromEntries(
    Object.entries(config.resource.filters).filter(([name]) => !names.includes(name)),
  );
  return { ...config, resource: { ...config.resource, filters } };
}

/** The unit of the signed-in account (its first), which a unit's pages are scoped to. */
export function useOwnUnit(enabled: boolean) {
  const answer = useQuery({ ...getListCompanyBusinessUnitsByUserQueryOptions({ size: 200 }), enabled });
  const unit = answer.data?.status === 200 ? answer.data.data[0] : undefined;
  return { answer, unitId: unit?.id };
}

/**
 * Why a unit's page shows nothing (loading, refused, no unit) under the page's title, or null once the
 * unit is known.
 */
export function OwnUnitState({ own, kind }: { own: ReturnType<typeof useOwnUnit>; kind: DocumentKind }) {
  const { t } = useTranslation();
  if (own.unitId !== undefined) return null;
  if (own.answer.isPending) return <ProgressBar label={t('error.loading')} />;
  return (
    <Stack gap="lg">
      <PageHeader title={t(`resources.${DOCUMENT_SCREENS[kind].resource.key}.plural`)} />
      <Alert intent={own.answer.isError ? 'danger' : 'info'} timeout={null}>
        {own.answer.isError
          ? t(problemIs(own.answer.error, 'forbidden') ? 'importPages.forbidden' : 'importPages.error')
          : t('importPages.noUnit')}
      </Alert>
    </Stack>
  );
}

export interface DocumentListPageProps {
  kind: DocumentKind;
  scope: DocumentScope;
  /** The list's state, kept in the address by the app (`validateListSearch`). */
  search: ListSearch;
  authorities: readonly string[];
  onSearchChange: (next: ListSearch) => void;
  onNavigate: (href: string) => void;
}

export function DocumentListPage({
  kind,
  scope,
  search,
  authorities,
  onSearchChange,
  onNavigate,
}: DocumentListPageProps) {
  const { t } = useTranslation();
  const own = useOwnUnit(scope === 'unit');
  const queue = scope === 'review' ? QUEUES[kind] : undefined;
  const chosen =
    scope === 'unit'
      ? own.unitId
      : search[UNIT_FILTER] && /^[1-9][0-9]*$/.test(search[UNIT_FILTER])
        ? Number(search[UNIT_FILTER])
        : undefined;
  const config = useMemo(() => {
    // The item's stock is no choice on this list: a receipt's item shows in its place.
    let base = withoutFilters(screenOf(kind, authorities), ['stockId']);
    if (!createsIn(kind, scope)) base = withOffers(base, { create: false });
    // The queue's own filters are the page's, not the reader's to change.
    if (queue) base = { ...withFixed(base, queue.filters), columns: queue.columns };
    // A document's lines have no unit of their own: the server reads them through their document's.
    if (chosen === undefined || !(UNIT_FILTER in base.resource.filters)) {
      const everyUnit = withOffers(withoutFilters(base, [UNIT_FILTER]), { create: false });
      // Rows of several units are told apart by a first column naming each row's unit.
      return scope === 'unit' ? everyUnit : withUnitColumn(everyUnit);
    }
    return withFixed(base, { [UNIT_FILTER]: chosen });
  }, [kind, scope, authorities, chosen, queue]);
  if (scope === 'unit' && own.unitId === undefined) return <OwnUnitState own={own} kind={kind} />;
  const state = listState(DOCUMENT_SCREENS[kind].resource, search);
  if (chosen !== undefined && UNIT_FILTER in DOCUMENT_SCREENS[kind].resource.filters)
    state.filters[UNIT_FILTER] = String(chosen);
  if (queue) {
    Object.assign(state.filters, queue.filters);
    if (!state.sort.length) state.sort = [queue.sort];
  }
  const title = queue ? t(queue.title) : t(`resources.${DOCUMENT_SCREENS[kind].resource.key}.plural`);
  // A kind read from files too offers its import beside New, for the unit the page is about.
  const importLink =
    scope === 'review' ? undefined : documentImportLink(kind, scope === 'admin' ? chosen : undefined);
  return (
    <ResourceList
      key={`${kind}-${chosen ?? 'all'}`}
      config={config}
      state={state}
      onStateChange={(next) => onSearchChange(toListSearch(next))}
      basePath={documentHrefs(kind, scope).list}
      hrefs={documentHrefs(kind, scope, chosen)}
      onNavigate={onNavigate}
      title={mirrorTitle(t, title, { mirror: scope !== 'unit', unitId: chosen })}
      {...(importLink ? { addLinks: [{ href: importLink.href, label: t(importLink.label) }] } : {})}
      {...(scope !== 'unit'
        ? {
            scopeFilter: (
              <UnitPicker
                value={chosen}
                onChange={(unitId) => {
                  const { [UNIT_FILTER]: _unit, ...filters } = state.filters;
                  onSearchChange(
                    toListSearch({
                      ...state,
                      page: 1,
                      filters:
                        unitId === undefined ? filters : { ...filters, businessUnitId: String(unitId) },
                    }),
                  );
                }}
              />
            ),
          }
        : {})}
    />
  );
}

export interface DocumentFormPageProps {
  kind: DocumentKind;
  scope: DocumentScope;
  /** The row to edit; without it the form creates one. */
  id?: number;
  /** The mirror's unit a new row is for (from the address). */
  unitId?: number;
  authorities: readonly string[];
  /** After the server accepted the row (the app opens its view). */
  onSaved: (row: Row) => void;
}

export function DocumentFormPage({ kind, scope, id, unitId, authorities, onSaved }: DocumentFormPageProps) {
  const own = useOwnUnit(scope === 'unit' && id === undefined);
  const current = useQuery({
    ...itemQueryOptions(DOCUMENT_SCREENS[kind], id ?? 0),
    enabled: id !== undefined,
  });
  const saved = rowOf(current.data)?.businessUnitId;
  let owner: number | undefined;
  if (id !== undefined) owner = typeof saved === 'number' ? saved : undefined;
  else owner = scope === 'unit' ? own.unitId : unitId;
  const hrefs = documentHrefs(kind, scope, owner);
  const config = useMemo(() => {
    const base = screenOf(kind, authorities);
    return owner === undefined ? base : withFixed(base, { businessUnitId: owner });
  }, [kind, authorities, owner]);
  if (scope === 'unit' && id === undefined && own.unitId === undefined)
    return <OwnUnitState own={own} kind={kind} />;
  if (kind === 'importMaterial')
    return owner === undefined ? null : (
      <ReceiptForm key={owner} config={config} unitId={owner} listHref={hrefs.list} onSaved={onSaved} />
    );
  return (
    <ResourceForm
      key={owner ?? 'unit'}
      config={config}
      {...(id === undefined ? {} : { id })}
      listHref={id === undefined ? hrefs.list : hrefs.view(id)}
      onSaved={onSaved}
    />
  );
}

export interface DocumentViewPageProps {
  kind: DocumentKind;
  scope: DocumentScope;
  id: number;
  /** Address of this page (`…/supplier/4/view`). */
  path: string;
  /** The state of the party's certificates below it, in the address. */
  search: ChildSearch;
  authorities: readonly string[];
  onSearchChange: (next: ChildSearch) => void;
  onNavigate: (href: string) => void;
  /** After the row was deleted (the app goes back to the list). */
  onDeleted: () => void;
}

export function DocumentViewPage({ kind, scope, authorities, ...page }: DocumentViewPageProps) {
  const config = useMemo(() => screenOf(kind, authorities), [kind, authorities]);
  const hrefs = documentHrefs(kind, scope);
  if (kind === 'supplier' || kind === 'subCon')
    return <PartyView party={kind} config={config} hrefs={hrefs} authorities={authorities} {...page} />;
  const posting = postingOf(kind);
  if (posting)
    return (
      <PostedView
        config={config}
        scope={scope}
        posting={posting}
        id={page.id}
        hrefs={hrefs}
        onDeleted={page.onDeleted}
      />
    );
  return (
    <ResourceView
      config={config}
      id={page.id}
      basePath={hrefs.list}
      hrefs={hrefs}
      onDeleted={page.onDeleted}
    />
  );
}

/**
 * Where the page of a kind that is never written on its own leads instead: a line's new and edit pages
 * are its document's (the sale's form, with all its lines), or undefined for a kind written on its own.
 */
export async function writtenWith(kind: DocumentKind, scope: DocumentScope, id?: number) {
  const { owner }: { owner: { kind: string; field?: string; parent?: string } } = resources[kind];
  if (owner.kind !== 'parent' || !owner.field || !owner.parent || !(owner.parent in DOCUMENT_SCREENS))
    return undefined;
  const hrefs = documentHrefs(owner.parent as DocumentKind, scope);
  if (id === undefined) return hrefs.new;
  const line = rowOf(await DOCUMENT_SCREENS[kind].api.get(id).catch(() => undefined));
  const parent = line?.[owner.field];
  return typeof parent === 'number' ? hrefs.edit(parent) : hrefs.list;
}

/**
 * Whether rows of a kind are corrected on an edit page (a receipt and a production are cancelled instead;
 * a V-Legal, posted by its approval, is edited before it).
 */
export function editable(kind: DocumentKind): boolean {
  const declared: { posting?: { update: string; on?: 'step' } } = resources[kind];
  return declared.posting?.update !== 'refuse' || declared.posting.on === 'step';
}
