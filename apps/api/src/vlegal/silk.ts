/**
 * Messages to SILK, the ministry's timber legality information system, and the adapters that deliver them.
 * SILK's SOAP service has three operations (issue, cancel, status); each carries the credentials and an XML
 * payload, and a success answers `R00` with the barcode and a link to the printable PDF.
 *
 * A message is stored as sent (the integration's request payload), so it holds the payload only: the adapter
 * adds the credentials to the call, and a stored message never reveals a password.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import type { VlegalPrint, VlegalPrintLine } from './document.ts';

export type SilkOperation = 'ISSUE' | 'CANCEL' | 'STATUS';

export interface SilkMessage {
  operation: SilkOperation;
  documentNumber: string;
  xml: string;
}

export interface SilkSettings {
  username: string;
  password: string;
  /** The LVLK signatory's code registered with SILK. */
  signatoryCode: string;
  placeOfSigning: string;
  /** Scheme of the cooperation with the destination (`1`). */
  cooperationScheme: string;
  /** Whether SILK signs the document digitally; sent as `1`/`0`, hand-signed (`0`) when not set. */
  digitalSignature?: boolean;
}

export type SilkAnswer =
  | { ok: true; code: 'R00'; barcode: string; documentUrl: string | null; responsePayload: string }
  | { ok: false; code: string; error: string; retryable: boolean; responsePayload: string | null };

export interface SilkAdapter {
  send(message: SilkMessage): Promise<SilkAnswer>;
}

/*
 * The ministry's endpoint is reached by a SOAP client implementing the same interface, sketched here:
 *
 *   function soapAdapter(endpoint: URL, settings: SilkSettings): SilkAdapter {
 *     return {
 *       async send(message) {
 *         // Envelope: <soap:Envelope><soap:Body><{operation}><username/><password/><xml>{message.xml, escaped}
 *         //   </xml></{operation}></soap:Body></soap:Envelope>, credentials from settings, never from the message.
 *         // POST to endpoint with the operation's SOAPAction and a timeout.
 *         // No answer, a timeout or an HTTP 5xx: { ok: false, code: 'NETWORK', retryable: true, responsePayload: null }.
 *         // Otherwise unwrap the body's return text and hand it to parseAnswer.
 *       },
 *     };
 *   }
 */

/** The code of a success. */
const SUCCESS = 'R00';
/** Codes worth retrying (the service busy or down); every other refusal needs the data fixed first. */
const RETRYABLE_CODES = new Set(['R99']);

const builder = new XMLBuilder({ format: true, indentBy: '  ', suppressEmptyNode: false });
const answerParser = new XMLParser({ parseTagValue: false, ignoreAttributes: true });

const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

// The element layout of every payload: one place, so the wire format reads as one table.
function issueHeader(doc: VlegalPrint, documentNumber: string, settings: SilkSettings) {
  if (!doc.issue) throw new Error(`V-Legal ${documentNumber} has no issue date yet`);
  return {
    negara_tujuan: doc.destination.iso,
    skema_kerjasama: settings.cooperationScheme,
    nama_importir: doc.importer.name,
    alamat_importir: doc.importer.address,
    negara_importir: doc.importer.countryIso,
    pelabuhan_muat: doc.portOfLoading.code,
    pelabuhan_bongkar: doc.portOfDischarge.code,
    no_slk: doc.slkNumber,
    no_dokumen: documentNumber,
    tgl_dokumen: yyyymmdd(doc.issue.date, 'issue date'),
    no_invoice: doc.invoice.number,
    tgl_invoice: yyyymmdd(doc.invoice.date, 'invoice date'),
    alat_angkut: doc.transport.means,
    npwp: doc.exporter.taxId,
    nama_eksportir: doc.exporter.name,
    alamat_eksportir: doc.exporter.address,
    kode_provinsi: doc.exporter.provinceCode,
    kode_kabupaten: doc.exporter.districtCode,
    no_etpik: doc.exporter.etpikId,
    // Box 17 is the licence's only free text, so its marks travel as SILK's remarks.
    keterangan: doc.distinguishingMarks,
    kode_ttd: settings.signatoryCode,
    tempat_ttd: settings.placeOfSigning,
    ttd_digital: settings.digitalSignature ? '1' : '0',
    lokasi_stuffing: doc.stuffingLocation,
  };
}

