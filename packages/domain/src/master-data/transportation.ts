import { TransportationFields, type Transportation } from '../gen/schemas.ts';
import { blocks } from '../gen/blocks.ts';
import { defineResource } from '../resource-definition.ts';

export const transportation = defineResource<Transportation>()({
  ...blocks.transportation,
  fields: TransportationFields,
  group: 'general-setting',
  unique: ['code'],
  owner: { kind: 'none' },
});
