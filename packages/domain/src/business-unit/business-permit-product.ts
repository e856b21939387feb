import { BusinessPermitProductFields, type BusinessPermitProduct } from '../gen/schemas.ts';
import { blocks } from '../gen/blocks.ts';
import { defineResource } from '../resource-definition.ts';

/**
 * A product a business permit allows, with its yearly capacity; owned through its permit. A permit with
 * products is not deleted (409): the capacity is what audits hold production against, so the products
 * are removed one by one, knowingly; a permit that ends is made inactive instead.
 */
export const businessPermitProduct = defineResource<BusinessPermitProduct>()({
  ...blocks.businessPermitProduct,
  fields: BusinessPermitProductFields,
  unique: [['businessPermitId', 'productName']],
  owner: { kind: 'parent', field: 'businessPermitId', parent: 'businessPermit', onParentDelete: 'refuse' },
});
