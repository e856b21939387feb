/**
 * A unit's ledger loaded in bulk SQL for the benchmarks: the entries of items already opened, their lineage, and
 * the month sums, the month sums per movement type and the cached balances consistent with them, as postings
 * one by one would have left them.
 */
import { sql } from 'kysely';
import type { Database } from '../../src/db/index.ts';

/** Movement types the entries take in turn: an odd entry adds, an even one takes (`1 + g % 6`). */
export const MOVEMENT_MIX = [
  'LOCAL_SALES',
  'RECEIPT_SUPPLIER',
  'PRODUCTION_INPUT',
  'TRANSFER_IN',
  'OTHER_USAGE',
  'PRODUCTION_OUTPUT',
];

/** A date `offset` days from today in the product's time zone (WIB), `YYYY-MM-DD`. */
export const day = (offset: number) =>
  new Date(Date.now() + 7 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);

export interface LedgerShape {
  /** The items loaded are the stocks whose item code starts with this; `<prefix>0` is the heavy one. */
  codePrefix: string;
  /** Entries of the heavy item. */
  heavyEntries: number;
  /** Entries of every other item. */
  perItem: number;
  /** Days from each item's opening date over which its entries are spread. */
  spanDays: number;
}

/**
 * The items' ledger. Entry k of an item (1-based) is dated SPAN·k/n days after its opening: odd k add 2 m³
 * and 2 pieces, even k take 1 and 1, so the balance after every entry is at least 1.
 */
export async function loadEntries(db: Database, shape: LedgerShape): Promise<void> {
  const k = db.kysely;
  const items = `${shape.codePrefix}%`;
  const heavy = `${shape.codePrefix}0`;
  await sql`
    INSERT INTO stock_credit (stock_id, business_unit_id, movement_date, direction, movement_type, volume_m3,
      weight_kg, pieces, source_type, source_id)
    SELECT s.id, s.business_unit_id, s.opening_date + (${shape.spanDays} * g / n.entries)::int,
      CASE WHEN g % 2 = 1 THEN 'IN' ELSE 'OUT' END, (ARRAY[${sql.join(MOVEMENT_MIX)}]::text[])[1 + g % 6],
      CASE WHEN g % 2 = 1 THEN 2 ELSE -1 END, 0, CASE WHEN g % 2 = 1 THEN 2 ELSE -1 END, 'STOCK', s.id
    FROM stock s
    CROSS JOIN LATERAL (SELECT CASE WHEN s.item_code = ${heavy} THEN ${shape.heavyEntries}::int ELSE ${shape.perItem}::int END AS entries) n
    CROSS JOIN LATERAL generate_series(1, n.entries) g
    WHERE s.item_code LIKE ${items}
    ORDER BY s.id, g`.execute(k);
  // Their lineage, first in, first out by date, as the migration draws a ledger kept before lineage
  // (docs/adr/0031-lineage-first-in-first-out.md): a posting after the load draws from what is left.
  await sql`
    SELECT stock_lineage_fifo(ARRAY(SELECT id FROM stock WHERE item_code LIKE ${items}), '-infinity')`.execute(
    k,
  );
  await sql`
    INSERT INTO stock_month (stock_id, business_unit_id, year, month, in_volume_m3, in_pieces, out_volume_m3,
      out_pieces, entries)
    SELECT stock_id, business_unit_id, extract(year FROM movement_date), extract(month FROM movement_date),
      sum(greatest(volume_m3, 0)), sum(greatest(pieces, 0)), sum(least(volume_m3, 0)), sum(least(pieces, 0)),
      count(*)
    FROM stock_credit WHERE stock_id IN (SELECT id FROM stock WHERE item_code LIKE ${items})
    GROUP BY 1, 2, 3, 4`.execute(k);
  // As a posting keeps them: per movement type, in the direction its document posted it.
  await sql`
    INSERT INTO stock_month_movement (stock_id, business_unit_id, year, month, movement_type, added, volume_m3,
      weight_kg, pieces)
    SELECT stock_id, business_unit_id, extract(year FROM movement_date)::int, extract(month FROM movement_date)::int,
      movement_type, CASE WHEN reverses_id IS NULL THEN direction = 'IN' ELSE direction = 'OUT' END,
      sum(volume_m3), sum(weight_kg), sum(pieces)
    FROM stock_credit WHERE stock_id IN (SELECT id FROM stock WHERE item_code LIKE ${items})
    GROUP BY 1, 2, 3, 4, 5, 6`.execute(k);
  await sql`
    INSERT INTO stock_year_movement (stock_id, business_unit_id, year, movement_type, added, volume_m3,
      weight_kg, pieces)
    SELECT stock_id, business_unit_id, year, movement_type, added, sum(volume_m3), sum(weight_kg), sum(pieces)
    FROM stock_month_movement WHERE stock_id IN (SELECT id FROM stock WHERE item_code LIKE ${items})
    GROUP BY 1, 2, 3, 4, 5`.execute(k);
  await sql`
    UPDATE stock s SET volume_m3 = l.v, weight_kg = l.w, pieces = l.p, movement_count = l.n,
      last_movement_date = l.last
    FROM (SELECT stock_id, sum(volume_m3) AS v, sum(weight_kg) AS w, sum(pieces) AS p, count(*) AS n,
      max(movement_date) AS last FROM stock_credit GROUP BY stock_id) l
    WHERE l.stock_id = s.id AND s.item_code LIKE ${items}`.execute(k);
}
