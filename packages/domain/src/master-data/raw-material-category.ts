import { RawMaterialCategoryFields, type RawMaterialCategory } from '../gen/schemas.ts';
import { defineResource } from '../resource-definition.ts';

export const rawMaterialCategory = defineResource<RawMaterialCategory>()({
  key: 'rawMaterialCategory',
  fields: RawMaterialCategoryFields,
  group: 'raw-material',
  sortable: ['id', 'code', 'name', 'reportGroup'],
  defaultSort: ['code', 'asc'],
  search: ['code', 'name', 'description'],
  filters: { reportGroup: 'eq' },
  unique: ['code'],
  roles: { read: [], write: ['ROLE_ADMIN'] },
  owner: { kind: 'none' },
});
