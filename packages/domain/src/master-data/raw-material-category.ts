import { RawMaterialCategoryFields, type RawMaterialCategory } from '../gen/schemas.ts';
import { blocks } from '../gen/blocks.ts';
import { defineResource } from '../resource-definition.ts';

export const rawMaterialCategory = defineResource<RawMaterialCategory>()({
  ...blocks.rawMaterialCategory,
  fields: RawMaterialCategoryFields,
  group: 'raw-material',
  unique: ['code'],
  owner: { kind: 'none' },
});
