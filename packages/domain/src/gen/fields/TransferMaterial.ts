// Generated from openapi.yaml by packages/domain/scripts/generate.ts (`pnpm generate`). Do not edit.
import type { FieldSpec } from '../../resource-definition.ts';
import type { TransferMaterial } from '../schemas.ts';

export const TransferMaterialFields = [
  {"name":"businessUnitId","kind":"reference","required":true,"references":"businessUnit"},
  {"name":"transferNumber","kind":"string","required":false,"maxLength":100,"readOnly":true},
  {"name":"transferDate","kind":"date","required":true},
  {"name":"fromStockId","kind":"reference","required":true,"references":"stock"},
  {"name":"toBusinessUnitId","kind":"reference","required":false,"references":"businessUnit"},
  {"name":"toSubConId","kind":"reference","required":false,"references":"subCon"},
  {"name":"toStockId","kind":"reference","required":false,"readOnly":true,"references":"stock"},
  {"name":"stockType","kind":"enum","required":false,"values":["RAW_MATERIAL","PRODUCT"],"readOnly":true},
  {"name":"rawMaterialId","kind":"reference","required":false,"readOnly":true,"references":"rawMaterial"},
  {"name":"productId","kind":"reference","required":false,"readOnly":true,"references":"product"},
  {"name":"scientificNameId","kind":"reference","required":false,"readOnly":true,"references":"scientificName"},
  {"name":"volumeM3","kind":"decimal","required":true,"maxLength":17,"exact":true,"scale":4,"min":0.0001,"max":999999999.9999},
  {"name":"weightKg","kind":"decimal","required":false,"maxLength":17,"exact":true,"scale":2,"max":999999999.99},
  {"name":"pieces","kind":"decimal","required":false,"maxLength":17,"exact":true,"scale":2,"max":999999999.99},
  {"name":"documentTransportTypeId","kind":"reference","required":false,"references":"documentTransportType"},
  {"name":"documentNumber","kind":"string","required":false,"maxLength":100},
  {"name":"vehicleNumber","kind":"string","required":false,"maxLength":30},
  {"name":"status","kind":"enum","required":false,"values":["POSTED","CANCELLED"],"default":"POSTED","readOnly":true},
  {"name":"notes","kind":"string","required":false,"maxLength":1000},
  {"name":"cancelledBy","kind":"string","required":false,"maxLength":50,"readOnly":true},
  {"name":"cancelledDate","kind":"timestamp","required":false,"readOnly":true},
  {"name":"cancelReason","kind":"string","required":false,"maxLength":500,"readOnly":true},
  {"name":"createdBy","kind":"string","required":false,"maxLength":50,"default":"system","readOnly":true},
  {"name":"createdDate","kind":"timestamp","required":false,"readOnly":true},
  {"name":"lastModifiedBy","kind":"string","required":false,"maxLength":50,"readOnly":true},
  {"name":"lastModifiedDate","kind":"timestamp","required":false,"readOnly":true},
] as const satisfies readonly FieldSpec<TransferMaterial>[];
