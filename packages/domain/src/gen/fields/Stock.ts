// Generated from openapi.yaml by packages/domain/scripts/generate.ts (`pnpm generate`). Do not edit.
import type { FieldSpec } from '../../resource-definition.ts';
import type { Stock } from '../schemas.ts';

export const StockFields = [
  {"name":"businessUnitId","kind":"reference","required":true,"references":"businessUnit"},
  {"name":"stockType","kind":"enum","required":true,"values":["RAW_MATERIAL","PRODUCT"]},
  {"name":"rawMaterialId","kind":"reference","required":false,"references":"rawMaterial"},
  {"name":"productId","kind":"reference","required":false,"references":"product"},
  {"name":"subConId","kind":"reference","required":false,"references":"subCon"},
  {"name":"inventoryAddressId","kind":"reference","required":false,"references":"inventoryAddress"},
  {"name":"itemCode","kind":"string","required":false,"maxLength":50,"readOnly":true},
  {"name":"itemName","kind":"string","required":false,"maxLength":255,"readOnly":true},
  {"name":"scientificNameId","kind":"reference","required":false,"readOnly":true,"references":"scientificName"},
  {"name":"openingDate","kind":"date","required":true},
  {"name":"initialVolumeM3","kind":"decimal","required":true,"maxLength":17,"exact":true,"scale":4,"max":999999999.9999},
  {"name":"initialWeightKg","kind":"decimal","required":false,"maxLength":17,"exact":true,"scale":2,"max":999999999.99},
  {"name":"initialPieces","kind":"decimal","required":false,"maxLength":17,"exact":true,"scale":2,"max":999999999.99},
  {"name":"volumeM3","kind":"decimal","required":false,"maxLength":17,"exact":true,"scale":4,"readOnly":true},
  {"name":"weightKg","kind":"decimal","required":false,"maxLength":17,"exact":true,"scale":2,"readOnly":true},
  {"name":"pieces","kind":"decimal","required":false,"maxLength":17,"exact":true,"scale":2,"readOnly":true},
  {"name":"reservedVolumeM3","kind":"decimal","required":false,"maxLength":17,"exact":true,"scale":4,"readOnly":true},
  {"name":"reservedWeightKg","kind":"decimal","required":false,"maxLength":17,"exact":true,"scale":2,"readOnly":true},
  {"name":"reservedPieces","kind":"decimal","required":false,"maxLength":17,"exact":true,"scale":2,"readOnly":true},
  {"name":"movementCount","kind":"integer","required":false,"min":0,"readOnly":true},
  {"name":"lastMovementDate","kind":"date","required":false,"readOnly":true},
  {"name":"notes","kind":"string","required":false,"maxLength":1000},
  {"name":"createdBy","kind":"string","required":false,"maxLength":50,"default":"system","readOnly":true},
  {"name":"createdDate","kind":"timestamp","required":false,"readOnly":true},
  {"name":"lastModifiedBy","kind":"string","required":false,"maxLength":50,"readOnly":true},
  {"name":"lastModifiedDate","kind":"timestamp","required":false,"readOnly":true},
] as const satisfies readonly FieldSpec<Stock>[];
