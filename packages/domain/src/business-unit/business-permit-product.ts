import { BusinessPermitProductFields, type BusinessPermitProduct } from '../gen/schemas.ts';
import { defineResource } from '../resource-definition.ts';
import { UNIT_KEEPERS, UNIT_READERS } from '../company/readers.ts';

/** A product a business permit allows, with its yearly capacity; owned through its permit. */
export const businessPermitProduct = defineResource<BusinessPermitProduct>()({
  key: 'businessPermitProduct',
  fields: BusinessPermitProductFields,
  sortable: ['id', 'productName', 'capacity'],
  defaultSort: ['productName', 'asc'],
  search: ['productName', 'description'],
  filters: { businessPermitId: 'eq', hsCodeId: 'eq' },
  unique: [['businessPermitId', 'productName']],
  roles: { read: UNIT_READERS, write: UNIT_KEEPERS },
  owner: { kind: 'parent', field: 'businessPermitId', parent: 'businessPermit' },
});
