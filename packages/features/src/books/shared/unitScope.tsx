/**
 * One page for a unit's books and its administrators' mirror (`/app/business-unit-material/…` and
 * `/app/admin-stock/…`, `/app/admin-import/…`): the same generic screens, told whether they are the mirror.
 * A unit administrator's rows are scoped by the server already; the page passes the account's own unit,
 * which new rows are written for. The mirror lists every unit's rows until a unit is picked, filters by the
 * picked one (kept in the address as `businessUnitId`) and offers "New" for it only (`…/new/{unitId}`).
 * Until a unit is picked, its title says it shows every unit and a first column says whose each row is.
 */
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { businessUnitScreen } from '../../company/configs/businessUnit.ts';
import { companyScreen } from '../../company/configs/company.ts';
import { useLookupRow, useReferencedRow } from '../../resource-screens/fields.tsx';
import type { RecordHrefs } from '../../resource-screens/hrefs.ts';
import type { ListState } from '../../resource-screens/listSearch.ts';
import { ResourceList } from '../../resource-screens/ResourceList.tsx';
import type { Translate } from '../../resource-screens/schema.ts';
import { type Row, type ScreenConfig, withFixed, withOffers } from '../../resource-screens/screen-config.ts';
import * as styles from '../books.css.ts';
import { UnitPicker } from './UnitPicker.tsx';

export const UNIT_FILTER = 'businessUnitId';

/** Whose books a page shows. */
export interface UnitScope {
  /** The administrators' mirror, with a unit picker. */
  mirror?: boolean | undefined;
  /** The unit: the account's own on a unit's page, the picked one in the mirror (none before a pick). */
  unitId?: number | undefined;
}

/** The unit a list's state is about: the mirror's pick, or the page's unit. */
export function unitOf(scope: UnitScope, state?: ListState): number | undefined {
  if (!scope.mirror) return scope.unitId;
  const picked = state?.filters[UNIT_FILTER];
  return picked === undefined ? scope.unitId : Number(picked);
}

/**
 * Addresses of a unit-owned screen below `basePath`: new for the unit (`/new` on the unit's page,
 * `/new/{unitId}` in the mirror), and edit. The books have no view page: a row opens its edit form.
 */
export function unitHrefs(basePath: string, scope: UnitScope): RecordHrefs {
  const { mirror, unitId } = scope;
  const edit = (id: number) => `${basePath}/${id}/edit`;
  return {
    list: mirror && unitId !== undefined ? `${basePath}?${UNIT_FILTER}=${unitId}` : basePath,
    new: mirror ? (unitId === undefined ? basePath : `${basePath}/new/${unitId}`) : `${basePath}/new`,
    view: edit,
    edit,
  };
}

/**
 * The config of a unit-owned screen on a page: the unit fixed (written in new rows, and no filter of the
 * person: the page or the picker chooses it), "New" only for a known unit in the mirror, no view page.
 */
export function unitConfig<C extends ScreenConfig>(config: C, scope: UnitScope): C {
  const scoped = withFixed(config, { [UNIT_FILTER]: scope.unitId });
  return withOffers(scoped, { view: false, ...(scope.mirror ? { create: scope.unitId !== undefined } : {}) });
}

/** The unit a row belongs to, and its company under it: rows of several units are told apart by it. */
function UnitCell({ row }: { row: Row }) {
  const unit = useReferencedRow(businessUnitScreen, row[UNIT_FILTER]);
  const companyRow = useLookupRow(companyScreen, unit?.row.companyId);
  if (!unit) return null;
  return (
    <>
      {unit.label}
      {companyRow ? <span className={styles.cellDetail}>{companyScreen.rowLabel(companyRow)}</span> : null}
    </>
  );
}

/**
 * The config of an administrators' list of every unit: the unit (and its company) as the first column,
 * read for the whole page. A resource whose rows name no unit of their own is left as it is.
 */
export function withUnitColumn<C extends ScreenConfig>(config: C): C {
  if (!config.resource.fields.some((field) => field.name === UNIT_FILTER)) return config;
  return {
    ...config,
    columns: [UNIT_FILTER, ...config.columns.filter((name) => name !== UNIT_FILTER)],
    cells: { ...config.cells, [UNIT_FILTER]: UnitCell },
    targets: { ...config.targets, [UNIT_FILTER]: businessUnitScreen },
  };
}

/** The title of a list of the mirror: it says so while it shows every unit's rows. */
export const mirrorTitle = (t: Translate, title: string, scope: UnitScope) =>
  scope.mirror && scope.unitId === undefined ? t('books.allUnits', { title }) : title;

/** `unitConfig` and `unitHrefs` of a page, kept while the unit does not change. */
export function useUnitScope<C extends ScreenConfig>(config: C, basePath: string, scope: UnitScope) {
  const { mirror, unitId } = scope;
  return useMemo(() => {
    const scoped = unitConfig(config, { mirror, unitId });
    return {
      config: mirror && unitId === undefined ? withUnitColumn(scoped) : scoped,
      hrefs: unitHrefs(basePath, { mirror, unitId }),
    };
  }, [config, basePath, mirror, unitId]);
}

export interface UnitListProps extends UnitScope {
  config: ScreenConfig;
  /** Address of the list; new and edit hang below it. */
  basePath: string;
  state: ListState;
  onStateChange: (next: ListState) => void;
  onNavigate: (href: string) => void;
  /** Filters of the screen beyond the registry's, after them. */
  extraFilters?: ReactNode;
  /** The page's title (default: the resource's plural). */
  title?: string;
}

/**
 * The generic list of a unit-owned resource, on a unit's page or in the mirror (the unit picker its first
 * control).
 */
export function UnitList({
  config,
  basePath,
  state,
  onStateChange,
  onNavigate,
  extraFilters,
  title,
  ...page
}: UnitListProps) {
  const { t } = useTranslation();
  const scope = { mirror: page.mirror, unitId: unitOf(page, state) };
  const scoped = useUnitScope(config, basePath, scope);
  const filters = { ...state.filters };
  if (scope.unitId === undefined) delete filters[UNIT_FILTER];
  else filters[UNIT_FILTER] = String(scope.unitId);
  const changeUnit = (unitId: number | undefined) => {
    const next = { ...state.filters };
    if (unitId === undefined) delete next[UNIT_FILTER];
    else next[UNIT_FILTER] = String(unitId);
    const { saved: _saved, ...rest } = state;
    onStateChange({ ...rest, page: 1, filters: next });
  };
  return (
    <ResourceList
      config={scoped.config}
      state={{ ...state, filters }}
      onStateChange={onStateChange}
      basePath={basePath}
      hrefs={scoped.hrefs}
      onNavigate={onNavigate}
      title={mirrorTitle(t, title ?? t(`resources.${config.resource.key}.plural`), scope)}
      {...(page.mirror ? { scopeFilter: <UnitPicker value={scope.unitId} onChange={changeUnit} /> } : {})}
      {...(extraFilters ? { extraFilters } : {})}
    />
  );
}
