import {
  createDistrict,
  deleteDistrict,
  getDistrict,
  listDistricts,
  searchDistricts,
  updateDistrict,
} from '@vlegal/api-client/query';
import { resources } from '@vlegal/domain/resources';
import { defineScreen } from '../../resource-screens/screen-config.ts';

export const districtScreen = defineScreen(resources.district, {
  api: {
    list: listDistricts,
    search: searchDistricts,
    get: getDistrict,
    create: createDistrict,
    update: updateDistrict,
    remove: deleteDistrict,
  },
  rowLabel: (row) => row.name,
  columns: ['code', 'name', 'districtType', 'provinceId'],
});
