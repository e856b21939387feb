import { CompanyCertificateFields, type CompanyCertificate } from '../gen/schemas.ts';
import { defineResource } from '../resource-definition.ts';
import { LEGALITY_DOCUMENT } from './legality-document.ts';

export const companyCertificate = defineResource<CompanyCertificate>()({
  key: 'companyCertificate',
  fields: CompanyCertificateFields,
  sortable: ['id', 'code', 'certificateType', 'certificateDate'],
  search: ['code', 'notaryName', 'approvalNumber'],
  ...LEGALITY_DOCUMENT,
});
