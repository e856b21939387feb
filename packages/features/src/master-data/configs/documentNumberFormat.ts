import {
  createDocumentNumberFormat,
  deleteDocumentNumberFormat,
  getDocumentNumberFormat,
  listDocumentNumberFormats,
  searchDocumentNumberFormats,
  updateDocumentNumberFormat,
} from '@vlegal/api-client/query';
import { resources } from '@vlegal/domain/resources';
import { defineScreen } from '../../resource-screens/screen-config.ts';

export const documentNumberFormatScreen = defineScreen(resources.documentNumberFormat, {
  api: {
    list: listDocumentNumberFormats,
    search: searchDocumentNumberFormats,
    get: getDocumentNumberFormat,
    create: createDocumentNumberFormat,
    update: updateDocumentNumberFormat,
    remove: deleteDocumentNumberFormat,
  },
  rowLabel: (row) => row.name,
  columns: ['documentType', 'name', 'pattern', 'resetPolicy', 'sequenceScope', 'active'],
});
