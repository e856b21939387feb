import { createTdp, deleteTdp, getTdp, listTdps, searchTdps, updateTdp } from '@vlegal/api-client/query';
import { tdp } from '@vlegal/domain/business-unit/tdp';
import { defineScreen } from '../../resource-screens/screen-config.ts';
import { ExpiryBadge } from '../cells.tsx';

export const tdpScreen = defineScreen(tdp, {
  api: {
    list: listTdps,
    search: searchTdps,
    get: getTdp,
    create: createTdp,
    update: updateTdp,
    remove: deleteTdp,
  },
  rowLabel: (row) => row.code,
  columns: ['code', 'issuer', 'validDate', 'expiredDate', 'expiryStatus'],
  fields: ['code', 'validDate', 'expiredDate', 'issuer', 'fileAttachment', 'expiryStatus'],
  cells: {
    expiryStatus: ExpiryBadge,
  },
});
