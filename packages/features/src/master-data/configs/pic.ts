import { createPic, deletePic, getPic, listPics, searchPics, updatePic } from '@vlegal/api-client/query';
import { resources } from '@vlegal/domain/resources';
import { defineScreen } from '../../resource-screens/screen-config.ts';

export const picScreen = defineScreen(resources.pic, {
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
});
