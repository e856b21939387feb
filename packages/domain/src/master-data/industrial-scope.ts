import { IndustrialScopeFields, type IndustrialScope } from '../gen/schemas.ts';
import { blocks } from '../gen/blocks.ts';
import { defineResource } from '../resource-definition.ts';

export const industrialScope = defineResource<IndustrialScope>()({
  ...blocks.industrialScope,
  fields: IndustrialScopeFields,
  group: 'preparation',
  unique: ['code'],
  owner: { kind: 'none' },
});
