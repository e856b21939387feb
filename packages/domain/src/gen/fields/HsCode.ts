// Generated from openapi.yaml by packages/domain/scripts/generate.ts (`pnpm generate`). Do not edit.
import type { FieldSpec } from '../../resource-definition.ts';
import type { HsCode } from '../schemas.ts';

export const HsCodeFields = [
  {"name":"code","kind":"string","required":true,"minLength":1,"maxLength":12,"pattern":"^[0-9][0-9.]{3,11}$"},
  {"name":"hs6","kind":"string","required":false,"maxLength":6,"pattern":"^[0-9]{6}$","readOnly":true},
  {"name":"description","kind":"string","required":true,"minLength":1,"maxLength":500},
  {"name":"descriptionEn","kind":"string","required":false,"maxLength":500},
  {"name":"chapter","kind":"integer","required":false,"min":1,"max":99},
  {"name":"heading","kind":"string","required":false,"maxLength":4,"pattern":"^[0-9]{4}$"},
  {"name":"vlegalRequired","kind":"boolean","required":false,"default":true},
  {"name":"exportProhibited","kind":"boolean","required":false,"default":false},
  {"name":"defaultUnitName","kind":"string","required":false,"maxLength":20},
  {"name":"active","kind":"boolean","required":false,"default":true},
] as const satisfies readonly FieldSpec<HsCode>[];
