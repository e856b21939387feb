/**
 * What the write rules of the books share: the shape of a resource's rules, the refusal of one field, and
 * the reads of the items and stocks a row names (its raw material or product, the stocks its lines take
 * from, the stock a posting books into, opened when first needed), in the write's transaction.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/index.ts';
import type { Row } from '../engine/types.ts';
import type { RequestContext } from '../http/context.ts';
import { type FieldError, problem } from '../http/problems.ts';

// biome-ignore lint/suspicious/noExplicitAny: the books' rules read several tables in SQL
type AnyDB = Kysely<any>;

export interface WriteRules {
  /**
   * Checks a row about to be written or posted (a new one, or a changed one with `current`) and answers
   * the server-set fields to store with it (for a document's lines, an array of each line's, in order);
   * throws a problem with field errors otherwise.
   */
  prepare(tx: Database, row: Row, ctx: RequestContext, current: Row | null): Promise<Row>;
}

export interface Item {
  id: number;
  code: string | null;
  name: string;
  scientific_name_id: number | null;
  track_weight: boolean;
  track_pieces: boolean;
}

export const ITEM_TABLES = { RAW_MATERIAL: 'raw_material', PRODUCT: 'product' } as const;
const ITEM_FIELDS = { RAW_MATERIAL: 'rawMaterialId', PRODUCT: 'productId' } as const;
export type StockType = keyof typeof ITEM_TABLES;

export const db = (tx: Database) => tx.kysely as unknown as AnyDB;

export function fail(objectName: string, field: string, message: string, detail: string): never {
  throw problem.validation([{ objectName, field, message }], detail);
}

/** The raw material or product a row names (by its stockType), which must be one of its unit's. */
export async function itemOf(
  tx: Database,
  objectName: string,
  row: Row,
  prefix = '',
): Promise<Item & { field: string }> {
  const type = row.stockType as StockType;
  const field = ITEM_FIELDS[type];
  const other = ITEM_FIELDS[type === 'RAW_MATERIAL' ? 'PRODUCT' : 'RAW_MATERIAL'];
  const errors: FieldError[] = [];
  if (row[field] === null || row[field] === undefined)
    errors.push({ objectName, field: prefix + field, message: 'must not be blank' });
  if (row[other] !== null && row[other] !== undefined)
    errors.push({ objectName, field: prefix + other, message: `must be empty for a ${type} stock` });
  if (errors.length) throw problem.validation(errors, `A ${type} row names its item in ${field} only.`);
  const trackColumns =
    type === 'RAW_MATERIAL'
      ? sql`track_weight, track_pieces`
      : sql`false AS track_weight, false AS track_pieces`;
  const { rows } = await sql<Item>`
    SELECT id, code, name, scientific_name_id, ${trackColumns}
    FROM ${sql.table(ITEM_TABLES[type])}
    WHERE id = ${row[field]} AND business_unit_id = ${row.businessUnitId}`.execute(db(tx));
  const item = rows[0];
  if (!item)
    fail(
      objectName,
      prefix + field,
      'ledger.notOfUnit',
      `The ${type.toLowerCase().replace('_', ' ')} is not one of the business unit's.`,
    );
  return { ...item, field: prefix + field };
}

/** Weight and pieces are required for an item that tracks them (MODEL.md §4.1, units). */
export function trackedQuantities(objectName: string, item: Item, row: Row, prefix = '') {
  const errors: FieldError[] = [];
  if (item.track_weight && (row.weightKg === null || row.weightKg === undefined))
    errors.push({ objectName, field: `${prefix}weightKg`, message: 'ledger.tracked' });
  if (item.track_pieces && (row.pieces === null || row.pieces === undefined))
    errors.push({ objectName, field: `${prefix}pieces`, message: 'ledger.tracked' });
  if (errors.length) throw problem.validation(errors, `${item.name} is counted in kg and/or pieces too.`);
}

/** A stock as the rules read it: where it sits, its item and what the item is counted in. */
export interface StockRow extends Item {
  business_unit_id: number;
  stock_type: StockType;
  raw_material_id: number | null;
  product_id: number | null;
  sub_con_id: number | null;
  inventory_address_id: number | null;
}

/** The stocks a row names (the engine checked they exist and are of its unit), by id. */
export async function stocksById(tx: Database, ids: readonly unknown[]): Promise<Map<number, StockRow>> {
  const wanted = [...new Set(ids.map(Number))];
  const { rows } = await sql<StockRow>`
    SELECT s.id, s.business_unit_id, s.stock_type, s.raw_material_id, s.product_id, s.sub_con_id,
      s.inventory_address_id, s.item_code AS code, s.item_name AS name, s.scientific_name_id,
      coalesce(r.track_weight, false) AS track_weight, coalesce(r.track_pieces, false) AS track_pieces
    FROM stock s LEFT JOIN raw_material r ON r.id = s.raw_material_id
    WHERE s.id IN (${sql.join(wanted.length ? wanted : [0])})`.execute(db(tx));
  return new Map(rows.map((stock) => [Number(stock.id), stock]));
}

/**
 * Lines taken out of the unit's stocks (a production's sources, a sale's lines): each counted as its stock's
 * item requires (refusals named at its line, `field[i].pieces`), and filled with that item. Answers the
 * stocks too, by id.
 */
export async function linesOutOf(tx: Database, objectName: string, field: string, lines: readonly Row[]) {
  const byId = await stocksById(
    tx,
    lines.map((line) => line.stockId),
  );
  const filled = lines.map((line, i) => {
    const stock = byId.get(Number(line.stockId)) as StockRow;
    trackedQuantities(objectName, stock, line, `${field}[${i}].`);
    return { rawMaterialId: stock.raw_material_id, productId: stock.product_id };
  });
  return { byId, filled };
}

/** Where a stock sits: its unit, its item and the sub-contractor holding it (none: the unit's own). */
export interface StockKey {
  unitId: number;
  type: StockType;
  rawMaterialId: number | null;
  productId: number | null;
  subConId: number | null;
}

/**
 * The stock at `key` (not at a storage site), opened on `date` with nothing in it when the item has none
 * there yet; the stock row is created by the posting that first needs it, as a receipt's is.
 */
export async function stockAt(tx: Database, key: StockKey, item: Item, date: string, login: string) {
  await sql`
    INSERT INTO stock (business_unit_id, stock_type, raw_material_id, product_id, sub_con_id, item_code, item_name,
      scientific_name_id, opening_date, initial_volume_m3, created_by)
    VALUES (${key.unitId}, ${key.type}, ${key.rawMaterialId}, ${key.productId}, ${key.subConId}, ${item.code},
      ${item.name}, ${item.scientific_name_id}, ${date}, 0, ${login})
    ON CONFLICT (business_unit_id, stock_type, coalesce(raw_material_id, 0), coalesce(product_id, 0),
      coalesce(sub_con_id, 0), coalesce(inventory_address_id, 0)) DO NOTHING`.execute(db(tx));
  const { rows } = await sql<{ id: number }>`
    SELECT id FROM stock
    WHERE business_unit_id = ${key.unitId} AND stock_type = ${key.type}
      AND coalesce(raw_material_id, 0) = ${key.rawMaterialId ?? 0} AND coalesce(product_id, 0) = ${key.productId ?? 0}
      AND coalesce(sub_con_id, 0) = ${key.subConId ?? 0} AND inventory_address_id IS NULL`.execute(db(tx));
  return Number(rows[0]?.id);
}
