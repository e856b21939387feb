import { BusinessPermitFields, type BusinessPermit } from '../gen/schemas.ts';
import { defineResource } from '../resource-definition.ts';
import { UNIT_KEEPERS, UNIT_READERS } from '../company/readers.ts';
import { DATED_DOCUMENT } from './legality-document.ts';

/** A business permit of a unit; its permitted products are `businessPermitProduct` rows. */
export const businessPermit = defineResource<BusinessPermit>()({
  key: 'businessPermit',
  fields: BusinessPermitFields,
  sortable: ['id', 'code', 'validDate', 'expiredDate'],
  defaultSort: ['code', 'asc'],
  search: ['code', 'issuer'],
  filters: { businessUnitId: 'eq', businessPermitTypeId: 'eq', active: 'eq' },
  unique: [['businessUnitId', 'code']],
  roles: { read: UNIT_READERS, write: UNIT_KEEPERS },
  owner: { kind: 'businessUnit', field: 'businessUnitId' },
  ...DATED_DOCUMENT,
});
