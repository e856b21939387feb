import {
  createBusinessPermit,
  deleteBusinessPermit,
  getBusinessPermit,
  listBusinessPermits,
  searchBusinessPermits,
  updateBusinessPermit,
} from '@vlegal/api-client/query';
import { businessPermit } from '@vlegal/domain/business-unit/business-permit';
import { defineScreen } from '../../resource-screens/screen-config.ts';
import { ExpiryBadge } from '../cells.tsx';

export const businessPermitScreen = defineScreen(businessPermit, {
  api: {
    list: listBusinessPermits,
    search: searchBusinessPermits,
    get: getBusinessPermit,
    create: createBusinessPermit,
    update: updateBusinessPermit,
    remove: deleteBusinessPermit,
  },
  rowLabel: (row) => row.code,
  columns: ['code', 'businessPermitTypeId', 'validDate', 'expiredDate', 'active', 'expiryStatus'],
  fields: [
    'code',
    'businessPermitTypeId',
    'validDate',
    'expiredDate',
    'issuer',
    'fileAttachment',
    'active',
    'expiryStatus',
  ],
  cells: {
    expiryStatus: ExpiryBadge,
  },
});
