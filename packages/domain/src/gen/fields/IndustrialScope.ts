// Generated from openapi.yaml by packages/domain/scripts/generate.ts (`pnpm generate`). Do not edit.
import type { FieldSpec } from '../../resource-definition.ts';
import type { IndustrialScope } from '../schemas.ts';

export const IndustrialScopeFields = [
  {"name":"code","kind":"string","required":false,"maxLength":50,"pattern":"^[A-Z0-9_-]+$"},
  {"name":"description","kind":"string","required":true,"minLength":1,"maxLength":255},
  {"name":"canProduce","kind":"boolean","required":false,"default":false},
  {"name":"canExport","kind":"boolean","required":false,"default":false},
] as const satisfies readonly FieldSpec<IndustrialScope>[];
