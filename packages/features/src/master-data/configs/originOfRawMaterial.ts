import {
  createOriginOfRawMaterial,
  deleteOriginOfRawMaterial,
  getOriginOfRawMaterial,
  listOriginOfRawMaterials,
  searchOriginOfRawMaterials,
  updateOriginOfRawMaterial,
} from '@vlegal/api-client/query';
import { originOfRawMaterial } from '@vlegal/domain/master-data/origin-of-raw-material';
import { defineScreen } from '../../resource-screens/screen-config.ts';

export const originOfRawMaterialScreen = defineScreen(originOfRawMaterial, {
  api: {
    list: listOriginOfRawMaterials,
    search: searchOriginOfRawMaterials,
    get: getOriginOfRawMaterial,
    create: createOriginOfRawMaterial,
    update: updateOriginOfRawMaterial,
    remove: deleteOriginOfRawMaterial,
  },
  rowLabel: (row) => row.description,
  columns: ['code', 'description', 'isImport', 'requiresCertificate', 'active'],
});
