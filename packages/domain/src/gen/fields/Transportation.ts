// Generated from openapi.yaml by packages/domain/scripts/generate.ts (`pnpm generate`). Do not edit.
import type { FieldSpec } from '../../resource-definition.ts';
import type { Transportation } from '../schemas.ts';

export const TransportationFields = [
  {"name":"code","kind":"enum","required":true,"values":["SEA","AIR","LAND","RAIL","MULTIMODAL"]},
  {"name":"name","kind":"string","required":true,"minLength":1,"maxLength":100},
  {"name":"active","kind":"boolean","required":false,"default":true},
] as const satisfies readonly FieldSpec<Transportation>[];
