import { ProvinceFields, type Province } from '../gen/schemas.ts';
import { blocks } from '../gen/blocks.ts';
import { defineResource } from '../resource-definition.ts';

export const province = defineResource<Province>()({
  ...blocks.province,
  fields: ProvinceFields,
  group: 'general-setting',
  unique: [['countryId', 'code']],
  owner: { kind: 'none' },
});
