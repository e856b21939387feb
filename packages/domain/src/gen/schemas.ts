// Generated from openapi.yaml by packages/domain/scripts/generate.ts (`pnpm generate`). Do not edit.
import type { FieldSpec } from '../resource-definition.ts';

/** Certificate type held by suppliers and sub-contractors (S-PHPL, S-LK, DKP ...). PUT sends it with its id. */
export interface BusinessCertificateType {
  id: number;
  code?: string | null;
  description: string;
  /** Counts as an SVLK-covered supplier. */
  provesLegality: boolean;
  defaultValidityMonths?: number | null;
  active: boolean;
}
export const BusinessCertificateTypeFields = [
  {"name":"code","kind":"string","required":false,"maxLength":50,"pattern":"^[A-Z0-9_-]+$"},
  {"name":"description","kind":"string","required":true,"minLength":1,"maxLength":255},
  {"name":"provesLegality","kind":"boolean","required":false,"default":false},
  {"name":"defaultValidityMonths","kind":"integer","required":false,"min":1,"max":120},
  {"name":"active","kind":"boolean","required":false,"default":true},
] as const satisfies readonly FieldSpec<BusinessCertificateType>[];

/** Business permit type (NIB, PBPHH, IUI ...). PUT sends it with its id. */
export interface BusinessPermitType {
  id: number;
  code?: string | null;
  description: string;
  /** The permit carries products with a yearly capacity. */
  hasCapacity: boolean;
  hasExpiry: boolean;
  active: boolean;
}
export const BusinessPermitTypeFields = [
  {"name":"code","kind":"string","required":false,"maxLength":50,"pattern":"^[A-Z0-9_-]+$"},
  {"name":"description","kind":"string","required":true,"minLength":1,"maxLength":255},
  {"name":"hasCapacity","kind":"boolean","required":false,"default":false},
  {"name":"hasExpiry","kind":"boolean","required":false,"default":true},
  {"name":"active","kind":"boolean","required":false,"default":true},
] as const satisfies readonly FieldSpec<BusinessPermitType>[];

/** Notarial deed or ministry approval of the company, kept with a business unit. PUT sends it with its id. */
export interface CompanyCertificate {
  id: number;
  /** Kind of deed. */
  certificateType: "DEED_OF_ESTABLISHMENT" | "DEED_OF_AMENDMENT" | "MINISTRY_APPROVAL" | "OTHER";
  /** Deed number. */
  code: string;
  /** Date of the deed. */
  certificateDate: string;
  notaryName?: string | null;
  /** Approval decree (SK) of the Ministry of Law. */
  approvalNumber?: string | null;
  /** Base64 content, at most 2,600,000 bytes once decoded. */
  fileAttachment?: string | null;
  /** Media type of fileAttachment. */
  fileAttachmentContentType?: "image/png" | "image/jpeg" | "image/webp" | "application/pdf" | null;
  /** Id of the business unit the document belongs to. */
  businessUnitId: number;
}
export const CompanyCertificateFields = [
  {"name":"certificateType","kind":"enum","required":true,"values":["DEED_OF_ESTABLISHMENT","DEED_OF_AMENDMENT","MINISTRY_APPROVAL","OTHER"]},
  {"name":"code","kind":"string","required":true,"minLength":1,"maxLength":100},
  {"name":"certificateDate","kind":"date","required":true},
  {"name":"notaryName","kind":"string","required":false,"maxLength":255},
  {"name":"approvalNumber","kind":"string","required":false,"maxLength":100},
  {"name":"fileAttachment","kind":"file","required":false,"maxLength":3466668,"contentTypeField":"fileAttachmentContentType"},
  {"name":"fileAttachmentContentType","kind":"enum","required":false,"values":["image/png","image/jpeg","image/webp","application/pdf"],"contentTypeOf":"fileAttachment"},
  {"name":"businessUnitId","kind":"reference","required":true,"references":"businessUnit"},
] as const satisfies readonly FieldSpec<CompanyCertificate>[];

