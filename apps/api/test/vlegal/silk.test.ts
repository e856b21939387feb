/**
 * SILK messages and adapters: the ISSUE payload carries every header field and line in the ministry's layout
 * (escaped, dates as YYYYMMDD, decimals as typed, species and countries `;`-joined) and never the password;
 * the folder adapter keeps the message and gives a document the same barcode on every call; the failing
 * adapter fails as told, then succeeds; answers are read as text.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VlegalPrint } from '../../src/vlegal/document.ts';
import {
  cancelMessage,
  failingAdapter,
  folderAdapter,
  issueMessage,
  messageFileName,
  parseAnswer,
  type SilkSettings,
  statusMessage,
} from '../../src/vlegal/silk.ts';

const PASSWORD = 'Rahasia#2024!';
const SETTINGS: SilkSettings = {
  username: 'lvlk003',
  password: PASSWORD,
  signatoryCode: 'TTD-003-07',
  placeOfSigning: 'Semarang',
  cooperationScheme: '1',
  digitalSignature: true,
};
const NUMBER = '24.00123-00045.003-ID-JP';
const IMPORTER = 'Tanaka & Sons <Japan> Co., Ltd.';

const DOC: VlegalPrint = {
  vlegalNumber: NUMBER,
  applicationNumber: 'APP/BU-JPR/IV/2024/0031',
  applicationDate: '2024-04-10',
  status: 'PUBLISHED',
  issuingAuthority: { name: 'PT Mutu Hijau Indonesia', address: 'Jl. Teratai VIII, Bogor', code: '003' },
  exporter: {
    name: 'PT Jepara Furniture Indah',
    address: 'Jl. Raya Tahunan Km 5, Jepara',
    taxId: '01.234.567.8-516.000',
    etpikId: '07.02.0123',
    provinceCode: '33',
    districtCode: '3320',
  },
  slkNumber: 'LVLK-003-IDN/SLK/0456',
  importer: { name: IMPORTER, address: '1-2-3 Minato, Tokyo', countryIso: 'JP', countryName: 'Japan' },
  destination: { iso: 'JP', name: 'Japan', flegtPartner: false },
  portOfLoading: { code: 'IDSRG', name: 'Tanjung Emas, Semarang' },
  portOfDischarge: { code: 'JPTYO', name: 'Tokyo' },
  transport: { means: 'Sea', vesselName: 'MV Meratus Kelimutu', voyageNumber: '024N' },
  estimatedShipmentDate: '2024-04-20',
  invoice: { number: 'INV/JFI/2024/0088', date: '2024-04-08' },
  packingListNumber: 'PL/JFI/2024/0088',
  stuffingLocation: 'Gudang PT JFI, Jepara',
  currency: 'USD',
  distinguishingMarks: 'Container TCLU1234567, seal 889900',
  issue: { place: 'Semarang', date: '2024-04-12', validUntil: '2024-08-12', signatory: 'Dewi Lestari' },
  checkUrl: 'https://vlegal.example/vlegal-download/vlegal?token=1b4e28ba-2fa1-11d2-883f-0016d3cca427',
  barcode: null,
  lines: [
    {
      lineNo: 1,
      commercialDescription: 'Garden chairs, teak and mahogany',
      hsCode: '9401.61',
      species: [
        { scientificName: 'Tectona grandis', commonName: 'Teak' },
        { scientificName: 'Swietenia macrophylla', commonName: 'Mahogany' },
      ],
      countries: ['ID', 'ID'],
      volumeM3: '12.3450',
      netWeightKg: '4200.00',
      numberOfUnits: '120',
      unitName: 'PCS',
      value: '18000.00',
    },
    {
      lineNo: 2,
      commercialDescription: 'Sawn teak boards',
      hsCode: '4407.29',
      species: [{ scientificName: 'Tectona grandis', commonName: 'Teak' }],
      countries: ['ID'],
      volumeM3: '3.0500',
      netWeightKg: '1850.50',
      numberOfUnits: '310',
      unitName: 'PCS',
      value: '7625.50',
    },
  ],
  totals: { volumeM3: '15.3950', netWeightKg: '6050.50', numberOfUnits: '430', value: '25625.50' },
};

/** Reads a payload back as text, as SILK would: no number parsing, every `item` a list. */
const parser = new XMLParser({ parseTagValue: false, isArray: (name) => name === 'item' });
type Parsed = { dokumen: { header: Record<string, string>; detail?: { item: Record<string, string>[] } } };
const read = (xml: string) => parser.parse(xml) as Parsed;

