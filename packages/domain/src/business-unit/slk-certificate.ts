import { expiryOf } from '../expiry.ts';
import { SlkCertificateFields, type SlkCertificate } from '../gen/schemas.ts';
import { defineResource } from '../resource-definition.ts';
import { UNIT_READERS } from '../company/readers.ts';

/** The S-LK certificate of a unit: entered and renewed by administrators (the certification body), read by the unit. */
export const slkCertificate = defineResource<SlkCertificate>()({
  key: 'slkCertificate',
  fields: SlkCertificateFields,
  sortable: ['id', 'code', 'expiredDate', 'status', 'slkType'],
  defaultSort: ['expiredDate', 'desc'],
  search: ['code', 'fullCode', 'lvlkName'],
  filters: { businessUnitId: 'eq', status: 'eq' },
  unique: [],
  inOrder: [['initialDate', 'expiredDate']],
  computed: { expiryStatus: expiryOf('expiredDate') },
  roles: { read: UNIT_READERS, write: ['ROLE_ADMIN'] },
  owner: { kind: 'businessUnit', field: 'businessUnitId' },
});
