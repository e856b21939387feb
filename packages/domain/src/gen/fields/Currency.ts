// Generated from openapi.yaml by packages/domain/scripts/generate.ts (`pnpm generate`). Do not edit.
import type { FieldSpec } from '../../resource-definition.ts';
import type { Currency } from '../schemas.ts';

export const CurrencyFields = [
  {"name":"code","kind":"string","required":true,"minLength":1,"maxLength":3,"pattern":"^[A-Z]{3}$"},
  {"name":"name","kind":"string","required":true,"minLength":1,"maxLength":100},
  {"name":"symbol","kind":"string","required":false,"maxLength":10},
  {"name":"decimals","kind":"integer","required":false,"min":0,"max":4,"default":2},
  {"name":"active","kind":"boolean","required":false,"default":true},
] as const satisfies readonly FieldSpec<Currency>[];
