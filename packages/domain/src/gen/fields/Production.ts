// Generated from openapi.yaml by packages/domain/scripts/generate.ts (`pnpm generate`). Do not edit.
import type { FieldSpec } from '../../resource-definition.ts';
import type { Production } from '../schemas.ts';

export const ProductionFields = [
  {"name":"businessUnitId","kind":"reference","required":true,"references":"businessUnit"},
  {"name":"productionNumber","kind":"string","required":false,"maxLength":100,"readOnly":true},
  {"name":"productionDate","kind":"date","required":true},
  {"name":"factoryAddressId","kind":"reference","required":false,"references":"factoryAddress"},
  {"name":"subConId","kind":"reference","required":false,"references":"subCon"},
  {"name":"description","kind":"string","required":false,"maxLength":1000},
  {"name":"yieldNote","kind":"string","required":false,"maxLength":1000},
  {"name":"inputVolumeM3","kind":"decimal","required":false,"maxLength":18,"exact":true,"scale":4,"readOnly":true},
  {"name":"outputVolumeM3","kind":"decimal","required":false,"maxLength":18,"exact":true,"scale":4,"readOnly":true},
  {"name":"yieldPercent","kind":"decimal","required":false,"maxLength":8,"exact":true,"scale":2,"readOnly":true},
  {"name":"status","kind":"enum","required":false,"values":["POSTED","CANCELLED"],"default":"POSTED","readOnly":true},
  {"name":"notes","kind":"string","required":false,"maxLength":1000},
  {"name":"cancelledBy","kind":"string","required":false,"maxLength":50,"readOnly":true},
  {"name":"cancelledDate","kind":"timestamp","required":false,"readOnly":true},
  {"name":"cancelReason","kind":"string","required":false,"maxLength":500,"readOnly":true},
  {"name":"createdBy","kind":"string","required":false,"maxLength":50,"default":"system","readOnly":true},
  {"name":"createdDate","kind":"timestamp","required":false,"readOnly":true},
  {"name":"lastModifiedBy","kind":"string","required":false,"maxLength":50,"readOnly":true},
  {"name":"lastModifiedDate","kind":"timestamp","required":false,"readOnly":true},
] as const satisfies readonly FieldSpec<Production>[];
