// Generated from openapi.yaml by packages/domain/scripts/generate.ts (`pnpm generate`). Do not edit.
import type { FieldSpec } from '../../resource-definition.ts';
import type { RawMaterialType } from '../schemas.ts';

export const RawMaterialTypeFields = [
  {"name":"code","kind":"string","required":true,"minLength":1,"maxLength":50,"pattern":"^[A-Z0-9_-]+$"},
  {"name":"name","kind":"string","required":true,"minLength":1,"maxLength":100},
  {"name":"rawMaterialCategoryId","kind":"reference","required":true,"references":"rawMaterialCategory"},
  {"name":"pieceUnitName","kind":"string","required":false,"maxLength":20},
  {"name":"minDiameterCm","kind":"decimal","required":false,"min":0,"max":1000,"scale":2},
  {"name":"maxDiameterCm","kind":"decimal","required":false,"min":0,"max":1000,"scale":2},
  {"name":"active","kind":"boolean","required":false,"default":true},
] as const satisfies readonly FieldSpec<RawMaterialType>[];
