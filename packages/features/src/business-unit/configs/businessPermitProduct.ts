import {
  createBusinessPermitProduct,
  deleteBusinessPermitProduct,
  getBusinessPermitProduct,
  listBusinessPermitProducts,
  searchBusinessPermitProducts,
  updateBusinessPermitProduct,
} from '@vlegal/api-client/query';
import { resources } from '@vlegal/domain/resources';
import { defineScreen } from '../../resource-screens/screen-config.ts';

export const businessPermitProductScreen = defineScreen(resources.businessPermitProduct, {
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
