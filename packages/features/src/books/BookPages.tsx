/**
 * The pages of a unit's books, one per kind of screen, each serving the unit's page and its administrators'
 * mirror (`mirror`): the list, the new and edit form, an item's other usage (a list, with a usage opened
 * below it through the address) and the form adding one, and the item's stock card.
 */
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@vlegal/ui/Alert';
import { Stack } from '@vlegal/ui/Layout';
import { HeadingLevel, PageHeader } from '@vlegal/ui/PageHeader';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PermitViewSearch } from '../business-unit/permitPaths.ts';
import { profileHref } from '../business-unit/profileSearch.ts';
import { itemQueryOptions, rowOf } from '../resource-screens/data.ts';
import type { RecordHrefs } from '../resource-screens/hrefs.ts';
import { type ListState, listState } from '../resource-screens/listSearch.ts';
import { ResourceForm } from '../resource-screens/ResourceForm.tsx';
import { ResourceList } from '../resource-screens/ResourceList.tsx';
import { ResourceView } from '../resource-screens/ResourceView.tsx';
import {
  type Row,
  type ScreenConfig,
  withAuthorities,
  withFixed,
  withOffers,
} from '../resource-screens/screen-config.ts';
import { ItemCardLink, StockListPath } from './cells.tsx';
import { stockOtherScreen, stockScreen } from './configs/stock.ts';
import { type BookScreen, bookScreenOf } from '../screen-registry.ts';
import { bookPath, stockHrefs } from './paths.ts';
import { UnitList, type UnitScope, unitConfig, unitHrefs } from './shared/unitScope.tsx';
import { StockBalances } from './StockCard.tsx';

export { StockCardPage } from './StockCard.tsx';

/** Where a book page is: its screen's segment and whether it is the mirror. */
export interface BookPlace extends UnitScope {
  segment: string;
}

function screenAt(place: BookPlace): BookScreen {
  const screen = bookScreenOf(place.segment, place.mirror === true);
  if (!screen) throw new Error(`no screen of the books at ${place.segment}`);
  return screen;
}

/** The screen's config with its fixed filters (the stock of one type). */
function fixedConfig(screen: BookScreen): ScreenConfig {
  return screen.fixed ? withFixed(screen.config, screen.fixed) : screen.config;
}

export interface BookListPageProps extends BookPlace {
  state: ListState;
  onStateChange: (next: ListState) => void;
  onNavigate: (href: string) => void;
}

/** The list of a screen of the books, the unit picker in the mirror. */
export function BookListPage({
  segment,
  mirror,
  unitId,
  state,
  onStateChange,
  onNavigate,
}: BookListPageProps) {
  const { t } = useTranslation();
  const screen = screenAt({ segment, mirror });
  const basePath = bookPath(segment, mirror === true);
  const config = useMemo(() => {
    const fixed = fixedConfig(screen);
    const scoped = screen.listOnly ? withOffers(fixed, { create: false, edit: false }) : fixed;
    return screen.stock ? { ...scoped, cells: { ...scoped.cells, itemName: ItemCardLink } } : scoped;
  }, [screen]);
  return (
    <StockListPath.Provider value={basePath}>
      <UnitList
        config={config}
        basePath={basePath}
        mirror={mirror}
        unitId={unitId}
        state={{ ...state, filters: { ...state.filters, ...screen.fixed } }}
        onStateChange={onStateChange}
        onNavigate={onNavigate}
        {...(screen.title ? { title: t(screen.title) } : {})}
      />
    </StockListPath.Provider>
  );
}

export interface BookFormPageProps extends BookPlace {
  /** The row to edit; without it the form creates one for `unitId`. */
  id?: number;
  onSaved: (row: Row) => void;
}

/** The new and edit form of a screen of the books; an item's stock is edited only while the server allows. */
export function BookFormPage({ segment, mirror, unitId, id, onSaved }: BookFormPageProps) {
  const screen = screenAt({ segment, mirror });
  const basePath = bookPath(segment, mirror === true);
  const config = useMemo(() => unitConfig(fixedConfig(screen), { mirror, unitId }), [screen, mirror, unitId]);
  const list = unitHrefs(basePath, { mirror, unitId }).list;
  const current = useQuery({
    ...itemQueryOptions(config, id ?? 0),
    enabled: id !== undefined && screen.stock === true,
  });
  const row = rowOf(current.data);
  const allowed = row?.allowedActions;
  if (screen.stock && id !== undefined && Array.isArray(allowed) && !allowed.includes('update'))
    return <EditUnavailable config={config} row={row as Row} basePath={basePath} />;
  return (
    <ResourceForm config={config} {...(id === undefined ? {} : { id })} listHref={list} onSaved={onSaved} />
  );
}

/** Why an item's stock cannot be corrected now, above its balances and the ways to its movements. */
function EditUnavailable({ config, row, basePath }: { config: ScreenConfig; row: Row; basePath: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('resources.form.editTitle', { name: t(`resources.${config.resource.key}.name`) })}
        subtitle={config.rowLabel(row)}
      />
      <Alert intent="warning" timeout={null}>
        {t('books.stock.editUnavailable')}
      </Alert>
      <StockBalances config={config} row={row} basePath={basePath} />
    </Stack>
  );
}

