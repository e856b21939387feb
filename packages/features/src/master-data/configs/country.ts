import {
  createCountry,
  deleteCountry,
  getCountry,
  listCountries,
  searchCountries,
  updateCountry,
} from '@vlegal/api-client/query';
import { country } from '@vlegal/domain/master-data/country';
import { defineScreen } from '../../resource-screens/screen-config.ts';

export const countryScreen = defineScreen(country, {
  api: {
    list: listCountries,
    search: searchCountries,
    get: getCountry,
    create: createCountry,
    update: updateCountry,
    remove: deleteCountry,
  },
  rowLabel: (row) => row.name,
  columns: ['code', 'code3', 'name', 'flegtPartner', 'active'],
});
