// Generated from openapi.yaml by packages/domain/scripts/generate.ts (`pnpm generate`). Do not edit.
import type { FieldSpec } from '../../resource-definition.ts';
import type { Buyer } from '../schemas.ts';

export const BuyerFields = [
  {"name":"code","kind":"string","required":false,"minLength":1,"maxLength":50},
  {"name":"name","kind":"string","required":true,"minLength":1,"maxLength":255},
  {"name":"buyerType","kind":"enum","required":true,"values":["DOMESTIC","FOREIGN"]},
  {"name":"taxId","kind":"string","required":false,"maxLength":20,"pattern":"^[0-9][0-9.-]{14,19}$"},
  {"name":"addressId","kind":"reference","required":false,"references":"address"},
  {"name":"countryId","kind":"reference","required":true,"references":"country"},
  {"name":"contactPerson","kind":"string","required":false,"maxLength":100},
  {"name":"phone","kind":"string","required":false,"maxLength":30,"pattern":"^[0-9+() -]{3,30}$"},
  {"name":"email","kind":"string","required":false,"minLength":5,"maxLength":254,"format":"email"},
  {"name":"businessUnitId","kind":"reference","required":true,"references":"businessUnit"},
  {"name":"active","kind":"boolean","required":false,"default":true},
  {"name":"createdBy","kind":"string","required":false,"maxLength":50,"default":"system","readOnly":true},
  {"name":"createdDate","kind":"timestamp","required":false,"readOnly":true},
  {"name":"lastModifiedBy","kind":"string","required":false,"maxLength":50,"readOnly":true},
  {"name":"lastModifiedDate","kind":"timestamp","required":false,"readOnly":true},
] as const satisfies readonly FieldSpec<Buyer>[];