function issueItem(line: VlegalPrintLine, currency: string, documentNumber: string) {
  if (line.species.length === 0 || line.species.length !== line.countries.length) {
    throw new Error(
      `V-Legal ${documentNumber} line ${line.lineNo}: each species needs its country of harvest`,
    );
  }
  return {
    hs: line.hsCode,
    hs_cetak: line.hsCode.replace(/\D/g, ''),
    uraian_barang: line.commercialDescription,
    volume: line.volumeM3,
    berat_bersih: line.netWeightKg,
    jumlah_unit: line.numberOfUnits,
    nilai: line.value,
    valuta: currency,
    nama_ilmiah: line.species.map((s) => s.scientificName).join(';'),
    negara_panen: line.countries.join(';'),
  };
}

function cancelHeader(documentNumber: string, reason: string, settings: SilkSettings) {
  return {
    no_dokumen: documentNumber,
    alasan_batal: reason,
    kode_ttd: settings.signatoryCode,
    tempat_ttd: settings.placeOfSigning,
  };
}

function statusHeader(documentNumber: string) {
  return { no_dokumen: documentNumber };
}

type Payload = { header: Record<string, string | null>; detail?: { item: Record<string, string>[] } };

function toXml(payload: Payload): string {
  return DECLARATION + builder.build({ dokumen: xmlSafe(payload) });
}

export function issueMessage(doc: VlegalPrint, settings: SilkSettings): SilkMessage {
  const documentNumber = requireNumber(doc.vlegalNumber);
  if (doc.lines.length === 0) throw new Error(`V-Legal ${documentNumber} has no lines`);
  const xml = toXml({
    header: issueHeader(doc, documentNumber, settings),
    detail: { item: doc.lines.map((line) => issueItem(line, doc.currency, documentNumber)) },
  });
  return { operation: 'ISSUE', documentNumber, xml };
}

export function cancelMessage(number: string, reason: string, settings: SilkSettings): SilkMessage {
  const documentNumber = requireNumber(number);
  if (!reason.trim()) throw new Error(`Cancelling V-Legal ${documentNumber} needs a reason`);
  return {
    operation: 'CANCEL',
    documentNumber,
    xml: toXml({ header: cancelHeader(documentNumber, reason, settings) }),
  };
}

/** `settings` is taken for a uniform call: a status check carries nothing but the number. */
export function statusMessage(number: string, _settings: SilkSettings): SilkMessage {
  const documentNumber = requireNumber(number);
  return { operation: 'STATUS', documentNumber, xml: toXml({ header: statusHeader(documentNumber) }) };
}

function requireNumber(number: string | null): string {
  if (!number?.trim())
    throw new Error('A SILK message needs the V-Legal number (the document is not approved)');
  return number;
}

/** `2025-03-14` (or an ISO date-time) as SILK's `20250314`; anything else is refused rather than sent wrong. */
function yyyymmdd(date: string, what: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(date);
  if (!match) throw new Error(`The ${what} "${date}" is not a YYYY-MM-DD date`);
  const [, year = '', month = '', day = ''] = match;
  const check = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (check.getUTCMonth() !== Number(month) - 1 || check.getUTCDate() !== Number(day)) {
    throw new Error(`The ${what} "${date}" is not a calendar date`);
  }
  return `${year}${month}${day}`;
}

/** XML 1.0's `Char`: anything else cannot be carried even escaped, and one stray character voids the payload. */
function isXmlChar(codePoint: number): boolean {
  return (
    codePoint === 0x9 ||
    codePoint === 0xa ||
    codePoint === 0xd ||
    (codePoint >= 0x20 && codePoint <= 0xd7ff) ||
    (codePoint >= 0xe000 && codePoint <= 0xfffd) ||
    codePoint >= 0x10000
  );
}

/** Null becomes an empty element, so every field is present in the layout whether known or not. */
function xmlSafe<T>(value: T): T {
  if (value === null) return '' as T;
  if (typeof value === 'string') {
    return Array.from(value)
      .filter((char) => isXmlChar(char.codePointAt(0) ?? 0))
      .join('') as T;
  }
  if (Array.isArray(value)) return value.map(xmlSafe) as T;
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, xmlSafe(v)])) as T;
  }
  return value;
}

