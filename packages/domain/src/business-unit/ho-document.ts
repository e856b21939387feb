import { expiryOf } from '../expiry.ts';
import { HoDocumentFields, type HoDocument } from '../gen/schemas.ts';
import { defineResource } from '../resource-definition.ts';
import { LEGALITY_ROLES } from './legality-roles.ts';

export const hoDocument = defineResource<HoDocument>()({
  key: 'hoDocument',
  fields: HoDocumentFields,
  sortable: ['id', 'code', 'validDate', 'expiredDate'],
  defaultSort: ['code', 'asc'],
  search: ['code', 'issuer'],
  filters: { businessUnitId: 'eq' },
  unique: [['businessUnitId', 'code']],
  inOrder: [['validDate', 'expiredDate']],
  computed: { expiryStatus: expiryOf('expiredDate') },
  roles: LEGALITY_ROLES,
  owner: { kind: 'businessUnit', field: 'businessUnitId' },
});
