/**
 * The EUDR data pack of a V-Legal (docs/adr/0032-eudr-data-pack.md; `dataPackOf` in the domain makes it):
 * each line's harvest plots, read from the lineage. A line whose export is posted traces its own outflow
 * backward; a line not yet posted (a draft, a V-Legal under review) traces the inflows its stock would draw
 * it from now, first in, first out, as its posting will. Either way the plots are those of the receipts the
 * trace ends at, never a share of everything the stock ever received (mass balance is not allowed).
 */
import { big } from '@vlegal/domain/books/quantity';
import { dataPackOf, type PackLine, type PackPlot } from '@vlegal/domain/eudr/data-pack';
import type { PlotGeometry } from '@vlegal/domain/eudr/plot-geometry';
import { type Kysely, sql } from 'kysely';
import type { AppServices, HandlerMap, RequestContext } from '../http/context.ts';
import { problem } from '../http/problems.ts';
import { reachedVlegal } from '../vlegal/reach.ts';
import { packPdf } from './pack-pdf.ts';
import { traceBackward, traced } from './trace.ts';

// biome-ignore lint/suspicious/noExplicitAny: the pack reads several tables in SQL
type AnyDB = Kysely<any>;

interface LineRow {
  line_no: number;
  stock_id: number;
  hs_code: string | null;
  description: string | null;
  volume_m3: string;
  net_weight_kg: string;
  number_of_units: string;
  unit_name: string | null;
  export_entry_id: number | null;
}

interface PlotRow {
  id: number;
  plot_code: string | null;
  producer_name: string;
  producer_country: string;
  production_place: string | null;
  area_ha: string | null;
  geometry: string;
  harvest_start_date: string | null;
  harvest_end_date: string | null;
}

/**
 * The inflows a line not yet posted would draw from: its stock's inflows with something left, oldest first,
 * until they cover its volume (or all of them, when they do not).
 */
async function inflowsFor(db: AnyDB, stockId: number, volumeM3: string): Promise<number[]> {
  const { rows } = await sql<{ entry_id: number; volume_m3: string }>`
    SELECT entry_id, volume_m3 FROM stock_inflow
    WHERE stock_id = ${stockId} AND volume_m3 > 0 ORDER BY movement_date, entry_id`.execute(db);
  const taken: number[] = [];
  let left = big(volumeM3);
  for (const r of rows) {
    if (left.lte(0)) break;
    taken.push(Number(r.entry_id));
    left = left.minus(big(r.volume_m3));
  }
  return taken;
}

