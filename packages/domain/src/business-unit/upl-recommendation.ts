import { UplRecommendationFields, type UplRecommendation } from '../gen/schemas.ts';
import { defineResource } from '../resource-definition.ts';
import { LEGALITY_ROLES } from './legality-roles.ts';

export const uplRecommendation = defineResource<UplRecommendation>()({
  key: 'uplRecommendation',
  fields: UplRecommendationFields,
  sortable: ['id', 'code', 'documentType', 'issuedDate'],
  defaultSort: ['code', 'asc'],
  search: ['code', 'issuer', 'notes'],
  filters: { businessUnitId: 'eq' },
  unique: [['businessUnitId', 'code']],
  roles: LEGALITY_ROLES,
  owner: { kind: 'businessUnit', field: 'businessUnitId' },
});
