import { IndustrialScopeFields, type IndustrialScope } from '../gen/schemas.ts';
import { defineResource } from '../resource-definition.ts';

export const industrialScope = defineResource<IndustrialScope>()({
  key: 'industrialScope',
  fields: IndustrialScopeFields,
  group: 'preparation',
  sortable: ['id', 'code', 'description'],
  defaultSort: ['description', 'asc'],
  search: ['code', 'description'],
  filters: { canProduce: 'eq', canExport: 'eq' },
  unique: ['code'],
  roles: { read: 'public', write: ['ROLE_ADMIN'] },
  owner: { kind: 'none' },
});
