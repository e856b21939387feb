// Generated from openapi.yaml by packages/domain/scripts/generate.ts (`pnpm generate`). Do not edit.
import type { FieldSpec } from '../../resource-definition.ts';
import type { VlegalHistory } from '../schemas.ts';

export const VlegalHistoryFields = [
  {"name":"vlegalId","kind":"reference","required":true,"references":"vlegal"},
  {"name":"action","kind":"string","required":true,"maxLength":40},
  {"name":"fromStatus","kind":"string","required":false,"maxLength":40},
  {"name":"toStatus","kind":"string","required":false,"maxLength":40},
  {"name":"note","kind":"string","required":false,"maxLength":500},
  {"name":"actorLogin","kind":"string","required":true,"maxLength":50},
  {"name":"actionDate","kind":"timestamp","required":true},
] as const satisfies readonly FieldSpec<VlegalHistory>[];
