// Generated from openapi.yaml by packages/domain/scripts/generate.ts (`pnpm generate`). Do not edit.
import type { FieldSpec } from '../../resource-definition.ts';
import type { Pic } from '../schemas.ts';

export const PicFields = [
  {"name":"picType","kind":"enum","required":true,"values":["ISSUER_SIGNATORY","EXPORTER_APPLICANT"]},
  {"name":"name","kind":"string","required":true,"minLength":1,"maxLength":100},
  {"name":"jobPosition","kind":"string","required":true,"minLength":1,"maxLength":100},
  {"name":"identificationId","kind":"string","required":false,"maxLength":16,"pattern":"^[0-9]{16}$"},
  {"name":"email","kind":"string","required":false,"minLength":5,"maxLength":254,"format":"email"},
  {"name":"phone","kind":"string","required":false,"maxLength":30,"pattern":"^[0-9+() -]{3,30}$"},
  {"name":"signatureImage","kind":"file","required":false,"maxLength":3466668,"contentTypeField":"signatureImageContentType"},
  {"name":"signatureImageContentType","kind":"enum","required":false,"values":["image/png","image/jpeg","image/gif","image/webp"],"contentTypeOf":"signatureImage"},
  {"name":"stampImage","kind":"file","required":false,"maxLength":3466668,"contentTypeField":"stampImageContentType"},
  {"name":"stampImageContentType","kind":"enum","required":false,"values":["image/png","image/jpeg","image/gif","image/webp"],"contentTypeOf":"stampImage"},
  {"name":"authorizationLetter","kind":"file","required":false,"maxLength":3466668,"contentTypeField":"authorizationLetterContentType"},
  {"name":"authorizationLetterContentType","kind":"enum","required":false,"values":["image/png","image/jpeg","image/gif","image/webp","application/pdf"],"contentTypeOf":"authorizationLetter"},
  {"name":"validFrom","kind":"date","required":true},
  {"name":"validUntil","kind":"date","required":false},
  {"name":"businessUnitId","kind":"reference","required":false,"references":"businessUnit"},
  {"name":"active","kind":"boolean","required":false,"default":true},
] as const satisfies readonly FieldSpec<Pic>[];
