// Generated from openapi.yaml by packages/domain/scripts/generate.ts (`pnpm generate`). Do not edit.
import type { FieldSpec } from '../../resource-definition.ts';
import type { Siup } from '../schemas.ts';

export const SiupFields = [
  {"name":"code","kind":"string","required":true,"minLength":1,"maxLength":100},
  {"name":"validDate","kind":"date","required":false},
  {"name":"expiredDate","kind":"date","required":false},
  {"name":"businessScale","kind":"enum","required":false,"values":["KECIL","MENENGAH","BESAR"]},
  {"name":"issuer","kind":"string","required":false,"maxLength":255},
  {"name":"fileAttachment","kind":"file","required":false,"maxLength":3466668,"contentTypeField":"fileAttachmentContentType"},
  {"name":"fileAttachmentContentType","kind":"enum","required":false,"values":["image/png","image/jpeg","image/webp","application/pdf"],"contentTypeOf":"fileAttachment"},
  {"name":"businessUnitId","kind":"reference","required":true,"references":"businessUnit"},
  {"name":"expiryStatus","kind":"enum","required":false,"values":["VALID","EXPIRING","EXPIRED"],"readOnly":true,"computed":true},
  {"name":"createdBy","kind":"string","required":false,"maxLength":50,"default":"system","readOnly":true},
  {"name":"createdDate","kind":"timestamp","required":false,"readOnly":true},
  {"name":"lastModifiedBy","kind":"string","required":false,"maxLength":50,"readOnly":true},
  {"name":"lastModifiedDate","kind":"timestamp","required":false,"readOnly":true},
] as const satisfies readonly FieldSpec<Siup>[];
