// Generated from openapi.yaml by packages/domain/scripts/generate.ts (`pnpm generate`). Do not edit.

/** Postal address of a business unit (its office, factory, stock yard or stuffing site) or, without a unit, of the company as a whole. PUT sends it with its id. */
export interface Address {
  id: number;
  addressType: "CONTACT_ADDRESS" | "OFFICE" | "FACTORY" | "INVENTORY" | "STUFFING" | "BILLING";
  addressLine1: string;
  addressLine2?: string | null;
  email?: string | null;
  city?: string | null;
  postalCode?: string | null;
  faxNumber?: string | null;
  mobilePhone?: string | null;
  phoneNumber?: string | null;
  /** Free text or "lat,lng". */
  location?: string | null;
  /** Stored as numeric(9,6). */
  latitude?: number | null;
  /** Stored as numeric(9,6). */
  longitude?: number | null;
  /** Id of the referenced country. */
  countryId?: number | null;
  /** Id of the referenced province. */
  provinceId?: number | null;
  /** Id of the referenced district. */
  districtId?: number | null;
  /** Id of the company the address belongs to. */
  companyId: number;
  /** Id of the business unit the address belongs to; null for an address of the company as a whole. */
  businessUnitId?: number | null;
  /** Login of who created the record. */
  readonly createdBy?: string;
  /** When the record was created. */
  readonly createdDate?: string;
  /** Login of who last changed the record. */
  readonly lastModifiedBy?: string | null;
  /** When the record was last changed. */
  readonly lastModifiedDate?: string | null;
}
export { AddressFields } from './fields/Address.ts';

/** A certificate held by the unit besides its S-LK, or by one of its suppliers or sub-contractors. PUT sends it with its id. */
export interface BusinessCertificate {
  id: number;
  /** Id of the certificate type (S-PHPL, S-LK, DKP ...). */
  businessCertificateTypeId: number;
  /** Certificate number. */
  code: string;
  /** Name of the holder as printed. */
  holderName: string;
  /** Certification body. */
  issuer?: string | null;
  validDate?: string | null;
  expiredDate?: string | null;
  /** Base64 content, at most 2,600,000 bytes once decoded. */
  fileAttachment?: string | null;
  /** Media type of fileAttachment. */
  fileAttachmentContentType?: "image/png" | "image/jpeg" | "image/webp" | "application/pdf" | null;
  /** SUSPENDED when the certification body suspended it; an expired certificate shows in expiryStatus. */
  status: "VALID" | "SUSPENDED";
  /** Id of the supplier holding the certificate; null for the unit's own or a sub-con's. */
  supplierId?: number | null;
  /** Id of the sub-con holding the certificate; null for the unit's own or a supplier's. At most one of supplierId and subConId is set. */
  subConId?: number | null;
  /** Id of the business unit the certificate is kept by. */
  businessUnitId: number;
  /** VALID, EXPIRING (within 60 days) or EXPIRED, from expiredDate on the server, in Jakarta time; null without an expiry date. */
  readonly expiryStatus?: "VALID" | "EXPIRING" | "EXPIRED" | null;
  /** Login of who created the record. */
  readonly createdBy?: string;
  /** When the record was created. */
  readonly createdDate?: string;
  /** Login of who last changed the record. */
  readonly lastModifiedBy?: string | null;
  /** When the record was last changed. */
  readonly lastModifiedDate?: string | null;
}
export { BusinessCertificateFields } from './fields/BusinessCertificate.ts';

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
export { BusinessCertificateTypeFields } from './fields/BusinessCertificateType.ts';

/** Business permit of a business unit (NIB, PBPHH, IUI ...), with its permitted products. PUT sends it with its id. */
export interface BusinessPermit {
  id: number;
  /** Permit number. */
  code: string;
  validDate: string;
  /** Null when the permit does not expire. */
  expiredDate?: string | null;
  /** Id of the referenced businessPermitType. */
  businessPermitTypeId: number;
  issuer?: string | null;
  /** Base64 content, at most 2,600,000 bytes once decoded. */
  fileAttachment?: string | null;
  /** Media type of fileAttachment. */
  fileAttachmentContentType?: "image/png" | "image/jpeg" | "image/gif" | "image/webp" | "application/pdf" | null;
  /** Id of the referenced businessUnit. */
  businessUnitId: number;
  active: boolean;
  /** VALID, EXPIRING (within 60 days) or EXPIRED, from expiredDate on the server, in Jakarta time; null without an expiry date. */
  readonly expiryStatus?: "VALID" | "EXPIRING" | "EXPIRED" | null;
  /** Login of who created the record. */
  readonly createdBy?: string;
  /** When the record was created. */
  readonly createdDate?: string;
  /** Login of who last changed the record. */
  readonly lastModifiedBy?: string | null;
  /** When the record was last changed. */
  readonly lastModifiedDate?: string | null;
}
export { BusinessPermitFields } from './fields/BusinessPermit.ts';

/** A product a business permit allows, with its yearly capacity (audits compare production with it). PUT sends it with its id. */
export interface BusinessPermitProduct {
  id: number;
  /** Id of the business permit that permits the product. */
  businessPermitId: number;
  /** Permitted product or KBLI line, e.g. "Furniture kayu". */
  productName: string;
  /** Id of the HS code of the product. */
  hsCodeId?: number | null;
  /** Permitted production per year, in capacityUnit. */
  capacity: number;
  capacityUnit: "M3" | "PCS" | "SET" | "TON" | "KG";
  description?: string | null;
  /** Login of who created the record. */
  readonly createdBy?: string;
  /** When the record was created. */
  readonly createdDate?: string;
  /** Login of who last changed the record. */
  readonly lastModifiedBy?: string | null;
  /** When the record was last changed. */
  readonly lastModifiedDate?: string | null;
}
export { BusinessPermitProductFields } from './fields/BusinessPermitProduct.ts';

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
export { BusinessPermitTypeFields } from './fields/BusinessPermitType.ts';

/** Business unit of a company. Administrators set active, adminLocked, transLocked and the S-LK certificate; the server records who changed a lock and when. PUT sends it with its id. */
export interface BusinessUnit {
  id: number;
  code: string;
  name: string;
  active: boolean;
  /** Suspended by a platform administrator: unit users are read-only. */
  adminLocked: boolean;
  /** Stock books frozen: no stock transactions or V-Legal submissions. */
  transLocked: boolean;
  /** Id of the referenced address. */
  addressId?: number | null;
  /** Id of the referenced slkCertificate. */
  slkCertificateId?: number | null;
  /** Id of the referenced company. */
  companyId: number;
  /** Login of the administrator who last changed active, adminLocked or transLocked. */
  readonly lockChangedBy?: string | null;
  /** When active, adminLocked or transLocked last changed. */
  readonly lockChangedDate?: string | null;
  /** Login of who created the record. */
  readonly createdBy?: string;
  /** When the record was created. */
  readonly createdDate?: string;
  /** Login of who last changed the record. */
  readonly lastModifiedBy?: string | null;
  /** When the record was last changed. */
  readonly lastModifiedDate?: string | null;
}
export { BusinessUnitFields } from './fields/BusinessUnit.ts';

/** A customer of the unit, a domestic buyer of its local sales or a foreign importer named as consignee on its V-Legal documents. PUT sends it with its id. */
export interface Buyer {
  id: number;
  /** Code of the buyer within the unit. */
  code?: string | null;
  /** Name of the buyer. */
  name: string;
  /** Domestic (local sales) or foreign (export) buyer. */
  buyerType: "DOMESTIC" | "FOREIGN";
  /** NPWP of a domestic buyer: 15 or 16 digits, dots and dash allowed. */
  taxId?: string | null;
  /** Id of its address. */
  addressId?: number | null;
  /** Id of its country. */
  countryId: number;
  /** Name of the contact person. */
  contactPerson?: string | null;
  phone?: string | null;
  email?: string | null;
  /** Id of the business unit the buyer belongs to. */
  businessUnitId: number;
  active: boolean;
  /** Login of who created the record. */
  readonly createdBy?: string;
  /** When the record was created. */
  readonly createdDate?: string;
  /** Login of who last changed the record. */
  readonly lastModifiedBy?: string | null;
  /** When the record was last changed. */
  readonly lastModifiedDate?: string | null;
}
export { BuyerFields } from './fields/Buyer.ts';

/** Company (legal entity). A registered company starts inactive until an administrator activates it. PUT sends it with its id. */
export interface Company {
  id: number;
  name: string;
  /** Registration number (NIB, or TDP / deed number). */
  companyRegistry: string;
  /** NPWP: 15 or 16 digits, dots and dash allowed. */
  taxId: string;
  /** 16-digit NPWP / NITKU when taxId holds the legacy 15-digit one. */
  taxIdx?: string | null;
  etpikId: string;
  /** Base64 content, at most 2,600,000 bytes once decoded. */
  signatureImage?: string | null;
  /** Media type of signatureImage. */
  signatureImageContentType?: "image/png" | "image/jpeg" | "image/gif" | "image/webp" | null;
  active: boolean;
  legalForm?: "PT" | "CV" | "UD" | "KOPERASI" | "PERORANGAN" | null;
  /** Id of the referenced address. */
  addressId?: number | null;
  /** Login of the administrator who last activated or deactivated the company. */
  readonly statusChangedBy?: string | null;
  /** When the company was last activated or deactivated. */
  readonly statusChangedDate?: string | null;
  /** Login of who created the record. */
  readonly createdBy?: string;
  /** When the record was created. */
  readonly createdDate?: string;
  /** Login of who last changed the record. */
  readonly lastModifiedBy?: string | null;
  /** When the record was last changed. */
  readonly lastModifiedDate?: string | null;
}
export { CompanyFields } from './fields/Company.ts';

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
  /** Login of who created the record. */
  readonly createdBy?: string;
  /** When the record was created. */
  readonly createdDate?: string;
  /** Login of who last changed the record. */
  readonly lastModifiedBy?: string | null;
  /** When the record was last changed. */
  readonly lastModifiedDate?: string | null;
}
export { CompanyCertificateFields } from './fields/CompanyCertificate.ts';

