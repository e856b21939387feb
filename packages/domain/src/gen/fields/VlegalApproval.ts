// Generated from openapi.yaml by packages/domain/scripts/generate.ts (`pnpm generate`). Do not edit.
import type { FieldSpec } from '../../resource-definition.ts';
import type { VlegalApproval } from '../schemas.ts';

export const VlegalApprovalFields = [
  {"name":"vlegalId","kind":"reference","required":true,"references":"vlegal"},
  {"name":"businessUnitId","kind":"reference","required":true,"references":"businessUnit"},
  {"name":"requestDate","kind":"timestamp","required":true},
  {"name":"requestedBy","kind":"string","required":true,"maxLength":50},
  {"name":"status","kind":"enum","required":false,"values":["PENDING","APPROVED","REJECTED"],"default":"PENDING"},
  {"name":"verificatorLogin","kind":"string","required":false,"maxLength":50},
  {"name":"decisionDate","kind":"timestamp","required":false},
  {"name":"note","kind":"string","required":false,"maxLength":500},
  {"name":"certificateValid","kind":"boolean","required":false},
  {"name":"unitValid","kind":"boolean","required":false},
  {"name":"documentsConsistent","kind":"boolean","required":false},
  {"name":"hsCodeCorrect","kind":"boolean","required":false},
  {"name":"speciesCorrect","kind":"boolean","required":false},
  {"name":"stockSufficient","kind":"boolean","required":false},
  {"name":"suppliersCovered","kind":"boolean","required":false},
  {"name":"quantitiesPlausible","kind":"boolean","required":false},
  {"name":"fieldInspectionRequired","kind":"boolean","required":false,"default":false},
] as const satisfies readonly FieldSpec<VlegalApproval>[];
