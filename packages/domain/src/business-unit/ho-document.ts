import { HoDocumentFields, type HoDocument } from '../gen/schemas.ts';
import { blocks } from '../gen/blocks.ts';
import { defineResource } from '../resource-definition.ts';
import { DATED_DOCUMENT, LEGALITY_DOCUMENT } from './legality-document.ts';

export const hoDocument = defineResource<HoDocument>()({
  ...blocks.hoDocument,
  fields: HoDocumentFields,
  ...LEGALITY_DOCUMENT,
  ...DATED_DOCUMENT,
});
