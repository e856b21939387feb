// Generated from openapi.yaml by packages/domain/scripts/generate.ts (`pnpm generate`). Do not edit.
import type { FieldSpec } from '../../resource-definition.ts';
import type { VlegalIntegration } from '../schemas.ts';

export const VlegalIntegrationFields = [
  {"name":"vlegalId","kind":"reference","required":true,"references":"vlegal"},
  {"name":"businessUnitId","kind":"reference","required":true,"references":"businessUnit"},
  {"name":"target","kind":"enum","required":false,"values":["SILK","INATRADE","EMAIL"],"default":"SILK"},
  {"name":"operation","kind":"enum","required":true,"values":["ISSUE","EXTEND","REPLACE","CANCEL","AMEND","RELEASE"]},
  {"name":"status","kind":"enum","required":false,"values":["PENDING","SUCCESS","FAILED"],"default":"PENDING"},
  {"name":"requestPayload","kind":"string","required":false,"maxLength":200000},
  {"name":"responsePayload","kind":"string","required":false,"maxLength":200000},
  {"name":"attempts","kind":"integer","required":false,"min":0,"default":0},
  {"name":"lastAttemptDate","kind":"timestamp","required":false},
  {"name":"errorMessage","kind":"string","required":false,"maxLength":1000},
  {"name":"externalReference","kind":"string","required":false,"maxLength":64},
  {"name":"jobId","kind":"integer","required":false,"min":1},
  {"name":"createdDate","kind":"timestamp","required":false,"readOnly":true},
] as const satisfies readonly FieldSpec<VlegalIntegration>[];
