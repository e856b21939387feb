import {
  createScientificName,
  deleteScientificName,
  getScientificName,
  listScientificNames,
  searchScientificNames,
  updateScientificName,
} from '@vlegal/api-client/query';
import { resources } from '@vlegal/domain/resources';
import { defineScreen } from '../../resource-screens/screen-config.ts';

export const scientificNameScreen = defineScreen(resources.scientificName, {
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
