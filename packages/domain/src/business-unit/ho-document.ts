import { HoDocumentFields, type HoDocument } from '../gen/schemas.ts';
import { defineResource } from '../resource-definition.ts';
import { DATED_DOCUMENT, LEGALITY_DOCUMENT } from './legality-document.ts';

export const hoDocument = defineResource<HoDocument>()({
  key: 'hoDocument',
  fields: HoDocumentFields,
  sortable: ['id', 'code', 'validDate', 'expiredDate'],
  search: ['code', 'issuer'],
  ...LEGALITY_DOCUMENT,
  ...DATED_DOCUMENT,
});
