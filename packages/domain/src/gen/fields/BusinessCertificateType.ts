// Generated from openapi.yaml by packages/domain/scripts/generate.ts (`pnpm generate`). Do not edit.
import type { FieldSpec } from '../../resource-definition.ts';
import type { BusinessCertificateType } from '../schemas.ts';

export const BusinessCertificateTypeFields = [
  {"name":"code","kind":"string","required":false,"maxLength":50,"pattern":"^[A-Z0-9_-]+$"},
  {"name":"description","kind":"string","required":true,"minLength":1,"maxLength":255},
  {"name":"provesLegality","kind":"boolean","required":false,"default":false},
  {"name":"defaultValidityMonths","kind":"integer","required":false,"min":1,"max":120},
  {"name":"active","kind":"boolean","required":false,"default":true},
] as const satisfies readonly FieldSpec<BusinessCertificateType>[];
