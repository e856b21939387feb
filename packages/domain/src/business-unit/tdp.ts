import { TdpFields, type Tdp } from '../gen/schemas.ts';
import { blocks } from '../gen/blocks.ts';
import { defineResource } from '../resource-definition.ts';
import { DATED_DOCUMENT, LEGALITY_DOCUMENT } from './legality-document.ts';

export const tdp = defineResource<Tdp>()({
  ...blocks.tdp,
  fields: TdpFields,
  ...LEGALITY_DOCUMENT,
  ...DATED_DOCUMENT,
});
