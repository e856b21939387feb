import {
  createCurrency,
  deleteCurrency,
  getCurrency,
  listCurrencies,
  searchCurrencies,
  updateCurrency,
} from '@vlegal/api-client/query';
import { currency } from '@vlegal/domain/master-data/currency';
import { defineScreen } from '../../resource-screens/screen-config.ts';

export const currencyScreen = defineScreen(currency, {
  api: {
    list: listCurrencies,
    search: searchCurrencies,
    get: getCurrency,
    create: createCurrency,
    update: updateCurrency,
    remove: deleteCurrency,
  },
  rowLabel: (row) => row.name,
  columns: ['code', 'name', 'symbol', 'decimals', 'active'],
});
