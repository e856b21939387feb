import { describe, expect, it } from 'vitest';
import type { VlegalPrint, VlegalStatus } from '../../src/vlegal/document.ts';
import { type CheckVerdict, publicCheckPage, verdictOf } from '../../src/vlegal/public-check.ts';

const TODAY = '2026-06-15';

const doc = (over: Partial<VlegalPrint> = {}): VlegalPrint => ({
  vlegalNumber: '00123.45678-WX/IDN/2026',
  applicationNumber: 'APP-2026-000777',
  applicationDate: '2026-05-02',
  status: 'PUBLISHED',
  issuingAuthority: {
    name: 'PT Verifikasi Kayu Lestari',
    address: 'Jl. Merdeka 1, Jakarta',
    code: 'LVLK-042',
  },
  exporter: {
    name: 'PT Jati Makmur Sejahtera',
    address: 'Jl. Industri 9, Semarang',
    taxId: '01.234.567.8-901.000',
    etpikId: 'ETPIK-33-0099',
    provinceCode: '33',
    districtCode: '3374',
  },
  slkNumber: 'SLK-LVLK-042-2025-118',
  importer: {
    name: 'Houthandel Noordzee B.V.',
    address: 'Havenweg 12, Rotterdam',
    countryIso: 'NL',
    countryName: 'Netherlands',
  },
  destination: { iso: 'NL', name: 'Belanda', flegtPartner: true },
  portOfLoading: { code: 'IDSRG', name: 'Semarang' },
  portOfDischarge: { code: 'NLRTM', name: 'Rotterdam' },
  transport: { means: 'Sea', vesselName: 'MV Samudra Biru', voyageNumber: 'V.0426' },
  estimatedShipmentDate: '2026-06-20',
  invoice: { number: 'INV/JMS/2026/0311', date: '2026-05-01' },
  packingListNumber: 'PL/JMS/2026/0311',
  stuffingLocation: 'Gudang Tanjung Emas',
  currency: 'EUR',
  distinguishingMarks: 'MSKU1234567 / seal 998877',
  issue: { place: 'Jakarta', date: '2026-05-28', validUntil: '2026-11-27', signatory: 'Ir. Siti Rahayu' },
  checkUrl: 'https://example.test/vlegal-download/vlegal?token=abc',
  barcode: 'SILK-BC-7788990011',
  lines: [
    {
      lineNo: 1,
      commercialDescription: 'Teak sawn timber S4S',
      hsCode: '4407.29',
      species: [{ scientificName: 'Tectona grandis', commonName: 'Jati' }],
      countries: ['ID'],
      volumeM3: '12.3450',
      netWeightKg: '9100.0000',
      numberOfUnits: '320.0000',
      unitName: 'PCS',
      value: '45210.00',
    },
  ],
  totals: { volumeM3: '12.3450', netWeightKg: '9100.0000', numberOfUnits: '320.0000', value: '45210.00' },
  ...over,
});

const issue = (validUntil: string): VlegalPrint['issue'] => ({
  place: 'Jakarta',
  date: '2026-05-28',
  validUntil,
  signatory: 'Ir. Siti Rahayu',
});

const page = (over: Partial<Parameters<typeof publicCheckPage>[0]> = {}) =>
  publicCheckPage({
    doc: doc(),
    today: TODAY,
    lang: 'in',
    pdfUrl: '/vlegal-download/vlegal.pdf?token=abc',
    otherLangUrl: '/vlegal-download/vlegal?token=abc&lang=en',
    ...over,
  });

describe('verdictOf', () => {
  const future = issue('2026-11-27');
  const past = issue('2026-06-14');
  const cases: [VlegalStatus, VlegalPrint['issue'], CheckVerdict][] = [
    ['PUBLISHED', future, 'VALID'],
    ['EXTENDED', future, 'VALID'],
    ['AMENDED', future, 'VALID'],
    ['PUBLISHED', past, 'EXPIRED'],
    ['EXTENDED', past, 'EXPIRED'],
    ['AMENDED', past, 'EXPIRED'],
    ['PUBLISHED', null, 'NOT_ISSUED'],
    ['EXPIRED', future, 'EXPIRED'],
    ['CANCELLED', future, 'CANCELLED'],
    ['REPLACED', future, 'REPLACED'],
    ['RELEASED', future, 'RELEASED'],
    ['RELEASED', past, 'RELEASED'],
    ['APPROVED', null, 'NOT_ISSUED'],
    ['DRAFT', null, 'UNKNOWN'],
    ['SUBMITTED', null, 'UNKNOWN'],
    ['REJECTED', null, 'UNKNOWN'],
  ];
  it.each(cases)('%s (issue %o) → %s', (status, iss, verdict) => {
    expect(verdictOf({ status, issue: iss }, TODAY)).toBe(verdict);
  });

  it('is valid through the last day of validity and expired the day after', () => {
    expect(verdictOf({ status: 'PUBLISHED', issue: issue(TODAY) }, TODAY)).toBe('VALID');
    expect(verdictOf({ status: 'PUBLISHED', issue: issue('2026-06-14') }, TODAY)).toBe('EXPIRED');
  });
});

