import { CompanyFields, type Company } from '../gen/schemas.ts';
import { defineResource } from '../resource-definition.ts';
import { UNIT_READERS } from './readers.ts';

/** A company: administrators register, activate and deactivate it; its company administrators keep its data. */
export const company = defineResource<Company>()({
  key: 'company',
  fields: CompanyFields,
  sortable: ['id', 'name', 'companyRegistry', 'taxId', 'active'],
  defaultSort: ['name', 'asc'],
  search: ['name', 'companyRegistry', 'taxId'],
  filters: { active: 'eq' },
  unique: [],
  roles: {
    read: UNIT_READERS,
    write: ['ROLE_ADMIN', 'ROLE_USER_ADMIN_COMPANY'],
    create: ['ROLE_ADMIN'],
    delete: ['ROLE_ADMIN'],
  },
  owner: { kind: 'company', field: 'id' },
  guarded: { fields: ['active'], by: ['ROLE_ADMIN'] },
  stamped: { fields: ['active'], by: 'statusChangedBy', at: 'statusChangedDate' },
});
