import {
  createBusinessPermitType,
  deleteBusinessPermitType,
  getBusinessPermitType,
  listBusinessPermitTypes,
  searchBusinessPermitTypes,
  updateBusinessPermitType,
} from '@vlegal/api-client/query';
import { businessPermitType } from '@vlegal/domain/master-data/business-permit-type';
import { defineScreen } from '../../resource-screens/screen-config.ts';

export const businessPermitTypeScreen = defineScreen(businessPermitType, {
  api: {
    list: listBusinessPermitTypes,
    search: searchBusinessPermitTypes,
    get: getBusinessPermitType,
    create: createBusinessPermitType,
    update: updateBusinessPermitType,
    remove: deleteBusinessPermitType,
  },
  rowLabel: (row) => row.description,
  columns: ['code', 'description', 'hasCapacity', 'hasExpiry', 'active'],
});
