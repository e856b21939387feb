import { RawMaterialTypeFields, type RawMaterialType } from '../gen/schemas.ts';
import { blocks } from '../gen/blocks.ts';
import { defineResource } from '../resource-definition.ts';

export const rawMaterialType = defineResource<RawMaterialType>()({
  ...blocks.rawMaterialType,
  fields: RawMaterialTypeFields,
  group: 'raw-material',
  unique: ['code'],
  inOrder: [['minDiameterCm', 'maxDiameterCm']],
  owner: { kind: 'none' },
});
