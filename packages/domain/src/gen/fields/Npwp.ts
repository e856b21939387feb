// Generated from openapi.yaml by packages/domain/scripts/generate.ts (`pnpm generate`). Do not edit.
import type { FieldSpec } from '../../resource-definition.ts';
import type { Npwp } from '../schemas.ts';

export const NpwpFields = [
  {"name":"code","kind":"string","required":true,"minLength":1,"maxLength":30,"pattern":"^[0-9][0-9.-]{14,19}$"},
  {"name":"registeredName","kind":"string","required":false,"maxLength":255},
  {"name":"registeredAddress","kind":"string","required":false,"maxLength":500},
  {"name":"registeredDate","kind":"date","required":false},
  {"name":"taxOffice","kind":"string","required":false,"maxLength":255},
  {"name":"fileAttachment","kind":"file","required":false,"maxLength":3466668,"contentTypeField":"fileAttachmentContentType"},
  {"name":"fileAttachmentContentType","kind":"enum","required":false,"values":["image/png","image/jpeg","image/webp","application/pdf"],"contentTypeOf":"fileAttachment"},
  {"name":"businessUnitId","kind":"reference","required":true,"references":"businessUnit"},
  {"name":"createdBy","kind":"string","required":false,"maxLength":50,"default":"system","readOnly":true},
  {"name":"createdDate","kind":"timestamp","required":false,"readOnly":true},
  {"name":"lastModifiedBy","kind":"string","required":false,"maxLength":50,"readOnly":true},
  {"name":"lastModifiedDate","kind":"timestamp","required":false,"readOnly":true},
] as const satisfies readonly FieldSpec<Npwp>[];
