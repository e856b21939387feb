import { SiupFields, type Siup } from '../gen/schemas.ts';
import { defineResource } from '../resource-definition.ts';
import { DATED_DOCUMENT, LEGALITY_DOCUMENT } from './legality-document.ts';

export const siup = defineResource<Siup>()({
  key: 'siup',
  fields: SiupFields,
  sortable: ['id', 'code', 'validDate', 'expiredDate', 'businessScale'],
  search: ['code', 'issuer'],
  ...LEGALITY_DOCUMENT,
  ...DATED_DOCUMENT,
});