/** Country (ISO 3166-1); printed on the V-Legal as country of destination and of harvest. PUT sends it with its id. */
export interface Country {
  id: number;
  /** ISO 3166-1 alpha-2 code. */
  code: string;
  /** ISO 3166-1 alpha-3 code. */
  code3?: string | null;
  name: string;
  /** EU-27 or UK: the V-Legal acts as a FLEGT licence. */
  flegtPartner: boolean;
  active: boolean;
}
export const CountryFields = [
  {"name":"code","kind":"string","required":true,"minLength":1,"maxLength":2,"pattern":"^[A-Z]{2}$"},
  {"name":"code3","kind":"string","required":false,"maxLength":3,"pattern":"^[A-Z]{3}$"},
  {"name":"name","kind":"string","required":true,"minLength":1,"maxLength":100},
  {"name":"flegtPartner","kind":"boolean","required":false,"default":false},
  {"name":"active","kind":"boolean","required":false,"default":true},
] as const satisfies readonly FieldSpec<Country>[];

/** Currency (ISO 4217). PUT sends it with its id. */
export interface Currency {
  id: number;
  /** ISO 4217 code. */
  code: string;
  name: string;
  symbol?: string | null;
  decimals: number;
  active: boolean;
}
export const CurrencyFields = [
  {"name":"code","kind":"string","required":true,"minLength":1,"maxLength":3,"pattern":"^[A-Z]{3}$"},
  {"name":"name","kind":"string","required":true,"minLength":1,"maxLength":100},
  {"name":"symbol","kind":"string","required":false,"maxLength":10},
  {"name":"decimals","kind":"integer","required":false,"min":0,"max":4,"default":2},
  {"name":"active","kind":"boolean","required":false,"default":true},
] as const satisfies readonly FieldSpec<Currency>[];

/** District (kabupaten or kota). PUT sends it with its id. */
export interface District {
  id: number;
  /** Kemendagri code, e.g. "33.20" (Jepara). */
  code: string;
  name: string;
  districtType?: "KABUPATEN" | "KOTA" | null;
  /** Id of the referenced province. */
  provinceId: number;
}
export const DistrictFields = [
  {"name":"code","kind":"string","required":true,"minLength":1,"maxLength":5,"pattern":"^[0-9]{2}\\.[0-9]{2}$"},
  {"name":"name","kind":"string","required":true,"minLength":1,"maxLength":100},
  {"name":"districtType","kind":"enum","required":false,"values":["KABUPATEN","KOTA"]},
  {"name":"provinceId","kind":"reference","required":true,"references":"province"},
] as const satisfies readonly FieldSpec<District>[];

/** Number format of a document type; numbers are rendered server-side from counters locked in the same transaction. PUT sends it with its id. */
export interface DocumentNumberFormat {
  id: number;
  documentType: "VLEGAL" | "VLEGAL_APPLICATION" | "VLEGAL_EXTEND" | "VLEGAL_REPLACE" | "VLEGAL_CANCEL" | "VLEGAL_AMANDEMEN" | "VLEGAL_RELEASE" | "IMPORT_MATERIAL" | "TRANSFER_MATERIAL" | "PRODUCTION" | "LOCAL_SALES";
  name: string;
  /** Tokens: {SEQ} {SEQ:n} {YY} {YYYY} {MM} {ROMAN_MONTH} {UNIT_CODE} {COMPANY_CODE} {LVLK_CODE} {EXPORTER_CODE} {DEST_ISO} {ORIGIN_ISO} {DOC} {REV}. */
  pattern: string;
  /** Zero padding of {SEQ}. */
  sequenceLength: number;
  resetPolicy: "NEVER" | "YEARLY" | "MONTHLY";
  sequenceScope: "GLOBAL" | "COMPANY" | "BUSINESS_UNIT" | "DESTINATION";
  /** Unit-specific override; null = every unit. */
  businessUnitId?: number | null;
  active: boolean;
  description?: string | null;
  /** Example number rendered by the preview call. */
  example?: string | null;
}
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

