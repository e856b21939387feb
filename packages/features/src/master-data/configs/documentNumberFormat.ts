import {
  createDocumentNumberFormat,
  deleteDocumentNumberFormat,
  getDocumentNumberFormat,
  listDocumentNumberFormats,
  searchDocumentNumberFormats,
  updateDocumentNumberFormat,
} from '@vlegal/api-client/query';
import { documentNumberFormat } from '@vlegal/domain/master-data/document-number-format';
import { businessUnitScreen } from '../../company/configs/businessUnit.ts';
import { defineScreen } from '../../resource-screens/screen-config.ts';

export const documentNumberFormatScreen = defineScreen(documentNumberFormat, {
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
  // The unit is picked and shown by its code and name, never typed as a number.
  targets: { businessUnitId: businessUnitScreen },
});
