// Generated from openapi.yaml by packages/domain/scripts/generate.ts (`pnpm generate`). Do not edit.
import type { FieldSpec } from '../../resource-definition.ts';
import type { RawMaterialCategory } from '../schemas.ts';

export const RawMaterialCategoryFields = [
  {"name":"code","kind":"string","required":true,"minLength":1,"maxLength":50,"pattern":"^[A-Z0-9_-]+$"},
  {"name":"name","kind":"string","required":true,"minLength":1,"maxLength":100},
  {"name":"reportGroup","kind":"enum","required":true,"values":["LMKB","LMKO","NONE"]},
  {"name":"description","kind":"string","required":false,"maxLength":500},
] as const satisfies readonly FieldSpec<RawMaterialCategory>[];
