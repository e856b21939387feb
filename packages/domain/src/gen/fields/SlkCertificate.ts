// Generated from openapi.yaml by packages/domain/scripts/generate.ts (`pnpm generate`). Do not edit.
import type { FieldSpec } from '../../resource-definition.ts';
import type { SlkCertificate } from '../schemas.ts';

export const SlkCertificateFields = [
  {"name":"code","kind":"string","required":true,"minLength":1,"maxLength":50},
  {"name":"fullCode","kind":"string","required":true,"minLength":1,"maxLength":100},
  {"name":"lvlkName","kind":"string","required":false,"minLength":1,"maxLength":255,"default":"Lembaga Verifikasi Legalitas Kayu"},
  {"name":"slkType","kind":"enum","required":false,"values":["EXPORTER_PRODUCE","EXPORTER_NON_PRODUCE","NON_EXPORTER_PRODUCE","NON_EXPORTER_NON_PRODUCE"],"default":"EXPORTER_PRODUCE"},
  {"name":"industrialScopeId","kind":"reference","required":false,"references":"industrialScope"},
  {"name":"initialDate","kind":"date","required":false},
  {"name":"surveillancePeriod","kind":"integer","required":false,"min":1,"max":60},
  {"name":"nextSurveillance","kind":"date","required":false},
  {"name":"expiredDate","kind":"date","required":true},
  {"name":"certificateFile","kind":"file","required":false,"maxLength":3466668,"contentTypeField":"certificateFileContentType"},
  {"name":"certificateFileContentType","kind":"enum","required":false,"values":["image/png","image/jpeg","image/gif","image/webp","application/pdf"],"contentTypeOf":"certificateFile"},
  {"name":"status","kind":"enum","required":false,"values":["ACTIVE","SUSPENDED","REVOKED","EXPIRED"],"default":"ACTIVE"},
  {"name":"businessUnitId","kind":"reference","required":true,"references":"businessUnit"},
  {"name":"expiryStatus","kind":"enum","required":false,"values":["VALID","EXPIRING","EXPIRED"],"readOnly":true,"computed":true},
  {"name":"createdBy","kind":"string","required":false,"maxLength":50,"default":"system","readOnly":true},
  {"name":"createdDate","kind":"timestamp","required":false,"readOnly":true},
  {"name":"lastModifiedBy","kind":"string","required":false,"maxLength":50,"readOnly":true},
  {"name":"lastModifiedDate","kind":"timestamp","required":false,"readOnly":true},
] as const satisfies readonly FieldSpec<SlkCertificate>[];
