import type { IndustrialScope } from '../entities.ts';
import { defineResource } from '../resource-definition.ts';

export const industrialScope = defineResource<IndustrialScope>()({
  key: 'industrialScope',
  schema: 'IndustrialScope',
  plural: 'IndustrialScopes',
  path: 'industrial-scopes',
  table: 'industrial_scope',
  label: 'industrial-scope',
  group: 'preparation',
  routeSegment: 'industrial-scope',
  idParam: 'industrialScopeId',
  fields: [
    {
      name: 'code',
      kind: 'string',
      required: false,
      sqlType: 'varchar(50)',
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
    { name: 'canProduce', kind: 'boolean', required: false, sqlType: 'boolean', default: false },
    { name: 'canExport', kind: 'boolean', required: false, sqlType: 'boolean', default: false },
  ],
  sortable: ['id', 'code', 'description'],
  defaultSort: ['description', 'asc'],
  search: ['code', 'description'],
  filters: { canProduce: 'eq', canExport: 'eq' },
  unique: ['code'],
  references: {},
  // Public: the registration wizard looks these up before the visitor has an account.
  roles: { read: 'public', write: ['ROLE_ADMIN'] },
  owner: { kind: 'none' },
});