/** A business unit of the caller's company, by its code and name only (where a transfer may go). Read from the units; never written here. */
export interface CompanyUnit {
  id: number;
  code: string;
  name: string;
  active: boolean;
  /** Id of the company the unit belongs to. */
  companyId: number;
}
export { CompanyUnitFields } from './fields/CompanyUnit.ts';

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
export { CountryFields } from './fields/Country.ts';

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
export { CurrencyFields } from './fields/Currency.ts';

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
export { DistrictFields } from './fields/District.ts';

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
export { DocumentNumberFormatFields } from './fields/DocumentNumberFormat.ts';

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
export { DocumentTransportTypeFields } from './fields/DocumentTransportType.ts';

/** Employee of a business unit. PUT sends it with its id. */
export interface Employee {
  id: number;
  name: string;
  /** NIK (16 digits). */
  identificationId: string;
  /** NPWP: 15 or 16 digits, dots and dash allowed. */
  taxId: string;
  jobPosition: string;
  /** Base64 content, at most 2,600,000 bytes once decoded. */
  photo?: string | null;
  /** Media type of photo. */
  photoContentType?: "image/png" | "image/jpeg" | "image/gif" | "image/webp" | null;
  /** Base64 content, at most 2,600,000 bytes once decoded. */
  signatureImage?: string | null;
  /** Media type of signatureImage. */
  signatureImageContentType?: "image/png" | "image/jpeg" | "image/gif" | "image/webp" | null;
  email?: string | null;
  phone?: string | null;
  /** Id of the referenced user. */
  userId?: number | null;
  /** Id of the referenced businessUnit. */
  businessUnitId: number;
  active: boolean;
  /** Login of who created the record. */
  readonly createdBy?: string;
  /** When the record was created. */
  readonly createdDate?: string;
  /** Login of who last changed the record. */
  readonly lastModifiedBy?: string | null;
  /** When the record was last changed. */
  readonly lastModifiedDate?: string | null;
}
export { EmployeeFields } from './fields/Employee.ts';

/** A factory of the unit. PUT sends it with its id. */
export interface FactoryAddress {
  id: number;
  /** Name of the site. */
  name: string;
  /** Id of the address of the site. */
  addressId: number;
  /** Production capacity as stated by the unit. */
  productionCapacity?: string | null;
  /** Id of the business unit the site belongs to. */
  businessUnitId: number;
  active: boolean;
  /** Login of who created the record. */
  readonly createdBy?: string;
  /** When the record was created. */
  readonly createdDate?: string;
  /** Login of who last changed the record. */
  readonly lastModifiedBy?: string | null;
  /** When the record was last changed. */
  readonly lastModifiedDate?: string | null;
}
export { FactoryAddressFields } from './fields/FactoryAddress.ts';

/** A plot the unit's timber was harvested on (EUDR, Regulation (EU) 2023/1115): its producer, its geolocation as the EU's information system takes it and when it was harvested; receipts name the plots their timber came from. Its geometry is checked by the EU's GeoJSON rules (docs/adr/0030-eudr-plot-geometry.md): a geometry that breaks one is refused with 400, each field error naming the rule's text `eudr.plot.<rule>` and where it broke it (`geometry.coordinates[0][3]`); what only warns is kept in `geometryWarnings`. PUT sends it with its id. */
export interface HarvestPlot {
  id: number;
  /** Id of the business unit the plot belongs to. */
  businessUnitId: number;
  /** The plot's own code (a harvest block's number, the producer's reference), unique within the unit; an import finds the plot again by it. */
  plotCode?: string | null;
  /** Name of the producer (the EU's ProducerName). */
  producerName: string;
  /** Id of the country of production (the EU's ProducerCountry is its ISO 3166-1 alpha-2 code). */
  producerCountryId: number;
  /** Name of the place of production (the EU's ProductionPlace), such as a village or a forest management unit. */
  productionPlace?: string | null;
  /** Area of the plot in hectares (the EU's Area), at least 0.0001. A point stands for a plot of at most 4 ha and is 4 ha when none is declared; a polygon's declared area more than 10 % from its own is warned of. */
  areaHa?: number | null;
  /** The plot as a GeoJSON geometry (RFC 7946) written as JSON text: WGS 84 positions [longitude, latitude], a Point, MultiPoint, Polygon or MultiPolygon. Stored and answered with its positions rounded to 6 decimals, as the EU keeps them. */
  geometry: string;
  /** The geometry's type. */
  readonly geometryType?: "Point" | "MultiPoint" | "Polygon" | "MultiPolygon";
  /** What the check of the geometry warned of, comma-separated: `areaDiffers` (the declared area is more than 10 % from the polygon's), `outsideCountry` (positions lie outside the country of production); null when nothing. */
  readonly geometryWarnings?: string | null;
  /** First day of harvest on the plot (the EU asks for the date or the range of harvest). */
  harvestStartDate?: string | null;
  /** Last day of harvest on the plot; not before the first. */
  harvestEndDate?: string | null;
  /** Id of the unit's supplier the plot's timber comes from. */
  supplierId?: number | null;
  /** Login of who created the record. */
  readonly createdBy?: string;
  /** When the record was created. */
  readonly createdDate?: string;
  /** Login of who last changed the record. */
  readonly lastModifiedBy?: string | null;
  /** When the record was last changed. */
  readonly lastModifiedDate?: string | null;
}
export { HarvestPlotFields } from './fields/HarvestPlot.ts';

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
  /** Login of who created the record. */
  readonly createdBy?: string;
  /** When the record was created. */
  readonly createdDate?: string;
  /** Login of who last changed the record. */
  readonly lastModifiedBy?: string | null;
  /** When the record was last changed. */
  readonly lastModifiedDate?: string | null;
}
export { HoDocumentFields } from './fields/HoDocument.ts';

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
export { HsCodeFields } from './fields/HsCode.ts';

/** A receipt of one material line from a supplier or sub-contractor, posted to the ledger (RECEIPT_SUPPLIER or RECEIPT_SUBCON). PUT sends it with its id. */
export interface ImportMaterial {
  id: number;
  /** Id of the business unit whose books hold the record. */
  businessUnitId: number;
  /** Receipt number, drawn from the IMPORT_MATERIAL number format when the receipt is posted. */
  readonly receiptNumber?: string;
  /** Date the timber was received; not in the future, not in a closed month. */
  receiptDate: string;
  /** Id of the supplier (or set subConId). */
  supplierId?: number | null;
  /** Id of the sub-contractor (or set supplierId). */
  subConId?: number | null;
  /** Raw material or product received. */
  stockType: "RAW_MATERIAL" | "PRODUCT";
  /** Id of the raw material received (linked to the supplier or sub-contractor). */
  rawMaterialId?: number | null;
  /** Id of the product received (linked to the supplier or sub-contractor). */
  productId?: number | null;
  /** Id of the stock item booked into (found or created for the item). */
  readonly stockId?: number;
  /** Id of the transport document type (SKSHHK, Nota Angkutan …). */
  documentTransportTypeId: number;
  /** Number of the transport document. */
  documentNumber: string;
  /** Date of the transport document; not after the receipt. */
  documentDate: string;
  /** Id of the origin of the raw material. */
  originOfRawMaterialId: number;
  /** Id of the country of harvest: Indonesia unless the origin is an import. */
  countryOfHarvestId: number;
  /** Id of the species, from the item. */
  readonly scientificNameId?: number | null;
  /** Quantity in m³. Exact decimal written as text, greater than 0. */
  volumeM3: string;
  /** Quantity in kg (required when the item tracks weight). Exact decimal written as text. */
  weightKg?: string | null;
  /** Quantity in pieces (required when the item tracks pieces). Exact decimal written as text. */
  pieces?: string | null;
  /** Id of the supplier's or sub-contractor's certificate valid on the receipt date (not for imports). */
  supplierCertificateId?: number | null;
  /** Number of that certificate, as it stood when the receipt was posted. */
  readonly supplierCertificateNumber?: string | null;
  /** Expiry of that certificate, as it stood when the receipt was posted. */
  readonly supplierCertificateExpiredDate?: string | null;
  /** Invoice number. */
  invoiceNumber?: string | null;
  /** Invoice date. */
  invoiceDate?: string | null;
  /** Truck plate or vessel. */
  vehicleNumber?: string | null;
  /** Customs import declaration (PIB) number, for imports. */
  pibNumber?: string | null;
  /** Date of the import declaration. */
  pibDate?: string | null;
  /** Bill of lading number, for imports. */
  billOfLadingNumber?: string | null;
  /** Import recommendation or due-diligence reference, for imports. */
  importRecommendationNumber?: string | null;
  /** Price per m³. */
  unitPrice?: number | null;
  /** Id of the currency of the price. */
  currencyId?: number | null;
  /** Where the timber was harvested, as receipts kept it before plots (a GeoJSON Point or Polygon, text): each became a harvest plot named in `harvestPlots`. Read only; a receipt names its plots instead. */
  readonly harvestGeolocation?: string | null;
  /** The unit's harvest plots the timber came from (EUDR), each once; read with the receipt, written when it is booked. */
  harvestPlots?: (ReceiptHarvestPlot)[];
  /** Scan of the transport document. Base64 content, at most 2,600,000 bytes once decoded. */
  attachment?: string | null;
  /** Media type of the attachment. */
  attachmentContentType?: "application/pdf" | "image/png" | "image/jpeg" | null;
  /** POSTED when booked; CANCELLED once reversed. */
  readonly status?: "POSTED" | "CANCELLED";
  /** Notes. */
  notes?: string | null;
  /** Login of who cancelled the document; null while it stands. */
  readonly cancelledBy?: string | null;
  /** When the document was cancelled; null while it stands. */
  readonly cancelledDate?: string | null;
  /** Why the document was cancelled, as written by who cancelled it; also on each entry its cancellation appended. */
  readonly cancelReason?: string | null;
  /** Login of who created the record. */
  readonly createdBy?: string;
  /** When the record was created. */
  readonly createdDate?: string;
  /** Login of who last changed the record. */
  readonly lastModifiedBy?: string | null;
  /** When the record was last changed. */
  readonly lastModifiedDate?: string | null;
  /** What the caller may do with the receipt now: cancel while it is posted. */
  readonly allowedActions?: ("cancel")[];
}
export { ImportMaterialFields } from './fields/ImportMaterial.ts';

