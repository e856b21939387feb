// Generated from openapi.yaml by packages/domain/scripts/generate.ts (`pnpm generate`). Do not edit.
import type { FieldSpec } from '../../resource-definition.ts';
import type { Company } from '../schemas.ts';

export const CompanyFields = [
  {"name":"name","kind":"string","required":true,"minLength":1,"maxLength":255},
  {"name":"companyRegistry","kind":"string","required":true,"minLength":1,"maxLength":50},
  {"name":"taxId","kind":"string","required":true,"minLength":1,"maxLength":20,"pattern":"^[0-9][0-9.-]{14,19}$"},
  {"name":"taxIdx","kind":"string","required":false,"maxLength":20,"pattern":"^[0-9][0-9.-]{14,19}$"},
  {"name":"etpikId","kind":"string","required":false,"maxLength":50,"default":"-"},
  {"name":"signatureImage","kind":"file","required":false,"maxLength":3466668,"contentTypeField":"signatureImageContentType"},
  {"name":"signatureImageContentType","kind":"enum","required":false,"values":["image/png","image/jpeg","image/gif","image/webp"],"contentTypeOf":"signatureImage"},
  {"name":"active","kind":"boolean","required":false,"default":true},
  {"name":"legalForm","kind":"enum","required":false,"values":["PT","CV","UD","KOPERASI","PERORANGAN"]},
  {"name":"addressId","kind":"reference","required":false,"references":"address"},
  {"name":"statusChangedBy","kind":"string","required":false,"maxLength":50,"readOnly":true},
  {"name":"statusChangedDate","kind":"timestamp","required":false,"readOnly":true},
  {"name":"createdBy","kind":"string","required":false,"maxLength":50,"default":"system","readOnly":true},
  {"name":"createdDate","kind":"timestamp","required":false,"readOnly":true},
  {"name":"lastModifiedBy","kind":"string","required":false,"maxLength":50,"readOnly":true},
  {"name":"lastModifiedDate","kind":"timestamp","required":false,"readOnly":true},
] as const satisfies readonly FieldSpec<Company>[];
