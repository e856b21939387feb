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
import { defineResource } from '../resource-definition.ts';
import { UNIT_KEEPERS, UNIT_READERS } from '../company/readers.ts';

const SITE = {
  sortable: ['id', 'name', 'active'],
  defaultSort: ['name', 'asc'],
  search: ['name'],
  filters: { businessUnitId: 'eq', active: 'eq' },
  unique: [['businessUnitId', 'name']],
  roles: { read: UNIT_READERS, write: UNIT_KEEPERS },
  owner: { kind: 'businessUnit', field: 'businessUnitId' },
  twins: ['business-unit'],
} as const;

export const stuffingAddress = defineResource<StuffingAddress>()({
  key: 'stuffingAddress',
  fields: StuffingAddressFields,
  ...SITE,
});
export const factoryAddress = defineResource<FactoryAddress>()({
  key: 'factoryAddress',
  fields: FactoryAddressFields,
  ...SITE,
});
export const inventoryAddress = defineResource<InventoryAddress>()({
  key: 'inventoryAddress',
  fields: InventoryAddressFields,
  ...SITE,
});
