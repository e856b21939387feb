import {
  createBuyer,
  deleteBuyer,
  getBuyer,
  listBuyers,
  searchBuyers,
  updateBuyer,
} from '@vlegal/api-client/query';
import { buyer } from '@vlegal/domain/business-unit/partners';
import { defineScreen } from '../../resource-screens/screen-config.ts';

export const buyerScreen = defineScreen(buyer, {
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
