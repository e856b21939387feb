import type { Country } from '../entities.ts';
import { defineResource } from '../resource-definition.ts';

export const country = defineResource<Country>()({
  key: 'country',
  schema: 'Country',
  plural: 'Countries',
  path: 'countries',
  table: 'country',
  label: 'country',
  group: 'general-setting',
  routeSegment: 'country',
  idParam: 'countryId',
  fields: [
    {
      name: 'code',
      kind: 'string',
      required: true,
      sqlType: 'varchar(2)',
      minLength: 1,
      maxLength: 2,
      pattern: '^[A-Z]{2}$',
    },
    {
      name: 'code3',
      kind: 'string',
      required: false,
      sqlType: 'varchar(3)',
      maxLength: 3,
      pattern: '^[A-Z]{3}$',
    },
    { name: 'name', kind: 'string', required: true, sqlType: 'varchar(100)', minLength: 1, maxLength: 100 },
    { name: 'flegtPartner', kind: 'boolean', required: false, sqlType: 'boolean', default: false },
    { name: 'active', kind: 'boolean', required: false, sqlType: 'boolean', default: true },
  ],
  sortable: ['id', 'code', 'name', 'flegtPartner', 'active'],
  defaultSort: ['name', 'asc'],
  search: ['code', 'code3', 'name'],
  filters: { active: 'eq', flegtPartner: 'eq' },
  unique: ['code'],
  references: {},
  roles: { read: [], write: ['ROLE_ADMIN'] },
  owner: { kind: 'none' },
});
