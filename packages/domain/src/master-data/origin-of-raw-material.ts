import type { OriginOfRawMaterial } from '../entities.ts';
import { defineResource } from '../resource-definition.ts';

export const originOfRawMaterial = defineResource<OriginOfRawMaterial>()({
  key: 'originOfRawMaterial',
  schema: 'OriginOfRawMaterial',
  plural: 'OriginOfRawMaterials',
  path: 'origin-of-raw-materials',
  table: 'origin_of_raw_material',
  label: 'origin-of-raw-material',
  group: 'preparation',
  routeSegment: 'origin-of-raw-material',
  idParam: 'originOfRawMaterialId',
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
    {
      name: 'description',
      kind: 'string',
      required: true,
      sqlType: 'varchar(255)',
      minLength: 1,
      maxLength: 255,
    },
    { name: 'isImport', kind: 'boolean', required: false, sqlType: 'boolean', default: false },
    { name: 'requiresCertificate', kind: 'boolean', required: false, sqlType: 'boolean', default: false },
    { name: 'active', kind: 'boolean', required: false, sqlType: 'boolean', default: true },
  ],
  sortable: ['id', 'code', 'description', 'active'],
  defaultSort: ['code', 'asc'],
  search: ['code', 'description'],
  filters: { active: 'eq', isImport: 'eq' },
  unique: ['code'],
  references: {},
  roles: { read: [], write: ['ROLE_ADMIN'] },
  owner: { kind: 'none' },
});
