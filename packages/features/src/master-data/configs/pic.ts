import { createPic, deletePic, getPic, listPics, searchPics, updatePic } from '@vlegal/api-client/query';
import { pic } from '@vlegal/domain/master-data/pic';
import { businessUnitScreen } from '../../company/configs/businessUnit.ts';
import { defineScreen } from '../../resource-screens/screen-config.ts';

export const picScreen = defineScreen(pic, {
  api: {
    list: listPics,
    search: searchPics,
    get: getPic,
    create: createPic,
    update: updatePic,
    remove: deletePic,
  },
  rowLabel: (row) => row.name,
  columns: ['picType', 'name', 'jobPosition', 'validFrom', 'validUntil', 'active'],
  // The unit is picked and shown by its code and name, never typed as a number.
  targets: { businessUnitId: businessUnitScreen },
});
