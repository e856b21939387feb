import { BusinessPermitFields, type BusinessPermit } from '../gen/schemas.ts';
import { blocks } from '../gen/blocks.ts';
import { defineResource } from '../resource-definition.ts';
import { DATED_DOCUMENT } from './legality-document.ts';

/** A business permit of a unit; its permitted products are `businessPermitProduct` rows. */
export const businessPermit = defineResource<BusinessPermit>()({
  ...blocks.businessPermit,
  fields: BusinessPermitFields,
  unique: [['businessUnitId', 'code']],
  owner: { kind: 'businessUnit', field: 'businessUnitId' },
  ...DATED_DOCUMENT,
});