/** Industrial scope of an S-LK certificate. PUT sends it with its id. */
export interface IndustrialScope {
  id: number;
  code?: string | null;
  description: string;
  canProduce: boolean;
  canExport: boolean;
}
export { IndustrialScopeFields } from './fields/IndustrialScope.ts';

/** A place where the unit keeps timber. PUT sends it with its id. */
export interface InventoryAddress {
  id: number;
  /** Name of the site. */
  name: string;
  /** Id of the address of the site. */
  addressId: number;
  storageType?: "LOG_YARD" | "LOG_POND" | "WAREHOUSE" | "DEPOT" | null;
  /** Id of the business unit the site belongs to. */
  businessUnitId: number;
  active: boolean;
  /** Login of who created the record. */
  readonly createdBy?: string;
  /** When the record was created. */
  readonly createdDate?: string;
  /** Login of who last changed the record. */
  readonly lastModifiedBy?: string | null;
  /** When the record was last changed. */
  readonly lastModifiedDate?: string | null;
}
export { InventoryAddressFields } from './fields/InventoryAddress.ts';

/** A local sale to a domestic buyer, its lines posted to the ledger as LOCAL_SALES in one transaction; corrected by reposting, cancelled by reversal. Read alone, it carries its lines; in lists, without them. PUT sends it with its id and all its lines. */
export interface LocalSales {
  id: number;
  /** Id of the business unit whose books hold the sale. */
  businessUnitId: number;
  /** Sales number, drawn from the LOCAL_SALES number format when the sale is first posted. */
  readonly salesNumber?: string;
  /** Date of the sale; not in the future, not in a closed month. Every line is posted on it. */
  salesDate: string;
  /** Id of the buyer: a domestic one of the unit. */
  buyerId: number;
  /** Invoice number. */
  invoiceNumber?: string | null;
  /** Invoice date. */
  invoiceDate?: string | null;
  /** Id of the transport document type (SKSHHK, Nota Angkutan …). */
  documentTransportTypeId?: number | null;
  /** Number of the transport document; required when processed wood (a product) is sold. */
  documentNumber?: string | null;
  /** Truck plate or vessel. */
  vehicleNumber?: string | null;
  /** Where the timber is delivered. */
  deliveryAddress?: string | null;
  /** Id of the currency of the prices. */
  currencyId?: number | null;
  /** Sum of the lines in m³. */
  readonly totalVolumeM3?: string;
  /** Sum of the lines' values, two decimals. */
  readonly totalValue?: string | null;
  /** POSTED when booked; CANCELLED once reversed. */
  readonly status?: "POSTED" | "CANCELLED";
  /** Notes. */
  notes?: string | null;
  /** Login of who cancelled the document; null while it stands. */
  readonly cancelledBy?: string | null;
  /** When the document was cancelled; null while it stands. */
  readonly cancelledDate?: string | null;
  /** Why the document was cancelled, as written by who cancelled it; also on each entry its cancellation appended. */
  readonly cancelReason?: string | null;
  /** Login of who created the record. */
  readonly createdBy?: string;
  /** When the record was created. */
  readonly createdDate?: string;
  /** Login of who last changed the record. */
  readonly lastModifiedBy?: string | null;
  /** When the record was last changed. */
  readonly lastModifiedDate?: string | null;
  /** The stock sold, one line per item (at least one). */
  materials?: (LocalSalesMaterial)[];
  /** What the caller may do with the sale now: update (correct) and cancel while it is posted. */
  readonly allowedActions?: ("update" | "cancel")[];
}
export { LocalSalesFields } from './fields/LocalSales.ts';

/** A line of a local sale, read on its own (written with its sale only). In a PUT of the sale, a line without an id is a new one. */
export interface LocalSalesMaterial {
  id?: number;
  /** Id of the sale the line belongs to (set by the server). */
  readonly localSalesId?: number;
  /** Id of the stock item sold (one of the unit's). */
  stockId: number;
  /** Id of the raw material sold, from the stock. */
  readonly rawMaterialId?: number | null;
  /** Id of the product sold, from the stock. */
  readonly productId?: number | null;
  /** Quantity in m³. Exact decimal written as text, greater than 0. */
  volumeM3: string;
  /** Quantity in kg (required when the item tracks weight). Exact decimal written as text. */
  weightKg?: string | null;
  /** Quantity in pieces (required when the item tracks pieces). Exact decimal written as text. */
  pieces?: string | null;
  /** Price per m³, in the sale's currency. Exact decimal written as text. */
  unitPrice?: string | null;
  /** Value of the line, volume × price, two decimals (none without a price). */
  readonly value?: string | null;
  /** Notes. */
  notes?: string | null;
  /** Login of who created the record. */
  readonly createdBy?: string;
  /** When the record was created. */
  readonly createdDate?: string;
  /** Login of who last changed the record. */
  readonly lastModifiedBy?: string | null;
  /** When the record was last changed. */
  readonly lastModifiedDate?: string | null;
}
export { LocalSalesMaterialFields } from './fields/LocalSalesMaterial.ts';

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
  /** Login of who created the record. */
  readonly createdBy?: string;
  /** When the record was created. */
  readonly createdDate?: string;
  /** Login of who last changed the record. */
  readonly lastModifiedBy?: string | null;
  /** When the record was last changed. */
  readonly lastModifiedDate?: string | null;
}
export { NpwpFields } from './fields/Npwp.ts';

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
export { OriginOfRawMaterialFields } from './fields/OriginOfRawMaterial.ts';

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
export { PicFields } from './fields/Pic.ts';

/** A product the unit makes or trades and exports; its HS code and description are printed on the V-Legal. PUT sends it with its id. */
export interface Product {
  id: number;
  /** Code of the product within the unit (SKU). */
  code?: string | null;
  /** Name of the product. */
  name: string;
  /** Commercial description as printed in box 9 of the V-Legal (e.g. Teak garden chair, KD, sanded). */
  commercialDescription: string;
  /** Id of the HS code. */
  hsCodeId: number;
  /** Id of the main species (box 11). */
  scientificNameId: number;
  /** Unit the product is counted in (pcs, set, sheet ...). */
  unitName: string;
  /** Volume of one unit in m3. Stored as numeric(12,4). */
  volumePerUnitM3?: number | null;
  /** Net weight of one unit in kg. Stored as numeric(10,2). */
  netWeightPerUnitKg?: number | null;
  /** Length in mm. Stored as numeric(8,2). */
  lengthMm?: number | null;
  /** Width in mm. Stored as numeric(8,2). */
  widthMm?: number | null;
  /** Height in mm. Stored as numeric(8,2). */
  heightMm?: number | null;
  /** Whether it is made of several species or components. */
  isComposite: boolean;
  /** Id of the business unit the product belongs to. */
  businessUnitId: number;
  active: boolean;
  /** Login of who created the record. */
  readonly createdBy?: string;
  /** When the record was created. */
  readonly createdDate?: string;
  /** Login of who last changed the record. */
  readonly lastModifiedBy?: string | null;
  /** When the record was last changed. */
  readonly lastModifiedDate?: string | null;
}
export { ProductFields } from './fields/Product.ts';

