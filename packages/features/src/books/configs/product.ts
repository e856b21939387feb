import {
  createProduct,
  deleteProduct,
  getProduct,
  listProducts,
  searchProducts,
  updateProduct,
} from '@vlegal/api-client/query';
import { product } from '@vlegal/domain/business-unit/materials';
import { defineScreen } from '../../resource-screens/screen-config.ts';

export const productScreen = defineScreen(product, {
  api: {
    list: listProducts,
    search: searchProducts,
    get: getProduct,
    create: createProduct,
    update: updateProduct,
    remove: deleteProduct,
  },
  rowLabel: (row) => row.name,
  columns: ['code', 'name', 'hsCodeId', 'scientificNameId', 'unitName', 'active'],
  fields: [
    'code',
    'name',
    'commercialDescription',
    'hsCodeId',
    'scientificNameId',
    'unitName',
    'volumePerUnitM3',
    'netWeightPerUnitKg',
    'lengthMm',
    'widthMm',
    'heightMm',
    'isComposite',
    'active',
  ],
});
