// Generated from openapi.yaml by packages/domain/scripts/generate.ts (`pnpm generate`). Do not edit.
import type { FieldSpec } from '../../resource-definition.ts';
import type { RawMaterial } from '../schemas.ts';

export const RawMaterialFields = [
  {"name":"code","kind":"string","required":false,"minLength":1,"maxLength":50},
  {"name":"name","kind":"string","required":true,"minLength":1,"maxLength":255},
  {"name":"rawMaterialTypeId","kind":"reference","required":true,"references":"rawMaterialType"},
  {"name":"scientificNameId","kind":"reference","required":true,"references":"scientificName"},
  {"name":"grade","kind":"string","required":false,"maxLength":50},
  {"name":"thicknessMm","kind":"decimal","required":false,"min":0,"max":100000,"scale":2},
  {"name":"widthMm","kind":"decimal","required":false,"min":0,"max":100000,"scale":2},
  {"name":"lengthMm","kind":"decimal","required":false,"min":0,"max":100000,"scale":2},
  {"name":"diameterCm","kind":"decimal","required":false,"min":0,"max":1000,"scale":2},
  {"name":"trackWeight","kind":"boolean","required":false,"default":false},
  {"name":"trackPieces","kind":"boolean","required":false,"default":true},
  {"name":"description","kind":"string","required":false,"maxLength":1000},
  {"name":"businessUnitId","kind":"reference","required":true,"references":"businessUnit"},
  {"name":"active","kind":"boolean","required":false,"default":true},
  {"name":"createdBy","kind":"string","required":false,"maxLength":50,"default":"system","readOnly":true},
  {"name":"createdDate","kind":"timestamp","required":false,"readOnly":true},
  {"name":"lastModifiedBy","kind":"string","required":false,"maxLength":50,"readOnly":true},
  {"name":"lastModifiedDate","kind":"timestamp","required":false,"readOnly":true},
] as const satisfies readonly FieldSpec<RawMaterial>[];