/** Transport document type (SKSHHK, FA-KB, FA-KO, Nota Angkutan ...). PUT sends it with its id. */
export interface DocumentTransportType {
  id: number;
  code: string;
  description: string;
  materialScope?: "LOG" | "PROCESSED" | "BOTH" | null;
  /** Historic type still seen on old stock. */
  legacy: boolean;
  active: boolean;
}
export const DocumentTransportTypeFields = [
  {"name":"code","kind":"string","required":true,"minLength":1,"maxLength":50,"pattern":"^[A-Z0-9_-]+$"},
  {"name":"description","kind":"string","required":true,"minLength":1,"maxLength":255},
  {"name":"materialScope","kind":"enum","required":false,"values":["LOG","PROCESSED","BOTH"]},
  {"name":"legacy","kind":"boolean","required":false,"default":false},
  {"name":"active","kind":"boolean","required":false,"default":true},
] as const satisfies readonly FieldSpec<DocumentTransportType>[];

/** Nuisance permit (HO) of a business unit. PUT sends it with its id. */
export interface HoDocument {
  id: number;
  /** Permit number. */
  code: string;
  validDate?: string | null;
  expiredDate?: string | null;
  issuer?: string | null;
  /** Base64 content, at most 2,600,000 bytes once decoded. */
  fileAttachment?: string | null;
  /** Media type of fileAttachment. */
  fileAttachmentContentType?: "image/png" | "image/jpeg" | "image/webp" | "application/pdf" | null;
  /** Id of the business unit the document belongs to. */
  businessUnitId: number;
  /** VALID, EXPIRING (within 60 days) or EXPIRED, from expiredDate on the server, in Jakarta time; null without an expiry date. */
  readonly expiryStatus?: "VALID" | "EXPIRING" | "EXPIRED" | null;
}
export const HoDocumentFields = [
  {"name":"code","kind":"string","required":true,"minLength":1,"maxLength":100},
  {"name":"validDate","kind":"date","required":false},
  {"name":"expiredDate","kind":"date","required":false},
  {"name":"issuer","kind":"string","required":false,"maxLength":255},
  {"name":"fileAttachment","kind":"file","required":false,"maxLength":3466668,"contentTypeField":"fileAttachmentContentType"},
  {"name":"fileAttachmentContentType","kind":"enum","required":false,"values":["image/png","image/jpeg","image/webp","application/pdf"],"contentTypeOf":"fileAttachment"},
  {"name":"businessUnitId","kind":"reference","required":true,"references":"businessUnit"},
  {"name":"expiryStatus","kind":"enum","required":false,"values":["VALID","EXPIRING","EXPIRED"],"readOnly":true,"computed":true},
] as const satisfies readonly FieldSpec<HoDocument>[];

/** HS code in the BTKI form (chapters 44, 94, 47, 48, 46). PUT sends it with its id. */
export interface HsCode {
  id: number;
  /** BTKI code, e.g. "9403.60.90". */
  code: string;
  /** First six digits, derived from the code by the server. */
  readonly hs6?: string | null;
  description: string;
  descriptionEn?: string | null;
  chapter?: number | null;
  heading?: string | null;
  vlegalRequired: boolean;
  exportProhibited: boolean;
  defaultUnitName?: string | null;
  active: boolean;
}
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

/** Industrial scope of an S-LK certificate. PUT sends it with its id. */
export interface IndustrialScope {
  id: number;
  code?: string | null;
  description: string;
  canProduce: boolean;
  canExport: boolean;
}
export const IndustrialScopeFields = [
  {"name":"code","kind":"string","required":false,"maxLength":50,"pattern":"^[A-Z0-9_-]+$"},
  {"name":"description","kind":"string","required":true,"minLength":1,"maxLength":255},
  {"name":"canProduce","kind":"boolean","required":false,"default":false},
  {"name":"canExport","kind":"boolean","required":false,"default":false},
] as const satisfies readonly FieldSpec<IndustrialScope>[];

