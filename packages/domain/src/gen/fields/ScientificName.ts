// Generated from openapi.yaml by packages/domain/scripts/generate.ts (`pnpm generate`). Do not edit.
import type { FieldSpec } from '../../resource-definition.ts';
import type { ScientificName } from '../schemas.ts';

export const ScientificNameFields = [
  {"name":"scientificName","kind":"string","required":true,"minLength":1,"maxLength":150},
  {"name":"tradeName","kind":"string","required":true,"minLength":1,"maxLength":100},
  {"name":"englishName","kind":"string","required":false,"maxLength":100},
  {"name":"family","kind":"string","required":false,"maxLength":100},
  {"name":"speciesGroup","kind":"enum","required":false,"values":["MERANTI","RIMBA_CAMPURAN","EBONI","KAYU_INDAH","PLANTATION"]},
  {"name":"citesAppendix","kind":"enum","required":false,"values":["NONE","I","II","III"],"default":"NONE"},
  {"name":"restricted","kind":"boolean","required":false,"default":false},
  {"name":"densityKgM3","kind":"decimal","required":false,"min":0,"max":2000,"scale":2},
  {"name":"active","kind":"boolean","required":false,"default":true},
] as const satisfies readonly FieldSpec<ScientificName>[];
