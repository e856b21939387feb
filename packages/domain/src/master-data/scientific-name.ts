import { ScientificNameFields, type ScientificName } from '../gen/schemas.ts';
import { blocks } from '../gen/blocks.ts';
import { defineResource } from '../resource-definition.ts';

export const scientificName = defineResource<ScientificName>()({
  ...blocks.scientificName,
  fields: ScientificNameFields,
  group: 'raw-material',
  unique: ['scientificName'],
  owner: { kind: 'none' },
});
