import {
  createStuffingAddress,
  deleteStuffingAddress,
  getStuffingAddress,
  listStuffingAddresses,
  searchStuffingAddresses,
  updateStuffingAddress,
} from '@vlegal/api-client/query';
import { stuffingAddress } from '@vlegal/domain/business-unit/sites';
import { defineScreen } from '../../resource-screens/screen-config.ts';

export const stuffingAddressScreen = defineScreen(stuffingAddress, {
  api: {
    list: listStuffingAddresses,
    search: searchStuffingAddresses,
    get: getStuffingAddress,
    create: createStuffingAddress,
    update: updateStuffingAddress,
    remove: deleteStuffingAddress,
  },
  rowLabel: (row) => row.name,
  columns: ['name', 'addressId', 'active'],
  fields: ['name', 'addressId', 'active'],
});
