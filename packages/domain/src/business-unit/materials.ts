/**
 * A unit's raw materials and products (docs/domain/MODEL.md §2.5): kept by the unit's administrators (the
 * spec's business-unit-material routes), read by its exporters and by verificators, served again under
 * `business-unit-…`. A raw material's category is that of its type, read through the type: it is not kept
 * on the raw material.
 */
import { ProductFields, RawMaterialFields, type Product, type RawMaterial } from '../gen/schemas.ts';
import { blocks } from '../gen/blocks.ts';
import { defineResource } from '../resource-definition.ts';
import { PARTNER_RECORD } from './partners.ts';

export const rawMaterial = defineResource<RawMaterial>()({
  ...blocks.rawMaterial,
  fields: RawMaterialFields,
  ...PARTNER_RECORD,
});

export const product = defineResource<Product>()({
  ...blocks.product,
  fields: ProductFields,
  ...PARTNER_RECORD,
});
