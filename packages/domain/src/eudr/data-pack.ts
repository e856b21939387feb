/**
 * The data an EU buyer of a V-Legal's goods files in its due diligence statement (EUDR, Regulation (EU)
 * 2023/1115; EXPORT-FACTS §3), made from the V-Legal's lines and the plots their lineage reaches:
 * - the statement in the shape of the EU information system's API: commodities by HS heading with their
 *   description and measures (net mass in kg, volume, supplementary units), their species (scientific and
 *   common names) and their producers (ISO-2 country, name, the producer's plots as base64 GeoJSON);
 * - a GeoJSON FeatureCollection of every plot, with the EU's property names (`ProducerName`,
 *   `ProducerCountry`, `ProductionPlace`, `Area`);
 * - what keeps the pack from being offered: a line that reaches no plot, a plot without geometry or harvest
 *   dates, and the system's limits (commodities, producers per commodity and per statement, 25 MB of
 *   geolocation). Mass balance is not allowed, so a line counts only the plots its own lineage reaches.
 */
import type { PlotGeometry } from './plot-geometry.ts';

/** The EU information system's limits on one statement. */
export const PACK_LIMITS = {
  commodities: 100,
  producersPerCommodity: 1000,
  producersPerStatement: 10_000,
  /** Bytes of geolocation (the producers' GeoJSON, before base64). */
  geolocationBytes: 25 * 1024 * 1024,
  /** Characters of a species' name and of a producer's name. */
  speciesName: 200,
  producerName: 500,
} as const;

export interface PackPlot {
  plotId: number;
  plotCode: string | null;
  producerName: string;
  /** ISO 3166-1 alpha-2. */
  producerCountry: string;
  productionPlace: string | null;
  /** Hectares as decimal text; a point's plot is 4 ha when none is declared. */
  areaHa: string | null;
  geometry: PlotGeometry | null;
  harvestStartDate: string | null;
  harvestEndDate: string | null;
}

export interface PackLine {
  lineNo: number;
  hsCode: string;
  description: string;
  /** Decimal texts, as the V-Legal keeps them. */
  netWeightKg: string;
  volumeM3: string;
  numberOfUnits: string;
  unitName: string | null;
  species: { scientificName: string; commonName: string | null }[];
  /** The plots the line's lineage reaches (its own, never a share of the stock's). */
  plots: PackPlot[];
}

export interface PackInput {
  /** The V-Legal's number (or its application's reference while it has none). */
  internalReference: string;
  lines: PackLine[];
}

export type PackRule =
  | 'lineWithoutPlots'
  | 'plotWithoutGeometry'
  | 'plotWithoutHarvestDates'
  | 'tooManyCommodities'
  | 'tooManyProducersPerCommodity'
  | 'tooManyProducers'
  | 'geolocationTooLarge'
  | 'nameTooLong';

/** What keeps a pack from being offered; the message key is `eudr.pack.<rule>`. */
export interface PackProblem {
  rule: PackRule;
  /** The V-Legal line, the plot or the HS heading it is about, when it is about one. */
  lineNo?: number;
  plotId?: number;
  hsHeading?: string;
  values?: Record<string, string>;
}

export interface StatementProducer {
  country: string;
  name: string;
  /** The producer's plots as a GeoJSON FeatureCollection, base64. */
  geometryGeojson: string;
}

export interface StatementCommodity {
  hsHeading: string;
  descriptors: {
    descriptionOfGoods: string;
    goodsMeasure: {
      netWeight: number;
      volume: number;
      supplementaryUnit: number;
      supplementaryUnitQualifier?: string;
    };
  };
  speciesInfo: { scientificName: string; commonName: string }[];
  producers: StatementProducer[];
}

export interface Statement {
  internalReferenceNumber: string;
  activityType: 'EXPORT';
  countryOfActivity: 'ID';
  commodities: StatementCommodity[];
}

export interface PlotFeature {
  type: 'Feature';
  geometry: PlotGeometry;
  properties: { ProducerName: string; ProducerCountry: string; ProductionPlace?: string; Area?: number };
}

export interface DataPack {
  statement: Statement;
  geojson: { type: 'FeatureCollection'; features: PlotFeature[] };
  /** Distinct plots the pack names. */
  plots: number;
  problems: PackProblem[];
  /** Whether the pack may be offered to the buyer: no problem at all. */
  ready: boolean;
}

/** The HS heading a statement names: the code's digits, at most six (the system takes 2 to 6). */
export const hsHeadingOf = (hsCode: string): string => hsCode.replace(/\D/g, '').slice(0, 6);

const featureOf = (plot: PackPlot & { geometry: PlotGeometry }): PlotFeature => ({
  type: 'Feature',
  geometry: plot.geometry,
  properties: {
    ProducerName: plot.producerName,
    ProducerCountry: plot.producerCountry,
    ...(plot.productionPlace ? { ProductionPlace: plot.productionPlace } : {}),
    ...(plot.areaHa !== null && plot.areaHa !== '' ? { Area: Number(plot.areaHa) } : {}),
  },
});

const utf8 = new TextEncoder();
/** Base64 of a text's UTF-8 bytes (the domain runs in browsers too: no Buffer). */
function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}

