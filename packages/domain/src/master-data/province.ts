import { ProvinceFields, type Province } from '../gen/schemas.ts';
import { defineResource } from '../resource-definition.ts';

export const province = defineResource<Province>()({
  key: 'province',
  fields: ProvinceFields,
  group: 'general-setting',
  sortable: ['id', 'code', 'name', 'countryId'],
  defaultSort: ['code', 'asc'],
  search: ['code', 'name'],
  filters: { countryId: 'eq' },
  unique: [['countryId', 'code']],
  roles: { read: [], write: ['ROLE_ADMIN'] },
  owner: { kind: 'none' },
});
