import { CompanyCertificateFields, type CompanyCertificate } from '../gen/schemas.ts';
import { defineResource } from '../resource-definition.ts';
import { LEGALITY_ROLES } from './legality-roles.ts';

export const companyCertificate = defineResource<CompanyCertificate>()({
  key: 'companyCertificate',
  fields: CompanyCertificateFields,
  sortable: ['id', 'code', 'certificateType', 'certificateDate'],
  defaultSort: ['code', 'asc'],
  search: ['code', 'notaryName', 'approvalNumber'],
  filters: { businessUnitId: 'eq' },
  unique: [['businessUnitId', 'code']],
  roles: LEGALITY_ROLES,
  owner: { kind: 'businessUnit', field: 'businessUnitId' },
});