/** A production posted to the ledger: its source lines as PRODUCTION_INPUT, its output lines as PRODUCTION_OUTPUT, in one transaction. Read alone, it carries its lines; in lists, without them. */
export interface Production {
  id: number;
  /** Id of the business unit whose books hold the production. */
  businessUnitId: number;
  /** Production number, drawn from the PRODUCTION number format when the production is posted. */
  readonly productionNumber?: string;
  /** Date of the production; not in the future, not in a closed month. Every line is posted on it. */
  productionDate: string;
  /** Id of the factory where it was made. */
  factoryAddressId?: number | null;
  /** Id of the sub-contractor who made it, when processed outside. */
  subConId?: number | null;
  /** What was made. */
  description?: string | null;
  /** Why the yield is outside 30–90 %; required then. */
  yieldNote?: string | null;
  /** Sum of the source lines in m³. */
  readonly inputVolumeM3?: string;
  /** Sum of the output lines in m³. */
  readonly outputVolumeM3?: string;
  /** Yield (rendemen), output ÷ input × 100, two decimals. */
  readonly yieldPercent?: string;
  /** POSTED when booked; CANCELLED once reversed. */
  readonly status?: "POSTED" | "CANCELLED";
  /** Notes. */
  notes?: string | null;
  /** Login of who cancelled the document; null while it stands. */
  readonly cancelledBy?: string | null;
  /** When the document was cancelled; null while it stands. */
  readonly cancelledDate?: string | null;
  /** Why the document was cancelled, as written by who cancelled it; also on each entry its cancellation appended. */
  readonly cancelReason?: string | null;
  /** Login of who created the record. */
  readonly createdBy?: string;
  /** When the record was created. */
  readonly createdDate?: string;
  /** Login of who last changed the record. */
  readonly lastModifiedBy?: string | null;
  /** When the record was last changed. */
  readonly lastModifiedDate?: string | null;
  /** The stock used, one line per item (at least one). */
  sources?: (ProductionSourceMaterial)[];
  /** What was made, one line per item (at least one). */
  outputs?: (ProductionOutputMaterial)[];
  /** What the caller may do with the production now: cancel while it is posted. */
  readonly allowedActions?: ("cancel")[];
}
export { ProductionFields } from './fields/Production.ts';

/** An output line of a production, read on its own (written with its production only). */
export interface ProductionOutputMaterial {
  id: number;
  /** Id of the production the line belongs to (set by the server). */
  readonly productionId?: number;
  /** Raw material (an intermediate such as sawn timber) or product made. */
  stockType: "RAW_MATERIAL" | "PRODUCT";
  /** Id of the raw material made (with stockType RAW_MATERIAL). */
  rawMaterialId?: number | null;
  /** Id of the product made (with stockType PRODUCT). */
  productId?: number | null;
  /** Id of the stock item the output enters (found, or opened on the production date). */
  readonly stockId?: number | null;
  /** Quantity in m³. Exact decimal written as text, greater than 0. */
  volumeM3: string;
  /** Quantity in kg (required when the item tracks weight). Exact decimal written as text. */
  weightKg?: string | null;
  /** Quantity in pieces (required when the item tracks pieces). Exact decimal written as text. */
  pieces?: string | null;
  /** Notes. */
  notes?: string | null;
  /** Login of who created the record. */
  readonly createdBy?: string;
  /** When the record was created. */
  readonly createdDate?: string;
  /** Login of who last changed the record. */
  readonly lastModifiedBy?: string | null;
  /** When the record was last changed. */
  readonly lastModifiedDate?: string | null;
}
export { ProductionOutputMaterialFields } from './fields/ProductionOutputMaterial.ts';

/** A source line of a production, read on its own (written with its production only). */
export interface ProductionSourceMaterial {
  id: number;
  /** Id of the production the line belongs to (set by the server). */
  readonly productionId?: number;
  /** Id of the stock item used (one of the unit's: a raw material, or a product used again as an intermediate). */
  stockId: number;
  /** Quantity in m³. Exact decimal written as text, greater than 0. */
  volumeM3: string;
  /** Quantity in kg (required when the item tracks weight). Exact decimal written as text. */
  weightKg?: string | null;
  /** Quantity in pieces (required when the item tracks pieces). Exact decimal written as text. */
  pieces?: string | null;
  /** Notes. */
  notes?: string | null;
  /** Id of the raw material used, from the stock. */
  readonly rawMaterialId?: number | null;
  /** Id of the product used, from the stock. */
  readonly productId?: number | null;
  /** Login of who created the record. */
  readonly createdBy?: string;
  /** When the record was created. */
  readonly createdDate?: string;
  /** Login of who last changed the record. */
  readonly lastModifiedBy?: string | null;
  /** When the record was last changed. */
  readonly lastModifiedDate?: string | null;
}
export { ProductionSourceMaterialFields } from './fields/ProductionSourceMaterial.ts';

/** Province (Kemendagri code). PUT sends it with its id. */
export interface Province {
  id: number;
  /** Kemendagri code, e.g. "33" (Central Java). */
  code: string;
  name: string;
  /** Id of the referenced country. */
  countryId: number;
}
export { ProvinceFields } from './fields/Province.ts';

/** A raw material the unit receives and keeps in stock (logs, sawn timber ...), of one species so the LMKB groups by species; its category (and so its report) is that of its type. PUT sends it with its id. */
export interface RawMaterial {
  id: number;
  /** Code of the raw material within the unit. */
  code?: string | null;
  /** Name of the raw material (e.g. Log Jati). */
  name: string;
  /** Id of the raw-material type (KB, KBS, sawn timber ...). */
  rawMaterialTypeId: number;
  /** Id of the species. */
  scientificNameId: number;
  /** Grade (quality class). */
  grade?: string | null;
  /** Nominal thickness in mm. Stored as numeric(8,2). */
  thicknessMm?: number | null;
  /** Nominal width in mm. Stored as numeric(8,2). */
  widthMm?: number | null;
  /** Nominal length in mm. Stored as numeric(8,2). */
  lengthMm?: number | null;
  /** Nominal diameter in cm (logs). Stored as numeric(8,2). */
  diameterCm?: number | null;
  /** Whether stock of it is also kept in kg. */
  trackWeight: boolean;
  /** Whether stock of it is also kept in pieces. */
  trackPieces: boolean;
  /** Description. */
  description?: string | null;
  /** Id of the business unit the raw material belongs to. */
  businessUnitId: number;
  active: boolean;
  /** Login of who created the record. */
  readonly createdBy?: string;
  /** When the record was created. */
  readonly createdDate?: string;
  /** Login of who last changed the record. */
  readonly lastModifiedBy?: string | null;
  /** When the record was last changed. */
  readonly lastModifiedDate?: string | null;
}
export { RawMaterialFields } from './fields/RawMaterial.ts';

/** Raw-material category; decides the mutation report (LMKB, LMKO or none). PUT sends it with its id. */
export interface RawMaterialCategory {
  id: number;
  code: string;
  name: string;
  reportGroup: "LMKB" | "LMKO" | "NONE";
  description?: string | null;
}
export { RawMaterialCategoryFields } from './fields/RawMaterialCategory.ts';

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
export { RawMaterialTypeFields } from './fields/RawMaterialType.ts';

/** A harvest plot a receipt's timber came from, read on its own; written with its receipt. */
export interface ReceiptHarvestPlot {
  id?: number;
  /** Id of the receipt (set by the server). */
  readonly importMaterialId?: number;
  /** Id of a harvest plot of the receipt's unit. */
  harvestPlotId: number;
}
export { ReceiptHarvestPlotFields } from './fields/ReceiptHarvestPlot.ts';

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
export { ScientificNameFields } from './fields/ScientificName.ts';

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
export { SeaPortFields } from './fields/SeaPort.ts';

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
  /** Login of who created the record. */
  readonly createdBy?: string;
  /** When the record was created. */
  readonly createdDate?: string;
  /** Login of who last changed the record. */
  readonly lastModifiedBy?: string | null;
  /** When the record was last changed. */
  readonly lastModifiedDate?: string | null;
}
export { SiupFields } from './fields/Siup.ts';

/** S-LK legality certificate of a business unit, entered and renewed by administrators (the certification body); its scan may follow the entry. PUT sends it with its id; a PUT without certificateFile keeps the stored file. */
export interface SlkCertificate {
  id: number;
  code: string;
  /** Number as printed. */
  fullCode: string;
  /** Certification body; fixed and read-only in the wizard. */
  lvlkName: string;
  slkType: "EXPORTER_PRODUCE" | "EXPORTER_NON_PRODUCE" | "NON_EXPORTER_PRODUCE" | "NON_EXPORTER_NON_PRODUCE";
  /** Id of the referenced industrialScope. */
  industrialScopeId?: number | null;
  initialDate?: string | null;
  /** Months between surveillance audits (12 or 24). */
  surveillancePeriod?: number | null;
  nextSurveillance?: string | null;
  expiredDate: string;
  /** Base64 content, at most 2,600,000 bytes once decoded. */
  certificateFile?: string | null;
  /** Media type of certificateFile. */
  certificateFileContentType?: "image/png" | "image/jpeg" | "image/gif" | "image/webp" | "application/pdf" | null;
  status: "ACTIVE" | "SUSPENDED" | "REVOKED" | "EXPIRED";
  /** Id of the business unit the certificate was issued to. */
  businessUnitId: number;
  /** VALID, EXPIRING (within 60 days) or EXPIRED, from expiredDate on the server, in Jakarta time. */
  readonly expiryStatus?: "VALID" | "EXPIRING" | "EXPIRED";
  /** Login of who created the record. */
  readonly createdBy?: string;
  /** When the record was created. */
  readonly createdDate?: string;
  /** Login of who last changed the record. */
  readonly lastModifiedBy?: string | null;
  /** When the record was last changed. */
  readonly lastModifiedDate?: string | null;
}
export { SlkCertificateFields } from './fields/SlkCertificate.ts';

