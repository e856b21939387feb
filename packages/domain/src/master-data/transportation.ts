import type { Transportation } from '../entities.ts';
import { defineResource } from '../resource-definition.ts';

export const transportation = defineResource<Transportation>()({
  key: 'transportation',
  schema: 'Transportation',
  plural: 'Transportations',
  path: 'transportations',
  table: 'transportation',
  label: 'transportation',
  group: 'general-setting',
  routeSegment: 'transportation',
  idParam: 'transportationId',
  fields: [
    {
      name: 'code',
      kind: 'enum',
      required: true,
      sqlType: 'varchar(10)',
      values: ['SEA', 'AIR', 'LAND', 'RAIL', 'MULTIMODAL'],
    },
    { name: 'name', kind: 'string', required: true, sqlType: 'varchar(100)', minLength: 1, maxLength: 100 },
    { name: 'active', kind: 'boolean', required: false, sqlType: 'boolean', default: true },
  ],
  sortable: ['id', 'code', 'name', 'active'],
  defaultSort: ['code', 'asc'],
  search: ['name'],
  filters: { active: 'eq' },
  unique: ['code'],
  references: {},
  roles: { read: [], write: ['ROLE_ADMIN'] },
  owner: { kind: 'none' },
});
