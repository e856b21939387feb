import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/index.ts';
import { COUNTRIES } from './lists/countries.ts';
import { CURRENCIES } from './lists/currencies.ts';
import { HS_CODES } from './lists/hs-codes.ts';
import {
  BUSINESS_CERTIFICATE_TYPES,
  BUSINESS_PERMIT_TYPES,
  DOCUMENT_NUMBER_FORMATS,
  DOCUMENT_TRANSPORT_TYPES,
  INDUSTRIAL_SCOPES,
  ORIGINS_OF_RAW_MATERIAL,
  RAW_MATERIAL_CATEGORIES,
  RAW_MATERIAL_TYPES,
  TRANSPORTATIONS,
  VLEGAL_CANCEL_REASONS,
} from './lists/masters.ts';
import { DISTRICTS, PROVINCES } from './lists/regions.ts';
import { SEA_PORTS } from './lists/sea-ports.ts';
import { SCIENTIFIC_NAMES } from './lists/species.ts';

type Row = Record<string, unknown>;
type AnyDB = Record<string, Row>;
type Tx = Kysely<AnyDB>;

/** camelCase field -> snake_case column (`densityKgM3` -> `density_kg_m3`, `code3` -> `code3`). */
export function toColumn(field: string): string {
  return field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

function toColumns(row: object): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(row)) out[toColumn(k)] = v;
  return out;
}

/** One reference list: its table and its rows (parents' natural keys already turned into ids). */
interface ReferenceSet {
  table: string;
  rows: () => Promise<readonly object[]> | readonly object[];
}

const CHUNK = 200;

async function insertAll(tx: Tx, table: string, rows: readonly object[]): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK).map(toColumns);
    if (chunk.length === 0) continue;
    // No conflict target: any unique constraint of the table (code, composite or partial) makes a row a no-op.
    const result = await tx
      .insertInto(table)
      .values(chunk)
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    inserted += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return inserted;
}

async function idsBy(
  tx: Tx,
  table: string,
  key: string,
  where?: [string, unknown],
): Promise<Map<string, number>> {
  let q = tx.selectFrom(table).select(['id', key]);
  if (where) q = q.where(where[0], '=', where[1]);
  const rows = (await q.execute()) as Row[];
  return new Map(rows.map((r) => [String(r[key]), Number(r.id)]));
}

function need(map: Map<string, number>, key: string, what: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`Reference data: unknown ${what} "${key}"`);
  return id;
}

/** The sets in dependency order; a set may read ids of the sets before it. */
function referenceSets(tx: Tx): ReferenceSet[] {
  return [
    { table: 'country', rows: () => [...COUNTRIES] },
    {
      table: 'province',
      rows: async () => {
        const countries = await idsBy(tx, 'country', 'code');
        return PROVINCES.map(({ countryCode, ...p }) => ({
          ...p,
          countryId: need(countries, countryCode, 'country'),
        }));
      },
    },
    {
      table: 'district',
      rows: async () => {
        const indonesia = need(await idsBy(tx, 'country', 'code'), 'ID', 'country');
        const provinces = await idsBy(tx, 'province', 'code', ['country_id', indonesia]);
        return DISTRICTS.map(({ provinceCode, ...d }) => ({
          ...d,
          provinceId: need(provinces, provinceCode, 'province'),
        }));
      },
    },
    { table: 'currency', rows: () => [...CURRENCIES] },
    { table: 'hs_code', rows: () => [...HS_CODES] },
    { table: 'transportation', rows: () => [...TRANSPORTATIONS] },
    {
      table: 'sea_port',
      rows: async () => {
        const countries = await idsBy(tx, 'country', 'code');
        return SEA_PORTS.map(({ countryCode, ...p }) => ({
          ...p,
          countryId: need(countries, countryCode, 'country'),
        }));
      },
    },
    { table: 'scientific_name', rows: () => [...SCIENTIFIC_NAMES] },
    { table: 'raw_material_category', rows: () => [...RAW_MATERIAL_CATEGORIES] },
    {
      table: 'raw_material_type',
      rows: async () => {
        const categories = await idsBy(tx, 'raw_material_category', 'code');
        return RAW_MATERIAL_TYPES.map(({ categoryCode, ...t }) => ({
          ...t,
          rawMaterialCategoryId: need(categories, categoryCode, 'raw-material category'),
        }));
      },
    },
    { table: 'origin_of_raw_material', rows: () => [...ORIGINS_OF_RAW_MATERIAL] },
    { table: 'industrial_scope', rows: () => [...INDUSTRIAL_SCOPES] },
    { table: 'document_transport_type', rows: () => [...DOCUMENT_TRANSPORT_TYPES] },
    { table: 'business_permit_type', rows: () => [...BUSINESS_PERMIT_TYPES] },
    { table: 'business_certificate_type', rows: () => [...BUSINESS_CERTIFICATE_TYPES] },
    { table: 'vlegal_cancel_reason', rows: () => [...VLEGAL_CANCEL_REASONS] },
    { table: 'document_number_format', rows: () => [...DOCUMENT_NUMBER_FORMATS] },
  ];
}

