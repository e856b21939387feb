import {
  createBusinessPermitType,
  deleteBusinessPermitType,
  getBusinessPermitType,
  listBusinessPermitTypes,
  searchBusinessPermitTypes,
  updateBusinessPermitType,
} from '@vlegal/api-client/query';
import { resources } from '@vlegal/domain/resources';
import { defineScreen } from '../../resource-screens/screen-config.ts';

export const businessPermitTypeScreen = defineScreen(resources.businessPermitType, {
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
