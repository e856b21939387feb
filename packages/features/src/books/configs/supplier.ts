import {
  createSupplier,
  deleteSupplier,
  getSupplier,
  listSuppliers,
  searchSuppliers,
  updateSupplier,
} from '@vlegal/api-client/query';
import { supplier } from '@vlegal/domain/business-unit/partners';
import { defineScreen } from '../../resource-screens/screen-config.ts';

export const supplierScreen = defineScreen(supplier, {
  api: {
    list: listSuppliers,
    search: searchSuppliers,
    get: getSupplier,
    create: createSupplier,
    update: updateSupplier,
    remove: deleteSupplier,
  },
  rowLabel: (row) => row.name,
  columns: ['code', 'name', 'supplierType', 'countryId', 'active'],
  fields: [
    'code',
    'name',
    'supplierType',
    'originOfRawMaterialId',
    'taxId',
    'permitNumber',
    'countryId',
    'addressId',
    'contactPerson',
    'phone',
    'email',
    'active',
  ],
});
