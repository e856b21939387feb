// Generated from openapi.yaml by packages/domain/scripts/generate.ts (`pnpm generate`). Do not edit.
import type { FieldSpec } from '../../resource-definition.ts';
import type { Product } from '../schemas.ts';

export const ProductFields = [
  {"name":"code","kind":"string","required":false,"minLength":1,"maxLength":50},
  {"name":"name","kind":"string","required":true,"minLength":1,"maxLength":255},
  {"name":"commercialDescription","kind":"string","required":true,"minLength":1,"maxLength":1000},
  {"name":"hsCodeId","kind":"reference","required":true,"references":"hsCode"},
  {"name":"scientificNameId","kind":"reference","required":true,"references":"scientificName"},
  {"name":"unitName","kind":"string","required":true,"minLength":1,"maxLength":20},
  {"name":"volumePerUnitM3","kind":"decimal","required":false,"min":0,"max":1000,"scale":4},
  {"name":"netWeightPerUnitKg","kind":"decimal","required":false,"min":0,"max":100000,"scale":2},
  {"name":"lengthMm","kind":"decimal","required":false,"min":0,"max":100000,"scale":2},
  {"name":"widthMm","kind":"decimal","required":false,"min":0,"max":100000,"scale":2},
  {"name":"heightMm","kind":"decimal","required":false,"min":0,"max":100000,"scale":2},
  {"name":"isComposite","kind":"boolean","required":false,"default":false},
  {"name":"businessUnitId","kind":"reference","required":true,"references":"businessUnit"},
  {"name":"active","kind":"boolean","required":false,"default":true},
  {"name":"createdBy","kind":"string","required":false,"maxLength":50,"default":"system","readOnly":true},
  {"name":"createdDate","kind":"timestamp","required":false,"readOnly":true},
  {"name":"lastModifiedBy","kind":"string","required":false,"maxLength":50,"readOnly":true},
  {"name":"lastModifiedDate","kind":"timestamp","required":false,"readOnly":true},
] as const satisfies readonly FieldSpec<Product>[];
