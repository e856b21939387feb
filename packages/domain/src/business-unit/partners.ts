/**
 * A unit's suppliers, sub-contractors and buyers (docs/domain/MODEL.md §2.6, §2.9), and what every record
 * of the unit's books declares alike: a code unique within the unit when set, a name to sort and search by, kept by the
 * unit's administrators (the spec's business-unit-material and business-unit-import routes), read by its
 * exporters and by verificators, served again under `business-unit-…`.
 */
import {
  type Buyer,
  BuyerFields,
  SubConFields,
  SupplierFields,
  type SubCon,
  type Supplier,
} from '../gen/schemas.ts';
import { defineResource } from '../resource-definition.ts';
import { UNIT_READERS } from '../company/readers.ts';

export const PARTNER_RECORD = {
  defaultSort: ['name', 'asc'],
  search: ['code', 'name'],
  unique: [['businessUnitId', 'code']],
  roles: { read: UNIT_READERS, write: ['ROLE_ADMIN', 'ROLE_USER_ADMIN'] },
  owner: { kind: 'businessUnit', field: 'businessUnitId' },
  twins: ['business-unit'],
} as const;

export const supplier = defineResource<Supplier>()({
  key: 'supplier',
  fields: SupplierFields,
  sortable: ['id', 'code', 'name', 'supplierType', 'active'],
  filters: { businessUnitId: 'eq', supplierType: 'eq', countryId: 'eq', active: 'eq' },
  ...PARTNER_RECORD,
});

export const subCon = defineResource<SubCon>()({
  key: 'subCon',
  fields: SubConFields,
  sortable: ['id', 'code', 'name', 'active'],
  filters: { businessUnitId: 'eq', active: 'eq' },
  ...PARTNER_RECORD,
});

/**
 * A buyer of the unit (MODEL.md §2.9): the customer of a local sale (domestic only) or the consignee of an
 * export. Exporters add the importers their V-Legal documents name; only administrators delete.
 */
export const buyer = defineResource<Buyer>()({
  key: 'buyer',
  fields: BuyerFields,
  sortable: ['id', 'code', 'name', 'buyerType', 'active'],
  filters: { businessUnitId: 'eq', buyerType: 'eq', countryId: 'eq', active: 'eq' },
  ...PARTNER_RECORD,
  roles: {
    read: UNIT_READERS,
    write: ['ROLE_ADMIN', 'ROLE_USER_ADMIN', 'ROLE_USER_VLEGAL'],
    delete: ['ROLE_ADMIN', 'ROLE_USER_ADMIN'],
  },
});
