import { type CompanyUnit, CompanyUnitFields } from '../gen/schemas.ts';
import { blocks } from '../gen/blocks.ts';
import { defineResource } from '../resource-definition.ts';

/**
 * The units of the caller's company by code and name (a view of the business units): where a unit's
 * transfer may go. A unit user reads its sibling units here and nothing else of them; units are written
 * as business units only.
 */
export const companyUnit = defineResource<CompanyUnit>()({
  ...blocks.companyUnit,
  fields: CompanyUnitFields,
  unique: [],
  owner: { kind: 'company', field: 'companyId' },
});
