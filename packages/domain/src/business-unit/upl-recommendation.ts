import { UplRecommendationFields, type UplRecommendation } from '../gen/schemas.ts';
import { defineResource } from '../resource-definition.ts';
import { LEGALITY_DOCUMENT } from './legality-document.ts';

export const uplRecommendation = defineResource<UplRecommendation>()({
  key: 'uplRecommendation',
  fields: UplRecommendationFields,
  sortable: ['id', 'code', 'documentType', 'issuedDate'],
  search: ['code', 'issuer', 'notes'],
  ...LEGALITY_DOCUMENT,
});
