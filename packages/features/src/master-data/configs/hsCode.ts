import {
  createHsCode,
  deleteHsCode,
  getHsCode,
  listHsCodes,
  searchHsCodes,
  updateHsCode,
} from '@vlegal/api-client/query';
import { hsCode } from '@vlegal/domain/master-data/hs-code';
import { defineScreen } from '../../resource-screens/screen-config.ts';

export const hsCodeScreen = defineScreen(hsCode, {
  api: {
    list: listHsCodes,
    search: searchHsCodes,
    get: getHsCode,
    create: createHsCode,
    update: updateHsCode,
    remove: deleteHsCode,
  },
  rowLabel: (row) => row.code,
  columns: ['code', 'hs6', 'description', 'chapter', 'heading', 'active'],
});
