import {
  createSeaPort,
  deleteSeaPort,
  getSeaPort,
  listSeaPorts,
  searchSeaPorts,
  updateSeaPort,
} from '@vlegal/api-client/query';
import { seaPort } from '@vlegal/domain/master-data/sea-port';
import { defineScreen } from '../../resource-screens/screen-config.ts';

export const seaPortScreen = defineScreen(seaPort, {
  api: {
    list: listSeaPorts,
    search: searchSeaPorts,
    get: getSeaPort,
    create: createSeaPort,
    update: updateSeaPort,
    remove: deleteSeaPort,
  },
  rowLabel: (row) => row.name,
  columns: ['code', 'name', 'countryId', 'portType', 'active'],
});