/** A stock-keeping item of a business unit (one raw material or product, at one site or sub-contractor) with its balance. PUT sends it with its id. */
export interface Stock {
  id: number;
  /** Id of the business unit whose books hold the record. */
  businessUnitId: number;
  /** Raw material or product; says which of rawMaterialId and productId is set. */
  stockType: "RAW_MATERIAL" | "PRODUCT";
  /** Id of the raw material kept (for a RAW_MATERIAL stock). */
  rawMaterialId?: number | null;
  /** Id of the product kept (for a PRODUCT stock). */
  productId?: number | null;
  /** Id of the sub-contractor holding the stock, when it is held at one. */
  subConId?: number | null;
  /** Id of the storage site. */
  inventoryAddressId?: number | null;
  /** Code of the raw material or product, copied when the stock is created. */
  readonly itemCode?: string | null;
  /** Name of the raw material or product, copied when the stock is created. */
  readonly itemName?: string;
  /** Id of the species of the item. */
  readonly scientificNameId?: number | null;
  /** Date of the initial balance (stok awal); no movement is dated before it. */
  openingDate: string;
  /** Initial balance in m³. Exact decimal written as text. */
  initialVolumeM3: string;
  /** Initial balance in kg. Exact decimal written as text. */
  initialWeightKg?: string | null;
  /** Initial balance in pieces. Exact decimal written as text. */
  initialPieces?: string | null;
  /** Balance in m³: the sum of the ledger. Exact decimal written as text. */
  readonly volumeM3?: string;
  /** Balance in kg: the sum of the ledger. Exact decimal written as text. */
  readonly weightKg?: string;
  /** Balance in pieces: the sum of the ledger. Exact decimal written as text. */
  readonly pieces?: string;
  /** Part of the balance in m³ held by submitted V-Legal applications; available = balance - reserved. */
  readonly reservedVolumeM3?: string;
  /** Part of the balance in kg held by submitted V-Legal applications. */
  readonly reservedWeightKg?: string;
  /** Part of the balance in pieces held by submitted V-Legal applications. */
  readonly reservedPieces?: string;
  /** Movements besides the initial balance; the stock is edited only while there are none. */
  readonly movementCount?: number;
  /** Date of the latest movement. */
  readonly lastMovementDate?: string | null;
  /** Notes. */
  notes?: string | null;
  /** Login of who created the record. */
  readonly createdBy?: string;
  /** When the record was created. */
  readonly createdDate?: string;
  /** Login of who last changed the record. */
  readonly lastModifiedBy?: string | null;
  /** When the record was last changed. */
  readonly lastModifiedDate?: string | null;
  /** What the caller may do with the stock now: update (correct) while it has no movement besides its initial balance, delete while it has no movement at all. */
  readonly allowedActions?: ("update" | "delete")[];
}
export { StockFields } from './fields/Stock.ts';

/** One entry of the stock ledger (neraca kayu): appended by the posting of a document, never changed. */
export interface StockCredit {
  id: number;
  /** Id of the stock item moved. */
  stockId: number;
  /** Id of the business unit whose books hold the record. */
  businessUnitId: number;
  /** Business date of the movement. */
  movementDate: string;
  /** IN adds to the balance, OUT takes from it. */
  direction: "IN" | "OUT";
  /** What moved the stock; a reversal carries the type of the entry it reverses. */
  movementType: "INITIAL" | "RECEIPT_SUPPLIER" | "RECEIPT_SUBCON" | "TRANSFER_IN" | "TRANSFER_OUT" | "PRODUCTION_INPUT" | "PRODUCTION_OUTPUT" | "LOCAL_SALES" | "VLEGAL_EXPORT" | "VLEGAL_RETURN" | "OTHER_USAGE" | "ADJUSTMENT";
  /** Signed quantity in m³ (negative for OUT). Exact decimal written as text. */
  volumeM3: string;
  /** Signed quantity in kg. Exact decimal written as text. */
  weightKg: string;
  /** Signed quantity in pieces. Exact decimal written as text. */
  pieces: string;
  /** Kind of the document that posted the entry. */
  sourceType: "STOCK" | "IMPORT_MATERIAL" | "TRANSFER_MATERIAL" | "PRODUCTION" | "PRODUCTION_SOURCE" | "PRODUCTION_OUTPUT" | "LOCAL_SALES" | "LOCAL_SALES_MATERIAL" | "VLEGAL" | "VLEGAL_MATERIAL" | "VLEGAL_RELEASE" | "VLEGAL_CANCEL" | "STOCK_OTHER";
  /** Id of the document that posted the entry. */
  sourceId: number;
  /** Number of the document (receipt, transport document, V-Legal …). */
  documentNumber?: string | null;
  /** Id of the entry this one reverses (a cancellation); an entry is reversed once. */
  reversesId?: number | null;
  /** On a reversal, why its document was cancelled (null for a correction's reversal and any other entry). */
  reason?: string | null;
  /** Login of who created the record. */
  readonly createdBy?: string;
  /** When the record was created. */
  readonly createdDate?: string;
}
export { StockCreditFields } from './fields/StockCredit.ts';

/** A stock item's balances over one month with movements, computed from the ledger. PUT sends it with its id. */
export interface StockInMonth {
  id: number;
  /** Id of the stock item. */
  stockId: number;
  /** Id of the business unit whose books hold the record. */
  businessUnitId: number;
  /** Year. */
  year: number;
  /** Month (1-12). */
  month: number;
  /** Balance before the period, in m³. Exact decimal written as text. */
  openingVolumeM3: string;
  /** Balance before the period, in kg. Exact decimal written as text. */
  openingWeightKg: string;
  /** Balance before the period, in pieces. Exact decimal written as text. */
  openingPieces: string;
  /** Added in the period, in m³. Exact decimal written as text. */
  inVolumeM3: string;
  /** Added in the period, in kg. Exact decimal written as text. */
  inWeightKg: string;
  /** Added in the period, in pieces. Exact decimal written as text. */
  inPieces: string;
  /** Taken in the period, in m³. Exact decimal written as text. */
  outVolumeM3: string;
  /** Taken in the period, in kg. Exact decimal written as text. */
  outWeightKg: string;
  /** Taken in the period, in pieces. Exact decimal written as text. */
  outPieces: string;
  /** Balance after the period, in m³. Exact decimal written as text. */
  closingVolumeM3: string;
  /** Balance after the period, in kg. Exact decimal written as text. */
  closingWeightKg: string;
  /** Balance after the period, in pieces. Exact decimal written as text. */
  closingPieces: string;
  /** The unit has filed the month (for a year: every month with movements). */
  closed: boolean;
  /** When the period last changed. */
  computedDate: string;
}
export { StockInMonthFields } from './fields/StockInMonth.ts';

/** A stock item's balances over one year with movements, computed from the ledger. PUT sends it with its id. */
export interface StockInYear {
  id: number;
  /** Id of the stock item. */
  stockId: number;
  /** Id of the business unit whose books hold the record. */
  businessUnitId: number;
  /** Year. */
  year: number;
  /** Balance before the period, in m³. Exact decimal written as text. */
  openingVolumeM3: string;
  /** Balance before the period, in kg. Exact decimal written as text. */
  openingWeightKg: string;
  /** Balance before the period, in pieces. Exact decimal written as text. */
  openingPieces: string;
  /** Added in the period, in m³. Exact decimal written as text. */
  inVolumeM3: string;
  /** Added in the period, in kg. Exact decimal written as text. */
  inWeightKg: string;
  /** Added in the period, in pieces. Exact decimal written as text. */
  inPieces: string;
  /** Taken in the period, in m³. Exact decimal written as text. */
  outVolumeM3: string;
  /** Taken in the period, in kg. Exact decimal written as text. */
  outWeightKg: string;
  /** Taken in the period, in pieces. Exact decimal written as text. */
  outPieces: string;
  /** Balance after the period, in m³. Exact decimal written as text. */
  closingVolumeM3: string;
  /** Balance after the period, in kg. Exact decimal written as text. */
  closingWeightKg: string;
  /** Balance after the period, in pieces. Exact decimal written as text. */
  closingPieces: string;
  /** The unit has filed the month (for a year: every month with movements). */
  closed: boolean;
  /** When the period last changed. */
  computedDate: string;
}
export { StockInYearFields } from './fields/StockInYear.ts';

/** Other usage of a stock item (waste, damage, shrinkage, own use, sample, loss, correction), posted to the ledger as OTHER_USAGE. PUT sends it with its id. */
export interface StockOther {
  id: number;
  /** Id of the stock item used. */
  stockId: number;
  /** Id of the business unit whose books hold the record. */
  businessUnitId: number;
  /** Date of the usage; not in the future, not before the opening date, not in a closed month. */
  usageDate: string;
  /** Kind of usage; every kind takes from the stock except CORRECTION_PLUS (administrators only). */
  usageType: "WASTE" | "DAMAGED" | "SHRINKAGE" | "OWN_USE" | "SAMPLE" | "LOSS" | "FIRE_DISASTER" | "CORRECTION_MINUS" | "CORRECTION_PLUS";
  /** Quantity in m³. Exact decimal written as text, greater than 0. */
  volumeM3: string;
  /** Quantity in kg. Exact decimal written as text. */
  weightKg?: string | null;
  /** Quantity in pieces. Exact decimal written as text. */
  pieces?: string | null;
  /** Why the stock was used (required). */
  reason: string;
  /** Number of a supporting document (minutes, police report …). */
  referenceNumber?: string | null;
  /** Scan of the supporting document. Base64 content, at most 2,600,000 bytes once decoded. */
  attachment?: string | null;
  /** Media type of the attachment. */
  attachmentContentType?: "application/pdf" | "image/png" | "image/jpeg" | null;
  /** POSTED when booked; CANCELLED once reversed. */
  readonly status?: "POSTED" | "CANCELLED";
  /** Login of who cancelled the document; null while it stands. */
  readonly cancelledBy?: string | null;
  /** When the document was cancelled; null while it stands. */
  readonly cancelledDate?: string | null;
  /** Why the document was cancelled, as written by who cancelled it; also on each entry its cancellation appended. */
  readonly cancelReason?: string | null;
  /** Login of who created the record. */
  readonly createdBy?: string;
  /** When the record was created. */
  readonly createdDate?: string;
  /** Login of who last changed the record. */
  readonly lastModifiedBy?: string | null;
  /** When the record was last changed. */
  readonly lastModifiedDate?: string | null;
  /** What the caller may do with the usage now: update (correct) and cancel while it is posted. */
  readonly allowedActions?: ("update" | "cancel")[];
}
export { StockOtherFields } from './fields/StockOther.ts';

