import {
  createHoDocument,
  deleteHoDocument,
  getHoDocument,
  listHoDocuments,
  searchHoDocuments,
  updateHoDocument,
} from '@vlegal/api-client/query';
import { hoDocument } from '@vlegal/domain/business-unit/ho-document';
import { defineScreen } from '../../resource-screens/screen-config.ts';
import { ExpiryBadge } from '../cells.tsx';

export const hoDocumentScreen = defineScreen(hoDocument, {
  api: {
    list: listHoDocuments,
    search: searchHoDocuments,
    get: getHoDocument,
    create: createHoDocument,
    update: updateHoDocument,
    remove: deleteHoDocument,
  },
  rowLabel: (row) => row.code,
  columns: ['code', 'issuer', 'validDate', 'expiredDate', 'expiryStatus'],
  fields: ['code', 'validDate', 'expiredDate', 'issuer', 'fileAttachment', 'expiryStatus'],
  cells: {
    expiryStatus: ExpiryBadge,
  },
});
