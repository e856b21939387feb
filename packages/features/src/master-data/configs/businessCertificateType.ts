import {
  createBusinessCertificateType,
  deleteBusinessCertificateType,
  getBusinessCertificateType,
  listBusinessCertificateTypes,
  searchBusinessCertificateTypes,
  updateBusinessCertificateType,
} from '@vlegal/api-client/query';
import { businessCertificateType } from '@vlegal/domain/master-data/business-certificate-type';
import { defineScreen } from '../../resource-screens/screen-config.ts';

export const businessCertificateTypeScreen = defineScreen(businessCertificateType, {
  api: {
    list: listBusinessCertificateTypes,
    search: searchBusinessCertificateTypes,
    get: getBusinessCertificateType,
    create: createBusinessCertificateType,
    update: updateBusinessCertificateType,
    remove: deleteBusinessCertificateType,
  },
  rowLabel: (row) => row.description,
  columns: ['code', 'description', 'provesLegality', 'defaultValidityMonths', 'active'],
});
