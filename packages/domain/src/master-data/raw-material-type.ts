import { RawMaterialTypeFields, type RawMaterialType } from '../gen/schemas.ts';
import { defineResource } from '../resource-definition.ts';

export const rawMaterialType = defineResource<RawMaterialType>()({
  key: 'rawMaterialType',
  fields: RawMaterialTypeFields,
  group: 'raw-material',
  sortable: ['id', 'code', 'name', 'rawMaterialCategoryId', 'active'],
  defaultSort: ['code', 'asc'],
  search: ['code', 'name'],
  filters: { active: 'eq', rawMaterialCategoryId: 'eq' },
  unique: ['code'],
  inOrder: [['minDiameterCm', 'maxDiameterCm']],
  roles: { read: [], write: ['ROLE_ADMIN'] },
  owner: { kind: 'none' },
});
