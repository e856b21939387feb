import {
  createScientificName,
  deleteScientificName,
  getScientificName,
  listScientificNames,
  searchScientificNames,
  updateScientificName,
} from '@vlegal/api-client/query';
import { scientificName } from '@vlegal/domain/master-data/scientific-name';
import { defineScreen } from '../../resource-screens/screen-config.ts';

export const scientificNameScreen = defineScreen(scientificName, {
  api: {
    list: listScientificNames,
    search: searchScientificNames,
    get: getScientificName,
    create: createScientificName,
    update: updateScientificName,
    remove: deleteScientificName,
  },
  rowLabel: (row) => row.scientificName,
  columns: ['scientificName', 'tradeName', 'family', 'speciesGroup', 'citesAppendix', 'active'],
});
