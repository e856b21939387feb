// Generated from openapi.yaml by packages/domain/scripts/generate.ts (`pnpm generate`). Do not edit.
import type { FieldSpec } from '../../resource-definition.ts';
import type { SeaPort } from '../schemas.ts';

export const SeaPortFields = [
  {"name":"code","kind":"string","required":true,"minLength":1,"maxLength":5,"pattern":"^[A-Z]{5}$"},
  {"name":"name","kind":"string","required":true,"minLength":1,"maxLength":255},
  {"name":"countryId","kind":"reference","required":true,"references":"country"},
  {"name":"portType","kind":"enum","required":false,"values":["SEA","AIR","LAND","RIVER"]},
  {"name":"active","kind":"boolean","required":false,"default":true},
] as const satisfies readonly FieldSpec<SeaPort>[];
