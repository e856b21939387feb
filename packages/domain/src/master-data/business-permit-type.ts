import type { BusinessPermitType } from '../entities.ts';
import { defineResource } from '../resource-definition.ts';

export const businessPermitType = defineResource<BusinessPermitType>()({
  key: 'businessPermitType',
  schema: 'BusinessPermitType',
  plural: 'BusinessPermitTypes',
  path: 'business-permit-types',
  table: 'business_permit_type',
  label: 'business-permit-type',
  group: 'preparation',
  routeSegment: 'business-permit-type',
  idParam: 'businessPermitTypeId',
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
    { name: 'hasCapacity', kind: 'boolean', required: false, sqlType: 'boolean', default: false },
    { name: 'hasExpiry', kind: 'boolean', required: false, sqlType: 'boolean', default: true },
    { name: 'active', kind: 'boolean', required: false, sqlType: 'boolean', default: true },
  ],
  sortable: ['id', 'code', 'description', 'active'],
  defaultSort: ['description', 'asc'],
  search: ['code', 'description'],
  filters: { active: 'eq' },
  unique: ['code'],
  references: {},
  // Public: the registration wizard looks these up before the visitor has an account.
  roles: { read: 'public', write: ['ROLE_ADMIN'] },
  owner: { kind: 'none' },
});
