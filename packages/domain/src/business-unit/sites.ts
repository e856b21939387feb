/**
 * The unit's sites: where it stuffs containers, where it produces, where it keeps timber. Each names an
 * address of the unit and is served again under `business-unit-…`.
 */
import {
  FactoryAddressFields,
  InventoryAddressFields,
  StuffingAddressFields,
  type FactoryAddress,
  type InventoryAddress,
  type StuffingAddress,
} from '../gen/schemas.ts';
import { blocks } from '../gen/blocks.ts';
import { defineResource } from '../resource-definition.ts';

const SITE = {
  unique: [['businessUnitId', 'name']],
  owner: { kind: 'businessUnit', field: 'businessUnitId' },
} as const;

export const stuffingAddress = defineResource<StuffingAddress>()({
  ...blocks.stuffingAddress,
  fields: StuffingAddressFields,
  ...SITE,
});
export const factoryAddress = defineResource<FactoryAddress>()({
  ...blocks.factoryAddress,
  fields: FactoryAddressFields,
  ...SITE,
});
export const inventoryAddress = defineResource<InventoryAddress>()({
  ...blocks.inventoryAddress,
  fields: InventoryAddressFields,
  ...SITE,
});
