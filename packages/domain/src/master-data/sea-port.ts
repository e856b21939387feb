import { SeaPortFields, type SeaPort } from '../gen/schemas.ts';
import { defineResource } from '../resource-definition.ts';

export const seaPort = defineResource<SeaPort>()({
  key: 'seaPort',
  fields: SeaPortFields,
  group: 'general-setting',
  sortable: ['id', 'code', 'name', 'countryId', 'portType', 'active'],
  defaultSort: ['name', 'asc'],
  search: ['code', 'name'],
  filters: { active: 'eq', countryId: 'eq', portType: 'eq' },
  unique: ['code'],
  roles: { read: [], write: ['ROLE_ADMIN'] },
  owner: { kind: 'none' },
  extraSearches: [
    { suffix: 'id', field: 'id', match: 'eq' },
    { suffix: 'code', field: 'code', match: 'prefix' },
    { suffix: 'dest-id', field: 'countryId', match: 'eq' },
  ],
});
