import {
  createBusinessCertificateType,
  deleteBusinessCertificateType,
  getBusinessCertificateType,
  listBusinessCertificateTypes,
  searchBusinessCertificateTypes,
  updateBusinessCertificateType,
} from '@vlegal/api-client/query';
import { resources } from '@vlegal/domain/resources';
import { defineScreen } from '../../resource-screens/screen-config.ts';

export const businessCertificateTypeScreen = defineScreen(resources.businessCertificateType, {
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
