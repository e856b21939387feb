import {
  createIndustrialScope,
  deleteIndustrialScope,
  getIndustrialScope,
  listIndustrialScopes,
  searchIndustrialScopes,
  updateIndustrialScope,
} from '@vlegal/api-client/query';
import { resources } from '@vlegal/domain/resources';
import { defineScreen } from '../../resource-screens/screen-config.ts';

export const industrialScopeScreen = defineScreen(resources.industrialScope, {
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
