import { BusinessPermitProductFields, type BusinessPermitProduct } from '../gen/schemas.ts';
import { defineResource } from '../resource-definition.ts';
import { UNIT_KEEPERS, UNIT_READERS } from '../company/readers.ts';

/**
 * A product a business permit allows, with its yearly capacity; owned through its permit. A permit with
 * products is not deleted (409): the capacity is what audits hold production against, so the products
 * are removed one by one, knowingly; a permit that ends is made inactive instead.
 */
export const businessPermitProduct = defineResource<BusinessPermitProduct>()({
  key: 'businessPermitProduct',
  fields: BusinessPermitProductFields,
  sortable: ['id', 'productName', 'capacity'],
  defaultSort: ['productName', 'asc'],
  search: ['productName', 'description'],
  filters: { businessPermitId: 'eq', hsCodeId: 'eq' },
  unique: [['businessPermitId', 'productName']],
  roles: { read: UNIT_READERS, write: UNIT_KEEPERS },
  owner: { kind: 'parent', field: 'businessPermitId', parent: 'businessPermit', onParentDelete: 'refuse' },
});
