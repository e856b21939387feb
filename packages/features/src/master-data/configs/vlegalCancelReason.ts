import {
  createVlegalCancelReason,
  deleteVlegalCancelReason,
  getVlegalCancelReason,
  listVlegalCancelReasons,
  searchVlegalCancelReasons,
  updateVlegalCancelReason,
} from '@vlegal/api-client/query';
import { resources } from '@vlegal/domain/resources';
import { defineScreen } from '../../resource-screens/screen-config.ts';

export const vlegalCancelReasonScreen = defineScreen(resources.vlegalCancelReason, {
  api: {
    list: listVlegalCancelReasons,
    search: searchVlegalCancelReasons,
    get: getVlegalCancelReason,
    create: createVlegalCancelReason,
    update: updateVlegalCancelReason,
    remove: deleteVlegalCancelReason,
  },
  rowLabel: (row) => row.description,
  columns: ['code', 'description', 'returnsStock', 'active'],
});