/** Taxpayer registration (NPWP) of a business unit. PUT sends it with its id. */
export interface Npwp {
  id: number;
  /** Tax number, 15 or 16 digits (dots and dash allowed). */
  code: string;
  registeredName?: string | null;
  registeredAddress?: string | null;
  registeredDate?: string | null;
  /** Tax office (KPP). */
  taxOffice?: string | null;
  /** Base64 content, at most 2,600,000 bytes once decoded. */
  fileAttachment?: string | null;
  /** Media type of fileAttachment. */
  fileAttachmentContentType?: "image/png" | "image/jpeg" | "image/webp" | "application/pdf" | null;
  /** Id of the business unit the document belongs to. */
  businessUnitId: number;
}
export const NpwpFields = [
  {"name":"code","kind":"string","required":true,"minLength":1,"maxLength":30,"pattern":"^[0-9][0-9.-]{14,19}$"},
  {"name":"registeredName","kind":"string","required":false,"maxLength":255},
  {"name":"registeredAddress","kind":"string","required":false,"maxLength":500},
  {"name":"registeredDate","kind":"date","required":false},
  {"name":"taxOffice","kind":"string","required":false,"maxLength":255},
  {"name":"fileAttachment","kind":"file","required":false,"maxLength":3466668,"contentTypeField":"fileAttachmentContentType"},
  {"name":"fileAttachmentContentType","kind":"enum","required":false,"values":["image/png","image/jpeg","image/webp","application/pdf"],"contentTypeOf":"fileAttachment"},
  {"name":"businessUnitId","kind":"reference","required":true,"references":"businessUnit"},
] as const satisfies readonly FieldSpec<Npwp>[];

/** Origin of raw material (natural forest, plantation, community forest, import ...). PUT sends it with its id. */
export interface OriginOfRawMaterial {
  id: number;
  code: string;
  description: string;
  /** Requires PIB data and a non-Indonesian country of harvest. */
  isImport: boolean;
  requiresCertificate: boolean;
  active: boolean;
}
export const OriginOfRawMaterialFields = [
  {"name":"code","kind":"string","required":true,"minLength":1,"maxLength":50,"pattern":"^[A-Z0-9_-]+$"},
  {"name":"description","kind":"string","required":true,"minLength":1,"maxLength":255},
  {"name":"isImport","kind":"boolean","required":false,"default":false},
  {"name":"requiresCertificate","kind":"boolean","required":false,"default":false},
  {"name":"active","kind":"boolean","required":false,"default":true},
] as const satisfies readonly FieldSpec<OriginOfRawMaterial>[];

/** Person in charge: the issuer signatory or an exporter applicant. PUT sends it with its id. */
export interface Pic {
  id: number;
  picType: "ISSUER_SIGNATORY" | "EXPORTER_APPLICANT";
  name: string;
  jobPosition: string;
  /** NIK (16 digits). */
  identificationId?: string | null;
  email?: string | null;
  phone?: string | null;
  /** Specimen signature. Base64 content, at most 2,600,000 bytes once decoded. */
  signatureImage?: string | null;
  /** Media type of signatureImage. */
  signatureImageContentType?: "image/png" | "image/jpeg" | "image/gif" | "image/webp" | null;
  /** Base64 content, at most 2,600,000 bytes once decoded. */
  stampImage?: string | null;
  /** Media type of stampImage. */
  stampImageContentType?: "image/png" | "image/jpeg" | "image/gif" | "image/webp" | null;
  /** Power of attorney (applicants only). Base64 content, at most 2,600,000 bytes once decoded. */
  authorizationLetter?: string | null;
  /** Media type of authorizationLetter. */
  authorizationLetterContentType?: "image/png" | "image/jpeg" | "image/gif" | "image/webp" | "application/pdf" | null;
  validFrom: string;
  validUntil?: string | null;
  /** Required for EXPORTER_APPLICANT, null for ISSUER_SIGNATORY. */
  businessUnitId?: number | null;
  active: boolean;
}
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

/** Province (Kemendagri code). PUT sends it with its id. */
export interface Province {
  id: number;
  /** Kemendagri code, e.g. "33" (Central Java). */
  code: string;
  name: string;
  /** Id of the referenced country. */
  countryId: number;
}
export const ProvinceFields = [
  {"name":"code","kind":"string","required":true,"minLength":1,"maxLength":2,"pattern":"^[0-9]{2}$"},
  {"name":"name","kind":"string","required":true,"minLength":1,"maxLength":100},
  {"name":"countryId","kind":"reference","required":true,"references":"country"},
] as const satisfies readonly FieldSpec<Province>[];

