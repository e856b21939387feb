import {
  createIndustrialScope,
  deleteIndustrialScope,
  getIndustrialScope,
  listIndustrialScopes,
  searchIndustrialScopes,
  updateIndustrialScope,
} from '@vlegal/api-client/query';
import { industrialScope } from '@vlegal/domain/master-data/industrial-scope';
import { defineScreen } from '../../resource-screens/screen-config.ts';

export const industrialScopeScreen = defineScreen(industrialScope, {
  api: {
    list: listIndustrialScopes,
    search: searchIndustrialScopes,
    get: getIndustrialScope,
    create: createIndustrialScope,
    update: updateIndustrialScope,
    remove: deleteIndustrialScope,
  },
  rowLabel: (row) => row.description,
  columns: ['code', 'description', 'canProduce', 'canExport'],
});
