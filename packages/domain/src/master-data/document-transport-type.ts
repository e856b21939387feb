import { DocumentTransportTypeFields, type DocumentTransportType } from '../gen/schemas.ts';
import { blocks } from '../gen/blocks.ts';
import { defineResource } from '../resource-definition.ts';

export const documentTransportType = defineResource<DocumentTransportType>()({
  ...blocks.documentTransportType,
  fields: DocumentTransportTypeFields,
  group: 'preparation',
  unique: ['code'],
  owner: { kind: 'none' },
});
