import {
  createRawMaterial,
  deleteRawMaterial,
  getRawMaterial,
  listRawMaterials,
  searchRawMaterials,
  updateRawMaterial,
} from '@vlegal/api-client/query';
import { rawMaterial } from '@vlegal/domain/business-unit/materials';
import { defineScreen } from '../../resource-screens/screen-config.ts';

export const rawMaterialScreen = defineScreen(rawMaterial, {
  api: {
    list: listRawMaterials,
    search: searchRawMaterials,
    get: getRawMaterial,
    create: createRawMaterial,
    update: updateRawMaterial,
    remove: deleteRawMaterial,
  },
  rowLabel: (row) => row.name,
  columns: ['code', 'name', 'rawMaterialTypeId', 'scientificNameId', 'grade', 'active'],
  fields: [
    'code',
    'name',
    'rawMaterialTypeId',
    'scientificNameId',
    'grade',
    'thicknessMm',
    'widthMm',
    'lengthMm',
    'diameterCm',
    'trackWeight',
    'trackPieces',
    'description',
    'active',
  ],
});
