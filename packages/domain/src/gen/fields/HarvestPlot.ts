// Generated from openapi.yaml by packages/domain/scripts/generate.ts (`pnpm generate`). Do not edit.
import type { FieldSpec } from '../../resource-definition.ts';
import type { HarvestPlot } from '../schemas.ts';

export const HarvestPlotFields = [
  {"name":"businessUnitId","kind":"reference","required":true,"references":"businessUnit"},
  {"name":"plotCode","kind":"string","required":false,"minLength":1,"maxLength":50},
  {"name":"producerName","kind":"string","required":true,"minLength":1,"maxLength":500},
  {"name":"producerCountryId","kind":"reference","required":true,"references":"country"},
  {"name":"productionPlace","kind":"string","required":false,"maxLength":255},
  {"name":"areaHa","kind":"decimal","required":false,"min":0.0001,"max":99999999.9999,"scale":4},
  {"name":"geometry","kind":"string","required":true,"minLength":1,"maxLength":1000000},
  {"name":"geometryType","kind":"enum","required":false,"values":["Point","MultiPoint","Polygon","MultiPolygon"],"readOnly":true},
  {"name":"geometryWarnings","kind":"string","required":false,"maxLength":100,"readOnly":true},
  {"name":"harvestStartDate","kind":"date","required":false},
  {"name":"harvestEndDate","kind":"date","required":false},
  {"name":"supplierId","kind":"reference","required":false,"references":"supplier"},
  {"name":"createdBy","kind":"string","required":false,"maxLength":50,"default":"system","readOnly":true},
  {"name":"createdDate","kind":"timestamp","required":false,"readOnly":true},
  {"name":"lastModifiedBy","kind":"string","required":false,"maxLength":50,"readOnly":true},
  {"name":"lastModifiedDate","kind":"timestamp","required":false,"readOnly":true},
] as const satisfies readonly FieldSpec<HarvestPlot>[];
