import { BusinessUnitFields, type BusinessUnit } from '../gen/schemas.ts';
import { blocks } from '../gen/blocks.ts';
import { defineResource } from '../resource-definition.ts';

/**
 * A business unit of a company, served again as `company-business-units`. Its company administrators add
 * units; only administrators activate, lock or give it its S-LK certificate, and who changed a lock is kept.
 */
export const businessUnit = defineResource<BusinessUnit>()({
  ...blocks.businessUnit,
  fields: BusinessUnitFields,
  unique: [['companyId', 'code']],
  owner: { kind: 'unit', company: 'companyId' },
  guarded: { fields: ['active', 'adminLocked', 'transLocked', 'slkCertificateId'], by: ['ROLE_ADMIN'] },
  stamped: { fields: ['active', 'adminLocked', 'transLocked'], by: 'lockChangedBy', at: 'lockChangedDate' },
});
