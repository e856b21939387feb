import {
  createRawMaterialCategory,
  deleteRawMaterialCategory,
  getRawMaterialCategory,
  listRawMaterialCategories,
  searchRawMaterialCategories,
  updateRawMaterialCategory,
} from '@vlegal/api-client/query';
import { resources } from '@vlegal/domain/resources';
import { defineScreen } from '../../resource-screens/screen-config.ts';

export const rawMaterialCategoryScreen = defineScreen(resources.rawMaterialCategory, {
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
