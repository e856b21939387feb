import {
  createTransportation,
  deleteTransportation,
  getTransportation,
  listTransportations,
  searchTransportations,
  updateTransportation,
} from '@vlegal/api-client/query';
import { transportation } from '@vlegal/domain/master-data/transportation';
import { defineScreen } from '../../resource-screens/screen-config.ts';

export const transportationScreen = defineScreen(transportation, {
  api: {
    list: listTransportations,
    search: searchTransportations,
    get: getTransportation,
    create: createTransportation,
    update: updateTransportation,
    remove: deleteTransportation,
  },
  rowLabel: (row) => row.name,
  columns: ['code', 'name', 'active'],
});
