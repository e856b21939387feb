import { OriginOfRawMaterialFields, type OriginOfRawMaterial } from '../gen/schemas.ts';
import { defineResource } from '../resource-definition.ts';

export const originOfRawMaterial = defineResource<OriginOfRawMaterial>()({
  key: 'originOfRawMaterial',
  fields: OriginOfRawMaterialFields,
  group: 'preparation',
  sortable: ['id', 'code', 'description', 'active'],
  defaultSort: ['code', 'asc'],
  search: ['code', 'description'],
  filters: { active: 'eq', isImport: 'eq' },
  unique: ['code'],
  roles: { read: [], write: ['ROLE_ADMIN'] },
  owner: { kind: 'none' },
});