/** Raw-material category; decides the mutation report (LMKB, LMKO or none). PUT sends it with its id. */
export interface RawMaterialCategory {
  id: number;
  code: string;
  name: string;
  reportGroup: "LMKB" | "LMKO" | "NONE";
  description?: string | null;
}
export const RawMaterialCategoryFields = [
  {"name":"code","kind":"string","required":true,"minLength":1,"maxLength":50,"pattern":"^[A-Z0-9_-]+$"},
  {"name":"name","kind":"string","required":true,"minLength":1,"maxLength":100},
  {"name":"reportGroup","kind":"enum","required":true,"values":["LMKB","LMKO","NONE"]},
  {"name":"description","kind":"string","required":false,"maxLength":500},
] as const satisfies readonly FieldSpec<RawMaterialCategory>[];

/** Raw-material type (log classes, sawn timber, veneer, plywood ...). PUT sends it with its id. */
export interface RawMaterialType {
  id: number;
  code: string;
  name: string;
  /** Id of the referenced rawMaterialCategory. */
  rawMaterialCategoryId: number;
  /** E.g. "batang", "keping", "lembar", "pcs". */
  pieceUnitName?: string | null;
  /** Stored as numeric(8,2). */
  minDiameterCm?: number | null;
  /** Stored as numeric(8,2). */
  maxDiameterCm?: number | null;
  active: boolean;
}
export const RawMaterialTypeFields = [
  {"name":"code","kind":"string","required":true,"minLength":1,"maxLength":50,"pattern":"^[A-Z0-9_-]+$"},
  {"name":"name","kind":"string","required":true,"minLength":1,"maxLength":100},
  {"name":"rawMaterialCategoryId","kind":"reference","required":true,"references":"rawMaterialCategory"},
  {"name":"pieceUnitName","kind":"string","required":false,"maxLength":20},
  {"name":"minDiameterCm","kind":"decimal","required":false,"min":0,"max":1000,"scale":2},
  {"name":"maxDiameterCm","kind":"decimal","required":false,"min":0,"max":1000,"scale":2},
  {"name":"active","kind":"boolean","required":false,"default":true},
] as const satisfies readonly FieldSpec<RawMaterialType>[];

/** Timber species. PUT sends it with its id. */
export interface ScientificName {
  id: number;
  /** E.g. "Tectona grandis L.f.". */
  scientificName: string;
  /** Indonesian trade name, e.g. "Jati". */
  tradeName: string;
  englishName?: string | null;
  family?: string | null;
  speciesGroup?: "MERANTI" | "RIMBA_CAMPURAN" | "EBONI" | "KAYU_INDAH" | "PLANTATION" | null;
  citesAppendix: "NONE" | "I" | "II" | "III";
  restricted: boolean;
  /** Air-dry density in kg/m3. Stored as numeric(8,2). */
  densityKgM3?: number | null;
  active: boolean;
}
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

/** Port of loading or discharge (UN/LOCODE). PUT sends it with its id. */
export interface SeaPort {
  id: number;
  /** UN/LOCODE, e.g. IDTPP. */
  code: string;
  name: string;
  /** Id of the referenced country. */
  countryId: number;
  portType?: "SEA" | "AIR" | "LAND" | "RIVER" | null;
  active: boolean;
}
export const SeaPortFields = [
  {"name":"code","kind":"string","required":true,"minLength":1,"maxLength":5,"pattern":"^[A-Z]{5}$"},
  {"name":"name","kind":"string","required":true,"minLength":1,"maxLength":255},
  {"name":"countryId","kind":"reference","required":true,"references":"country"},
  {"name":"portType","kind":"enum","required":false,"values":["SEA","AIR","LAND","RIVER"]},
  {"name":"active","kind":"boolean","required":false,"default":true},
] as const satisfies readonly FieldSpec<SeaPort>[];

