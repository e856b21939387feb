import { expiryOf } from '../expiry.ts';
import { SlkCertificateFields, type SlkCertificate } from '../gen/schemas.ts';
import { blocks } from '../gen/blocks.ts';
import { defineResource } from '../resource-definition.ts';

/** The S-LK certificate of a unit: entered and renewed by administrators (the certification body), read by the unit. */
export const slkCertificate = defineResource<SlkCertificate>()({
  ...blocks.slkCertificate,
  fields: SlkCertificateFields,
  unique: [],
  inOrder: [['initialDate', 'expiredDate']],
  computed: { expiryStatus: expiryOf('expiredDate') },
  owner: { kind: 'businessUnit', field: 'businessUnitId' },
});
