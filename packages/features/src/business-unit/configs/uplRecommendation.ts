import {
  createUplRecommendation,
  deleteUplRecommendation,
  getUplRecommendation,
  listUplRecommendations,
  searchUplRecommendations,
  updateUplRecommendation,
} from '@vlegal/api-client/query';
import { uplRecommendation } from '@vlegal/domain/business-unit/upl-recommendation';
import { defineScreen } from '../../resource-screens/screen-config.ts';

export const uplRecommendationScreen = defineScreen(uplRecommendation, {
  api: {
    list: listUplRecommendations,
    search: searchUplRecommendations,
    get: getUplRecommendation,
    create: createUplRecommendation,
    update: updateUplRecommendation,
    remove: deleteUplRecommendation,
  },
  rowLabel: (row) => row.code,
  columns: ['code', 'documentType', 'issuedDate', 'issuer'],
  fields: ['code', 'documentType', 'issuedDate', 'issuer', 'notes', 'fileAttachment'],
});
