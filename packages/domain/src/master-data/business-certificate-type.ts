import { BusinessCertificateTypeFields, type BusinessCertificateType } from '../gen/schemas.ts';
import { defineResource } from '../resource-definition.ts';

export const businessCertificateType = defineResource<BusinessCertificateType>()({
  key: 'businessCertificateType',
  fields: BusinessCertificateTypeFields,
  group: 'preparation',
  sortable: ['id', 'code', 'description', 'active'],
  defaultSort: ['description', 'asc'],
  search: ['code', 'description'],
  filters: { active: 'eq', provesLegality: 'eq' },
  unique: ['code'],
  roles: { read: [], write: ['ROLE_ADMIN'] },
  owner: { kind: 'none' },
});
