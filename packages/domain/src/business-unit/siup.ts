import { SiupFields, type Siup } from '../gen/schemas.ts';
import { blocks } from '../gen/blocks.ts';
import { defineResource } from '../resource-definition.ts';
import { DATED_DOCUMENT, LEGALITY_DOCUMENT } from './legality-document.ts';

export const siup = defineResource<Siup>()({
  ...blocks.siup,
  fields: SiupFields,
  ...LEGALITY_DOCUMENT,
  ...DATED_DOCUMENT,
});
