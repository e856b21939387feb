import { extractText, getDocumentProxy, getResolvedPDFJS } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { VlegalPrint, VlegalPrintLine } from '../../src/vlegal/document.ts';
import { fixedScale, vlegalPdf } from '../../src/vlegal/pdf.ts';
import { SAMPLE_CHECK_URL, SAMPLE_NUMBER, sampleShipment } from '../../bench/lib/vlegal-sample.ts';

const NUMBER = SAMPLE_NUMBER;
const CHECK_URL = SAMPLE_CHECK_URL;

const TEAK = { scientificName: 'Tectona grandis', commonName: 'Jati' };
const MAHOGANY = { scientificName: 'Swietenia macrophylla', commonName: 'Mahoni' };

function chairs(): VlegalPrintLine {
  return {
    lineNo: 1,
    commercialDescription: 'Teak garden chair, folding, KD, sanded',
    hsCode: '9401.69',
    species: [TEAK],
    countries: ['ID'],
    volumeM3: '12.345',
    netWeightKg: '4200.5',
    numberOfUnits: '180',
    unitName: 'pcs',
    value: '16200.00',
  };
}

function tables(): VlegalPrintLine {
  return {
    lineNo: 2,
    commercialDescription: 'Teak garden table, round 120 cm, KD, sanded',
    hsCode: '9403.60',
    species: [TEAK],
    countries: ['ID'],
    volumeM3: '6.0125',
    netWeightKg: '2150',
    numberOfUnits: '30',
    unitName: 'pcs',
    value: '8700.00',
  };
}

/** Teak garden furniture from Jepara to Hamburg: a FLEGT licence, published. */
function teakToGermany(): VlegalPrint {
  return {
    ...sampleShipment(),
    lines: [chairs(), tables()],
    totals: { volumeM3: '18.3575', netWeightKg: '6350.50', numberOfUnits: '210', value: '24900.00' },
  };
}

/** Each page's text, whitespace runs made one space (a cell wraps its text where it must). */
async function pagesOf(pdf: Buffer): Promise<string[]> {
  const proxy = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(proxy, { mergePages: false });
  return text.map((page) => page.replace(/\s+/g, ' '));
}

const BOX_TITLES = [
  '1. Issuing authority',
  '2. Importer',
  '3. Licence number',
  '4. Date of expiry',
  '5. Country of export',
  '6. ISO code',
  '7. Means of transport',
  '8. Licensee',
  '9. Commercial description of the timber products',
  '10. HS heading',
  '11. Common or scientific names',
  '12. Countries of harvest',
  '13. ISO codes',
  '14. Volume (m³)',
  '15. Net weight (kg)',
  '16. Number of units',
  '17. Distinguishing marks',
  '18. Signature and stamp of issuing authority',
];

