/**
 * The one-page summary of a V-Legal's EUDR data pack for its buyer: what was shipped (commodities by HS
 * heading, measures, species), the plots it came from (producer, country, place, area, harvest dates,
 * where), and whether the pack is complete. The statement data and the GeoJSON file carry the full detail;
 * the page names how many plots it leaves to them when they do not fit.
 */
import type { DataPack, PackPlot } from '@vlegal/domain/eudr/data-pack';
import type { Content, CustomTableLayout, TDocumentDefinitions } from 'pdfmake/interfaces';
import { fontFor, pdfmake } from '../services/pdf.ts';
import { fixedScale } from '../vlegal/pdf.ts';

export interface PackSummary {
  vlegalNumber: string | null;
  applicationNumber: string;
  exporter: string;
  businessUnit: string;
  buyer: string;
  destination: string;
  printedAt: string;
  printedBy: string;
  pack: DataPack;
  plots: PackPlot[];
}

/** Plot rows a page holds beside the rest; more are left to the GeoJSON file. */
export const PLOTS_ON_PAGE = 24;

const RULED: CustomTableLayout = {
  hLineWidth: (i) => (i <= 1 ? 0.75 : 0.25),
  vLineWidth: () => 0,
  hLineColor: () => '#555555',
  paddingLeft: () => 3,
  paddingRight: () => 3,
  paddingTop: () => 2,
  paddingBottom: () => 2,
};

/** Where a plot is, as a reader finds it on a map: its first position, latitude first. */
function whereOf(plot: PackPlot): string {
  const g = plot.geometry;
  if (!g) return '–';
  const first =
    g.type === 'Point'
      ? g.coordinates
      : g.type === 'MultiPoint'
        ? g.coordinates[0]
        : g.type === 'Polygon'
          ? g.coordinates[0]?.[0]
          : g.coordinates[0]?.[0]?.[0];
  if (!first) return '–';
  const [lon, lat] = first;
  return `${Math.abs(lat).toFixed(5)}°${lat < 0 ? 'S' : 'N'} ${Math.abs(lon).toFixed(5)}°${lon < 0 ? 'W' : 'E'} (${g.type})`;
}

const PROBLEMS: Record<string, string> = {
  lineWithoutPlots: 'a line reaches no plot',
  plotWithoutGeometry: 'a plot has no geometry',
  plotWithoutHarvestDates: 'a plot has no harvest dates',
  tooManyCommodities: 'more commodities than one statement takes',
  tooManyProducersPerCommodity: 'more producers of a commodity than one statement takes',
  tooManyProducers: 'more producers than one statement takes',
  geolocationTooLarge: 'more geolocation than one statement takes',
  nameTooLong: 'a name longer than the EU system takes',
};

function definition(s: PackSummary): TDocumentDefinitions {
  const { pack } = s;
  const header = (label: string) => ({ text: label, bold: true });
  const shown = s.plots.slice(0, PLOTS_ON_PAGE);
  const content: Content[] = [
    { text: 'EUDR due diligence data', fontSize: 15, bold: true },
    {
      text: `V-Legal ${s.vlegalNumber ?? `application ${s.applicationNumber}`} · statement reference ${pack.statement.internalReferenceNumber}`,
      margin: [0, 2, 0, 8],
    },
    {
      columns: [
        { stack: [header('Exporter'), s.exporter, s.businessUnit, 'Country of production: Indonesia (ID)'] },
        { stack: [header('Buyer'), s.buyer, `Destination: ${s.destination}`, 'Activity: export'] },
      ],
      margin: [0, 0, 0, 8],
    },
    {
      text: pack.ready
        ? `Complete: every line traces to ${pack.plots} plot(s) with geometry and harvest dates.`
        : `Not complete: ${[...new Set(pack.problems.map((p) => PROBLEMS[p.rule] ?? p.rule))].join('; ')}.`,
      bold: true,
      color: pack.ready ? '#1a5e20' : '#a30000',
      margin: [0, 0, 0, 8],
    },
    { text: 'Commodities', bold: true, fontSize: 11, margin: [0, 0, 0, 3] },
    {
      table: {
        headerRows: 1,
        widths: [45, '*', 60, 55, 55, 110],
        body: [
          ['HS', 'Description', 'Net mass kg', 'Volume m³', 'Units', 'Species'].map(header),
          ...pack.statement.commodities.map((c) => [
            c.hsHeading,
            c.descriptors.descriptionOfGoods,
            {
              text: fixedScale(String(c.descriptors.goodsMeasure.netWeight), 2),
              alignment: 'right' as const,
            },
            { text: fixedScale(String(c.descriptors.goodsMeasure.volume), 4), alignment: 'right' as const },
            {
              text: `${c.descriptors.goodsMeasure.supplementaryUnit} ${c.descriptors.goodsMeasure.supplementaryUnitQualifier ?? ''}`.trim(),
              alignment: 'right' as const,
            },
            c.speciesInfo
              .map((sp) => `${sp.scientificName}${sp.commonName ? ` (${sp.commonName})` : ''}`)
              .join('; '),
          ]),
        ],
      },
      layout: RULED,
      margin: [0, 0, 0, 8],
    },
    { text: `Plots (${pack.plots})`, bold: true, fontSize: 11, margin: [0, 0, 0, 3] },
    {
      table: {
        headerRows: 1,
        widths: [48, '*', 22, 60, 32, 105, 135],
        body: [
          ['Plot', 'Producer', 'Ctry', 'Place', 'Area ha', 'Harvest', 'Where'].map(header),
          ...shown.map((p) => [
            p.plotCode ?? String(p.plotId),
            p.producerName,
            p.producerCountry,
            p.productionPlace ?? '–',
            { text: p.areaHa ?? '–', alignment: 'right' as const },
            p.harvestStartDate && p.harvestEndDate ? `${p.harvestStartDate} – ${p.harvestEndDate}` : '–',
            whereOf(p),
          ]),
        ],
      },
      layout: RULED,
    },
    ...(s.plots.length > shown.length
      ? [
          {
            text: `${s.plots.length - shown.length} more plot(s) are in the GeoJSON file of this pack.`,
            italics: true,
            margin: [0, 3, 0, 0] as [number, number, number, number],
          },
        ]
      : []),
  ];
  return {
    pageSize: 'A4',
    pageMargins: [28, 28, 28, 36],
    defaultStyle: { font: fontFor(s), fontSize: 8 },
    info: { title: `EUDR data – ${s.vlegalNumber ?? s.applicationNumber}` },
    footer: {
      text: `Printed ${s.printedAt} by ${s.printedBy}. The statement data (JSON) and the plots (GeoJSON) of this pack hold every detail.`,
      fontSize: 7,
      margin: [28, 10, 28, 0],
    },
    content,
  };
}

/** The summary page as a PDF. */
export function packPdf(summary: PackSummary): Promise<Buffer> {
  return pdfmake.createPdf(definition(summary)).getBuffer();
}
