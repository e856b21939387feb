/**
 * One page for a unit's books and its administrators' mirror (`/app/business-unit-material/…` and
 * `/app/admin-stock/…`, `/app/admin-import/…`): the same generic screens, told whether they are the mirror.
 * A unit administrator's rows are scoped by the server already; the page passes the account's own unit,
 * which new rows are written for. The mirror lists every unit's rows until a unit is picked, filters by the
 * picked one (kept in the address as `businessUnitId`) and offers "New" for it only (`…/new/{unitId}`).
 */
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import type { RecordHrefs } from '../../resource-screens/hrefs.ts';
import type { ListState } from '../../resource-screens/listSearch.ts';
import { ResourceList } from '../../resource-screens/ResourceList.tsx';
import { type ScreenConfig, withFixed, withOffers } from '../../resource-screens/screen-config.ts';
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

/** `unitConfig` and `unitHrefs` of a page, kept while the unit does not change. */
export function useUnitScope<C extends ScreenConfig>(config: C, basePath: string, scope: UnitScope) {
  const { mirror, unitId } = scope;
  return useMemo(
    () => ({
      config: unitConfig(config, { mirror, unitId }),
      hrefs: unitHrefs(basePath, { mirror, unitId }),
    }),
    [config, basePath, mirror, unitId],
  );
}

export interface UnitListProps extends UnitScope {
  config: ScreenConfig;
  /** Address of the list; new and edit hang below it. */
  basePath: string;
  state: ListState;
  onStateChange: (next: ListState) => void;
  onNavigate: (href: string) => void;
  /** Filters of the screen beyond the registry's, after the unit picker. */
  extraFilters?: ReactNode;
}

/** The generic list of a unit-owned resource, on a unit's page or in the mirror (with the unit picker). */
export function UnitList({
  config,
  basePath,
  state,
  onStateChange,
  onNavigate,
  extraFilters,
  ...page
}: UnitListProps) {
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
  const picker = page.mirror ? <UnitPicker value={scope.unitId} onChange={changeUnit} /> : null;
  return (
    <ResourceList
      config={scoped.config}
      state={{ ...state, filters }}
      onStateChange={onStateChange}
      basePath={basePath}
      hrefs={scoped.hrefs}
      onNavigate={onNavigate}
      {...(picker || extraFilters
        ? {
            extraFilters: (
              <>
                {picker}
                {extraFilters}
              </>
            ),
          }
        : {})}
    />
  );
}