/** Trading business licence (SIUP) of a business unit. PUT sends it with its id. */
export interface Siup {
  id: number;
  /** Licence number. */
  code: string;
  validDate?: string | null;
  expiredDate?: string | null;
  /** Business scale. */
  businessScale?: "KECIL" | "MENENGAH" | "BESAR" | null;
  issuer?: string | null;
  /** Base64 content, at most 2,600,000 bytes once decoded. */
  fileAttachment?: string | null;
  /** Media type of fileAttachment. */
  fileAttachmentContentType?: "image/png" | "image/jpeg" | "image/webp" | "application/pdf" | null;
  /** Id of the business unit the document belongs to. */
  businessUnitId: number;
  /** VALID, EXPIRING (within 60 days) or EXPIRED, from expiredDate on the server, in Jakarta time; null without an expiry date. */
  readonly expiryStatus?: "VALID" | "EXPIRING" | "EXPIRED" | null;
}
export const SiupFields = [
  {"name":"code","kind":"string","required":true,"minLength":1,"maxLength":100},
  {"name":"validDate","kind":"date","required":false},
  {"name":"expiredDate","kind":"date","required":false},
  {"name":"businessScale","kind":"enum","required":false,"values":["KECIL","MENENGAH","BESAR"]},
  {"name":"issuer","kind":"string","required":false,"maxLength":255},
  {"name":"fileAttachment","kind":"file","required":false,"maxLength":3466668,"contentTypeField":"fileAttachmentContentType"},
  {"name":"fileAttachmentContentType","kind":"enum","required":false,"values":["image/png","image/jpeg","image/webp","application/pdf"],"contentTypeOf":"fileAttachment"},
  {"name":"businessUnitId","kind":"reference","required":true,"references":"businessUnit"},
  {"name":"expiryStatus","kind":"enum","required":false,"values":["VALID","EXPIRING","EXPIRED"],"readOnly":true,"computed":true},
] as const satisfies readonly FieldSpec<Siup>[];

/** Company registration certificate (TDP) of a business unit; valid five years. PUT sends it with its id. */
export interface Tdp {
  id: number;
  /** Registration number. */
  code: string;
  /** Issue date. */
  validDate?: string | null;
  expiredDate?: string | null;
  issuer?: string | null;
  /** Base64 content, at most 2,600,000 bytes once decoded. */
  fileAttachment?: string | null;
  /** Media type of fileAttachment. */
  fileAttachmentContentType?: "image/png" | "image/jpeg" | "image/webp" | "application/pdf" | null;
  /** Id of the business unit the document belongs to. */
  businessUnitId: number;
  /** VALID, EXPIRING (within 60 days) or EXPIRED, from expiredDate on the server, in Jakarta time; null without an expiry date. */
  readonly expiryStatus?: "VALID" | "EXPIRING" | "EXPIRED" | null;
}
export const TdpFields = [
  {"name":"code","kind":"string","required":true,"minLength":1,"maxLength":100},
  {"name":"validDate","kind":"date","required":false},
  {"name":"expiredDate","kind":"date","required":false},
  {"name":"issuer","kind":"string","required":false,"maxLength":255},
  {"name":"fileAttachment","kind":"file","required":false,"maxLength":3466668,"contentTypeField":"fileAttachmentContentType"},
  {"name":"fileAttachmentContentType","kind":"enum","required":false,"values":["image/png","image/jpeg","image/webp","application/pdf"],"contentTypeOf":"fileAttachment"},
  {"name":"businessUnitId","kind":"reference","required":true,"references":"businessUnit"},
  {"name":"expiryStatus","kind":"enum","required":false,"values":["VALID","EXPIRING","EXPIRED"],"readOnly":true,"computed":true},
] as const satisfies readonly FieldSpec<Tdp>[];

/** Means of transport (V-Legal box 7). PUT sends it with its id. */
export interface Transportation {
  id: number;
  code: "SEA" | "AIR" | "LAND" | "RAIL" | "MULTIMODAL";
  /** Printed text, e.g. "By Sea". */
  name: string;
  active: boolean;
}
export const TransportationFields = [
  {"name":"code","kind":"enum","required":true,"values":["SEA","AIR","LAND","RAIL","MULTIMODAL"]},
  {"name":"name","kind":"string","required":true,"minLength":1,"maxLength":100},
  {"name":"active","kind":"boolean","required":false,"default":true},
] as const satisfies readonly FieldSpec<Transportation>[];

