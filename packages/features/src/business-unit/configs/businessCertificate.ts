import {
  createBusinessCertificate,
  deleteBusinessCertificate,
  getBusinessCertificate,
  listBusinessCertificates,
  searchBusinessCertificates,
  updateBusinessCertificate,
} from '@vlegal/api-client/query';
import { businessCertificate } from '@vlegal/domain/business-unit/business-certificate';
import { defineScreen } from '../../resource-screens/screen-config.ts';
import { ExpiryBadge } from '../cells.tsx';

export const businessCertificateScreen = defineScreen(businessCertificate, {
  api: {
    list: listBusinessCertificates,
    search: searchBusinessCertificates,
    get: getBusinessCertificate,
    create: createBusinessCertificate,
    update: updateBusinessCertificate,
    remove: deleteBusinessCertificate,
  },
  rowLabel: (row) => row.code,
  columns: ['businessCertificateTypeId', 'code', 'holderName', 'expiredDate', 'status', 'expiryStatus'],
  fields: [
    'businessCertificateTypeId',
    'code',
    'holderName',
    'issuer',
    'validDate',
    'expiredDate',
    'status',
    'fileAttachment',
    'expiryStatus',
  ],
  cells: {
    expiryStatus: ExpiryBadge,
  },
});
