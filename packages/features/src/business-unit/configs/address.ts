import {
  createAddress,
  deleteAddress,
  getAddress,
  listAddresses,
  searchAddresses,
  updateAddress,
} from '@vlegal/api-client/query';
import { resources } from '@vlegal/domain/resources';
import { defineScreen } from '../../resource-screens/screen-config.ts';

export const addressScreen = defineScreen(resources.address, {
  api: {
    list: listAddresses,
    search: searchAddresses,
    get: getAddress,
    create: createAddress,
    update: updateAddress,
    remove: deleteAddress,
  },
  rowLabel: (row) => [row.addressLine1, row.city].filter(Boolean).join(', '),
  columns: ['addressType', 'addressLine1', 'city', 'provinceId', 'phoneNumber'],
  fields: [
    'addressType',
    'addressLine1',
    'addressLine2',
    'location',
    'city',
    'postalCode',
    'districtId',
    'provinceId',
    'countryId',
    'phoneNumber',
    'mobilePhone',
    'faxNumber',
    'email',
    'latitude',
    'longitude',
  ],
});
