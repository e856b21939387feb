import {
  createStuffingAddress,
  deleteStuffingAddress,
  getStuffingAddress,
  listStuffingAddresses,
  searchStuffingAddresses,
  updateStuffingAddress,
} from '@vlegal/api-client/query';
import { resources } from '@vlegal/domain/resources';
import { defineScreen } from '../../resource-screens/screen-config.ts';

export const stuffingAddressScreen = defineScreen(resources.stuffingAddress, {
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
