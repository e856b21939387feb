// Generated from openapi.yaml by packages/domain/scripts/generate.ts (`pnpm generate`). Do not edit.
import type { FieldSpec } from '../../resource-definition.ts';
import type { VlegalMaterialCountry } from '../schemas.ts';

export const VlegalMaterialCountryFields = [
  {"name":"vlegalMaterialId","kind":"reference","required":false,"readOnly":true,"references":"vlegalMaterial"},
  {"name":"scientificNameId","kind":"reference","required":true,"references":"scientificName"},
  {"name":"countryId","kind":"reference","required":true,"references":"country"},
  {"name":"sortOrder","kind":"integer","required":false,"min":1,"readOnly":true},
] as const satisfies readonly FieldSpec<VlegalMaterialCountry>[];