/** The item's stock row, read once for the pages below it. */
function useStock(stockId: number) {
  return rowOf(useQuery(itemQueryOptions(stockScreen, stockId)).data);
}

export interface AddOtherUsagePageProps extends BookPlace {
  stockId: number;
  /** Authorities of the signed-in account: a correction that adds to the stock is an administrator's. */
  authorities: readonly string[];
  onSaved: (row: Row) => void;
}

/** A usage that only administrators record: a correction adding to the stock. */
const ADMIN_USAGES = ['CORRECTION_PLUS'];

/** The form adding an item's other usage, below its current balance. */
export function AddOtherUsagePage({
  segment,
  mirror,
  stockId,
  authorities,
  onSaved,
}: AddOtherUsagePageProps) {
  const basePath = bookPath(segment, mirror === true);
  const stock = useStock(stockId);
  const unitId = stock?.businessUnitId as number | undefined;
  const config = useMemo(() => {
    const admin = authorities.includes('ROLE_ADMIN');
    const fields = stockOtherScreen.fields.map((field) =>
      field.name === 'usageType' && !admin && field.values
        ? { ...field, values: field.values.filter((value) => !ADMIN_USAGES.includes(value)) }
        : field,
    );
    const offered: ScreenConfig = {
      ...stockOtherScreen,
      fields,
      sections: stockOtherScreen.sections.map((section) => ({
        ...section,
        fields: section.fields.map(
          (field) => fields.find((candidate) => candidate.name === field.name) ?? field,
        ),
      })),
    };
    return withFixed(offered, { stockId, businessUnitId: unitId });
  }, [authorities, stockId, unitId]);
  return (
    <Stack gap="lg">
      {stock ? <StockBalances config={stockScreen} row={stock} basePath={basePath} /> : null}
      {unitId === undefined ? null : (
        <ResourceForm config={config} listHref={stockHrefs(basePath, stockId).otherUsage} onSaved={onSaved} />
      )}
    </Stack>
  );
}

export interface OtherUsagePageProps extends BookPlace {
  stockId: number;
  /** The usage open below the list (`record`, `mode`), or the list's state. */
  search: PermitViewSearch;
  authorities: readonly string[];
  onSearchChange: (next: PermitViewSearch) => void;
  onNavigate: (href: string) => void;
}

/**
 * An item's other usage: its balance, then the list; a usage opens below (`?record=4`) with edit and cancel
 * as the server allows them, cancel after a confirmation.
 */
export function OtherUsagePage({
  segment,
  mirror,
  stockId,
  search,
  authorities,
  onSearchChange,
  onNavigate,
}: OtherUsagePageProps) {
  const { t } = useTranslation();
  const basePath = bookPath(segment, mirror === true);
  const path = stockHrefs(basePath, stockId).otherUsage;
  const stock = useStock(stockId);
  const config = useMemo(
    () =>
      withAuthorities(
        withOffers(withFixed(stockOtherScreen, { stockId, businessUnitId: stock?.businessUnitId }), {
          remove: false,
        }),
        authorities,
      ),
    [stockId, stock?.businessUnitId, authorities],
  );
  const hrefs = useMemo<RecordHrefs>(
    () => ({
      list: path,
      new: stockHrefs(basePath, stockId).addOtherUsage,
      view: (id) => profileHref(path, { record: id }),
      edit: (id) => profileHref(path, { record: id, mode: 'edit' }),
    }),
    [path, basePath, stockId],
  );
  const toList = (saved?: number) => onSearchChange(saved === undefined ? {} : { saved });
  const { record } = search;
  let panel: React.ReactNode;
  if (typeof record === 'number' && search.mode === 'edit')
    panel = (
      <ResourceForm
        key={`edit-${record}`}
        config={config}
        id={record}
        listHref={path}
        onSaved={(row) => toList(row.id)}
      />
    );
  else if (typeof record === 'number')
    panel = (
      <ResourceView
        key={record}
        config={config}
        id={record}
        basePath={path}
        hrefs={hrefs}
        onDeleted={() => toList()}
      />
    );
  else
    panel = (
      <ResourceList
        config={config}
        state={{ ...listState(config.resource, search), filters: { stockId: String(stockId) } }}
        onStateChange={({ page, size, sort, query, saved }) =>
          onSearchChange({ page, size, sort, query, ...(saved === undefined ? {} : { saved }) })
        }
        basePath={path}
        hrefs={hrefs}
        onNavigate={onNavigate}
      />
    );
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('resources.stockOther.name')}
        subtitle={stock ? stockScreen.rowLabel(stock) : undefined}
      />
      {stock ? <StockBalances config={stockScreen} row={stock} basePath={basePath} /> : null}
      <HeadingLevel level={2}>{panel}</HeadingLevel>
    </Stack>
  );
}
