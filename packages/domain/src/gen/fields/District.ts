// Generated from openapi.yaml by packages/domain/scripts/generate.ts (`pnpm generate`). Do not edit.
import type { FieldSpec } from '../../resource-definition.ts';
import type { District } from '../schemas.ts';

export const DistrictFields = [
  {"name":"code","kind":"string","required":true,"minLength":1,"maxLength":5,"pattern":"^[0-9]{2}\\.[0-9]{2}$"},
  {"name":"name","kind":"string","required":true,"minLength":1,"maxLength":100},
  {"name":"districtType","kind":"enum","required":false,"values":["KABUPATEN","KOTA"]},
  {"name":"provinceId","kind":"reference","required":true,"references":"province"},
] as const satisfies readonly FieldSpec<District>[];
