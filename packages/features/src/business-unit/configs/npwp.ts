import {
  createNpwp,
  deleteNpwp,
  getNpwp,
  listNpwps,
  searchNpwps,
  updateNpwp,
} from '@vlegal/api-client/query';
import { npwp } from '@vlegal/domain/business-unit/npwp';
import { defineScreen } from '../../resource-screens/screen-config.ts';

export const npwpScreen = defineScreen(npwp, {
  api: {
    list: listNpwps,
    search: searchNpwps,
    get: getNpwp,
    create: createNpwp,
    update: updateNpwp,
    remove: deleteNpwp,
  },
  rowLabel: (row) => row.code,
  columns: ['code', 'registeredName', 'registeredDate', 'taxOffice'],
  fields: ['code', 'registeredName', 'registeredAddress', 'registeredDate', 'taxOffice', 'fileAttachment'],
});