/**
 * Reads SILK's answer: `<response><code>R00</code><barcode>…</barcode><url>…</url></response>` on success,
 * `<response><code>R12</code><message>…</message></response>` on a refusal. Values stay text (a barcode's
 * leading zeros and 18 digits survive). An answer that is not this shape (a proxy's error page) is retryable.
 */
export function parseAnswer(xml: string): SilkAnswer {
  let response: unknown;
  try {
    response = (answerParser.parse(xml) as Record<string, unknown> | undefined)?.response;
  } catch {
    response = undefined;
  }
  if (typeof response !== 'object' || response === null) {
    return {
      ok: false,
      code: 'INVALID',
      error: 'SILK answered without a <response> element',
      retryable: true,
      responsePayload: xml,
    };
  }
  const fields = response as Record<string, unknown>;
  const code = textOf(fields.code);
  if (code === SUCCESS) {
    const barcode = textOf(fields.barcode);
    // Issued or not is unknown here: a status check, not a blind retry, settles it.
    if (!barcode) {
      return {
        ok: false,
        code,
        error: 'SILK answered R00 without a barcode',
        retryable: false,
        responsePayload: xml,
      };
    }
    return {
      ok: true,
      code: SUCCESS,
      barcode,
      documentUrl: httpUrl(textOf(fields.url)),
      responsePayload: xml,
    };
  }
  return {
    ok: false,
    code: code || 'INVALID',
    error:
      textOf(fields.message) || (code ? `SILK refused with code ${code}` : 'SILK answered without a code'),
    retryable: !code || RETRYABLE_CODES.has(code),
    responsePayload: xml,
  };
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Only an http(s) link is kept: it is shown to users as the printable document. */
function httpUrl(value: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function answerXml(response: Record<string, string>): string {
  return DECLARATION + builder.build({ response: xmlSafe(response) });
}

/**
 * The barcode the development adapters give a document: its number's two-digit year, then 16 digits of the
 * number's SHA-256, so a retry after a crash gets the barcode the first attempt got.
 */
function barcodeFor(documentNumber: string): string {
  const digest = createHash('sha256').update(documentNumber, 'utf8').digest();
  const digits = (digest.readBigUInt64BE(0) % 10n ** 16n).toString().padStart(16, '0');
  return yearOf(documentNumber) + digits;
}

/** `24.00123-00045.003-ID-JP` → `24`; a letter-style `…/IV/2024` → `24`; else `00`. */
function yearOf(documentNumber: string): string {
  const leading = /^(\d{2})\./.exec(documentNumber);
  if (leading?.[1]) return leading[1];
  const full = /(?:19|20)(\d{2})/.exec(documentNumber);
  return full?.[1] ?? '00';
}

function simulatedSuccess(documentNumber: string): SilkAnswer {
  return parseAnswer(answerXml({ code: SUCCESS, barcode: barcodeFor(documentNumber), url: '' }));
}

/** The file a message is kept in: `ISSUE-24.00123-00045.003-ID-JP.xml`, any other character as `_`. */
export function messageFileName(message: SilkMessage): string {
  return `${message.operation}-${message.documentNumber.replace(/[^A-Za-z0-9._-]/g, '_')}.xml`;
}

/** Development and tests: keeps each message as a file and answers as SILK would, without a network. */
export function folderAdapter(dir: string): SilkAdapter {
  return {
    async send(message) {
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, messageFileName(message)), message.xml, 'utf8');
      return simulatedSuccess(message.documentNumber);
    },
  };
}

/** Tests of retries: the first `failures` calls fail with `R99`, later calls succeed as the folder adapter. */
export function failingAdapter(options: {
  failures: number;
  retryable?: boolean;
}): SilkAdapter & { readonly calls: number } {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    async send(message) {
      calls += 1;
      if (calls > options.failures) return simulatedSuccess(message.documentNumber);
      const error = `SILK is unavailable (failure ${calls} of ${options.failures})`;
      return {
        ok: false,
        code: 'R99',
        error,
        retryable: options.retryable ?? true,
        responsePayload: answerXml({ code: 'R99', message: error }),
      };
    },
  };
}
