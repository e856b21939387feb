// Generated from openapi.yaml by packages/domain/scripts/generate.ts (`pnpm generate`). Do not edit.
import type { FieldSpec } from '../../resource-definition.ts';
import type { StockCredit } from '../schemas.ts';

export const StockCreditFields = [
  {"name":"stockId","kind":"reference","required":true,"references":"stock"},
  {"name":"businessUnitId","kind":"reference","required":true,"references":"businessUnit"},
  {"name":"movementDate","kind":"date","required":true},
  {"name":"direction","kind":"enum","required":true,"values":["IN","OUT"]},
  {"name":"movementType","kind":"enum","required":true,"values":["INITIAL","RECEIPT_SUPPLIER","RECEIPT_SUBCON","TRANSFER_IN","TRANSFER_OUT","PRODUCTION_INPUT","PRODUCTION_OUTPUT","LOCAL_SALES","VLEGAL_EXPORT","VLEGAL_RETURN","OTHER_USAGE","ADJUSTMENT"]},
  {"name":"volumeM3","kind":"decimal","required":true,"maxLength":18,"exact":true,"scale":4},
  {"name":"weightKg","kind":"decimal","required":true,"maxLength":18,"exact":true,"scale":2},
  {"name":"pieces","kind":"decimal","required":true,"maxLength":18,"exact":true,"scale":2},
  {"name":"sourceType","kind":"enum","required":true,"values":["STOCK","IMPORT_MATERIAL","TRANSFER_MATERIAL","PRODUCTION","PRODUCTION_SOURCE","PRODUCTION_OUTPUT","LOCAL_SALES","LOCAL_SALES_MATERIAL","VLEGAL","VLEGAL_MATERIAL","VLEGAL_RELEASE","VLEGAL_CANCEL","STOCK_OTHER"]},
  {"name":"sourceId","kind":"integer","required":true,"min":1},
  {"name":"documentNumber","kind":"string","required":false,"maxLength":100},
  {"name":"reversesId","kind":"reference","required":false,"references":"stockCredit"},
  {"name":"reason","kind":"string","required":false,"maxLength":500},
  {"name":"createdBy","kind":"string","required":false,"maxLength":50,"default":"system","readOnly":true},
  {"name":"createdDate","kind":"timestamp","required":false,"readOnly":true},
] as const satisfies readonly FieldSpec<StockCredit>[];
