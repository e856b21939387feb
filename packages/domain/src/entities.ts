/**
 * Entity types of the master-data resources, mirroring the schemas of openapi.yaml (the domain package
 * imports nothing internal, so it cannot use the generated client types). `resources.test.ts` checks
 * them against the contract. Optional fields are `null` when unset; fields with a default are always
 * present in answers.
 */

/** Country (ISO 3166-1); printed on the V-Legal as country of destination and of harvest. */
export interface Country {
  id: number;
  code: string;
  code3?: string | null;
  name: string;
  flegtPartner: boolean;
  active: boolean;
}

/** Province (Kemendagri code). */
export interface Province {
  id: number;
  code: string;
  name: string;
  countryId: number;
}

/** District (kabupaten or kota). */
export interface District {
  id: number;
  code: string;
  name: string;
  districtType?: 'KABUPATEN' | 'KOTA' | null;
  provinceId: number;
}

/** Currency (ISO 4217). */
export interface Currency {
  id: number;
  code: string;
  name: string;
  symbol?: string | null;
  decimals: number;
  active: boolean;
}

/** HS code in the BTKI form (chapters 44, 94, 47, 48, 46). */
export interface HsCode {
  id: number;
  code: string;
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

/** Means of transport (V-Legal box 7). */
export interface Transportation {
  id: number;
  code: 'SEA' | 'AIR' | 'LAND' | 'RAIL' | 'MULTIMODAL';
  name: string;
  active: boolean;
}

/** Port of loading or discharge (UN/LOCODE). */
export interface SeaPort {
  id: number;
  code: string;
  name: string;
  countryId: number;
  portType?: 'SEA' | 'AIR' | 'LAND' | 'RIVER' | null;
  active: boolean;
}

/** Number format of a document type; numbers are rendered server-side from counters locked in the same transaction. */
export interface DocumentNumberFormat {
  id: number;
  documentType:
    | 'VLEGAL'
    | 'VLEGAL_APPLICATION'
    | 'VLEGAL_EXTEND'
    | 'VLEGAL_REPLACE'
    | 'VLEGAL_CANCEL'
    | 'VLEGAL_AMANDEMEN'
    | 'VLEGAL_RELEASE'
    | 'IMPORT_MATERIAL'
    | 'TRANSFER_MATERIAL'
    | 'PRODUCTION'
    | 'LOCAL_SALES';
  name: string;
  pattern: string;
  sequenceLength: number;
  resetPolicy: 'NEVER' | 'YEARLY' | 'MONTHLY';
  sequenceScope: 'GLOBAL' | 'COMPANY' | 'BUSINESS_UNIT' | 'DESTINATION';
  businessUnitId?: number | null;
  active: boolean;
  description?: string | null;
  example?: string | null;
}

/** Person in charge: the issuer signatory or an exporter applicant. */
export interface Pic {
  id: number;
  picType: 'ISSUER_SIGNATORY' | 'EXPORTER_APPLICANT';
  name: string;
  jobPosition: string;
  identificationId?: string | null;
  email?: string | null;
  phone?: string | null;
  signatureImage?: string | null;
  signatureImageContentType?: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | null;
  stampImage?: string | null;
  stampImageContentType?: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | null;
  authorizationLetter?: string | null;
  authorizationLetterContentType?:
    | 'image/png'
    | 'image/jpeg'
    | 'image/gif'
    | 'image/webp'
    | 'application/pdf'
    | null;
  validFrom: string;
  validUntil?: string | null;
  businessUnitId?: number | null;
  active: boolean;
}

/** Timber species. */
export interface ScientificName {
  id: number;
  scientificName: string;
  tradeName: string;
  englishName?: string | null;
  family?: string | null;
  speciesGroup?: 'MERANTI' | 'RIMBA_CAMPURAN' | 'EBONI' | 'KAYU_INDAH' | 'PLANTATION' | null;
  citesAppendix: 'NONE' | 'I' | 'II' | 'III';
  restricted: boolean;
  densityKgM3?: number | null;
  active: boolean;
}

/** Raw-material type (log classes, sawn timber, veneer, plywood ...). */
export interface RawMaterialType {
  id: number;
  code: string;
  name: string;
  rawMaterialCategoryId: number;
  pieceUnitName?: string | null;
  minDiameterCm?: number | null;
  maxDiameterCm?: number | null;
  active: boolean;
}

/** Raw-material category; decides the mutation report (LMKB, LMKO or none). */
export interface RawMaterialCategory {
  id: number;
  code: string;
  name: string;
  reportGroup: 'LMKB' | 'LMKO' | 'NONE';
  description?: string | null;
}

/** Origin of raw material (natural forest, plantation, community forest, import ...). */
export interface OriginOfRawMaterial {
  id: number;
  code: string;
  description: string;
  isImport: boolean;
  requiresCertificate: boolean;
  active: boolean;
}

/** Industrial scope of an S-LK certificate. */
export interface IndustrialScope {
  id: number;
  code?: string | null;
  description: string;
  canProduce: boolean;
  canExport: boolean;
}

/** Transport document type (SKSHHK, FA-KB, FA-KO, Nota Angkutan ...). */
export interface DocumentTransportType {
  id: number;
  code: string;
  description: string;
  materialScope?: 'LOG' | 'PROCESSED' | 'BOTH' | null;
  legacy: boolean;
  active: boolean;
}

/** Business permit type (NIB, PBPHH, IUI ...). */
export interface BusinessPermitType {
  id: number;
  code?: string | null;
  description: string;
  hasCapacity: boolean;
  hasExpiry: boolean;
  active: boolean;
}

/** Certificate type held by suppliers and sub-contractors (S-PHPL, S-LK, DKP ...). */
export interface BusinessCertificateType {
  id: number;
  code?: string | null;
  description: string;
  provesLegality: boolean;
  defaultValidityMonths?: number | null;
  active: boolean;
}

/** Reason for cancelling a V-Legal document. */
export interface VlegalCancelReason {
  id: number;
  code?: string | null;
  description: string;
  descriptionEn?: string | null;
  returnsStock: boolean;
  active: boolean;
}

/** Every master-data entity by registry key. */
export interface MasterEntities {
  country: Country;
  province: Province;
  district: District;
  currency: Currency;
  hsCode: HsCode;
  transportation: Transportation;
  seaPort: SeaPort;
  documentNumberFormat: DocumentNumberFormat;
  pic: Pic;
  scientificName: ScientificName;
  rawMaterialType: RawMaterialType;
  rawMaterialCategory: RawMaterialCategory;
  originOfRawMaterial: OriginOfRawMaterial;
  industrialScope: IndustrialScope;
  documentTransportType: DocumentTransportType;
  businessPermitType: BusinessPermitType;
  businessCertificateType: BusinessCertificateType;
  vlegalCancelReason: VlegalCancelReason;
}
