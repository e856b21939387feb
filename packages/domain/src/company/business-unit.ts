import { BusinessUnitFields, type BusinessUnit } from '../gen/schemas.ts';
import { defineResource } from '../resource-definition.ts';
import { UNIT_KEEPERS, UNIT_READERS } from './readers.ts';

/**
 * A business unit of a company, served again as `company-business-units`. Its company administrators add
 * units; only administrators activate, lock or give it its S-LK certificate, and who changed a lock is kept.
 */
export const businessUnit = defineResource<BusinessUnit>()({
  key: 'businessUnit',
  fields: BusinessUnitFields,
  sortable: ['id', 'code', 'name', 'active'],
  defaultSort: ['code', 'asc'],
  search: ['code', 'name'],
  filters: { companyId: 'eq', active: 'eq' },
  unique: [['companyId', 'code']],
  roles: {
    read: UNIT_READERS,
    write: UNIT_KEEPERS,
    create: ['ROLE_ADMIN', 'ROLE_USER_ADMIN_COMPANY'],
    delete: ['ROLE_ADMIN'],
  },
  owner: { kind: 'unit', company: 'companyId' },
  twins: ['company'],
  guarded: { fields: ['active', 'adminLocked', 'transLocked', 'slkCertificateId'], by: ['ROLE_ADMIN'] },
  stamped: { fields: ['active', 'adminLocked', 'transLocked'], by: 'lockChangedBy', at: 'lockChangedDate' },
});
