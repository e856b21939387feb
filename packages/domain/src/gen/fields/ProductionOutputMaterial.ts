// Generated from openapi.yaml by packages/domain/scripts/generate.ts (`pnpm generate`). Do not edit.
import type { FieldSpec } from '../../resource-definition.ts';
import type { ProductionOutputMaterial } from '../schemas.ts';

export const ProductionOutputMaterialFields = [
  {"name":"productionId","kind":"reference","required":false,"readOnly":true,"references":"production"},
  {"name":"stockType","kind":"enum","required":true,"values":["RAW_MATERIAL","PRODUCT"]},
  {"name":"rawMaterialId","kind":"reference","required":false,"references":"rawMaterial"},
  {"name":"productId","kind":"reference","required":false,"references":"product"},
  {"name":"stockId","kind":"reference","required":false,"readOnly":true,"references":"stock"},
  {"name":"volumeM3","kind":"decimal","required":true,"maxLength":17,"exact":true,"scale":4,"min":0.0001,"max":999999999.9999},
  {"name":"weightKg","kind":"decimal","required":false,"maxLength":17,"exact":true,"scale":2,"max":999999999.99},
  {"name":"pieces","kind":"decimal","required":false,"maxLength":17,"exact":true,"scale":2,"max":999999999.99},
  {"name":"notes","kind":"string","required":false,"maxLength":1000},
  {"name":"createdBy","kind":"string","required":false,"maxLength":50,"default":"system","readOnly":true},
  {"name":"createdDate","kind":"timestamp","required":false,"readOnly":true},
  {"name":"lastModifiedBy","kind":"string","required":false,"maxLength":50,"readOnly":true},
  {"name":"lastModifiedDate","kind":"timestamp","required":false,"readOnly":true},
] as const satisfies readonly FieldSpec<ProductionOutputMaterial>[];
