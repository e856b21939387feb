import {
  createAddress,
  deleteAddress,
  getAddress,
  listAddresses,
  searchAddresses,
  updateAddress,
} from '@vlegal/api-client/query';
import { address } from '@vlegal/domain/company/address';
import { defineScreen } from '../../resource-screens/screen-config.ts';

export const addressScreen = defineScreen(address, {
  api: {
    list: listAddresses,
    search: searchAddresses,
    get: getAddress,
    create: createAddress,
    update: updateAddress,
    remove: deleteAddress,
  },
  // The street alone: a picker searches again with the label it shows, so it must match one field.
  rowLabel: (row) => row.addressLine1,
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
