import {
  createFactoryAddress,
  deleteFactoryAddress,
  getFactoryAddress,
  listFactoryAddresses,
  searchFactoryAddresses,
  updateFactoryAddress,
} from '@vlegal/api-client/query';
import { factoryAddress } from '@vlegal/domain/business-unit/sites';
import { defineScreen } from '../../resource-screens/screen-config.ts';

export const factoryAddressScreen = defineScreen(factoryAddress, {
  api: {
    list: listFactoryAddresses,
    search: searchFactoryAddresses,
    get: getFactoryAddress,
    create: createFactoryAddress,
    update: updateFactoryAddress,
    remove: deleteFactoryAddress,
  },
  rowLabel: (row) => row.name,
  columns: ['name', 'addressId', 'productionCapacity', 'active'],
  fields: ['name', 'addressId', 'productionCapacity', 'active'],
});
