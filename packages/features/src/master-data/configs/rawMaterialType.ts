import {
  createRawMaterialType,
  deleteRawMaterialType,
  getRawMaterialType,
  listRawMaterialTypes,
  searchRawMaterialTypes,
  updateRawMaterialType,
} from '@vlegal/api-client/query';
import { rawMaterialType } from '@vlegal/domain/master-data/raw-material-type';
import { defineScreen } from '../../resource-screens/screen-config.ts';

export const rawMaterialTypeScreen = defineScreen(rawMaterialType, {
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
