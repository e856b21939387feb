/**
 * The import of a unit's harvest plots (EUDR): a GeoJSON FeatureCollection as the EU's file description
 * writes one, or a CSV of points. Each feature is checked as a plot written on its own is (`plot-rules.ts`,
 * the producer's name and country, the harvest dates) and answered stored, unchanged or refused with its
 * problems. A feature is stored once: it is found again by its plot code in the unit, or, without one, by
 * the hash of its rounded geometry among the plots without one, so a file imported twice stores nothing new.
 * Everything is one transaction, and the new plots go in by multi-row inserts: 10,000 features are a few
 * statements, not 10,000 round trips.
 */
import { createHash } from 'node:crypto';
import { CsvError, parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import { type Database, inTransaction } from '../db/index.ts';
import { engineResourceOf } from '../engine/declarations.ts';
import { ResourceRepository } from '../engine/repository.ts';
import { assertOpenForWrites, assertWritable } from '../engine/ownership.ts';
import { referable } from '../engine/tenancy.ts';
import type { EngineResource } from '../engine/types.ts';
import { UNKNOWN_REFERENCE, writeProblem } from '../engine/write-checks.ts';
import type { AppServices, HandlerMap } from '../http/context.ts';
import { problem } from '../http/problems.ts';
import { AuditType } from '../services/audit.ts';
import { checkedPlot, plotField, plotMessage, type StoredGeometry } from './plot-rules.ts';

/** One feature as read from the file: its properties by the EU's names, its geometry, where it was. */
export interface PlotFeature {
  index: number;
  /** The CSV line it was read from. */
  line?: number;
  properties: Readonly<Record<string, unknown>>;
  geometry: unknown;
  /** How a problem names a property (`properties.Area`, or a CSV's column) and the geometry. */
  field: (property: string) => string;
  geometryField: string;
}

export interface ImportProblem {
  rule: string;
  severity: 'error' | 'warning';
  field: string;
  message: string;
  values?: Record<string, string>;
}

export interface ImportedFeature {
  index: number;
  line?: number;
  outcome: 'STORED' | 'UNCHANGED' | 'REFUSED';
  id: number | null;
  plotCode: string | null;
  producerName: string | null;
  problems: ImportProblem[];
}

/** The columns of a plot as the import writes it. */
interface PlotRow {
  business_unit_id: number;
  plot_code: string | null;
  producer_name: string;
  producer_country_id: number;
  production_place: string | null;
  area_ha: number | null;
  geometry: string;
  geometry_type: StoredGeometry['geometryType'];
  geometry_warnings: string | null;
  harvest_start_date: string | null;
  harvest_end_date: string | null;
  supplier_id: number | null;
  created_by: string;
}

/** Rows per INSERT: 13 parameters a row stays well below PostgreSQL's 65,535 per statement. */
const BATCH = 1_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_AREA = 99_999_999.9999;

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');
/** A feature's identity in its unit: its plot code, or the hash of its geometry when it has none. */
const identity = (row: Pick<PlotRow, 'plot_code' | 'geometry'>) =>
  row.plot_code !== null ? `code:${row.plot_code}` : `geometry:${md5(row.geometry)}`;

const text = (value: unknown): string | null => {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};
/** A real day written YYYY-MM-DD (not 2026-02-30). */
const isDate = (value: string) => {
  const day = new Date(`${value}T00:00:00Z`);
  return DATE.test(value) && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
};

/**
 * Checks one feature as a plot of the unit: its properties, then its geometry with its area and country.
 * Answers the row to store, or null with the errors that refuse it; warnings either way.
 */
export function checkFeature(
  feature: PlotFeature,
  countries: ReadonlyMap<string, number>,
  unit: { businessUnitId: number; supplierId: number | null; login: string },
): { row: PlotRow | null; problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  const refuse = (rule: string, property: string) =>
    problems.push({
      rule,
      severity: 'error',
      field: feature.field(property),
      message: `eudr.import.${rule}`,
    });
  const p = feature.properties;

  const name = text(p.ProducerName);
  if (name === null || [...name].length > 500) refuse('producerName', 'ProducerName');
  const code = text(p.ProducerCountry)?.toUpperCase() ?? '';
  const countryId = countries.get(code);
  if (countryId === undefined) refuse('producerCountry', 'ProducerCountry');
  const place = text(p.ProductionPlace);
  if (place !== null && [...place].length > 255) refuse('productionPlace', 'ProductionPlace');
  const plotCode = text(p.PlotCode);
  if (plotCode !== null && [...plotCode].length > 50) refuse('plotCode', 'PlotCode');
  let area: number | null = null;
  if (p.Area !== undefined && p.Area !== null && p.Area !== '') {
    area = Math.round(Number(typeof p.Area === 'string' ? p.Area.trim() : p.Area) * 10_000) / 10_000;
    if (typeof p.Area === 'boolean' || !Number.isFinite(area) || area < 0.0001 || area > MAX_AREA) {
      refuse('area', 'Area');
      area = null;
    }
  }
  const dates = (['HarvestStartDate', 'HarvestEndDate'] as const).map((property) => {
    const value = text(p[property]);
    if (value !== null && !isDate(value)) refuse('harvestDate', property);
    return value !== null && isDate(value) ? value : null;
  });
  const [start, end] = dates as [string | null, string | null];
  if (start !== null && end !== null && end < start) refuse('harvestDates', 'HarvestEndDate');

  const checked = checkedPlot(feature.geometry, area, countryId === undefined ? null : code);
  for (const problem of checked.problems)
    problems.push({
      rule: problem.rule,
      severity: problem.severity,
      field: plotField(problem, feature.field('Area'), feature.geometryField),
      message: plotMessage(problem),
      ...(problem.values ? { values: problem.values } : {}),
    });
  const { stored } = checked;
  if (!stored || problems.some((found) => found.severity === 'error')) return { row: null, problems };
  return {
    row: {
      business_unit_id: unit.businessUnitId,
      plot_code: plotCode,
      producer_name: name as string,
      producer_country_id: countryId as number,
      production_place: place,
      area_ha: stored.areaHa,
      geometry: stored.geometry,
      geometry_type: stored.geometryType,
      geometry_warnings: stored.geometryWarnings,
      harvest_start_date: start,
      harvest_end_date: end,
      supplier_id: unit.supplierId,
      created_by: unit.login,
    },
    problems,
  };
}

/** The features of a GeoJSON FeatureCollection (its shape checked by the contract). */
function geoJsonFeatures(collection: { features: unknown[] }): PlotFeature[] {
  return collection.features.map((feature, index) => {
    const { properties, geometry } = (feature ?? {}) as { properties?: unknown; geometry?: unknown };
    return {
      index,
      properties:
        typeof properties === 'object' && properties !== null ? (properties as Record<string, unknown>) : {},
      geometry,
      field: (property) => `properties.${property}`,
      geometryField: 'geometry',
    };
  });
}

/**
 * The records of a CSV (RFC 4180, read by csv-parse: quoted values, doubled quotes, CRLF or LF, a byte order
 * mark), each with the line it starts on; blank lines are skipped. The separator is a semicolon when the
 * header has one and no comma. A quote left open refuses the file (400) at its line.
 */
export function csvRecords(csv: string): {
  separator: ',' | ';';
  records: { line: number; values: string[] }[];
} {
  const input = csv.replace(/^\uFEFF/, '');
  const header = input.slice(0, input.search(/\r?\n|$/));
  const separator = header.includes(';') && !header.includes(',') ? ';' : ',';
  let parsed: { record: string[]; raw: string }[];
  try {
    // With `raw`, each record comes with the text it was read from.
    parsed = parse(input, { delimiter: separator, relax_column_count: true, raw: true }) as unknown as {
      record: string[];
      raw: string;
    }[];
  } catch (error) {
    const line = error instanceof CsvError ? (error as CsvError & { lines?: number }).lines : undefined;
    throw problem.validation(
      [{ objectName: 'harvestPlotImport', field: 'csv', message: 'eudr.import.csv' }],
      `The CSV cannot be read at line ${line ?? '?'}: ${error instanceof Error ? error.message : error}.`,
    );
  }
  // A record starts on the line after the one before it ends; its raw text holds the line breaks of its values.
  const records: { line: number; values: string[] }[] = [];
  let line = 1;
  for (const { record, raw } of parsed) {
    if (record.length > 1 || record[0]?.trim() !== '') records.push({ line, values: record });
    line += 1 + (raw.match(/\n/g)?.length ?? 0);
  }
  return { separator, records };
}

const CSV_REQUIRED = ['ProducerName', 'ProducerCountry', 'Longitude', 'Latitude'];

/** The point plots of a CSV; a file without the columns a plot needs is refused as a whole (400). */
function csvFeatures(csv: string): PlotFeature[] {
  const { separator, records } = csvRecords(csv);
  const [header, ...rows] = records;
  const columns = (header?.values ?? []).map((name) => name.trim());
  const missing = CSV_REQUIRED.filter((name) => !columns.includes(name));
  if (missing.length)
    throw problem.validation(
      missing.map((name) => ({
        objectName: 'harvestPlotImport',
        field: name,
        message: 'eudr.import.column',
      })),
      `The CSV's first line names its columns; it lacks ${missing.join(', ')}.`,
    );
  // Between semicolons, a decimal comma is what a spreadsheet of the region writes; text that is no
  // number is left as it is, for the rules to refuse.
  const number = (value: string | undefined): number | string | null => {
    const written = (value ?? '').trim();
    if (written === '') return null;
    const n = Number(separator === ';' ? written.replace(',', '.') : written);
    return /^[-+]?\d/.test(written) && Number.isFinite(n) ? n : written;
  };
  return rows.map(({ line, values }, index) => {
    const at = (name: string) => values[columns.indexOf(name)];
    const properties = Object.fromEntries(columns.map((name, i) => [name, values[i]]));
    return {
      index,
      line,
      properties: { ...properties, Area: number(at('Area')) },
      geometry: { type: 'Point', coordinates: [number(at('Longitude')), number(at('Latitude'))] },
      field: (property) => property,
      geometryField: 'Longitude,Latitude',
    };
  });
}

/** The import's one handler. */
export function harvestPlotImportHandlers(services: AppServices): HandlerMap {
  const repo = new ResourceRepository(services.db);
  return {
    async importHarvestPlots(ctx) {
      const plots = engineResourceOf('harvestPlot') as EngineResource;
      const query = ctx.req.query as { businessUnitId: number; supplierId?: number };
      const features =
        typeof ctx.req.body === 'string'
          ? csvFeatures(ctx.req.body)
          : geoJsonFeatures(ctx.req.body as { features: unknown[] });
      const login = ctx.principal?.login ?? 'system';
      const answer = await inTransaction(services.db, async (tx) => {
        const within = repo.within(tx);
        const unit = { businessUnitId: query.businessUnitId };
        await assertWritable(ctx, plots, unit, within);
        await assertOpenForWrites(ctx, plots, unit, within);
        await assertReferences(within, query);
        const { rows: countries } = await sql<{ id: number; code: string }>`
          SELECT id, code FROM country`.execute(tx.kysely);
        const byCode = new Map(countries.map((c) => [c.code, c.id]));
        const of = { businessUnitId: query.businessUnitId, supplierId: query.supplierId ?? null, login };
        return storeFeatures(
          tx,
          plots,
          features.map((f) => ({ feature: f, ...checkFeature(f, byCode, of) })),
        );
      });
      await ctx.audit({
        principal: login,
        type: AuditType.entityCreated,
        data: { entity: 'harvestPlot', operationId: ctx.operationId, stored: answer.stored },
      });
      return answer;
    },
  };
}

/** The unit exists and the supplier named is one of its own (one answer for another tenant's and none). */
async function assertReferences(
  repo: ResourceRepository,
  query: { businessUnitId: number; supplierId?: number },
) {
  const unit = query.businessUnitId;
  const company = await repo.companyOfUnit(unit);
  const errors: { field: string }[] = [];
  if (company === undefined) errors.push({ field: 'businessUnitId' });
  else if (
    query.supplierId !== undefined &&
    !(await referable(repo, 'supplier', query.supplierId, { unit, company, from: [] }))
  )
    errors.push({ field: 'supplierId' });
  if (errors.length)
    throw problem.validation(
      errors.map(({ field }) => ({ objectName: 'harvestPlotImport', field, message: UNKNOWN_REFERENCE })),
      'The plots cannot be imported there.',
    );
}

/**
 * Stores the features no rule refused and the unit does not hold yet, in the file's order, and answers
 * what became of each: the same plot twice in the file is stored once, the second answered unchanged.
 */
async function storeFeatures(
  tx: Database,
  plots: EngineResource,
  checked: { feature: PlotFeature; row: PlotRow | null; problems: ImportProblem[] }[],
) {
  const rows = checked.flatMap((c) => (c.row ? [c.row] : []));
  const unitId = rows[0]?.business_unit_id;
  const ids = new Map<string, number>();
  if (unitId !== undefined) {
    const codes = [...new Set(rows.flatMap((r) => (r.plot_code === null ? [] : [r.plot_code])))];
    const hashes = [...new Set(rows.flatMap((r) => (r.plot_code === null ? [md5(r.geometry)] : [])))];
    const { rows: found } = await sql<{ id: number; plot_code: string | null; hash: string }>`
      SELECT id, plot_code, md5(geometry) AS hash FROM harvest_plot
      WHERE business_unit_id = ${unitId} AND plot_code = ANY(${codes}::text[])
      UNION ALL
      SELECT id, plot_code, md5(geometry) AS hash FROM harvest_plot
      WHERE business_unit_id = ${unitId} AND plot_code IS NULL AND md5(geometry) = ANY(${hashes}::text[])`.execute(
      tx.kysely,
    );
    for (const f of found)
      ids.set(f.plot_code !== null ? `code:${f.plot_code}` : `geometry:${f.hash}`, Number(f.id));
  }
  // New plots, each once, in the file's order.
  const fresh = new Map<string, PlotRow>();
  for (const row of rows) {
    const key = identity(row);
    if (!ids.has(key) && !fresh.has(key)) fresh.set(key, row);
  }
  const values = [...fresh.values()];
  for (let i = 0; i < values.length; i += BATCH) {
    // A plot another import stored meanwhile is a conflict (409 naming the plot code or the geometry).
    const inserted = await tx.kysely
      .insertInto('harvest_plot')
      .values(values.slice(i, i + BATCH))
      .returning(['id', 'plot_code', sql<string>`md5(geometry)`.as('hash')])
      .execute()
      .catch((err: unknown) => {
        throw writeProblem(plots, err) ?? err;
      });
    for (const r of inserted)
      ids.set(r.plot_code !== null ? `code:${r.plot_code}` : `geometry:${r.hash}`, Number(r.id));
  }

  const storedNow = new Set<string>();
  const features: ImportedFeature[] = checked.map(({ feature, row, problems }) => {
    const where = { index: feature.index, ...(feature.line ? { line: feature.line } : {}) };
    const named = {
      plotCode: text(feature.properties.PlotCode),
      producerName: text(feature.properties.ProducerName),
    };
    if (!row) return { ...where, outcome: 'REFUSED', id: null, ...named, problems };
    const key = identity(row);
    const first = fresh.has(key) && !storedNow.has(key);
    if (first) storedNow.add(key);
    return {
      ...where,
      outcome: first ? 'STORED' : 'UNCHANGED',
      id: ids.get(key) ?? null,
      ...named,
      problems,
    };
  });
  const count = (outcome: ImportedFeature['outcome']) => features.filter((f) => f.outcome === outcome).length;
  return { stored: count('STORED'), unchanged: count('UNCHANGED'), refused: count('REFUSED'), features };
}
