// Generated from openapi.yaml by packages/domain/scripts/generate.ts (`pnpm generate`). Do not edit.
import type { FieldSpec } from '../../resource-definition.ts';
import type { ReceiptHarvestPlot } from '../schemas.ts';

export const ReceiptHarvestPlotFields = [
  {"name":"importMaterialId","kind":"reference","required":false,"readOnly":true,"references":"importMaterial"},
  {"name":"harvestPlotId","kind":"reference","required":true,"references":"harvestPlot"},
] as const satisfies readonly FieldSpec<ReceiptHarvestPlot>[];