describe('issueMessage', () => {
  const message = issueMessage(DOC, SETTINGS);
  const { header, detail } = read(message.xml).dokumen;

  it('is an ISSUE of the V-Legal number', () => {
    expect(message.operation).toBe('ISSUE');
    expect(message.documentNumber).toBe(NUMBER);
    expect(message.xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<dokumen>')).toBe(true);
  });

  it('carries every header field', () => {
    expect(header).toEqual({
      negara_tujuan: 'JP',
      skema_kerjasama: '1',
      nama_importir: IMPORTER,
      alamat_importir: '1-2-3 Minato, Tokyo',
      negara_importir: 'JP',
      pelabuhan_muat: 'IDSRG',
      pelabuhan_bongkar: 'JPTYO',
      no_slk: 'LVLK-003-IDN/SLK/0456',
      no_dokumen: NUMBER,
      tgl_dokumen: '20240412',
      no_invoice: 'INV/JFI/2024/0088',
      tgl_invoice: '20240408',
      alat_angkut: 'Sea',
      npwp: '01.234.567.8-516.000',
      nama_eksportir: 'PT Jepara Furniture Indah',
      alamat_eksportir: 'Jl. Raya Tahunan Km 5, Jepara',
      kode_provinsi: '33',
      kode_kabupaten: '3320',
      no_etpik: '07.02.0123',
      keterangan: 'Container TCLU1234567, seal 889900',
      kode_ttd: 'TTD-003-07',
      tempat_ttd: 'Semarang',
      ttd_digital: '1',
      lokasi_stuffing: 'Gudang PT JFI, Jepara',
    });
  });

  it('escapes text instead of breaking the document', () => {
    expect(message.xml).toContain('<nama_importir>Tanaka &amp; Sons &lt;Japan&gt; Co., Ltd.</nama_importir>');
    expect(message.xml).not.toContain('<Japan>');
  });

  it('has one item per line, decimals as typed and species and countries joined by `;`', () => {
    expect(detail?.item).toHaveLength(2);
    expect(detail?.item[0]).toEqual({
      hs: '9401.61',
      hs_cetak: '940161',
      uraian_barang: 'Garden chairs, teak and mahogany',
      volume: '12.3450',
      berat_bersih: '4200.00',
      jumlah_unit: '120',
      nilai: '18000.00',
      valuta: 'USD',
      nama_ilmiah: 'Tectona grandis;Swietenia macrophylla',
      negara_panen: 'ID;ID',
    });
    expect(detail?.item[1]).toMatchObject({
      hs_cetak: '440729',
      volume: '3.0500',
      nilai: '7625.50',
      nama_ilmiah: 'Tectona grandis',
      negara_panen: 'ID',
    });
  });

  it('holds no credentials', () => {
    const stored = JSON.stringify(message);
    expect(stored).not.toContain(PASSWORD);
    expect(stored).not.toContain(SETTINGS.username);
  });

  it('keeps empty fields as empty elements and drops characters XML cannot carry', () => {
    const bare = issueMessage(
      {
        ...DOC,
        exporter: { ...DOC.exporter, etpikId: null },
        distinguishingMarks: null,
        importer: { ...DOC.importer, address: 'Minato\u0007 Tokyo' },
      },
      { ...SETTINGS, digitalSignature: undefined },
    );
    const parsed = read(bare.xml).dokumen.header;
    expect(parsed.no_etpik).toBe('');
    expect(parsed.keterangan).toBe('');
    expect(parsed.ttd_digital).toBe('0');
    expect(parsed.alamat_importir).toBe('Minato Tokyo');
  });

  it('refuses a document it cannot send truthfully', () => {
    expect(() => issueMessage({ ...DOC, vlegalNumber: null }, SETTINGS)).toThrow(/V-Legal number/);
    expect(() => issueMessage({ ...DOC, issue: null }, SETTINGS)).toThrow(/issue date/);
    expect(() => issueMessage({ ...DOC, invoice: { number: 'X', date: '08/04/2024' } }, SETTINGS)).toThrow(
      /invoice date/,
    );
    expect(() => issueMessage({ ...DOC, invoice: { number: 'X', date: '2024-02-30' } }, SETTINGS)).toThrow(
      /calendar date/,
    );
    expect(() => issueMessage({ ...DOC, lines: [] }, SETTINGS)).toThrow(/no lines/);
    const [first] = DOC.lines;
    expect(() => issueMessage({ ...DOC, lines: [{ ...first!, countries: ['ID'] }] }, SETTINGS)).toThrow(
      /country of harvest/,
    );
  });
});

describe('cancelMessage and statusMessage', () => {
  it('cancel carries the number, the reason and the signatory, no credentials', () => {
    const message = cancelMessage(NUMBER, 'Buyer withdrew the order & shipment', SETTINGS);
    expect(message).toMatchObject({ operation: 'CANCEL', documentNumber: NUMBER });
    expect(read(message.xml).dokumen.header).toEqual({
      no_dokumen: NUMBER,
      alasan_batal: 'Buyer withdrew the order & shipment',
      kode_ttd: 'TTD-003-07',
      tempat_ttd: 'Semarang',
    });
    expect(message.xml).not.toContain(PASSWORD);
    expect(() => cancelMessage(NUMBER, '  ', SETTINGS)).toThrow(/reason/);
  });

  it('status carries the number only', () => {
    const message = statusMessage(NUMBER, SETTINGS);
    expect(message).toMatchObject({ operation: 'STATUS', documentNumber: NUMBER });
    expect(read(message.xml).dokumen.header).toEqual({ no_dokumen: NUMBER });
    expect(message.xml).not.toContain(PASSWORD);
  });
});

describe('folderAdapter', () => {
  let dir: string;
  beforeAll(async () => {
    dir = join(await mkdtemp(join(tmpdir(), 'silk-')), 'outbox');
  });
  afterAll(async () => {
    await rm(join(dir, '..'), { recursive: true, force: true });
  });

  it('keeps the message in the folder it creates and answers R00 with a barcode', async () => {
    const message = issueMessage(DOC, SETTINGS);
    const answer = await folderAdapter(dir).send(message);
    expect(messageFileName(message)).toBe(`ISSUE-${NUMBER}.xml`);
    expect(await readFile(join(dir, `ISSUE-${NUMBER}.xml`), 'utf8')).toBe(message.xml);
    expect(answer).toMatchObject({ ok: true, code: 'R00', documentUrl: null });
    if (!answer.ok) throw new Error('expected a success');
    expect(answer.barcode).toMatch(/^24\d{16}$/);
    expect(parseAnswer(answer.responsePayload)).toEqual(answer);
  });

  it('gives a document the same barcode on a retry, after a restart, and another document another', async () => {
    const message = issueMessage(DOC, SETTINGS);
    const first = await folderAdapter(dir).send(message);
    const again = await folderAdapter(dir).send(message);
    const status = await folderAdapter(dir).send(statusMessage(NUMBER, SETTINGS));
    const other = await folderAdapter(dir).send(
      issueMessage({ ...DOC, vlegalNumber: '24.00124-00045.003-ID-JP' }, SETTINGS),
    );
    if (!first.ok || !again.ok || !status.ok || !other.ok) throw new Error('expected successes');
    expect(again.barcode).toBe(first.barcode);
    expect(status.barcode).toBe(first.barcode);
    expect(other.barcode).not.toBe(first.barcode);
  });

  it('names files safely whatever the number holds', async () => {
    const message = statusMessage('0012/VL/../BU JPR/IV/2024', SETTINGS);
    const answer = await folderAdapter(dir).send(message);
    expect(await readdir(dir)).toContain('STATUS-0012_VL_.._BU_JPR_IV_2024.xml');
    if (!answer.ok) throw new Error('expected a success');
    expect(answer.barcode).toMatch(/^24\d{16}$/);
  });
});

describe('failingAdapter', () => {
  it('fails the first calls with a retryable R99, then succeeds with the folder barcode', async () => {
    const adapter = failingAdapter({ failures: 2 });
    const message = issueMessage(DOC, SETTINGS);
    const answers = [await adapter.send(message), await adapter.send(message), await adapter.send(message)];
    expect(adapter.calls).toBe(3);
    expect(answers.map((a) => a.ok)).toEqual([false, false, true]);
    expect(answers[0]).toMatchObject({ ok: false, code: 'R99', retryable: true });
    expect(parseAnswer(answers[0]!.responsePayload!)).toMatchObject({
      ok: false,
      code: 'R99',
      retryable: true,
    });
    const dir = await mkdtemp(join(tmpdir(), 'silk-'));
    try {
      const fromFolder = await folderAdapter(dir).send(message);
      expect(answers[2]).toEqual(fromFolder);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('can fail for good', async () => {
    const adapter = failingAdapter({ failures: 1, retryable: false });
    expect(await adapter.send(statusMessage(NUMBER, SETTINGS))).toMatchObject({
      ok: false,
      retryable: false,
    });
    expect((await adapter.send(statusMessage(NUMBER, SETTINGS))).ok).toBe(true);
    expect(adapter.calls).toBe(2);
  });
});

describe('parseAnswer', () => {
  it('reads a success with its barcode as text (leading zero kept) and the link to the PDF', () => {
    const xml =
      '<?xml version="1.0"?><response><code>R00</code><barcode>090000000000000123</barcode>' +
      '<url>https://silk.menlhk.go.id/vlegal/print?id=9&amp;t=1</url></response>';
    expect(parseAnswer(xml)).toEqual({
      ok: true,
      code: 'R00',
      barcode: '090000000000000123',
      documentUrl: 'https://silk.menlhk.go.id/vlegal/print?id=9&t=1',
      responsePayload: xml,
    });
  });

  it('reads a refusal with its message, not to be retried', () => {
    const xml = '<response><code>R12</code><message>HS code 9401.61 is not in Annex I</message></response>';
    expect(parseAnswer(xml)).toEqual({
      ok: false,
      code: 'R12',
      error: 'HS code 9401.61 is not in Annex I',
      retryable: false,
      responsePayload: xml,
    });
  });

  it('retries R99 and an answer that is not SILK’s', () => {
    expect(parseAnswer('<response><code>R99</code></response>')).toMatchObject({
      ok: false,
      retryable: true,
    });
    expect(parseAnswer('<html><body>502 Bad Gateway</body></html>')).toMatchObject({
      ok: false,
      code: 'INVALID',
      retryable: true,
    });
    expect(parseAnswer('not xml <<')).toMatchObject({ ok: false, code: 'INVALID', retryable: true });
  });

  it('does not call R00 without a barcode a success, and keeps only an http(s) link', () => {
    expect(parseAnswer('<response><code>R00</code><barcode/></response>')).toMatchObject({
      ok: false,
      code: 'R00',
      retryable: false,
    });
    const answer = parseAnswer(
      '<response><code>R00</code><barcode>024001</barcode><url>javascript:x</url></response>',
    );
    expect(answer).toMatchObject({ ok: true, barcode: '024001', documentUrl: null });
  });
});
