import {
  createDocumentTransportType,
  deleteDocumentTransportType,
  getDocumentTransportType,
  listDocumentTransportTypes,
  searchDocumentTransportTypes,
  updateDocumentTransportType,
} from '@vlegal/api-client/query';
import { documentTransportType } from '@vlegal/domain/master-data/document-transport-type';
import { defineScreen } from '../../resource-screens/screen-config.ts';

export const documentTransportTypeScreen = defineScreen(documentTransportType, {
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
