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
import { blocks } from '../gen/blocks.ts';
import { defineResource } from '../resource-definition.ts';

export const PARTNER_RECORD = {
  unique: [['businessUnitId', 'code']],
  owner: { kind: 'businessUnit', field: 'businessUnitId' },
} as const;

export const supplier = defineResource<Supplier>()({
  ...blocks.supplier,
  fields: SupplierFields,
  ...PARTNER_RECORD,
});

export const subCon = defineResource<SubCon>()({
  ...blocks.subCon,
  fields: SubConFields,
  ...PARTNER_RECORD,
});

/**
 * A buyer of the unit (MODEL.md §2.9): the customer of a local sale (domestic only) or the consignee of an
 * export. Exporters add the importers their V-Legal documents name; only administrators delete.
 */
export const buyer = defineResource<Buyer>()({
  ...blocks.buyer,
  fields: BuyerFields,
  ...PARTNER_RECORD,
});