/** The data pack of V-Legal `id` with what its summary page prints. */
export async function vlegalDataPack(db: AnyDB, id: number) {
  const { rows: heads } = await sql<{
    vlegal_number: string | null;
    application_number: string;
    destination_iso: string;
    destination_name: string;
    flegt_partner: boolean;
    exporter: string;
    business_unit: string;
    buyer: string;
  }>`
    SELECT v.vlegal_number, v.application_number, dc.code AS destination_iso, dc.name AS destination_name,
      dc.flegt_partner, c.name AS exporter, u.name AS business_unit, b.name AS buyer
    FROM vlegal v
    JOIN business_unit u ON u.id = v.business_unit_id
    JOIN company c ON c.id = u.company_id
    JOIN buyer b ON b.id = v.buyer_id
    JOIN country dc ON dc.id = v.country_of_destination_id
    WHERE v.id = ${id}`.execute(db);
  const head = heads[0];
  if (!head) return null;
  // Each line with its export entry, when posted and standing (each stock is once per V-Legal).
  const { rows: lines } = await sql<LineRow>`
    SELECT m.line_no, m.stock_id, h.code AS hs_code, coalesce(m.commercial_description, p.name, s.item_name) AS description,
      m.volume_m3, m.net_weight_kg, m.number_of_units, m.unit_name, e.id AS export_entry_id
    FROM vlegal_material m
    JOIN stock s ON s.id = m.stock_id
    LEFT JOIN product p ON p.id = m.product_id
    LEFT JOIN hs_code h ON h.id = coalesce(m.hs_code_id, p.hs_code_id)
    LEFT JOIN LATERAL (
      SELECT e.id FROM stock_credit e
      WHERE e.source_type = 'VLEGAL' AND e.source_id = m.vlegal_id AND e.stock_id = m.stock_id
        AND e.movement_type = 'VLEGAL_EXPORT' AND e.reverses_id IS NULL
        AND NOT EXISTS (SELECT 1 FROM stock_credit r WHERE r.reverses_id = e.id)
      ORDER BY e.id DESC LIMIT 1
    ) e ON true
    WHERE m.vlegal_id = ${id}
    ORDER BY m.line_no, m.id`.execute(db);
  const { rows: species } = await sql<{
    line_no: number;
    scientific_name: string;
    trade_name: string | null;
  }>`
    SELECT DISTINCT m.line_no, n.scientific_name, n.trade_name
    FROM vlegal_material m
    LEFT JOIN vlegal_material_country mc ON mc.vlegal_material_id = m.id
    JOIN scientific_name n ON n.id = coalesce(mc.scientific_name_id, m.scientific_name_id)
    WHERE m.vlegal_id = ${id}
    ORDER BY m.line_no, n.scientific_name`.execute(db);

  const plotsOfLine = new Map<number, number[]>();
  for (const line of lines) {
    const start =
      line.export_entry_id !== null
        ? { outflows: [Number(line.export_entry_id)], inflows: [], held: null }
        : { outflows: [], inflows: await inflowsFor(db, Number(line.stock_id), line.volume_m3), held: null };
    const trace = await traceBackward(db, start, false);
    plotsOfLine.set(Number(line.line_no), [...new Set(trace.receipts.flatMap((r) => r.harvestPlotIds))]);
  }
  const plotIds = [...new Set([...plotsOfLine.values()].flat())];
  const { rows: plotRows } = plotIds.length
    ? await sql<PlotRow>`
        SELECT p.id, p.plot_code, p.producer_name, c.code AS producer_country, p.production_place,
          p.area_ha::text AS area_ha, p.geometry, to_char(p.harvest_start_date, 'YYYY-MM-DD') AS harvest_start_date,
          to_char(p.harvest_end_date, 'YYYY-MM-DD') AS harvest_end_date
        FROM harvest_plot p JOIN country c ON c.id = p.producer_country_id
        WHERE p.id IN (${sql.join(plotIds)}) ORDER BY p.plot_code, p.id`.execute(db)
    : { rows: [] as PlotRow[] };
  const plots = new Map<number, PackPlot>(
    plotRows.map((r) => [
      Number(r.id),
      {
        plotId: Number(r.id),
        plotCode: r.plot_code,
        producerName: r.producer_name,
        producerCountry: r.producer_country,
        productionPlace: r.production_place,
        areaHa: r.area_ha === null ? null : big(r.area_ha).toFixed(),
        geometry: r.geometry ? (JSON.parse(r.geometry) as PlotGeometry) : null,
        harvestStartDate: r.harvest_start_date,
        harvestEndDate: r.harvest_end_date,
      },
    ]),
  );
  const packLines: PackLine[] = lines.map((line) => ({
    lineNo: Number(line.line_no),
    hsCode: line.hs_code ?? '',
    description: line.description ?? '',
    netWeightKg: line.net_weight_kg,
    volumeM3: line.volume_m3,
    numberOfUnits: line.number_of_units,
    unitName: line.unit_name,
    species: species
      .filter((s) => Number(s.line_no) === Number(line.line_no))
      .map((s) => ({ scientificName: s.scientific_name, commonName: s.trade_name })),
    plots: (plotsOfLine.get(Number(line.line_no)) ?? [])
      .map((plotId) => plots.get(plotId))
      .filter((p): p is PackPlot => !!p),
  }));
  const pack = dataPackOf({
    internalReference: head.vlegal_number ?? head.application_number,
    lines: packLines,
  });
  return {
    head,
    pack,
    plots: [...plots.values()],
    answer: {
      vlegalId: id,
      vlegalNumber: head.vlegal_number,
      applicationNumber: head.application_number,
      destinationCountry: head.destination_iso,
      euDestination: head.flegt_partner,
      ready: pack.ready,
      problems: pack.problems,
      lines: lines.map((line) => ({
        lineNo: Number(line.line_no),
        stockId: Number(line.stock_id),
        posted: line.export_entry_id !== null,
        exportEntryId: line.export_entry_id === null ? null : Number(line.export_entry_id),
        harvestPlotIds: plotsOfLine.get(Number(line.line_no)) ?? [],
      })),
      harvestPlots: [...plots.values()].map(({ plotId, geometry, ...plot }) => ({
        id: plotId,
        ...plot,
        geolocation: geometry,
      })),
      statement: pack.statement,
    },
  };
}

/** A file name of ASCII letters, digits and dashes from a V-Legal's number. */
const fileName = (reference: string, extension: string) =>
  `eudr-${reference.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}.${extension}`;

export function dataPackHandlers({ db }: AppServices): HandlerMap {
  const k = db.kysely as unknown as AnyDB;
  /** The pack of the V-Legal the caller reads (another unit's answers 404). */
  const packOf = async (ctx: RequestContext) => {
    const { id } = ctx.req.params as { id: number };
    await reachedVlegal(k, ctx, Number(id));
    const made = await traced(db, (tx) => vlegalDataPack(tx, Number(id)));
    // Deleted (a draft) since the check: as one that does not exist.
    if (!made) throw problem.notFound('No V-Legal with this id.');
    return made;
  };
  return {
    async getVlegalDataPack(ctx) {
      return (await packOf(ctx)).answer;
    },
    async getVlegalDataPackGeojson(ctx) {
      const { head, pack } = await packOf(ctx);
      ctx.reply
        .header('Content-Type', 'application/geo+json')
        .header(
          'Content-Disposition',
          `attachment; filename="${fileName(head.vlegal_number ?? head.application_number, 'geojson')}"`,
        );
      return JSON.stringify(pack.geojson);
    },
    async getVlegalDataPackPdf(ctx) {
      const { head, pack, plots } = await packOf(ctx);
      const pdf = await packPdf({
        vlegalNumber: head.vlegal_number,
        applicationNumber: head.application_number,
        exporter: head.exporter,
        businessUnit: head.business_unit,
        buyer: head.buyer,
        destination: `${head.destination_name} (${head.destination_iso})`,
        printedAt: new Date().toISOString().slice(0, 16).replace('T', ' '),
        printedBy: ctx.principal?.login ?? 'system',
        pack,
        plots,
      });
      ctx.reply
        .header('Content-Type', 'application/pdf')
        .header(
          'Content-Disposition',
          `attachment; filename="${fileName(head.vlegal_number ?? head.application_number, 'pdf')}"`,
        );
      return pdf;
    },
  };
}
