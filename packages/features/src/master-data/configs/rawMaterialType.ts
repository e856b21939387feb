import {
  createRawMaterialType,
  deleteRawMaterialType,
  getRawMaterialType,
  listRawMaterialTypes,
  searchRawMaterialTypes,
  updateRawMaterialType,
} from '@vlegal/api-client/query';
import { resources } from '@vlegal/domain/resources';
import { defineScreen } from '../../resource-screens/screen-config.ts';

export const rawMaterialTypeScreen = defineScreen(resources.rawMaterialType, {
  api: {
    list: listRawMaterialTypes,
    search: searchRawMaterialTypes,
    get: getRawMaterialType,
    create: createRawMaterialType,
    update: updateRawMaterialType,
    remove: deleteRawMaterialType,
  },
  rowLabel: (row) => row.name,
  columns: ['code', 'name', 'rawMaterialCategoryId', 'minDiameterCm', 'maxDiameterCm', 'active'],
});
