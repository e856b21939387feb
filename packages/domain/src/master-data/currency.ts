import { CurrencyFields, type Currency } from '../gen/schemas.ts';
import { defineResource } from '../resource-definition.ts';

export const currency = defineResource<Currency>()({
  key: 'currency',
  fields: CurrencyFields,
  group: 'general-setting',
  sortable: ['id', 'code', 'name', 'active'],
  defaultSort: ['code', 'asc'],
  search: ['code', 'name', 'symbol'],
  filters: { active: 'eq' },
  unique: ['code'],
  roles: { read: [], write: ['ROLE_ADMIN'] },
  owner: { kind: 'none' },
});
