import { SeaPortFields, type SeaPort } from '../gen/schemas.ts';
import { blocks } from '../gen/blocks.ts';
import { defineResource } from '../resource-definition.ts';

export const seaPort = defineResource<SeaPort>()({
  ...blocks.seaPort,
  fields: SeaPortFields,
  group: 'general-setting',
  unique: ['code'],
  owner: { kind: 'none' },
});
