import {
  createBusinessPermitProduct,
  deleteBusinessPermitProduct,
  getBusinessPermitProduct,
  listBusinessPermitProducts,
  searchBusinessPermitProducts,
  updateBusinessPermitProduct,
} from '@vlegal/api-client/query';
import { businessPermitProduct } from '@vlegal/domain/business-unit/business-permit-product';
import { defineScreen } from '../../resource-screens/screen-config.ts';

export const businessPermitProductScreen = defineScreen(businessPermitProduct, {
  api: {
    list: listBusinessPermitProducts,
    search: searchBusinessPermitProducts,
    get: getBusinessPermitProduct,
    create: createBusinessPermitProduct,
    update: updateBusinessPermitProduct,
    remove: deleteBusinessPermitProduct,
  },
  rowLabel: (row) => row.productName,
  columns: ['productName', 'hsCodeId', 'capacity', 'capacityUnit', 'description'],
  fields: ['productName', 'hsCodeId', 'capacity', 'capacityUnit', 'description'],
});