describe('publicCheckPage', () => {
  it('shows a valid document in Indonesian', () => {
    const html = page();
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<html lang="id">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('name="viewport"');
    expect(html).toMatch(/<h1>BERLAKU<\/h1>/);
    expect(html).toContain('00123.45678-WX/IDN/2026');
    expect(html).toContain('PT Jati Makmur Sejahtera');
    expect(html).toContain('Houthandel Noordzee B.V.');
    expect(html).toContain('Belanda');
    expect(html).toContain('28 Mei 2026 – 27 November 2026');
    expect(html).toContain('Dokumen aktif');
    expect(html).toContain('SILK-BC-7788990011');
    expect(html).toContain('>Unduh PDF</a>');
    expect(html).toContain('href="/vlegal-download/vlegal?token=abc&#38;lang=en"');
    expect(html).toContain('Pemeriksaan keaslian dokumen V-Legal');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<link|@import|url\(|https?:\/\//i);
  });

  it('shows a valid document in English', () => {
    const html = page({ lang: 'en', otherLangUrl: '/vlegal-download/vlegal?token=abc&lang=in' });
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<h1>VALID<\/h1>/);
    expect(html).toContain('00123.45678-WX/IDN/2026');
    expect(html).toContain('PT Jati Makmur Sejahtera');
    expect(html).toContain('28 May 2026 – 27 November 2026');
    expect(html).toContain('Document active');
    expect(html).toContain('>Download the PDF</a>');
    expect(html).toContain('>Bahasa Indonesia</a>');
    expect(html).toContain('V-Legal document authenticity check');
    expect(html).not.toMatch(/<script/i);
  });

  it('marks anything but VALID with the red cross and says why', () => {
    const expired = page({ doc: doc({ issue: issue('2026-06-14') }) });
    expect(expired).toMatch(/<h1>KEDALUWARSA<\/h1>/);
    expect(expired).toContain('class="v no"');
    expect(expired).not.toContain('class="v ok"');

    const replaced = page({
      doc: doc({ status: 'REPLACED' }),
      replacedBy: '00123.99999-WX/IDN/2026',
      lang: 'en',
    });
    expect(replaced).toMatch(/<h1>REPLACED<\/h1>/);
    expect(replaced).toContain('Replaced by document number 00123.99999-WX/IDN/2026');

    const released = page({ doc: doc({ status: 'RELEASED' }) });
    expect(released).toMatch(/<h1>TELAH DIGUNAKAN<\/h1>/);
    expect(released).toContain('telah digunakan untuk pengapalan');

    const approved = page({ doc: doc({ status: 'APPROVED', issue: null, barcode: null }), pdfUrl: null });
    expect(approved).toMatch(/<h1>BELUM TERBIT<\/h1>/);
    expect(approved).not.toContain('Barcode SILK');
    expect(approved).not.toContain('Unduh PDF');
  });

  it('reveals nothing for an unknown token', () => {
    for (const lang of ['in', 'en'] as const) {
      const html = page({ doc: null, lang, pdfUrl: '/vlegal-download/vlegal.pdf?token=abc' });
      expect(html).toContain(lang === 'in' ? 'Dokumen tidak ditemukan' : 'No document matches this code');
      expect(html).toContain('class="v no"');
      expect(html).not.toMatch(/\d{2}\.\d{5}-/);
      expect(html).not.toContain('<dl');
      expect(html).not.toContain('PDF');
      expect(html).not.toMatch(/<script/i);
    }
  });

  it('reveals nothing of a document that was never issued as a licence', () => {
    const d = doc({ status: 'DRAFT', issue: null });
    const html = page({ doc: d });
    expect(html).toContain('Dokumen tidak ditemukan');
    expect(html).not.toMatch(/\d{2}\.\d{5}-/);
    for (const value of [d.exporter.name, d.importer.name, d.destination.name, d.barcode!]) {
      expect(html).not.toContain(value);
    }
  });

  it('escapes every value', () => {
    const d = doc();
    const html = page({
      doc: { ...d, exporter: { ...d.exporter, name: '<b>&Co</b>' }, barcode: '"><img src=x>' },
      pdfUrl: 'javascript:alert(1)',
    });
    expect(html).toContain('&#60;b&#62;&#38;Co&#60;/b&#62;');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('javascript:');
  });

  it('stays small for a slow network', () => {
    const valid = Buffer.byteLength(page(), 'utf8');
    const unknown = Buffer.byteLength(page({ doc: null }), 'utf8');
    expect(valid).toBeLessThan(30_000);
    expect(unknown).toBeLessThan(30_000);
    expect(valid).toBeLessThan(8_000);
  });
});
