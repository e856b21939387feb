import { AddressFields, type Address } from '../gen/schemas.ts';
import { defineResource } from '../resource-definition.ts';
import { UNIT_KEEPERS, UNIT_READERS } from './readers.ts';

/** An address of a business unit, or (without a unit) of its company as a whole. */
export const address = defineResource<Address>()({
  key: 'address',
  fields: AddressFields,
  sortable: ['id', 'addressType', 'addressLine1', 'city'],
  defaultSort: ['id', 'asc'],
  search: ['addressLine1', 'addressLine2', 'city', 'location'],
  filters: { companyId: 'eq', businessUnitId: 'eq', addressType: 'eq' },
  unique: [],
  roles: { read: UNIT_READERS, write: UNIT_KEEPERS },
  owner: { kind: 'businessUnit', field: 'businessUnitId', company: 'companyId' },
});
