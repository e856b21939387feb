// Generated from openapi.yaml by packages/domain/scripts/generate.ts (`pnpm generate`). Do not edit.
import type { FieldSpec } from '../../resource-definition.ts';
import type { StockInYear } from '../schemas.ts';

export const StockInYearFields = [
  {"name":"stockId","kind":"reference","required":true,"references":"stock"},
  {"name":"businessUnitId","kind":"reference","required":true,"references":"businessUnit"},
  {"name":"year","kind":"integer","required":true,"min":2000,"max":2100},
  {"name":"openingVolumeM3","kind":"decimal","required":true,"maxLength":18,"exact":true,"scale":4},
  {"name":"openingWeightKg","kind":"decimal","required":true,"maxLength":18,"exact":true,"scale":2},
  {"name":"openingPieces","kind":"decimal","required":true,"maxLength":18,"exact":true,"scale":2},
  {"name":"inVolumeM3","kind":"decimal","required":true,"maxLength":18,"exact":true,"scale":4},
  {"name":"inWeightKg","kind":"decimal","required":true,"maxLength":18,"exact":true,"scale":2},
  {"name":"inPieces","kind":"decimal","required":true,"maxLength":18,"exact":true,"scale":2},
  {"name":"outVolumeM3","kind":"decimal","required":true,"maxLength":18,"exact":true,"scale":4},
  {"name":"outWeightKg","kind":"decimal","required":true,"maxLength":18,"exact":true,"scale":2},
  {"name":"outPieces","kind":"decimal","required":true,"maxLength":18,"exact":true,"scale":2},
  {"name":"closingVolumeM3","kind":"decimal","required":true,"maxLength":18,"exact":true,"scale":4},
  {"name":"closingWeightKg","kind":"decimal","required":true,"maxLength":18,"exact":true,"scale":2},
  {"name":"closingPieces","kind":"decimal","required":true,"maxLength":18,"exact":true,"scale":2},
  {"name":"closed","kind":"boolean","required":true},
  {"name":"computedDate","kind":"timestamp","required":true},
] as const satisfies readonly FieldSpec<StockInYear>[];
