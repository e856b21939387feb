import {
  createSubCon,
  deleteSubCon,
  getSubCon,
  listSubCons,
  searchSubCons,
  updateSubCon,
} from '@vlegal/api-client/query';
import { subCon } from '@vlegal/domain/business-unit/partners';
import { defineScreen } from '../../resource-screens/screen-config.ts';

export const subConScreen = defineScreen(subCon, {
  api: {
    list: listSubCons,
    search: searchSubCons,
    get: getSubCon,
    create: createSubCon,
    update: updateSubCon,
    remove: deleteSubCon,
  },
  rowLabel: (row) => row.name,
  columns: ['code', 'name', 'scopeOfWork', 'contactPerson', 'active'],
  fields: [
    'code',
    'name',
    'taxId',
    'permitNumber',
    'scopeOfWork',
    'addressId',
    'contactPerson',
    'phone',
    'email',
    'active',
  ],
});
