import { CountryFields, type Country } from '../gen/schemas.ts';
import { defineResource } from '../resource-definition.ts';

export const country = defineResource<Country>()({
  key: 'country',
  fields: CountryFields,
  group: 'general-setting',
  sortable: ['id', 'code', 'name', 'flegtPartner', 'active'],
  defaultSort: ['name', 'asc'],
  search: ['code', 'code3', 'name'],
  filters: { active: 'eq', flegtPartner: 'eq' },
  unique: ['code'],
  roles: { read: [], write: ['ROLE_ADMIN'] },
  owner: { kind: 'none' },
});
