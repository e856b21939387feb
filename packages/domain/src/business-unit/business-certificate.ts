import { BusinessCertificateFields, type BusinessCertificate } from '../gen/schemas.ts';
import { blocks } from '../gen/blocks.ts';
import { defineResource } from '../resource-definition.ts';
import { DATED_DOCUMENT } from './legality-document.ts';

/** A certificate the unit, or one of its suppliers or sub-contractors, holds besides its S-LK (S-PHPL, DKP ...). */
export const businessCertificate = defineResource<BusinessCertificate>()({
  ...blocks.businessCertificate,
  fields: BusinessCertificateFields,
  unique: [],
  // The unit's own certificate, or one of a supplier or of a sub-contractor.
  exclusive: [['supplierId', 'subConId']],
  owner: { kind: 'businessUnit', field: 'businessUnitId' },
  ...DATED_DOCUMENT,
});
