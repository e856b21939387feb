import { AddressFields, type Address } from '../gen/schemas.ts';
import { blocks } from '../gen/blocks.ts';
import { defineResource } from '../resource-definition.ts';

/** An address of a business unit, or (without a unit) of its company as a whole. */
export const address = defineResource<Address>()({
  ...blocks.address,
  fields: AddressFields,
  unique: [],
  owner: { kind: 'businessUnit', field: 'businessUnitId', company: 'companyId' },
});
