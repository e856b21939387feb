import type { RawMaterialCategory } from '../entities.ts';
import { defineResource } from '../resource-definition.ts';

export const rawMaterialCategory = defineResource<RawMaterialCategory>()({
  key: 'rawMaterialCategory',
  schema: 'RawMaterialCategory',
  plural: 'RawMaterialCategories',
  path: 'raw-material-categories',
  table: 'raw_material_category',
  label: 'raw-material-category',
  group: 'raw-material',
  routeSegment: 'raw-material-category',
  idParam: 'rawMaterialCategoryId',
  fields: [
    {
      name: 'code',
      kind: 'string',
      required: true,
      sqlType: 'varchar(50)',
      minLength: 1,
      maxLength: 50,
      pattern: '^[A-Z0-9_-]+$',
    },
    { name: 'name', kind: 'string', required: true, sqlType: 'varchar(100)', minLength: 1, maxLength: 100 },
    {
      name: 'reportGroup',
      kind: 'enum',
      required: true,
      sqlType: 'varchar(4)',
      values: ['LMKB', 'LMKO', 'NONE'],
    },
    { name: 'description', kind: 'string', required: false, sqlType: 'varchar(500)', maxLength: 500 },
  ],
  sortable: ['id', 'code', 'name', 'reportGroup'],
  defaultSort: ['code', 'asc'],
  search: ['code', 'name', 'description'],
  filters: { reportGroup: 'eq' },
  unique: ['code'],
  references: {},
  roles: { read: [], write: ['ROLE_ADMIN'] },
  owner: { kind: 'none' },
});