/** A site where the unit stuffs containers; the V-Legal application names it for an inspection. PUT sends it with its id. */
export interface StuffingAddress {
  id: number;
  /** Name of the site. */
  name: string;
  /** Id of the address of the site. */
  addressId: number;
  /** Id of the business unit the site belongs to. */
  businessUnitId: number;
  active: boolean;
  /** Login of who created the record. */
  readonly createdBy?: string;
  /** When the record was created. */
  readonly createdDate?: string;
  /** Login of who last changed the record. */
  readonly lastModifiedBy?: string | null;
  /** When the record was last changed. */
  readonly lastModifiedDate?: string | null;
}
export { StuffingAddressFields } from './fields/StuffingAddress.ts';

/** A sub-contractor that works on the unit's timber or products (sawing, sanding, finishing ...). PUT sends it with its id. */
export interface SubCon {
  id: number;
  /** Code of the sub-con within the unit. */
  code?: string | null;
  /** Name of the sub-con. */
  name: string;
  /** NPWP: 15 or 16 digits, dots and dash allowed. */
  taxId?: string | null;
  /** Number of its business permit. */
  permitNumber?: string | null;
  /** What it does for the unit (e.g. sanding and finishing). */
  scopeOfWork?: string | null;
  /** Id of its address. */
  addressId?: number | null;
  /** Name of the contact person. */
  contactPerson?: string | null;
  phone?: string | null;
  email?: string | null;
  /** Id of the business unit the sub-con belongs to. */
  businessUnitId: number;
  active: boolean;
  /** Login of who created the record. */
  readonly createdBy?: string;
  /** When the record was created. */
  readonly createdDate?: string;
  /** Login of who last changed the record. */
  readonly lastModifiedBy?: string | null;
  /** When the record was last changed. */
  readonly lastModifiedDate?: string | null;
}
export { SubConFields } from './fields/SubCon.ts';

/** A party the unit receives timber or products from; its certificates prove the legality of what it supplies. PUT sends it with its id. */
export interface Supplier {
  id: number;
  /** Code of the supplier within the unit. */
  code?: string | null;
  /** Name of the supplier. */
  name: string;
  /** Kind of supplier. */
  supplierType: "FOREST_CONCESSION" | "PERHUTANI" | "COMMUNITY_FOREST" | "DEPOT_TPT" | "PRIMARY_INDUSTRY" | "SECONDARY_INDUSTRY" | "TRADER" | "FOREIGN_SUPPLIER";
  /** Id of the usual origin of what it supplies. */
  originOfRawMaterialId?: number | null;
  /** NPWP: 15 or 16 digits, dots and dash allowed. */
  taxId?: string | null;
  /** Number of its business permit. */
  permitNumber?: string | null;
  /** Id of its address. */
  addressId?: number | null;
  /** Id of its country. */
  countryId: number;
  /** Name of the contact person. */
  contactPerson?: string | null;
  phone?: string | null;
  email?: string | null;
  /** Id of the business unit the supplier belongs to. */
  businessUnitId: number;
  active: boolean;
  /** Login of who created the record. */
  readonly createdBy?: string;
  /** When the record was created. */
  readonly createdDate?: string;
  /** Login of who last changed the record. */
  readonly lastModifiedBy?: string | null;
  /** When the record was last changed. */
  readonly lastModifiedDate?: string | null;
}
export { SupplierFields } from './fields/Supplier.ts';

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
  /** Login of who created the record. */
  readonly createdBy?: string;
  /** When the record was created. */
  readonly createdDate?: string;
  /** Login of who last changed the record. */
  readonly lastModifiedBy?: string | null;
  /** When the record was last changed. */
  readonly lastModifiedDate?: string | null;
}
export { TdpFields } from './fields/Tdp.ts';

/** A transfer of one stock item to another unit of the company or to a sub-contractor, posted to the ledger as TRANSFER_OUT at the source and TRANSFER_IN at the target. PUT sends it with its id. */
export interface TransferMaterial {
  id: number;
  /** Id of the business unit the timber leaves (whose books hold the transfer). */
  businessUnitId: number;
  /** Transfer number, drawn from the TRANSFER_MATERIAL number format when the transfer is posted. */
  readonly transferNumber?: string;
  /** Date the timber left; not in the future, not in a closed month. Both entries are dated on it. */
  transferDate: string;
  /** Id of the stock item the timber leaves (one of the unit's). */
  fromStockId: number;
  /** Id of the receiving unit, of the same company (or set toSubConId). The unit itself only to take back stock held at a sub-contractor. */
  toBusinessUnitId?: number | null;
  /** Id of the sub-contractor of the unit the timber is sent to for processing (or set toBusinessUnitId). */
  toSubConId?: number | null;
  /** Id of the stock item the timber enters: the same item at the sub-contractor, or the receiving unit's item with the same code (found, or opened on the transfer date). */
  readonly toStockId?: number | null;
  /** Raw material or product, from the source stock. */
  readonly stockType?: "RAW_MATERIAL" | "PRODUCT";
  /** Id of the raw material transferred, from the source stock. */
  readonly rawMaterialId?: number | null;
  /** Id of the product transferred, from the source stock. */
  readonly productId?: number | null;
  /** Id of the species, from the item. */
  readonly scientificNameId?: number | null;
  /** Quantity in m³. Exact decimal written as text, greater than 0. */
  volumeM3: string;
  /** Quantity in kg (required when the item tracks weight). Exact decimal written as text. */
  weightKg?: string | null;
  /** Quantity in pieces (required when the item tracks pieces). Exact decimal written as text. */
  pieces?: string | null;
  /** Id of the transport document type (Nota Angkutan …). */
  documentTransportTypeId?: number | null;
  /** Number of the transport document. */
  documentNumber?: string | null;
  /** Truck plate or vessel. */
  vehicleNumber?: string | null;
  /** POSTED when booked; CANCELLED once reversed. */
  readonly status?: "POSTED" | "CANCELLED";
  /** Notes. */
  notes?: string | null;
  /** Login of who cancelled the document; null while it stands. */
  readonly cancelledBy?: string | null;
  /** When the document was cancelled; null while it stands. */
  readonly cancelledDate?: string | null;
  /** Why the document was cancelled, as written by who cancelled it; also on each entry its cancellation appended. */
  readonly cancelReason?: string | null;
  /** Login of who created the record. */
  readonly createdBy?: string;
  /** When the record was created. */
  readonly createdDate?: string;
  /** Login of who last changed the record. */
  readonly lastModifiedBy?: string | null;
  /** When the record was last changed. */
  readonly lastModifiedDate?: string | null;
  /** What the caller may do with the transfer now: update (correct) and cancel while it is posted. */
  readonly allowedActions?: ("update" | "cancel")[];
}
export { TransferMaterialFields } from './fields/TransferMaterial.ts';

/** Means of transport (V-Legal box 7). PUT sends it with its id. */
export interface Transportation {
  id: number;
  code: "SEA" | "AIR" | "LAND" | "RAIL" | "MULTIMODAL";
  /** Printed text, e.g. "By Sea". */
  name: string;
  active: boolean;
}
export { TransportationFields } from './fields/Transportation.ts';

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
  /** Login of who created the record. */
  readonly createdBy?: string;
  /** When the record was created. */
  readonly createdDate?: string;
  /** Login of who last changed the record. */
  readonly lastModifiedBy?: string | null;
  /** When the record was last changed. */
  readonly lastModifiedDate?: string | null;
}
export { UplRecommendationFields } from './fields/UplRecommendation.ts';

