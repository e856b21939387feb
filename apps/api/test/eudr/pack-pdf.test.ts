import { dataPackOf, type PackLine, type PackPlot } from '@vlegal/domain/eudr/data-pack';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { PLOTS_ON_PAGE, packPdf } from '../../src/eudr/pack-pdf.ts';

const plot = (plotId: number, over: Partial<PackPlot> = {}): PackPlot => ({
  plotId,
  plotCode: `BLK-${String(plotId).padStart(3, '0')}`,
  producerName: 'KPH Randublatung',
  producerCountry: 'ID',
  productionPlace: 'Blora, Jawa Tengah',
  areaHa: '3.2',
  geometry: { type: 'Point', coordinates: [111.25, -7.05] },
  harvestStartDate: '2026-01-05',
  harvestEndDate: '2026-02-20',
  ...over,
});

const chairs = (plots: PackPlot[]): PackLine => ({
  lineNo: 1,
  hsCode: '9403.60',
  description: 'Teak garden chair, folding',
  netWeightKg: '4200.5',
  volumeM3: '12.345',
  numberOfUnits: '180',
  unitName: 'pcs',
  species: [{ scientificName: 'Tectona grandis', commonName: 'Jati' }],
  plots,
});

async function pages(plots: PackPlot[]) {
  const pdf = await packPdf({
    vlegalNumber: '00001.00001/JKT/11/2026',
    applicationNumber: 'APP-7',
    exporter: 'PT Jati Makmur',
    businessUnit: 'Jati Makmur Jepara',
    buyer: 'Gartenmöbel Schmidt GmbH',
    destination: 'Germany',
    printedAt: '2026-11-28 10:00',
    printedBy: 'unitadmin',
    pack: dataPackOf({ internalReference: '00001.00001/JKT/11/2026', lines: [chairs(plots)] }),
    plots,
  });
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: false });
  return text;
}

describe("the data pack's summary page", () => {
  it('names the shipment, its commodity and every plot with where and when it was harvested', async () => {
    const text = await pages([plot(1), plot(2, { producerName: 'CV Hutan Rakyat', areaHa: null })]);
    expect(text).toHaveLength(1);
    const page = text[0] as string;
    for (const expected of [
      'V-Legal 00001.00001/JKT/11/2026',
      'Gartenmöbel Schmidt GmbH',
      'Complete: every line traces to 2 plot(s)',
      '940360',
      '4200.50',
      '12.3450',
      '180 pcs',
      'Tectona grandis (Jati)',
      'BLK-001',
      'CV Hutan Rakyat',
      '2026-01-05 – 2026-02-20',
      '7.05000°S 111.25000°E (Point)',
    ])
      expect(page).toContain(expected);
  });

  it('says what is missing, and stays one page with the plots beyond it left to the GeoJSON file', async () => {
    const many = Array.from({ length: PLOTS_ON_PAGE + 6 }, (_, i) =>
      plot(i + 1, { harvestEndDate: i ? '2026-02-20' : null }),
    );
    const text = await pages(many);
    expect(text).toHaveLength(1);
    expect(text[0]).toContain('Not complete: a plot has no harvest dates.');
    expect(text[0]).toContain('6 more plot(s) are in the GeoJSON file of this pack.');
  });
});
