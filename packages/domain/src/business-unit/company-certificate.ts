import { CompanyCertificateFields, type CompanyCertificate } from '../gen/schemas.ts';
import { blocks } from '../gen/blocks.ts';
import { defineResource } from '../resource-definition.ts';
import { LEGALITY_DOCUMENT } from './legality-document.ts';

export const companyCertificate = defineResource<CompanyCertificate>()({
  ...blocks.companyCertificate,
  fields: CompanyCertificateFields,
  ...LEGALITY_DOCUMENT,
});
