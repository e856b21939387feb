import { BusinessPermitTypeFields, type BusinessPermitType } from '../gen/schemas.ts';
import { blocks } from '../gen/blocks.ts';
import { defineResource } from '../resource-definition.ts';

export const businessPermitType = defineResource<BusinessPermitType>()({
  ...blocks.businessPermitType,
  fields: BusinessPermitTypeFields,
  group: 'preparation',
  unique: ['code'],
  owner: { kind: 'none' },
});