/** A V-Legal application and, once approved, the export licence of one shipment (MODEL.md §2.10): drawn from the unit's product stocks, submitted to a verificator, approved (numbered, exported from stock) or rejected with a reason. Written by PUT only while DRAFT or REJECTED; its status changes by its steps only (submit-verification, approve, reject). Read alone, it carries its lines; in lists, without them. */
export interface Vlegal {
  id: number;
  /** Id of the exporting business unit: its S-LK certificate is of an exporter type. */
  businessUnitId: number;
  /** Application number, drawn from the VLEGAL_APPLICATION number format when the application is created. */
  readonly applicationNumber?: string;
  /** Date of the application. */
  applicationDate: string;
  /** The licence number (box 3), `YY.NNNNN-SSSSS.LLL-ID-CC`, drawn when a verificator approves; unique. */
  readonly vlegalNumber?: string | null;
  /** DRAFT when created; SUBMITTED for verification; REJECTED with the verificator's reason (edited and submitted again); APPROVED once numbered and exported from stock; PUBLISHED once SILK issued it; the later states follow its variants. */
  readonly status?: "DRAFT" | "SUBMITTED" | "REJECTED" | "APPROVED" | "PUBLISHED" | "EXTENDED" | "AMENDED" | "RELEASED" | "REPLACED" | "CANCELLED" | "EXPIRED";
  /** Id of the V-Legal this one was duplicated from or replaces. */
  readonly parentVlegalId?: number | null;
  /** Number of the unit's S-LK certificate when the application was submitted. */
  readonly slkNumber?: string | null;
  /** Id of the importer (box 2): a foreign buyer of the unit. */
  buyerId: number;
  /** Id of the country of destination (boxes 5, 6): outside Indonesia; its ISO code ends the licence number. */
  countryOfDestinationId: number;
  /** Id of the port of loading, in Indonesia. */
  portOfLoadingId: number;
  /** Id of the port of discharge, in the country of destination. */
  portOfDischargeId: number;
  /** Id of the means of transport (box 7). */
  transportationId: number;
  /** Vessel. */
  vesselName?: string | null;
  /** Voyage number. */
  voyageNumber?: string | null;
  /** Estimated date of shipment (ETD); not before the application date, and today or later when submitted. */
  estimatedShipmentDate: string;
  /** Invoice number, as on the invoice attached. */
  invoiceNumber: string;
  /** Invoice date; not in the future. */
  invoiceDate: string;
  /** Packing list number. */
  packingListNumber?: string | null;
  /** Id of the place where the goods are put into containers, one of the unit's. */
  stuffingAddressId?: number | null;
  /** Date of stuffing. */
  stuffingDate?: string | null;
  /** Id of the currency of the invoice. */
  currencyId: number;
  /** Delivery term of the invoice. */
  incoterm: "FOB" | "CFR" | "CIF" | "EXW" | "FCA" | "CPT" | "CIP" | "DAP" | "DPU" | "DDP";
  /** Distinguishing marks (box 17) - shipping marks, container and seal numbers. */
  distinguishingMarks?: string | null;
  /** Sum of the lines in m³. */
  readonly totalVolumeM3?: string;
  /** Sum of the lines' net weight in kg. */
  readonly totalNetWeightKg?: string;
  /** Sum of the lines' number of units. */
  readonly totalUnits?: string;
  /** Sum of the lines' values, in the invoice currency. */
  readonly totalValue?: string;
  /** The invoice (PDF or image), required to submit. Base64 content, at most 2,600,000 bytes once decoded. */
  invoiceFile?: string | null;
  /** Media type of invoiceFile. */
  invoiceFileContentType?: "image/png" | "image/jpeg" | "image/webp" | "application/pdf" | null;
  /** The packing list, required to submit. Base64 content, at most 2,600,000 bytes once decoded. */
  packingListFile?: string | null;
  /** Media type of packingListFile. */
  packingListFileContentType?: "image/png" | "image/jpeg" | "image/webp" | "application/pdf" | null;
  /** The signed application letter, required to submit. Base64 content, at most 2,600,000 bytes once decoded. */
  applicationLetterFile?: string | null;
  /** Media type of applicationLetterFile. */
  applicationLetterFileContentType?: "image/png" | "image/jpeg" | "image/webp" | "application/pdf" | null;
  /** Date of issue (box 18), the day of approval. */
  readonly issueDate?: string | null;
  /** Last day of validity (box 4), four months after issue. */
  readonly validUntil?: string | null;
  /** The code of the public check address printed as a QR code (128 random bits, URL-safe); set on approval. */
  readonly token?: string | null;
  /** SILK's barcode of the licence, once SILK issued it. */
  readonly barcode?: string | null;
  /** Where a licence is with SILK: NOT_SENT until approved, SENT while queued, ACKNOWLEDGED once issued, FAILED after the last retry. */
  readonly integrationStatus?: "NOT_SENT" | "SENT" | "ACKNOWLEDGED" | "FAILED";
  /** The registration number of the customs export declaration (PEB) the licence was shipped under, recorded with the release after shipment; absent while it waits for one. */
  readonly pebNumber?: string | null;
  /** The PEB's registration date. */
  readonly pebDate?: string | null;
  /** The customs office the PEB was lodged at. */
  readonly pebCustomsOffice?: string | null;
  /** Login of who submitted it last. */
  readonly submittedBy?: string | null;
  /** When it was submitted last. */
  readonly submittedDate?: string | null;
  /** Login of the verificator who approved or rejected it last. */
  readonly decidedBy?: string | null;
  /** When it was approved or rejected last. */
  readonly decidedDate?: string | null;
  /** The verificator's reason of the last rejection, shown to the exporter. */
  readonly rejectionNote?: string | null;
  /** Notes. */
  notes?: string | null;
  /** Login of who created the record. */
  readonly createdBy?: string;
  /** When the record was created. */
  readonly createdDate?: string;
  /** Login of who last changed the record. */
  readonly lastModifiedBy?: string | null;
  /** When the record was last changed. */
  readonly lastModifiedDate?: string | null;
  /** The goods (boxes 9-16), one line per product stock (at least one to submit). */
  materials?: (VlegalMaterial)[];
  /** What the caller may do with it now: update and delete (its exporter, while DRAFT or REJECTED; delete while DRAFT), submit, approve and reject (a verificator other than who submitted it, while SUBMITTED). */
  readonly allowedActions?: ("update" | "delete" | "submit" | "approve" | "reject")[];
}
export { VlegalFields } from './fields/Vlegal.ts';

/** One submission of a V-Legal for verification and its decision (MODEL.md §2.10, §3.4): opened PENDING by the submission, APPROVED or REJECTED by a verificator through `vlegal-approvals-approved` / `-rejected`, with the checklist the verificator ticked and the note (required to reject). Written by the V-Legal's steps only. */
export interface VlegalApproval {
  id: number;
  /** Id of the V-Legal submitted. */
  vlegalId: number;
  /** Id of the exporting business unit. */
  businessUnitId: number;
  /** When it was submitted. */
  requestDate: string;
  /** Login of who submitted it. */
  requestedBy: string;
  /** PENDING until a verificator decides; APPROVED or REJECTED after. */
  status: "PENDING" | "APPROVED" | "REJECTED";
  /** Login of the verificator who decided. */
  verificatorLogin?: string | null;
  /** When it was decided. */
  decisionDate?: string | null;
  /** The verificator's note; the reason of a rejection, which the exporter sees. */
  note?: string | null;
  /** The exporter's S-LK certificate is valid on the application date and the shipment date. Ticked by the verificator; empty until decided. */
  certificateValid?: boolean | null;
  /** The unit is active, its company active, not locked; surveillance not overdue. Ticked by the verificator; empty until decided. */
  unitValid?: boolean | null;
  /** Invoice and packing list agree with the application (importer, destination, quantities, value). Ticked by the verificator; empty until decided. */
  documentsConsistent?: boolean | null;
  /** The HS codes fit the description of the goods. Ticked by the verificator; empty until decided. */
  hsCodeCorrect?: boolean | null;
  /** The species are named right; CITES-listed or restricted ones flagged. Ticked by the verificator; empty until decided. */
  speciesCorrect?: boolean | null;
  /** The unit's stock and its filed monthly reports cover the goods. Ticked by the verificator; empty until decided. */
  stockSufficient?: boolean | null;
  /** Every supplier in the chain held a valid certificate at its receipt. Ticked by the verificator; empty until decided. */
  suppliersCovered?: boolean | null;
  /** Volume, weight and units agree (weight over volume near the species density). Ticked by the verificator; empty until decided. */
  quantitiesPlausible?: boolean | null;
  /** Whether the verificator asked for a field inspection. */
  fieldInspectionRequired: boolean;
}
export { VlegalApprovalFields } from './fields/VlegalApproval.ts';

/** Reason for cancelling a V-Legal document. PUT sends it with its id. */
export interface VlegalCancelReason {
  id: number;
  code?: string | null;
  description: string;
  descriptionEn?: string | null;
  returnsStock: boolean;
  active: boolean;
}
export { VlegalCancelReasonFields } from './fields/VlegalCancelReason.ts';

/** A step a V-Legal took (MODEL.md §2.10): who took which step from which status to which, when, and the note it required. Appended in the step's transaction; never written otherwise. */
export interface VlegalHistory {
  id: number;
  /** Id of the V-Legal. */
  vlegalId: number;
  /** The step (submit, approve, reject, and the variants' steps). */
  action: string;
  /** Its status before. */
  fromStatus?: string | null;
  /** Its status after. */
  toStatus?: string | null;
  /** The note the step required (a rejection's reason). */
  note?: string | null;
  /** Who took it. */
  actorLogin: string;
  /** When. */
  actionDate: string;
}
export { VlegalHistoryFields } from './fields/VlegalHistory.ts';

