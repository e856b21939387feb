// Generated from openapi.yaml by packages/domain/scripts/generate.ts (`pnpm generate`). Do not edit.
import type { FieldSpec } from '../../resource-definition.ts';
import type { Province } from '../schemas.ts';

export const ProvinceFields = [
  {"name":"code","kind":"string","required":true,"minLength":1,"maxLength":2,"pattern":"^[0-9]{2}$"},
  {"name":"name","kind":"string","required":true,"minLength":1,"maxLength":100},
  {"name":"countryId","kind":"reference","required":true,"references":"country"},
] as const satisfies readonly FieldSpec<Province>[];
