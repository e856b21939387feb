import { BusinessCertificateFields, type BusinessCertificate } from '../gen/schemas.ts';
import { defineResource } from '../resource-definition.ts';
import { UNIT_KEEPERS, UNIT_READERS } from '../company/readers.ts';
import { DATED_DOCUMENT } from './legality-document.ts';

/** A certificate the unit, or one of its suppliers or sub-contractors, holds besides its S-LK (S-PHPL, DKP ...). */
export const businessCertificate = defineResource<BusinessCertificate>()({
  key: 'businessCertificate',
  fields: BusinessCertificateFields,
  sortable: ['id', 'code', 'holderName', 'validDate', 'expiredDate'],
  defaultSort: ['code', 'asc'],
  search: ['code', 'holderName', 'issuer'],
  filters: { businessUnitId: 'eq', businessCertificateTypeId: 'eq', supplierId: 'eq', subConId: 'eq' },
  unique: [],
  // The unit's own certificate, or one of a supplier or of a sub-contractor.
  exclusive: [['supplierId', 'subConId']],
  roles: { read: UNIT_READERS, write: UNIT_KEEPERS },
  owner: { kind: 'businessUnit', field: 'businessUnitId' },
  ...DATED_DOCUMENT,
});