/** Environmental recommendation (AMDAL, UKL-UPL, SPPL, DELH or DPLH) of a business unit. PUT sends it with its id. */
export interface UplRecommendation {
  id: number;
  /** Letter number. */
  code: string;
  /** Kind of environmental document. */
  documentType?: "AMDAL" | "UKL_UPL" | "SPPL" | "DELH" | "DPLH" | null;
  issuedDate?: string | null;
  /** Environment agency. */
  issuer?: string | null;
  /** Base64 content, at most 2,600,000 bytes once decoded. */
  fileAttachment?: string | null;
  /** Media type of fileAttachment. */
  fileAttachmentContentType?: "image/png" | "image/jpeg" | "image/webp" | "application/pdf" | null;
  notes?: string | null;
  /** Id of the business unit the document belongs to. */
  businessUnitId: number;
}
export const UplRecommendationFields = [
  {"name":"code","kind":"string","required":true,"minLength":1,"maxLength":100},
  {"name":"documentType","kind":"enum","required":false,"values":["AMDAL","UKL_UPL","SPPL","DELH","DPLH"]},
  {"name":"issuedDate","kind":"date","required":false},
  {"name":"issuer","kind":"string","required":false,"maxLength":255},
  {"name":"fileAttachment","kind":"file","required":false,"maxLength":3466668,"contentTypeField":"fileAttachmentContentType"},
  {"name":"fileAttachmentContentType","kind":"enum","required":false,"values":["image/png","image/jpeg","image/webp","application/pdf"],"contentTypeOf":"fileAttachment"},
  {"name":"notes","kind":"string","required":false,"maxLength":1000},
  {"name":"businessUnitId","kind":"reference","required":true,"references":"businessUnit"},
] as const satisfies readonly FieldSpec<UplRecommendation>[];

/** Reason for cancelling a V-Legal document. PUT sends it with its id. */
export interface VlegalCancelReason {
  id: number;
  code?: string | null;
  description: string;
  descriptionEn?: string | null;
  returnsStock: boolean;
  active: boolean;
}
export const VlegalCancelReasonFields = [
  {"name":"code","kind":"string","required":false,"maxLength":50,"pattern":"^[A-Z0-9_-]+$"},
  {"name":"description","kind":"string","required":true,"minLength":1,"maxLength":255},
  {"name":"descriptionEn","kind":"string","required":false,"maxLength":255},
  {"name":"returnsStock","kind":"boolean","required":false,"default":true},
  {"name":"active","kind":"boolean","required":false,"default":true},
] as const satisfies readonly FieldSpec<VlegalCancelReason>[];

/** Every resource schema of the contract by name. */
export interface Schemas {
  BusinessCertificateType: BusinessCertificateType;
  BusinessPermitType: BusinessPermitType;
  CompanyCertificate: CompanyCertificate;
  Country: Country;
  Currency: Currency;
  District: District;
  DocumentNumberFormat: DocumentNumberFormat;
  DocumentTransportType: DocumentTransportType;
  HoDocument: HoDocument;
  HsCode: HsCode;
  IndustrialScope: IndustrialScope;
  Npwp: Npwp;
  OriginOfRawMaterial: OriginOfRawMaterial;
  Pic: Pic;
  Province: Province;
  RawMaterialCategory: RawMaterialCategory;
  RawMaterialType: RawMaterialType;
  ScientificName: ScientificName;
  SeaPort: SeaPort;
  Siup: Siup;
  Tdp: Tdp;
  Transportation: Transportation;
  UplRecommendation: UplRecommendation;
  VlegalCancelReason: VlegalCancelReason;
}

/** The stored fields of every resource schema by name (computed ones left out). */
export interface StoredSchemas {
  BusinessCertificateType: BusinessCertificateType;
  BusinessPermitType: BusinessPermitType;
  CompanyCertificate: CompanyCertificate;
  Country: Country;
  Currency: Currency;
  District: District;
  DocumentNumberFormat: DocumentNumberFormat;
  DocumentTransportType: DocumentTransportType;
  HoDocument: Omit<HoDocument, "expiryStatus">;
  HsCode: HsCode;
  IndustrialScope: IndustrialScope;
  Npwp: Npwp;
  OriginOfRawMaterial: OriginOfRawMaterial;
  Pic: Pic;
  Province: Province;
  RawMaterialCategory: RawMaterialCategory;
  RawMaterialType: RawMaterialType;
  ScientificName: ScientificName;
  SeaPort: SeaPort;
  Siup: Omit<Siup, "expiryStatus">;
  Tdp: Omit<Tdp, "expiryStatus">;
  Transportation: Transportation;
  UplRecommendation: UplRecommendation;
  VlegalCancelReason: VlegalCancelReason;
}