describe('V-Legal PDF', () => {
  it('prints a published licence on one page, every box filled from the document', async () => {
    const pdf = await vlegalPdf(teakToGermany());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pages = await pagesOf(pdf);
    expect(pages).toHaveLength(1);
    const page = pages[0] as string;
    for (const title of BOX_TITLES) expect(page).toContain(title);
    expect(page).toContain('V-LEGAL DOCUMENT');
    expect(page).toContain('FLEGT LICENCE');
    expect(page).toContain(`3. Licence number ${NUMBER}`);
    expect(page).toContain('4. Date of expiry 2026-07-13');
    expect(page).toContain('5. Country of export INDONESIA');
    expect(page).toContain('6. ISO code ID');
    expect(page).toContain('PT Mutuagung Lestari');
    expect(page).toContain('CV Jati Makmur Furniture');
    expect(page).toContain('NPWP: 01.234.567.8-516.000');
    expect(page).toContain('ETPIK: 06.ET-03.09.0123');
    expect(page).toContain('Gartenmöbel Nord GmbH');
    expect(page).toContain('MV Meratus Jayakarta');
    // Box 10 prints the digits; volumes to 4 decimals and weights to 2, from the text as given.
    expect(page).toContain('Teak garden chair, folding, KD, sanded 940169 Tectona grandis');
    expect(page).toContain('Teak garden table, round 120 cm, KD, sanded 940360 Tectona grandis');
    expect(page).toContain('INDONESIA ID 12.3450 4200.50 180 pcs');
    expect(page).toContain('INDONESIA ID 6.0125 2150.00 30 pcs');
    expect(page).toContain('Total 18.3575 6350.50 210 pcs');
    expect(page).toContain('Container MRTU 412345-6');
    expect(page).toContain('Place: Depok Date: 2026-03-14');
    expect(page).toContain('Ir. Hendra Wijaya');
    expect(page).toContain('2603140004512');
    // The address may wrap where the line is full.
    expect(page.replace(/\s/g, '')).toContain(CHECK_URL);
    expect(page).not.toContain('ENCLOSED');
    expect(page).not.toContain('DRAFT');
    expect(page).not.toContain('STATUS');
  });

  it('draws the QR code of the check address as a vector path', async () => {
    /** Points in the longest path drawn on page 1: the QR code's, a run of modules each. */
    const longestPath = async (pdf: Buffer) => {
      const { OPS } = await getResolvedPDFJS();
      const page = await (await getDocumentProxy(new Uint8Array(pdf))).getPage(1);
      const { fnArray, argsArray } = await page.getOperatorList();
      const sizes = fnArray.map((fn, i) =>
        fn === OPS.constructPath ? ((argsArray[i] as [number, [Float32Array]])[1][0]?.length ?? 0) : 0,
      );
      return Math.max(...sizes);
    };
    const withoutQr = await vlegalPdf({ ...teakToGermany(), checkUrl: null });
    expect(await longestPath(await vlegalPdf(teakToGermany()))).toBeGreaterThan(1000);
    expect(await longestPath(withoutQr)).toBeLessThan(100);
    expect((await pagesOf(withoutQr))[0]?.replace(/\s/g, '')).not.toContain(CHECK_URL);
  });

  it('is a V-Legal document only, not a FLEGT licence, outside the FLEGT partners', async () => {
    const doc = {
      ...teakToGermany(),
      destination: { iso: 'US', name: 'United States', flegtPartner: false },
    };
    const [page] = await pagesOf(await vlegalPdf(doc));
    expect(page).toContain('V-LEGAL DOCUMENT');
    expect(page).not.toContain('FLEGT LICENCE');
  });

  it('prints the status in the header when the document is not in force', async () => {
    const [page] = await pagesOf(await vlegalPdf({ ...teakToGermany(), status: 'CANCELLED' }));
    expect(page).toContain('STATUS: CANCELLED');
  });

  it('prints ENCLOSED in boxes 9-16 and the lines on an attached sheet when a line has several species', async () => {
    const doc = teakToGermany();
    doc.lines[1] = { ...tables(), species: [TEAK, MAHOGANY], countries: ['ID', 'ID'] };
    const pages = await pagesOf(await vlegalPdf(doc));
    expect(pages).toHaveLength(2);
    const [first, sheet] = pages as [string, string];
    expect(first.match(/ENCLOSED/g)).toHaveLength(8);
    expect(first).not.toContain('Swietenia macrophylla');
    expect(first).not.toContain('940169');
    expect(first).toContain('Ir. Hendra Wijaya');
    expect(sheet).toContain(`Attachment to V-Legal ${NUMBER}`);
    expect(sheet).toContain('Tectona grandis; Swietenia macrophylla');
    expect(sheet).toContain('(Jati; Mahoni)');
    expect(sheet).toContain('INDONESIA; INDONESIA ID; ID');
    expect(sheet).toContain('Teak garden chair, folding, KD, sanded 940169');
    expect(sheet).toContain('Teak garden table, round 120 cm, KD, sanded 940360');
    expect(sheet).toContain('12.3450 4200.50 180 pcs');
    expect(sheet).toContain('Total 18.3575 6350.50 210 pcs');
  });

  it('goes to the attached sheet as well when a line names several countries, or several species', async () => {
    const doc = teakToGermany();
    // One species, grown in two countries.
    doc.lines[0] = { ...chairs(), species: [TEAK], countries: ['ID', 'MY'] };
    const pages = await pagesOf(await vlegalPdf(doc));
    expect(pages[0]).toContain('ENCLOSED');
    expect(pages[1]).toContain('INDONESIA; MALAYSIA ID; MY');

    doc.lines[0] = { ...chairs(), species: [TEAK, MAHOGANY], countries: ['ID'] };
    const [first, sheet] = await pagesOf(await vlegalPdf(doc));
    expect(first).toContain('ENCLOSED');
    expect(sheet).toContain('Tectona grandis; Swietenia macrophylla');
  });

  it('marks a draft and prints DRAFT and its application number for the number it does not have yet', async () => {
    const doc: VlegalPrint = {
      ...teakToGermany(),
      vlegalNumber: null,
      status: 'DRAFT',
      issue: null,
      checkUrl: null,
      barcode: null,
    };
    const [page] = await pagesOf(await vlegalPdf(doc, { draft: true }));
    expect(page).toContain('DRAFT – NOT VALID');
    expect(page).toContain(`3. Licence number DRAFT ${doc.applicationNumber}`);
    expect(page).toContain('Not issued');
    expect(page).not.toContain(NUMBER);
    // Without a number it cannot be a licence: marked even when not asked to be.
    const [unasked] = await pagesOf(await vlegalPdf(doc));
    expect(unasked).toContain('DRAFT – NOT VALID');
  });

  it('marks an approved document previewed as a draft, keeping its number', async () => {
    const [page] = await pagesOf(
      await vlegalPdf({ ...teakToGermany(), status: 'APPROVED' }, { draft: true }),
    );
    expect(page).toContain('DRAFT – NOT VALID');
    expect(page).toContain(`3. Licence number ${NUMBER}`);
  });

  it('runs a 40-line document over several pages with every line on them', async () => {
    const doc = teakToGermany();
    doc.lines = Array.from({ length: 40 }, (_, i) => ({
      ...chairs(),
      lineNo: i + 1,
      commercialDescription: `Teak garden bench, model JMF-${String(i + 1).padStart(3, '0')}, KD, sanded`,
    }));
    const pages = await pagesOf(await vlegalPdf(doc));
    expect(pages.length).toBeGreaterThan(1);
    const all = pages.join(' ');
    for (const line of doc.lines) expect(all).toContain(line.commercialDescription);
    // The box titles of 9-16 head every page the lines run over.
    for (const page of pages.slice(0, -1))
      expect(page).toContain('9. Commercial description of the timber products');
    expect(pages.at(-1)).toContain('18. Signature and stamp of issuing authority');
  });

  it('sets text outside WinAnsi in an embedded font, so it reads back', async () => {
    const doc = teakToGermany();
    doc.importer = {
      ...doc.importer,
      name: 'Meble Ogrodowe Łódź Sp. z o.o.',
      countryIso: 'PL',
      countryName: 'Poland',
    };
    const [page] = await pagesOf(await vlegalPdf(doc));
    expect(page).toContain('Meble Ogrodowe Łódź Sp. z o.o.');
  });
});

describe('fixedScale', () => {
  it('pads and rounds half up on the digits, never through a float', () => {
    expect(fixedScale('12.345', 4)).toBe('12.3450');
    expect(fixedScale('2150', 2)).toBe('2150.00');
    expect(fixedScale('0.00005', 4)).toBe('0.0001');
    expect(fixedScale('9.99996', 4)).toBe('10.0000');
    expect(fixedScale('1.00004', 4)).toBe('1.0000');
    expect(fixedScale('123456789012345678.123456', 4)).toBe('123456789012345678.1235');
    expect(fixedScale('n/a', 4)).toBe('n/a');
  });
});