/** Rows inserted per table by one load (all zero when the data was already there). */
export type ReferenceLoadResult = Record<string, number>;

/** Serialises concurrent loads of several instances starting on one database. */
const REFERENCE_LOCK = 4_716_052;

/**
 * Version of the shipped lists. A table's list is loaded once per version: rows an administrator later
 * deletes stay deleted across restarts, and a new version adds only the rows that are missing.
 */
export const REFERENCE_VERSION = 1;

/**
 * Loads the reference data (countries, Indonesian provinces and districts, currencies, HS codes, ports,
 * species and the small masters) in one transaction, on a new database. Every insert is
 * `ON CONFLICT DO NOTHING` on the table's unique key, and each table's load is recorded in
 * `reference_data_load`, so a second load changes nothing.
 */
export async function loadReferenceData(db: Database): Promise<ReferenceLoadResult> {
  const kysely = db.kysely as unknown as Tx;
  return kysely.transaction().execute(async (tx) => {
    await sql`SELECT pg_advisory_xact_lock(${sql.lit(REFERENCE_LOCK)})`.execute(tx);
    await sql`CREATE TABLE IF NOT EXISTS reference_data_load (
      table_name varchar(63) PRIMARY KEY,
      version integer NOT NULL,
      inserted integer NOT NULL,
      loaded_at timestamptz NOT NULL DEFAULT now()
    )`.execute(tx);
    const done = await sql<{ table_name: string; version: number }>`
      SELECT table_name, version FROM reference_data_load`.execute(tx);
    const loaded = new Map(done.rows.map((r) => [r.table_name, Number(r.version)]));
    const result: ReferenceLoadResult = {};
    for (const set of referenceSets(tx)) {
      if ((loaded.get(set.table) ?? 0) >= REFERENCE_VERSION) {
        result[set.table] = 0;
        continue;
      }
      const inserted = await insertAll(tx, set.table, await set.rows());
      await sql`INSERT INTO reference_data_load (table_name, version, inserted)
        VALUES (${set.table}, ${REFERENCE_VERSION}, ${inserted})
        ON CONFLICT (table_name) DO UPDATE SET version = excluded.version, inserted = excluded.inserted,
          loaded_at = now()`.execute(tx);
      result[set.table] = inserted;
    }
    return result;
  });
}

/** Row counts of the reference lists, as shipped. */
export const REFERENCE_COUNTS: Readonly<Record<string, number>> = {
  country: COUNTRIES.length,
  province: PROVINCES.length,
  district: DISTRICTS.length,
  currency: CURRENCIES.length,
  hs_code: HS_CODES.length,
  transportation: TRANSPORTATIONS.length,
  sea_port: SEA_PORTS.length,
  scientific_name: SCIENTIFIC_NAMES.length,
  raw_material_category: RAW_MATERIAL_CATEGORIES.length,
  raw_material_type: RAW_MATERIAL_TYPES.length,
  origin_of_raw_material: ORIGINS_OF_RAW_MATERIAL.length,
  industrial_scope: INDUSTRIAL_SCOPES.length,
  document_transport_type: DOCUMENT_TRANSPORT_TYPES.length,
  business_permit_type: BUSINESS_PERMIT_TYPES.length,
  business_certificate_type: BUSINESS_CERTIFICATE_TYPES.length,
  vlegal_cancel_reason: VLEGAL_CANCEL_REASONS.length,
  document_number_format: DOCUMENT_NUMBER_FORMATS.length,
};
