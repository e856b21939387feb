/**
 * The addresses of the company screens and the state of the company list in its address: the generic
 * list's paging, sort, search text and filters, and the S-LK filter. Light: it runs on every navigation.
 */
import { type ListSearch, validateListSearch } from '../resource-screens/listSearch.ts';
import type { RecordHrefs } from '../resource-screens/hrefs.ts';

export const COMPANY_PATH = '/app/company';
export const COMPANY_PROFILE_PATH = '/app/company-profile';

export type CompanyListSearch = ListSearch & {
  /** Only companies having a unit whose S-LK has expired. */
  slkExpired?: true;
};

/** `validateSearch` of the company list. */
export function validateCompanyListSearch(raw: Record<string, unknown>): CompanyListSearch {
  const search: CompanyListSearch = validateListSearch(raw);
  if (raw.slkExpired === true || raw.slkExpired === 'true') search.slkExpired = true;
  return search;
}

/** The address of a company's units list (`/app/company/12/business-unit`). */
export const unitsPath = (companyId: number) => `${COMPANY_PATH}/${companyId}/business-unit`;

/** The unit screens of the profile: new and edit under it; the list (and view) is the profile itself. */
export const profileUnitHrefs: RecordHrefs = {
  list: COMPANY_PROFILE_PATH,
  new: `${COMPANY_PROFILE_PATH}/business-unit/new`,
  view: (id) => `${COMPANY_PROFILE_PATH}/business-unit/${id}/edit`,
  edit: (id) => `${COMPANY_PROFILE_PATH}/business-unit/${id}/edit`,
};
