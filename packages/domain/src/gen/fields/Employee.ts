// Generated from openapi.yaml by packages/domain/scripts/generate.ts (`pnpm generate`). Do not edit.
import type { FieldSpec } from '../../resource-definition.ts';
import type { Employee } from '../schemas.ts';

export const EmployeeFields = [
  {"name":"name","kind":"string","required":true,"minLength":1,"maxLength":100},
  {"name":"identificationId","kind":"string","required":true,"minLength":1,"maxLength":16,"pattern":"^[0-9]{16}$"},
  {"name":"taxId","kind":"string","required":true,"minLength":1,"maxLength":20,"pattern":"^[0-9][0-9.-]{14,19}$"},
  {"name":"jobPosition","kind":"string","required":true,"minLength":1,"maxLength":100},
  {"name":"photo","kind":"file","required":false,"maxLength":3466668,"contentTypeField":"photoContentType"},
  {"name":"photoContentType","kind":"enum","required":false,"values":["image/png","image/jpeg","image/gif","image/webp"],"contentTypeOf":"photo"},
  {"name":"signatureImage","kind":"file","required":false,"maxLength":3466668,"contentTypeField":"signatureImageContentType"},
  {"name":"signatureImageContentType","kind":"enum","required":false,"values":["image/png","image/jpeg","image/gif","image/webp"],"contentTypeOf":"signatureImage"},
  {"name":"email","kind":"string","required":false,"minLength":5,"maxLength":254,"format":"email"},
  {"name":"phone","kind":"string","required":false,"maxLength":30,"pattern":"^[0-9+() -]{3,30}$"},
  {"name":"userId","kind":"reference","required":false,"references":"user"},
  {"name":"businessUnitId","kind":"reference","required":true,"references":"businessUnit"},
  {"name":"active","kind":"boolean","required":false,"default":true},
  {"name":"createdBy","kind":"string","required":false,"maxLength":50,"default":"system","readOnly":true},
  {"name":"createdDate","kind":"timestamp","required":false,"readOnly":true},
  {"name":"lastModifiedBy","kind":"string","required":false,"maxLength":50,"readOnly":true},
  {"name":"lastModifiedDate","kind":"timestamp","required":false,"readOnly":true},
] as const satisfies readonly FieldSpec<Employee>[];