const sum = (values: readonly string[]) => values.reduce((total, v) => total + Number(v || 0), 0);
/** A measure as the system takes it: a number, kept to the V-Legal's own decimals. */
const measure = (value: number, decimals: number) => Number(value.toFixed(decimals));

/** The data pack of a V-Legal from its lines and the plots each reaches. */
export function dataPackOf(input: PackInput, limits: typeof PACK_LIMITS = PACK_LIMITS): DataPack {
  const problems: PackProblem[] = [];
  const withGeometry = new Map<number, PackPlot & { geometry: PlotGeometry }>();
  const checked = new Set<number>();
  for (const line of input.lines) {
    if (!line.plots.length) problems.push({ rule: 'lineWithoutPlots', lineNo: line.lineNo });
    for (const plot of line.plots) {
      if (checked.has(plot.plotId)) continue;
      checked.add(plot.plotId);
      if (!plot.geometry) problems.push({ rule: 'plotWithoutGeometry', plotId: plot.plotId });
      else withGeometry.set(plot.plotId, plot as PackPlot & { geometry: PlotGeometry });
      if (!plot.harvestStartDate || !plot.harvestEndDate)
        problems.push({ rule: 'plotWithoutHarvestDates', plotId: plot.plotId });
      if (plot.producerName.length > limits.producerName)
        problems.push({
          rule: 'nameTooLong',
          plotId: plot.plotId,
          values: { max: String(limits.producerName) },
        });
    }
  }

  // Lines of one HS heading make one commodity; its producers are those whose plots its lines reach.
  const byHeading = new Map<string, PackLine[]>();
  for (const line of input.lines) {
    const heading = hsHeadingOf(line.hsCode);
    const lines = byHeading.get(heading) ?? [];
    if (!lines.length) byHeading.set(heading, lines);
    lines.push(line);
  }
  if (byHeading.size > limits.commodities)
    problems.push({
      rule: 'tooManyCommodities',
      values: { count: String(byHeading.size), max: String(limits.commodities) },
    });

  let geolocationBytes = 0;
  const producersOfStatement = new Set<string>();
  const commodities: StatementCommodity[] = [...byHeading].map(([hsHeading, lines]) => {
    const species = new Map<string, string>();
    const producers = new Map<string, { country: string; name: string; plots: Map<number, PlotFeature> }>();
    for (const line of lines) {
      for (const s of line.species) {
        if (s.scientificName.length > limits.speciesName || (s.commonName ?? '').length > limits.speciesName)
          problems.push({
            rule: 'nameTooLong',
            lineNo: line.lineNo,
            values: { max: String(limits.speciesName) },
          });
        if (!species.has(s.scientificName)) species.set(s.scientificName, s.commonName ?? '');
      }
      for (const plot of line.plots) {
        const located = withGeometry.get(plot.plotId);
        if (!located) continue;
        const key = `${plot.producerCountry}\u0000${plot.producerName}`;
        const producer = producers.get(key) ?? {
          country: plot.producerCountry,
          name: plot.producerName,
          plots: new Map(),
        };
        producers.set(key, producer);
        producer.plots.set(plot.plotId, featureOf(located));
        producersOfStatement.add(key);
      }
    }
    if (producers.size > limits.producersPerCommodity)
      problems.push({
        rule: 'tooManyProducersPerCommodity',
        hsHeading,
        values: { count: String(producers.size), max: String(limits.producersPerCommodity) },
      });
    const units = sum(lines.map((l) => l.numberOfUnits));
    const qualifiers = new Set(lines.map((l) => l.unitName).filter((u): u is string => !!u));
    return {
      hsHeading,
      descriptors: {
        descriptionOfGoods: [...new Set(lines.map((l) => l.description))].join('; '),
        goodsMeasure: {
          netWeight: measure(sum(lines.map((l) => l.netWeightKg)), 2),
          volume: measure(sum(lines.map((l) => l.volumeM3)), 4),
          supplementaryUnit: measure(units, 2),
          // One qualifier only when the lines count their units alike.
          ...(qualifiers.size === 1 ? { supplementaryUnitQualifier: [...qualifiers][0] as string } : {}),
        },
      },
      speciesInfo: [...species].map(([scientificName, commonName]) => ({ scientificName, commonName })),
      producers: [...producers.values()].map((p) => {
        const bytes = utf8.encode(
          JSON.stringify({ type: 'FeatureCollection', features: [...p.plots.values()] }),
        );
        geolocationBytes += bytes.length;
        return { country: p.country, name: p.name, geometryGeojson: base64Of(bytes) };
      }),
    };
  });
  if (producersOfStatement.size > limits.producersPerStatement)
    problems.push({
      rule: 'tooManyProducers',
      values: { count: String(producersOfStatement.size), max: String(limits.producersPerStatement) },
    });
  if (geolocationBytes > limits.geolocationBytes)
    problems.push({
      rule: 'geolocationTooLarge',
      values: {
        megabytes: (geolocationBytes / 1024 / 1024).toFixed(1),
        max: String(limits.geolocationBytes / 1024 / 1024),
      },
    });

  return {
    statement: {
      internalReferenceNumber: input.internalReference,
      activityType: 'EXPORT',
      countryOfActivity: 'ID',
      commodities,
    },
    geojson: { type: 'FeatureCollection', features: [...withGeometry.values()].map(featureOf) },
    plots: checked.size,
    problems,
    ready: problems.length === 0,
  };
}
