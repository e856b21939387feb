import { UplRecommendationFields, type UplRecommendation } from '../gen/schemas.ts';
import { blocks } from '../gen/blocks.ts';
import { defineResource } from '../resource-definition.ts';
import { LEGALITY_DOCUMENT } from './legality-document.ts';

export const uplRecommendation = defineResource<UplRecommendation>()({
  ...blocks.uplRecommendation,
  fields: UplRecommendationFields,
  ...LEGALITY_DOCUMENT,
});
