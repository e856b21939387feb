// Generated from openapi.yaml by packages/domain/scripts/generate.ts (`pnpm generate`). Do not edit.
import type { FieldSpec } from '../../resource-definition.ts';
import type { DocumentTransportType } from '../schemas.ts';

export const DocumentTransportTypeFields = [
  {"name":"code","kind":"string","required":true,"minLength":1,"maxLength":50,"pattern":"^[A-Z0-9_-]+$"},
  {"name":"description","kind":"string","required":true,"minLength":1,"maxLength":255},
  {"name":"materialScope","kind":"enum","required":false,"values":["LOG","PROCESSED","BOTH"]},
  {"name":"legacy","kind":"boolean","required":false,"default":false},
  {"name":"active","kind":"boolean","required":false,"default":true},
] as const satisfies readonly FieldSpec<DocumentTransportType>[];
