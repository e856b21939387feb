import { NpwpFields, type Npwp } from '../gen/schemas.ts';
import { blocks } from '../gen/blocks.ts';
import { defineResource } from '../resource-definition.ts';
import { LEGALITY_DOCUMENT } from './legality-document.ts';

export const npwp = defineResource<Npwp>()({
  ...blocks.npwp,
  fields: NpwpFields,
  ...LEGALITY_DOCUMENT,
});
