import { expiryOf } from '../expiry.ts';
import { TdpFields, type Tdp } from '../gen/schemas.ts';
import { defineResource } from '../resource-definition.ts';
import { LEGALITY_ROLES } from './legality-roles.ts';

export const tdp = defineResource<Tdp>()({
  key: 'tdp',
  fields: TdpFields,
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
