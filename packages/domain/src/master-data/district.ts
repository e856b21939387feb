import { DistrictFields, type District } from '../gen/schemas.ts';
import { blocks } from '../gen/blocks.ts';
import { defineResource } from '../resource-definition.ts';

export const district = defineResource<District>()({
  ...blocks.district,
  fields: DistrictFields,
  group: 'general-setting',
  unique: ['code'],
  owner: { kind: 'none' },
});
