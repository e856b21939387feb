// Generated from openapi.yaml by packages/domain/scripts/generate.ts (`pnpm generate`). Do not edit.
import type { FieldSpec } from '../../resource-definition.ts';
import type { Address } from '../schemas.ts';

export const AddressFields = [
  {"name":"addressType","kind":"enum","required":false,"values":["CONTACT_ADDRESS","OFFICE","FACTORY","INVENTORY","STUFFING","BILLING"],"default":"CONTACT_ADDRESS"},
  {"name":"addressLine1","kind":"string","required":true,"minLength":1,"maxLength":255,"default":" "},
  {"name":"addressLine2","kind":"string","required":false,"maxLength":255},
  {"name":"email","kind":"string","required":false,"minLength":5,"maxLength":254,"format":"email"},
  {"name":"city","kind":"string","required":false,"maxLength":100},
  {"name":"postalCode","kind":"string","required":false,"maxLength":5,"pattern":"^[0-9]{5}$"},
  {"name":"faxNumber","kind":"string","required":false,"maxLength":30,"pattern":"^[0-9+() -]{3,30}$"},
  {"name":"mobilePhone","kind":"string","required":false,"maxLength":30,"pattern":"^[0-9+() -]{3,30}$"},
  {"name":"phoneNumber","kind":"string","required":false,"maxLength":30,"pattern":"^[0-9+() -]{3,30}$"},
  {"name":"location","kind":"string","required":false,"maxLength":255},
  {"name":"latitude","kind":"decimal","required":false,"min":-90,"max":90,"scale":6},
  {"name":"longitude","kind":"decimal","required":false,"min":-180,"max":180,"scale":6},
  {"name":"countryId","kind":"reference","required":false,"references":"country"},
  {"name":"provinceId","kind":"reference","required":false,"references":"province"},
  {"name":"districtId","kind":"reference","required":false,"references":"district"},
  {"name":"companyId","kind":"reference","required":true,"references":"company"},
  {"name":"businessUnitId","kind":"reference","required":false,"references":"businessUnit"},
  {"name":"createdBy","kind":"string","required":false,"maxLength":50,"default":"system","readOnly":true},
  {"name":"createdDate","kind":"timestamp","required":false,"readOnly":true},
  {"name":"lastModifiedBy","kind":"string","required":false,"maxLength":50,"readOnly":true},
  {"name":"lastModifiedDate","kind":"timestamp","required":false,"readOnly":true},
] as const satisfies readonly FieldSpec<Address>[];
