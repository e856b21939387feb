/**
 * A V-Legal document as it is printed, sent to SILK and shown on the public check page: every value read and
 * resolved (names, codes, numbers as text) from the document, its lines and the masters they name, so the
 * PDF, the SILK message and the public page never query on their own (MODEL.md §2.10, EXPORT-FACTS §1).
 */

/** A quantity or amount as exact decimal text (`"12.3450"`), never a float. */
export type DecimalText = string;

/** Where the document is in its life, as the public check reads it. */
export type VlegalStatus =
  | 'DRAFT'
  | 'SUBMITTED'
  | 'REJECTED'
  | 'APPROVED'
  | 'PUBLISHED'
  | 'EXTENDED'
  | 'AMENDED'
  | 'RELEASED'
  | 'REPLACED'
  | 'CANCELLED'
  | 'EXPIRED';

export interface VlegalPrintLine {
  lineNo: number;
  /** Box 9: description of the goods. */
  commercialDescription: string;
  /** Box 10: the HS code as kept (`4407.29`) and as printed (`440729`). */
  hsCode: string;
  /** Box 11: species, in the order of `countries`. */
  species: { scientificName: string; commonName: string }[];
  /** Box 12-13: ISO-2 country of harvest of each species, in the same order. */
  countries: string[];
  /** Box 14, 15, 16. */
  volumeM3: DecimalText;
  netWeightKg: DecimalText;
  numberOfUnits: DecimalText;
  unitName: string;
  value: DecimalText;
}

export interface VlegalPrint {
  /** Box 3: the V-Legal number; null before approval (a draft preview). */
  vlegalNumber: string | null;
  applicationNumber: string;
  applicationDate: string;
  status: VlegalStatus;
  /** Box 1: the verification body that issues it. */
  issuingAuthority: { name: string; address: string; code: string };
  /** Box 8: the exporter (licensee). */
  exporter: {
    name: string;
    address: string;
    taxId: string;
    etpikId: string | null;
    provinceCode: string | null;
    districtCode: string | null;
  };
  /** The S-LK certificate covering the export. */
  slkNumber: string;
  /** Box 2: the importer (consignee). */
  importer: { name: string; address: string; countryIso: string; countryName: string };
  /** Box 5 and 6: destination. */
  destination: { iso: string; name: string; flegtPartner: boolean };
  portOfLoading: { code: string; name: string };
  portOfDischarge: { code: string; name: string };
  /** Box 7: means of transport (`Sea`), vessel and voyage. */
  transport: { means: string; vesselName: string | null; voyageNumber: string | null };
  estimatedShipmentDate: string;
  invoice: { number: string; date: string };
  packingListNumber: string | null;
  stuffingLocation: string | null;
  currency: string;
  /** Box 17: distinguishing marks (containers, seals). */
  distinguishingMarks: string | null;
  /** Box 18: place and date of issue and the signatory, once issued. */
  issue: { place: string; date: string; validUntil: string; signatory: string } | null;
  /** Address of the public check the QR code carries (`https://…/vlegal-download/vlegal?token=…`). */
  checkUrl: string | null;
  /** SILK's barcode once SILK issued it. */
  barcode: string | null;
  lines: VlegalPrintLine[];
  totals: { volumeM3: DecimalText; netWeightKg: DecimalText; numberOfUnits: DecimalText; value: DecimalText };
}
