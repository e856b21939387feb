// Generated from openapi.yaml by packages/domain/scripts/generate.ts (`pnpm generate`). Do not edit.
import type { FieldSpec } from '../../resource-definition.ts';
import type { DocumentNumberFormat } from '../schemas.ts';

export const DocumentNumberFormatFields = [
  {"name":"documentType","kind":"enum","required":true,"values":["VLEGAL","VLEGAL_APPLICATION","VLEGAL_EXTEND","VLEGAL_REPLACE","VLEGAL_CANCEL","VLEGAL_AMANDEMEN","VLEGAL_RELEASE","IMPORT_MATERIAL","TRANSFER_MATERIAL","PRODUCTION","LOCAL_SALES"]},
  {"name":"name","kind":"string","required":true,"minLength":1,"maxLength":100},
  {"name":"pattern","kind":"string","required":true,"minLength":1,"maxLength":200},
  {"name":"sequenceLength","kind":"integer","required":true,"min":1,"max":12},
  {"name":"resetPolicy","kind":"enum","required":true,"values":["NEVER","YEARLY","MONTHLY"]},
  {"name":"sequenceScope","kind":"enum","required":true,"values":["GLOBAL","COMPANY","BUSINESS_UNIT","DESTINATION"]},
  {"name":"businessUnitId","kind":"reference","required":false,"references":"businessUnit"},
  {"name":"active","kind":"boolean","required":false,"default":true},
  {"name":"description","kind":"string","required":false,"maxLength":500},
  {"name":"example","kind":"string","required":false,"maxLength":200},
] as const satisfies readonly FieldSpec<DocumentNumberFormat>[];