/** A message about a V-Legal to an outside system (MODEL.md §2.10): the licence sent to SILK when it is approved, with each attempt's outcome. Queued in the approval's transaction and sent by the job runner, retried with growing delays; never written by a client. An administrator sends a failed one again (`vlegals/send-file`). */
export interface VlegalIntegration {
  id: number;
  /** Id of the V-Legal. */
  vlegalId: number;
  /** Id of the exporting business unit. */
  businessUnitId: number;
  /** Where the message goes: SILK (the ministry's licence system); INATRADE and EMAIL are reserved. */
  target: "SILK" | "INATRADE" | "EMAIL";
  /** What it asks for. */
  operation: "ISSUE" | "EXTEND" | "REPLACE" | "CANCEL" | "AMEND" | "RELEASE";
  /** PENDING until the target answers; SUCCESS once it accepted it; FAILED when it refused it for good or the last retry failed (sent again by an administrator). */
  status: "PENDING" | "SUCCESS" | "FAILED";
  /** The message as last sent (credentials never stored). */
  requestPayload?: string | null;
  /** The target's last answer. */
  responsePayload?: string | null;
  /** How many times it was sent. */
  attempts: number;
  /** When it was last sent. */
  lastAttemptDate?: string | null;
  /** The last refusal or error, with the target's code. */
  errorMessage?: string | null;
  /** The target's reference once accepted: SILK's barcode. */
  externalReference?: string | null;
  /** Id of the background job that sends it (`management/jobs`). */
  jobId?: number | null;
  /** When it was queued. */
  readonly createdDate?: string;
}
export { VlegalIntegrationFields } from './fields/VlegalIntegration.ts';

/** A line of a V-Legal (boxes 9-16): goods taken from one product stock of the unit, read on its own (written with its V-Legal only). In a PUT of the V-Legal, a line without an id is a new one. */
export interface VlegalMaterial {
  id?: number;
  /** Id of the V-Legal the line belongs to (set by the server). */
  readonly vlegalId?: number;
  /** Position of the line on the licence, from 1 (set by the server in the order sent). */
  readonly lineNo?: number;
  /** Id of the product stock the goods are taken from (one of the unit's; each stock once per V-Legal). */
  stockId: number;
  /** Id of the product, from the stock. */
  readonly productId?: number | null;
  /** Id of the HS code (box 10), the product's. */
  readonly hsCodeId?: number | null;
  /** Id of the species (box 11), the product's. */
  readonly scientificNameId?: number | null;
  /** Description of the goods (box 9); the product's when left out. */
  commercialDescription?: string | null;
  /** Volume in m³ (box 14). Exact decimal written as text, greater than 0. */
  volumeM3: string;
  /** Net weight in kg (box 15). Exact decimal written as text. */
  netWeightKg: string;
  /** Number of units (box 16), in the product's unit. Exact decimal written as text. */
  numberOfUnits: string;
  /** The product's unit (pcs, set, crate). */
  readonly unitName?: string | null;
  /** Value of the line in the invoice currency, as on the invoice. Exact decimal written as text. */
  value: string;
  /** Notes. */
  notes?: string | null;
  /** The countries of harvest of the line's species (boxes 12-13), in the order printed. Left out, they are filled from the receipts that fed the stock (through its transfers and productions); an imported species shows its real country of harvest. Each species and country once per line. */
  countries?: (VlegalMaterialCountry)[];
  /** Login of who created the record. */
  readonly createdBy?: string;
  /** When the record was created. */
  readonly createdDate?: string;
  /** Login of who last changed the record. */
  readonly lastModifiedBy?: string | null;
  /** When the record was last changed. */
  readonly lastModifiedDate?: string | null;
}
export { VlegalMaterialFields } from './fields/VlegalMaterial.ts';

/** A species of a V-Legal line and its country of harvest (boxes 12-13: "Jati; Sengon; Beech -> ID; ID; UK"), read on its own; written with its line, in the V-Legal. */
export interface VlegalMaterialCountry {
  id?: number;
  /** Id of the line (set by the server). */
  readonly vlegalMaterialId?: number;
  /** Id of the species. */
  scientificNameId: number;
  /** Id of the country where it was harvested (its ISO code is printed in box 13). */
  countryId: number;
  /** Position in the line's box 12-13, from 1 (set by the server in the order sent). */
  readonly sortOrder?: number;
}
export { VlegalMaterialCountryFields } from './fields/VlegalMaterialCountry.ts';

/** Every resource schema of the contract by name. */
export interface Schemas {
  Address: Address;
  BusinessCertificate: BusinessCertificate;
  BusinessCertificateType: BusinessCertificateType;
  BusinessPermit: BusinessPermit;
  BusinessPermitProduct: BusinessPermitProduct;
  BusinessPermitType: BusinessPermitType;
  BusinessUnit: BusinessUnit;
  Buyer: Buyer;
  Company: Company;
  CompanyCertificate: CompanyCertificate;
  CompanyUnit: CompanyUnit;
  Country: Country;
  Currency: Currency;
  District: District;
  DocumentNumberFormat: DocumentNumberFormat;
  DocumentTransportType: DocumentTransportType;
  Employee: Employee;
  FactoryAddress: FactoryAddress;
  HarvestPlot: HarvestPlot;
  HoDocument: HoDocument;
  HsCode: HsCode;
  ImportMaterial: ImportMaterial;
  IndustrialScope: IndustrialScope;
  InventoryAddress: InventoryAddress;
  LocalSales: LocalSales;
  LocalSalesMaterial: LocalSalesMaterial;
  Npwp: Npwp;
  OriginOfRawMaterial: OriginOfRawMaterial;
  Pic: Pic;
  Product: Product;
  Production: Production;
  ProductionOutputMaterial: ProductionOutputMaterial;
  ProductionSourceMaterial: ProductionSourceMaterial;
  Province: Province;
  RawMaterial: RawMaterial;
  RawMaterialCategory: RawMaterialCategory;
  RawMaterialType: RawMaterialType;
  ReceiptHarvestPlot: ReceiptHarvestPlot;
  ScientificName: ScientificName;
  SeaPort: SeaPort;
  Siup: Siup;
  SlkCertificate: SlkCertificate;
  Stock: Stock;
  StockCredit: StockCredit;
  StockInMonth: StockInMonth;
  StockInYear: StockInYear;
  StockOther: StockOther;
  StuffingAddress: StuffingAddress;
  SubCon: SubCon;
  Supplier: Supplier;
  Tdp: Tdp;
  TransferMaterial: TransferMaterial;
  Transportation: Transportation;
  UplRecommendation: UplRecommendation;
  Vlegal: Vlegal;
  VlegalApproval: VlegalApproval;
  VlegalCancelReason: VlegalCancelReason;
  VlegalHistory: VlegalHistory;
  VlegalIntegration: VlegalIntegration;
  VlegalMaterial: VlegalMaterial;
  VlegalMaterialCountry: VlegalMaterialCountry;
}

/** The stored fields of every resource schema by name (computed ones left out). */
export interface StoredSchemas {
  Address: Address;
  BusinessCertificate: Omit<BusinessCertificate, "expiryStatus">;
  BusinessCertificateType: BusinessCertificateType;
  BusinessPermit: Omit<BusinessPermit, "expiryStatus">;
  BusinessPermitProduct: BusinessPermitProduct;
  BusinessPermitType: BusinessPermitType;
  BusinessUnit: BusinessUnit;
  Buyer: Buyer;
  Company: Company;
  CompanyCertificate: CompanyCertificate;
  CompanyUnit: CompanyUnit;
  Country: Country;
  Currency: Currency;
  District: District;
  DocumentNumberFormat: DocumentNumberFormat;
  DocumentTransportType: DocumentTransportType;
  Employee: Employee;
  FactoryAddress: FactoryAddress;
  HarvestPlot: HarvestPlot;
  HoDocument: Omit<HoDocument, "expiryStatus">;
  HsCode: HsCode;
  ImportMaterial: Omit<ImportMaterial, "allowedActions">;
  IndustrialScope: IndustrialScope;
  InventoryAddress: InventoryAddress;
  LocalSales: Omit<LocalSales, "allowedActions">;
  LocalSalesMaterial: LocalSalesMaterial;
  Npwp: Npwp;
  OriginOfRawMaterial: OriginOfRawMaterial;
  Pic: Pic;
  Product: Product;
  Production: Omit<Production, "allowedActions">;
  ProductionOutputMaterial: ProductionOutputMaterial;
  ProductionSourceMaterial: ProductionSourceMaterial;
  Province: Province;
  RawMaterial: RawMaterial;
  RawMaterialCategory: RawMaterialCategory;
  RawMaterialType: RawMaterialType;
  ReceiptHarvestPlot: ReceiptHarvestPlot;
  ScientificName: ScientificName;
  SeaPort: SeaPort;
  Siup: Omit<Siup, "expiryStatus">;
  SlkCertificate: Omit<SlkCertificate, "expiryStatus">;
  Stock: Omit<Stock, "allowedActions">;
  StockCredit: StockCredit;
  StockInMonth: StockInMonth;
  StockInYear: StockInYear;
  StockOther: Omit<StockOther, "allowedActions">;
  StuffingAddress: StuffingAddress;
  SubCon: SubCon;
  Supplier: Supplier;
  Tdp: Omit<Tdp, "expiryStatus">;
  TransferMaterial: Omit<TransferMaterial, "allowedActions">;
  Transportation: Transportation;
  UplRecommendation: UplRecommendation;
  Vlegal: Omit<Vlegal, "allowedActions">;
  VlegalApproval: VlegalApproval;
  VlegalCancelReason: VlegalCancelReason;
  VlegalHistory: VlegalHistory;
  VlegalIntegration: VlegalIntegration;
  VlegalMaterial: VlegalMaterial;
  VlegalMaterialCountry: VlegalMaterialCountry;
}
