import {
  createDistrict,
  deleteDistrict,
  getDistrict,
  listDistricts,
  searchDistricts,
  updateDistrict,
} from '@vlegal/api-client/query';
import { district } from '@vlegal/domain/master-data/district';
import { defineScreen } from '../../resource-screens/screen-config.ts';

export const districtScreen = defineScreen(district, {
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
