import { describe, expect, it } from 'vitest';
import { dataPackOf, hsHeadingOf, PACK_LIMITS, type PackLine, type PackPlot } from './data-pack.ts';

const plot = (plotId: number, over: Partial<PackPlot> = {}): PackPlot => ({
  plotId,
  plotCode: `P-${plotId}`,
  producerName: 'KPH Randublatung',
  producerCountry: 'ID',
  productionPlace: 'Blora',
  areaHa: '2.5',
  geometry: { type: 'Point', coordinates: [Number((111.2 + plotId / 1000).toFixed(6)), -7.1] },
  harvestStartDate: '2026-01-05',
  harvestEndDate: '2026-02-20',
  ...over,
});

const line = (lineNo: number, over: Partial<PackLine> = {}): PackLine => ({
  lineNo,
  hsCode: '9403.60.90',
  description: 'Garden chairs of teak',
  netWeightKg: '1250.50',
  volumeM3: '3.1250',
  numberOfUnits: '120',
  unitName: 'pcs',
  species: [{ scientificName: 'Tectona grandis', commonName: 'Jati' }],
  plots: [plot(1)],
  ...over,
});

const decoded = (base64: string) =>
  JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))));

describe('the data pack of a V-Legal', () => {
  it('makes one commodity per HS heading with its summed measures, species and producers', () => {
    const pack = dataPackOf({
      internalReference: '00001.00001/JKT/1/2026',
      lines: [
        line(1, { plots: [plot(1), plot(2)] }),
        line(2, { netWeightKg: '100.25', volumeM3: '0.5000', numberOfUnits: '10', plots: [plot(2)] }),
        line(3, {
          hsCode: '4407.29.91',
          description: 'Sawn meranti',
          unitName: null,
          species: [{ scientificName: 'Shorea spp.', commonName: 'Meranti' }],
          plots: [plot(3, { producerName: 'CV Hutan Lestari', geometry: null })],
        }),
      ],
    });
    expect(pack.statement).toMatchObject({ activityType: 'EXPORT', countryOfActivity: 'ID' });
    const [chairs, sawn] = pack.statement.commodities;
    expect(chairs?.hsHeading).toBe('940360');
    expect(chairs?.descriptors).toEqual({
      descriptionOfGoods: 'Garden chairs of teak',
      goodsMeasure: {
        netWeight: 1350.75,
        volume: 3.625,
        supplementaryUnit: 130,
        supplementaryUnitQualifier: 'pcs',
      },
    });
    expect(chairs?.speciesInfo).toEqual([{ scientificName: 'Tectona grandis', commonName: 'Jati' }]);
    // Both plots belong to one producer: one producer, its plots in one FeatureCollection.
    expect(chairs?.producers).toHaveLength(1);
    const geometry = decoded(chairs?.producers[0]?.geometryGeojson as string);
    expect(
      geometry.features.map((f: { geometry: { coordinates: number[] } }) => f.geometry.coordinates[0]),
    ).toEqual([111.201, 111.202]);
    expect(geometry.features[0].properties).toEqual({
      ProducerName: 'KPH Randublatung',
      ProducerCountry: 'ID',
      ProductionPlace: 'Blora',
      Area: 2.5,
    });
    // A plot without geometry is named, and keeps the pack from being offered.
    expect(sawn?.producers).toEqual([]);
    expect(pack.plots).toBe(3);
    expect(pack.geojson.features).toHaveLength(2);
    expect(pack.problems).toEqual([{ rule: 'plotWithoutGeometry', plotId: 3 }]);
    expect(pack.ready).toBe(false);
  });

  it('is ready when every line reaches plots with geometry and harvest dates', () => {
    const pack = dataPackOf({ internalReference: 'X', lines: [line(1), line(2, { plots: [plot(2)] })] });
    expect(pack.problems).toEqual([]);
    expect(pack.ready).toBe(true);
  });

  it('names a line that reaches no plot and a plot without harvest dates', () => {
    const pack = dataPackOf({
      internalReference: 'X',
      lines: [line(1, { plots: [] }), line(2, { plots: [plot(7, { harvestEndDate: null })] })],
    });
    expect(pack.problems).toEqual([
      { rule: 'lineWithoutPlots', lineNo: 1 },
      { rule: 'plotWithoutHarvestDates', plotId: 7 },
    ]);
  });

  it('checks the limits of the EU system: producers per commodity and the size of the geolocation', () => {
    const many = Array.from({ length: PACK_LIMITS.producersPerCommodity + 1 }, (_, i) =>
      plot(i + 1, { producerName: `Producer ${i}` }),
    );
    const crowded = dataPackOf({ internalReference: 'X', lines: [line(1, { plots: many })] });
    expect(crowded.problems).toEqual([
      {
        rule: 'tooManyProducersPerCommodity',
        hsHeading: '940360',
        values: { count: '1001', max: '1000' },
      },
    ]);
    // The geolocation's size against a limit of 1 kB: three producers' points are more.
    const heavy = dataPackOf(
      {
        internalReference: 'X',
        lines: [line(1, { plots: [1, 2, 3].map((i) => plot(i, { producerName: `P${i}`.repeat(150) })) })],
      },
      { ...PACK_LIMITS, geolocationBytes: 1024 },
    );
    expect(heavy.problems.map((p) => p.rule)).toEqual(['geolocationTooLarge']);
  });

  it('reads an HS code as the heading of at most six digits', () => {
    expect(hsHeadingOf('4407.29.91')).toBe('440729');
    expect(hsHeadingOf('9403')).toBe('9403');
  });
});
