import {
  createVlegalCancelReason,
  deleteVlegalCancelReason,
  getVlegalCancelReason,
  listVlegalCancelReasons,
  searchVlegalCancelReasons,
  updateVlegalCancelReason,
} from '@vlegal/api-client/query';
import { vlegalCancelReason } from '@vlegal/domain/master-data/vlegal-cancel-reason';
import { defineScreen } from '../../resource-screens/screen-config.ts';

export const vlegalCancelReasonScreen = defineScreen(vlegalCancelReason, {
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
