import type { Province } from '../entities.ts';
import { defineResource } from '../resource-definition.ts';

export const province = defineResource<Province>()({
  key: 'province',
  schema: 'Province',
  plural: 'Provinces',
  path: 'provinces',
  table: 'province',
  label: 'province',
  group: 'general-setting',
  routeSegment: 'province',
  idParam: 'provinceId',
  fields: [
    {
      name: 'code',
      kind: 'string',
      required: true,
      sqlType: 'varchar(2)',
      minLength: 1,
      maxLength: 2,
      pattern: '^[0-9]{2}$',
    },
    { name: 'name', kind: 'string', required: true, sqlType: 'varchar(100)', minLength: 1, maxLength: 100 },
    { name: 'countryId', kind: 'reference', required: true, sqlType: 'integer', references: 'country' },
  ],
  sortable: ['id', 'code', 'name', 'countryId'],
  defaultSort: ['code', 'asc'],
  search: ['code', 'name'],
  filters: { countryId: 'eq' },
  unique: [['countryId', 'code']],
  references: { countryId: 'country' },
  roles: { read: [], write: ['ROLE_ADMIN'] },
  owner: { kind: 'none' },
});
