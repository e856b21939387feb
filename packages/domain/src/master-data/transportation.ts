import { TransportationFields, type Transportation } from '../gen/schemas.ts';
import { defineResource } from '../resource-definition.ts';

export const transportation = defineResource<Transportation>()({
  key: 'transportation',
  fields: TransportationFields,
  group: 'general-setting',
  sortable: ['id', 'code', 'name', 'active'],
  defaultSort: ['code', 'asc'],
  search: ['name'],
  filters: { active: 'eq' },
  unique: ['code'],
  roles: { read: [], write: ['ROLE_ADMIN'] },
  owner: { kind: 'none' },
});
