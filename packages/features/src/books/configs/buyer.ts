import {
  createBuyer,
  deleteBuyer,
  getBuyer,
  listBuyers,
  searchBuyers,
  updateBuyer,
} from '@vlegal/api-client/query';
import { resources } from '@vlegal/domain/resources';
import { defineScreen } from '../../resource-screens/screen-config.ts';

export const buyerScreen = defineScreen(resources.buyer, {
  api: {
    list: listBuyers,
    search: searchBuyers,
    get: getBuyer,
    create: createBuyer,
    update: updateBuyer,
    remove: deleteBuyer,
  },
  rowLabel: (row) => row.name,
  columns: ['code', 'name', 'buyerType', 'countryId', 'active'],
  fields: [
    'code',
    'name',
    'buyerType',
    'countryId',
    'taxId',
    'addressId',
    'contactPerson',
    'phone',
    'email',
    'active',
  ],
});
