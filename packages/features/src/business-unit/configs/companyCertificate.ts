import {
  createCompanyCertificate,
  deleteCompanyCertificate,
  getCompanyCertificate,
  listCompanyCertificates,
  searchCompanyCertificates,
  updateCompanyCertificate,
} from '@vlegal/api-client/query';
import { companyCertificate } from '@vlegal/domain/business-unit/company-certificate';
import { defineScreen } from '../../resource-screens/screen-config.ts';

export const companyCertificateScreen = defineScreen(companyCertificate, {
  api: {
    list: listCompanyCertificates,
    search: searchCompanyCertificates,
    get: getCompanyCertificate,
    create: createCompanyCertificate,
    update: updateCompanyCertificate,
    remove: deleteCompanyCertificate,
  },
  rowLabel: (row) => row.code,
  columns: ['certificateType', 'code', 'certificateDate', 'notaryName'],
  fields: ['certificateType', 'code', 'certificateDate', 'notaryName', 'approvalNumber', 'fileAttachment'],
});
