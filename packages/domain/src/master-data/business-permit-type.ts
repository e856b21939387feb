import { BusinessPermitTypeFields, type BusinessPermitType } from '../gen/schemas.ts';
import { defineResource } from '../resource-definition.ts';

export const businessPermitType = defineResource<BusinessPermitType>()({
  key: 'businessPermitType',
  fields: BusinessPermitTypeFields,
  group: 'preparation',
  sortable: ['id', 'code', 'description', 'active'],
  defaultSort: ['description', 'asc'],
  search: ['code', 'description'],
  filters: { active: 'eq' },
  unique: ['code'],
  roles: { read: 'public', write: ['ROLE_ADMIN'] },
  owner: { kind: 'none' },
});
