import {
  createSiup,
  deleteSiup,
  getSiup,
  listSiups,
  searchSiups,
  updateSiup,
} from '@vlegal/api-client/query';
import { siup } from '@vlegal/domain/business-unit/siup';
import { defineScreen } from '../../resource-screens/screen-config.ts';
import { ExpiryBadge } from '../cells.tsx';

export const siupScreen = defineScreen(siup, {
  api: {
    list: listSiups,
    search: searchSiups,
    get: getSiup,
    create: createSiup,
    update: updateSiup,
    remove: deleteSiup,
  },
  rowLabel: (row) => row.code,
  columns: ['code', 'businessScale', 'validDate', 'expiredDate', 'expiryStatus'],
  fields: ['code', 'validDate', 'expiredDate', 'businessScale', 'issuer', 'fileAttachment', 'expiryStatus'],
  cells: {
    expiryStatus: ExpiryBadge,
  },
});
