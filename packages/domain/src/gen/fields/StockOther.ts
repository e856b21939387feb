// Generated from openapi.yaml by packages/domain/scripts/generate.ts (`pnpm generate`). Do not edit.
import type { FieldSpec } from '../../resource-definition.ts';
import type { StockOther } from '../schemas.ts';

export const StockOtherFields = [
  {"name":"stockId","kind":"reference","required":true,"references":"stock"},
  {"name":"businessUnitId","kind":"reference","required":true,"references":"businessUnit"},
  {"name":"usageDate","kind":"date","required":true},
  {"name":"usageType","kind":"enum","required":true,"values":["WASTE","DAMAGED","SHRINKAGE","OWN_USE","SAMPLE","LOSS","FIRE_DISASTER","CORRECTION_MINUS","CORRECTION_PLUS"]},
  {"name":"volumeM3","kind":"decimal","required":true,"maxLength":17,"exact":true,"scale":4,"min":0.0001,"max":999999999.9999},
  {"name":"weightKg","kind":"decimal","required":false,"maxLength":17,"exact":true,"scale":2,"max":999999999.99},
  {"name":"pieces","kind":"decimal","required":false,"maxLength":17,"exact":true,"scale":2,"max":999999999.99},
  {"name":"reason","kind":"string","required":true,"minLength":1,"maxLength":500},
  {"name":"referenceNumber","kind":"string","required":false,"maxLength":100},
  {"name":"attachment","kind":"file","required":false,"maxLength":3466668,"contentTypeField":"attachmentContentType"},
  {"name":"attachmentContentType","kind":"enum","required":false,"values":["application/pdf","image/png","image/jpeg"],"contentTypeOf":"attachment"},
  {"name":"status","kind":"enum","required":false,"values":["POSTED","CANCELLED"],"default":"POSTED","readOnly":true},
  {"name":"cancelledBy","kind":"string","required":false,"maxLength":50,"readOnly":true},
  {"name":"cancelledDate","kind":"timestamp","required":false,"readOnly":true},
  {"name":"cancelReason","kind":"string","required":false,"maxLength":500,"readOnly":true},
  {"name":"createdBy","kind":"string","required":false,"maxLength":50,"default":"system","readOnly":true},
  {"name":"createdDate","kind":"timestamp","required":false,"readOnly":true},
  {"name":"lastModifiedBy","kind":"string","required":false,"maxLength":50,"readOnly":true},
  {"name":"lastModifiedDate","kind":"timestamp","required":false,"readOnly":true},
] as const satisfies readonly FieldSpec<StockOther>[];
