import {
  createProvince,
  deleteProvince,
  getProvince,
  listProvinces,
  searchProvinces,
  updateProvince,
} from '@vlegal/api-client/query';
import { resources } from '@vlegal/domain/resources';
import { defineScreen } from '../../resource-screens/screen-config.ts';

export const provinceScreen = defineScreen(resources.province, {
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
