import type { Currency } from '../entities.ts';
import { defineResource } from '../resource-definition.ts';

export const currency = defineResource<Currency>()({
  key: 'currency',
  schema: 'Currency',
  plural: 'Currencies',
  path: 'currencies',
  table: 'currency',
  label: 'currency',
  group: 'general-setting',
  routeSegment: 'currency',
  idParam: 'currencyId',
  fields: [
    {
      name: 'code',
      kind: 'string',
      required: true,
      sqlType: 'varchar(3)',
      minLength: 1,
      maxLength: 3,
      pattern: '^[A-Z]{3}$',
    },
    { name: 'name', kind: 'string', required: true, sqlType: 'varchar(100)', minLength: 1, maxLength: 100 },
    { name: 'symbol', kind: 'string', required: false, sqlType: 'varchar(10)', maxLength: 10 },
    { name: 'decimals', kind: 'integer', required: false, sqlType: 'integer', min: 0, max: 4, default: 2 },
    { name: 'active', kind: 'boolean', required: false, sqlType: 'boolean', default: true },
  ],
  sortable: ['id', 'code', 'name', 'active'],
  defaultSort: ['code', 'asc'],
  search: ['code', 'name', 'symbol'],
  filters: { active: 'eq' },
  unique: ['code'],
  references: {},
  roles: { read: [], write: ['ROLE_ADMIN'] },
  owner: { kind: 'none' },
});
