import { OriginOfRawMaterialFields, type OriginOfRawMaterial } from '../gen/schemas.ts';
import { blocks } from '../gen/blocks.ts';
import { defineResource } from '../resource-definition.ts';

export const originOfRawMaterial = defineResource<OriginOfRawMaterial>()({
  ...blocks.originOfRawMaterial,
  fields: OriginOfRawMaterialFields,
  group: 'preparation',
  unique: ['code'],
  owner: { kind: 'none' },
});
