import { type CompanyUnit, CompanyUnitFields } from '../gen/schemas.ts';
import { defineResource } from '../resource-definition.ts';
import { BOOK_ROLES } from '../books/readers.ts';

/**
 * The units of the caller's company by code and name (a view of the business units): where a unit's
 * transfer may go. A unit user reads its sibling units here and nothing else of them; units are written
 * as business units only.
 */
export const companyUnit = defineResource<CompanyUnit>()({
  key: 'companyUnit',
  fields: CompanyUnitFields,
  sortable: ['id', 'code', 'name'],
  defaultSort: ['code', 'asc'],
  search: ['code', 'name'],
  filters: { companyId: 'eq', active: 'eq' },
  unique: [],
  roles: BOOK_ROLES,
  owner: { kind: 'company', field: 'companyId' },
  readsOnly: true,
});
