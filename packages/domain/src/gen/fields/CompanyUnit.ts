// Generated from openapi.yaml by packages/domain/scripts/generate.ts (`pnpm generate`). Do not edit.
import type { FieldSpec } from '../../resource-definition.ts';
import type { CompanyUnit } from '../schemas.ts';

export const CompanyUnitFields = [
  {"name":"code","kind":"string","required":true,"minLength":1,"maxLength":50},
  {"name":"name","kind":"string","required":true,"minLength":1,"maxLength":255},
  {"name":"active","kind":"boolean","required":false,"default":true},
  {"name":"companyId","kind":"reference","required":true,"references":"company"},
] as const satisfies readonly FieldSpec<CompanyUnit>[];
