/** What the V-Legal tests build applications from. */
import { PNG_BASE64 } from '../engine/samples.ts';

/** The three attachments a submission needs, each a scanned page (the smallest PNG). */
export const ATTACHMENTS = {
  invoiceFile: PNG_BASE64,
  invoiceFileContentType: 'image/png',
  packingListFile: PNG_BASE64,
  packingListFileContentType: 'image/png',
  applicationLetterFile: PNG_BASE64,
  applicationLetterFileContentType: 'image/png',
} as const;

/** The fields of a V-Legal that name its shipment's parties and terms, copied from another application. */
export const SHIPMENT_FIELDS = [
  'businessUnitId',
  'buyerId',
  'countryOfDestinationId',
  'portOfLoadingId',
  'portOfDischargeId',
  'transportationId',
  'currencyId',
  'incoterm',
] as const;

/** The shipment fields of `vlegal`. */
export const shipmentOf = (vlegal: Record<string, unknown>) =>
  Object.fromEntries(SHIPMENT_FIELDS.map((key) => [key, vlegal[key]]));
