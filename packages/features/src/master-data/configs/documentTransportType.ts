import {
  createDocumentTransportType,
  deleteDocumentTransportType,
  getDocumentTransportType,
  listDocumentTransportTypes,
  searchDocumentTransportTypes,
  updateDocumentTransportType,
} from '@vlegal/api-client/query';
import { resources } from '@vlegal/domain/resources';
import { defineScreen } from '../../resource-screens/screen-config.ts';

export const documentTransportTypeScreen = defineScreen(resources.documentTransportType, {
  api: {
    list: listDocumentTransportTypes,
    search: searchDocumentTransportTypes,
    get: getDocumentTransportType,
    create: createDocumentTransportType,
    update: updateDocumentTransportType,
    remove: deleteDocumentTransportType,
  },
  rowLabel: (row) => row.description,
  columns: ['code', 'description', 'materialScope', 'legacy', 'active'],
});
