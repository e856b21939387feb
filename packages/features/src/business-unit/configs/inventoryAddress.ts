import {
  createInventoryAddress,
  deleteInventoryAddress,
  getInventoryAddress,
  listInventoryAddresses,
  searchInventoryAddresses,
  updateInventoryAddress,
} from '@vlegal/api-client/query';
import { resources } from '@vlegal/domain/resources';
import { defineScreen } from '../../resource-screens/screen-config.ts';

export const inventoryAddressScreen = defineScreen(resources.inventoryAddress, {
  api: {
    list: listInventoryAddresses,
    search: searchInventoryAddresses,
    get: getInventoryAddress,
    create: createInventoryAddress,
    update: updateInventoryAddress,
    remove: deleteInventoryAddress,
  },
  rowLabel: (row) => row.name,
  columns: ['name', 'addressId', 'storageType', 'active'],
  fields: ['name', 'addressId', 'storageType', 'active'],
});
