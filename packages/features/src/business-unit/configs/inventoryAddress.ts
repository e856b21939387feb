import {
  createInventoryAddress,
  deleteInventoryAddress,
  getInventoryAddress,
  listInventoryAddresses,
  searchInventoryAddresses,
  updateInventoryAddress,
} from '@vlegal/api-client/query';
import { inventoryAddress } from '@vlegal/domain/business-unit/sites';
import { defineScreen } from '../../resource-screens/screen-config.ts';

export const inventoryAddressScreen = defineScreen(inventoryAddress, {
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
