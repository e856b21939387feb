import { BusinessCertificateTypeFields, type BusinessCertificateType } from '../gen/schemas.ts';
import { blocks } from '../gen/blocks.ts';
import { defineResource } from '../resource-definition.ts';

export const businessCertificateType = defineResource<BusinessCertificateType>()({
  ...blocks.businessCertificateType,
  fields: BusinessCertificateTypeFields,
  group: 'preparation',
  unique: ['code'],
  owner: { kind: 'none' },
});
