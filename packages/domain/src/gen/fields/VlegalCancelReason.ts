// Generated from openapi.yaml by packages/domain/scripts/generate.ts (`pnpm generate`). Do not edit.
import type { FieldSpec } from '../../resource-definition.ts';
import type { VlegalCancelReason } from '../schemas.ts';

export const VlegalCancelReasonFields = [
  {"name":"code","kind":"string","required":false,"maxLength":50,"pattern":"^[A-Z0-9_-]+$"},
  {"name":"description","kind":"string","required":true,"minLength":1,"maxLength":255},
  {"name":"descriptionEn","kind":"string","required":false,"maxLength":255},
  {"name":"returnsStock","kind":"boolean","required":false,"default":true},
  {"name":"active","kind":"boolean","required":false,"default":true},
] as const satisfies readonly FieldSpec<VlegalCancelReason>[];
