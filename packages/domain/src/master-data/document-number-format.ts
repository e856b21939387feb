import { DocumentNumberFormatFields, type DocumentNumberFormat } from '../gen/schemas.ts';
import { blocks } from '../gen/blocks.ts';
import { defineResource } from '../resource-definition.ts';

export const documentNumberFormat = defineResource<DocumentNumberFormat>()({
  ...blocks.documentNumberFormat,
  fields: DocumentNumberFormatFields,
  group: 'general-setting',
  unique: [],
  owner: { kind: 'businessUnit', field: 'businessUnitId', shared: true },
});
