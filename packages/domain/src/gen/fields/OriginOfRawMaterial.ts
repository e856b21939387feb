// Generated from openapi.yaml by packages/domain/scripts/generate.ts (`pnpm generate`). Do not edit.
import type { FieldSpec } from '../../resource-definition.ts';
import type { OriginOfRawMaterial } from '../schemas.ts';

export const OriginOfRawMaterialFields = [
  {"name":"code","kind":"string","required":true,"minLength":1,"maxLength":50,"pattern":"^[A-Z0-9_-]+$"},
  {"name":"description","kind":"string","required":true,"minLength":1,"maxLength":255},
  {"name":"isImport","kind":"boolean","required":false,"default":false},
  {"name":"requiresCertificate","kind":"boolean","required":false,"default":false},
  {"name":"active","kind":"boolean","required":false,"default":true},
] as const satisfies readonly FieldSpec<OriginOfRawMaterial>[];
