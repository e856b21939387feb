// Generated from openapi.yaml by packages/domain/scripts/generate.ts (`pnpm generate`). Do not edit.
import type { FieldSpec } from '../../resource-definition.ts';
import type { Country } from '../schemas.ts';

export const CountryFields = [
  {"name":"code","kind":"string","required":true,"minLength":1,"maxLength":2,"pattern":"^[A-Z]{2}$"},
  {"name":"code3","kind":"string","required":false,"maxLength":3,"pattern":"^[A-Z]{3}$"},
  {"name":"name","kind":"string","required":true,"minLength":1,"maxLength":100},
  {"name":"flegtPartner","kind":"boolean","required":false,"default":false},
  {"name":"active","kind":"boolean","required":false,"default":true},
] as const satisfies readonly FieldSpec<Country>[];
