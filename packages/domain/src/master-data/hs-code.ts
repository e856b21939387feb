import { HsCodeFields, type HsCode } from '../gen/schemas.ts';
import { blocks } from '../gen/blocks.ts';
import { defineResource } from '../resource-definition.ts';

export const hsCode = defineResource<HsCode>()({
  ...blocks.hsCode,
  fields: HsCodeFields,
  group: 'general-setting',
  idParam: 'hSCodeId',
  unique: ['code'],
  owner: { kind: 'none' },
});
