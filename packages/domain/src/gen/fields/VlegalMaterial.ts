// Generated from openapi.yaml by packages/domain/scripts/generate.ts (`pnpm generate`). Do not edit.
import type { FieldSpec } from '../../resource-definition.ts';
import type { VlegalMaterial } from '../schemas.ts';

export const VlegalMaterialFields = [
  {"name":"vlegalId","kind":"reference","required":false,"readOnly":true,"references":"vlegal"},
  {"name":"lineNo","kind":"integer","required":false,"min":1,"readOnly":true},
  {"name":"stockId","kind":"reference","required":true,"references":"stock"},
  {"name":"productId","kind":"reference","required":false,"readOnly":true,"references":"product"},
  {"name":"hsCodeId","kind":"reference","required":false,"readOnly":true,"references":"hsCode"},
  {"name":"scientificNameId","kind":"reference","required":false,"readOnly":true,"references":"scientificName"},
  {"name":"commercialDescription","kind":"string","required":false,"maxLength":500},
  {"name":"volumeM3","kind":"decimal","required":true,"maxLength":17,"exact":true,"scale":4,"min":0.0001,"max":999999999.9999},
  {"name":"netWeightKg","kind":"decimal","required":true,"maxLength":17,"exact":true,"scale":2,"max":999999999.99},
  {"name":"numberOfUnits","kind":"decimal","required":true,"maxLength":17,"exact":true,"scale":2,"max":999999999.99},
  {"name":"unitName","kind":"string","required":false,"maxLength":20,"readOnly":true},
  {"name":"value","kind":"decimal","required":true,"maxLength":17,"exact":true,"scale":2},
  {"name":"notes","kind":"string","required":false,"maxLength":1000},
  {"name":"createdBy","kind":"string","required":false,"maxLength":50,"default":"system","readOnly":true},
  {"name":"createdDate","kind":"timestamp","required":false,"readOnly":true},
  {"name":"lastModifiedBy","kind":"string","required":false,"maxLength":50,"readOnly":true},
  {"name":"lastModifiedDate","kind":"timestamp","required":false,"readOnly":true},
] as const satisfies readonly FieldSpec<VlegalMaterial>[];
