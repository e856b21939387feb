import {
  createSupplier,
  deleteSupplier,
  getSupplier,
  listSuppliers,
  searchSuppliers,
  updateSupplier,
} from '@vlegal/api-client/query';
import { resources } from '@vlegal/domain/resources';
import { defineScreen } from '../../resource-screens/screen-config.ts';

export const supplierScreen = defineScreen(resources.supplier, {
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
