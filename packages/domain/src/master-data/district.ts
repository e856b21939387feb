import type { District } from '../entities.ts';
import { defineResource } from '../resource-definition.ts';

export const district = defineResource<District>()({
  key: 'district',
  schema: 'District',
  plural: 'Districts',
  path: 'districts',
  table: 'district',
  label: 'district',
  group: 'general-setting',
  routeSegment: 'district',
  idParam: 'districtId',
  fields: [
    {
      name: 'code',
      kind: 'string',
      required: true,
      sqlType: 'varchar(5)',
      minLength: 1,
      maxLength: 5,
      pattern: '^[0-9]{2}\\.[0-9]{2}$',
    },
    { name: 'name', kind: 'string', required: true, sqlType: 'varchar(100)', minLength: 1, maxLength: 100 },
    {
      name: 'districtType',
      kind: 'enum',
      required: false,
      sqlType: 'varchar(9)',
      values: ['KABUPATEN', 'KOTA'],
    },
    { name: 'provinceId', kind: 'reference', required: true, sqlType: 'integer', references: 'province' },
  ],
  sortable: ['id', 'code', 'name', 'districtType', 'provinceId'],
  defaultSort: ['code', 'asc'],
  search: ['code', 'name'],
  filters: { provinceId: 'eq', districtType: 'eq' },
  unique: ['code'],
  references: { provinceId: 'province' },
  roles: { read: [], write: ['ROLE_ADMIN'] },
  owner: { kind: 'none' },
});
