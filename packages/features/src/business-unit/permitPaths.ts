/**
 * The addresses of a unit's business permit pages (`/app/business-unit/business-permit/…`) and the state
 * of the view page in its address; light, as the routes' `validateSearch` reads it on every navigation.
 */
import type { RecordHrefs } from '../resource-screens/hrefs.ts';
import { type ProfileSearch, validateProfileSearch } from './profileSearch.ts';

export const PERMIT_PATH = '/app/business-unit/business-permit';

/** The profile's tab of business permits, where the permit pages lead a unit's administrator back to. */
export const PERMITS_TAB_HREF = '/app/business-unit-profile?tab=businessPermit';

/**
 * Where the permit pages lead back to, a page the account may open: a unit administrator's profile tab of
 * permits, a company administrator's company profile, an administrator's companies.
 */
export function permitsListHref(authorities: readonly string[]): string {
  if (authorities.includes('ROLE_USER_ADMIN')) return PERMITS_TAB_HREF;
  if (authorities.includes('ROLE_USER_ADMIN_COMPANY')) return '/app/company-profile';
  return '/app/company';
}

export const permitViewHref = (id: number) => `${PERMIT_PATH}/${id}/view`;

/**
 * New (for the unit), view and edit of a permit; the list is `list` (the profile's tab of permits unless
 * told), and so is new when the unit is not known.
 */
export function permitHrefs(unitId?: number, list = PERMITS_TAB_HREF): RecordHrefs {
  return {
    list,
    new: unitId === undefined ? list : `${PERMIT_PATH}/new/${unitId}`,
    view: permitViewHref,
    edit: (id) => `${PERMIT_PATH}/${id}/edit`,
  };
}

/** The address of the permit view: a product open below it, or the list of products' state. */
export type PermitViewSearch = Omit<ProfileSearch, 'tab'>;

/** `validateSearch` of the permit view route. */
export function validatePermitViewSearch(raw: Record<string, unknown>): PermitViewSearch {
  const { tab: _tab, ...search } = validateProfileSearch({ ...raw, tab: undefined });
  return search;
}
