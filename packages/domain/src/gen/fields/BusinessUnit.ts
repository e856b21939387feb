// Generated from openapi.yaml by packages/domain/scripts/generate.ts (`pnpm generate`). Do not edit.
import type { FieldSpec } from '../../resource-definition.ts';
import type { BusinessUnit } from '../schemas.ts';

export const BusinessUnitFields = [
  {"name":"code","kind":"string","required":true,"minLength":1,"maxLength":50},
  {"name":"name","kind":"string","required":true,"minLength":1,"maxLength":255},
  {"name":"active","kind":"boolean","required":false,"default":true},
  {"name":"adminLocked","kind":"boolean","required":false,"default":false},
  {"name":"transLocked","kind":"boolean","required":false,"default":false},
  {"name":"addressId","kind":"reference","required":false,"references":"address"},
  {"name":"slkCertificateId","kind":"reference","required":false,"references":"slkCertificate"},
  {"name":"companyId","kind":"reference","required":true,"references":"company"},
  {"name":"lockChangedBy","kind":"string","required":false,"maxLength":50,"readOnly":true},
  {"name":"lockChangedDate","kind":"timestamp","required":false,"readOnly":true},
  {"name":"createdBy","kind":"string","required":false,"maxLength":50,"default":"system","readOnly":true},
  {"name":"createdDate","kind":"timestamp","required":false,"readOnly":true},
  {"name":"lastModifiedBy","kind":"string","required":false,"maxLength":50,"readOnly":true},
  {"name":"lastModifiedDate","kind":"timestamp","required":false,"readOnly":true},
] as const satisfies readonly FieldSpec<BusinessUnit>[];
