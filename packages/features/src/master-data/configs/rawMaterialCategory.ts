import {
  createRawMaterialCategory,
  deleteRawMaterialCategory,
  getRawMaterialCategory,
  listRawMaterialCategories,
  searchRawMaterialCategories,
  updateRawMaterialCategory,
} from '@vlegal/api-client/query';
import { rawMaterialCategory } from '@vlegal/domain/master-data/raw-material-category';
import { defineScreen } from '../../resource-screens/screen-config.ts';

export const rawMaterialCategoryScreen = defineScreen(rawMaterialCategory, {
  api: {
    list: listRawMaterialCategories,
    search: searchRawMaterialCategories,
    get: getRawMaterialCategory,
    create: createRawMaterialCategory,
    update: updateRawMaterialCategory,
    remove: deleteRawMaterialCategory,
  },
  rowLabel: (row) => row.name,
  columns: ['code', 'name', 'reportGroup'],
});
