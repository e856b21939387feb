import { expiryOf } from '../expiry.ts';
import { SiupFields, type Siup } from '../gen/schemas.ts';
import { defineResource } from '../resource-definition.ts';
import { LEGALITY_ROLES } from './legality-roles.ts';

export const siup = defineResource<Siup>()({
  key: 'siup',
  fields: SiupFields,
  sortable: ['id', 'code', 'validDate', 'expiredDate', 'businessScale'],
  defaultSort: ['code', 'asc'],
  search: ['code', 'issuer'],
  filters: { businessUnitId: 'eq' },
  unique: [['businessUnitId', 'code']],
  inOrder: [['validDate', 'expiredDate']],
  computed: { expiryStatus: expiryOf('expiredDate') },
  roles: LEGALITY_ROLES,
  owner: { kind: 'businessUnit', field: 'businessUnitId' },
});
