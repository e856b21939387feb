/** The state of the company profile in its address: the list of its units, or the company's form. */
import { type ListSearch, validateListSearch } from '../resource-screens/listSearch.ts';

export type CompanyProfileSearch = ListSearch & {
  /** The company's form in place of its view (company administrators only). */
  mode?: 'edit';
  /** The company was just saved (a notice on the view). */
  companySaved?: true;
};

/** `validateSearch` of the profile route. */
export function validateCompanyProfileSearch(raw: Record<string, unknown>): CompanyProfileSearch {
  if (raw.mode === 'edit') return { mode: 'edit' };
  const search: CompanyProfileSearch = validateListSearch(raw);
  if (raw.companySaved === true || raw.companySaved === 'true') search.companySaved = true;
  return search;
}
