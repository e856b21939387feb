// Generated from openapi.yaml by packages/domain/scripts/generate.ts (`pnpm generate`). Do not edit.
import type { FieldSpec } from '../../resource-definition.ts';
import type { LocalSales } from '../schemas.ts';

export const LocalSalesFields = [
  {"name":"businessUnitId","kind":"reference","required":true,"references":"businessUnit"},
  {"name":"salesNumber","kind":"string","required":false,"maxLength":100,"readOnly":true},
  {"name":"salesDate","kind":"date","required":true},
  {"name":"buyerId","kind":"reference","required":true,"references":"buyer"},
  {"name":"invoiceNumber","kind":"string","required":false,"maxLength":100},
  {"name":"invoiceDate","kind":"date","required":false},
  {"name":"documentTransportTypeId","kind":"reference","required":false,"references":"documentTransportType"},
  {"name":"documentNumber","kind":"string","required":false,"maxLength":100},
  {"name":"vehicleNumber","kind":"string","required":false,"maxLength":30},
  {"name":"deliveryAddress","kind":"string","required":false,"maxLength":500},
  {"name":"currencyId","kind":"reference","required":false,"references":"currency"},
  {"name":"totalVolumeM3","kind":"decimal","required":false,"maxLength":18,"exact":true,"scale":4,"readOnly":true},
  {"name":"totalValue","kind":"decimal","required":false,"maxLength":19,"exact":true,"scale":2,"readOnly":true},
  {"name":"status","kind":"enum","required":false,"values":["POSTED","CANCELLED"],"default":"POSTED","readOnly":true},
  {"name":"notes","kind":"string","required":false,"maxLength":1000},
  {"name":"cancelledBy","kind":"string","required":false,"maxLength":50,"readOnly":true},
  {"name":"cancelledDate","kind":"timestamp","required":false,"readOnly":true},
  {"name":"cancelReason","kind":"string","required":false,"maxLength":500,"readOnly":true},
  {"name":"createdBy","kind":"string","required":false,"maxLength":50,"default":"system","readOnly":true},
  {"name":"createdDate","kind":"timestamp","required":false,"readOnly":true},
  {"name":"lastModifiedBy","kind":"string","required":false,"maxLength":50,"readOnly":true},
  {"name":"lastModifiedDate","kind":"timestamp","required":false,"readOnly":true},
] as const satisfies readonly FieldSpec<LocalSales>[];
