import {
  createSlkCertificate,
  deleteSlkCertificate,
  getSlkCertificate,
  listSlkCertificates,
  searchSlkCertificates,
  updateSlkCertificate,
} from '@vlegal/api-client/query';
import { slkCertificate } from '@vlegal/domain/business-unit/slk-certificate';
import { defineScreen } from '../../resource-screens/screen-config.ts';
import { ExpiryBadge } from '../cells.tsx';

export const slkCertificateScreen = defineScreen(slkCertificate, {
  api: {
    list: listSlkCertificates,
    search: searchSlkCertificates,
    get: getSlkCertificate,
    create: createSlkCertificate,
    update: updateSlkCertificate,
    remove: deleteSlkCertificate,
  },
  rowLabel: (row) => row.fullCode,
  columns: ['fullCode', 'lvlkName', 'slkType', 'expiredDate', 'status', 'expiryStatus'],
  fields: [
    'code',
    'fullCode',
    'lvlkName',
    'slkType',
    'industrialScopeId',
    'initialDate',
    'surveillancePeriod',
    'nextSurveillance',
    'expiredDate',
    'status',
    'certificateFile',
    'expiryStatus',
  ],
  cells: {
    expiryStatus: ExpiryBadge,
  },
});
