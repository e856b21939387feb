// Generated from openapi.yaml by packages/domain/scripts/generate.ts (`pnpm generate`). Do not edit.
import type { FieldSpec } from '../../resource-definition.ts';
import type { BusinessPermitProduct } from '../schemas.ts';

export const BusinessPermitProductFields = [
  {"name":"businessPermitId","kind":"reference","required":true,"references":"businessPermit"},
  {"name":"productName","kind":"string","required":true,"minLength":1,"maxLength":255},
  {"name":"hsCodeId","kind":"reference","required":false,"references":"hsCode"},
  {"name":"capacity","kind":"decimal","required":true,"min":0,"max":99999999999999.98,"scale":2},
  {"name":"capacityUnit","kind":"enum","required":true,"values":["M3","PCS","SET","TON","KG"]},
  {"name":"description","kind":"string","required":false,"maxLength":255},
  {"name":"createdBy","kind":"string","required":false,"maxLength":50,"default":"system","readOnly":true},
  {"name":"createdDate","kind":"timestamp","required":false,"readOnly":true},
  {"name":"lastModifiedBy","kind":"string","required":false,"maxLength":50,"readOnly":true},
  {"name":"lastModifiedDate","kind":"timestamp","required":false,"readOnly":true},
] as const satisfies readonly FieldSpec<BusinessPermitProduct>[];
