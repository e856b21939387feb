import {
  createProvince,
  deleteProvince,
  getProvince,
  listProvinces,
  searchProvinces,
  updateProvince,
} from '@vlegal/api-client/query';
import { province } from '@vlegal/domain/master-data/province';
import { defineScreen } from '../../resource-screens/screen-config.ts';

export const provinceScreen = defineScreen(province, {
  api: {
    list: listProvinces,
    search: searchProvinces,
    get: getProvince,
    create: createProvince,
    update: updateProvince,
    remove: deleteProvince,
  },
  rowLabel: (row) => row.name,
  columns: ['code', 'name', 'countryId'],
});
