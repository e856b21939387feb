import {
  createTransportation,
  deleteTransportation,
  getTransportation,
  listTransportations,
  searchTransportations,
  updateTransportation,
} from '@vlegal/api-client/query';
import { resources } from '@vlegal/domain/resources';
import { defineScreen } from '../../resource-screens/screen-config.ts';

export const transportationScreen = defineScreen(resources.transportation, {
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
