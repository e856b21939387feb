/**
 * Lineage of the stock ledger, recorded by the posting in its transaction (docs/adr/0031-lineage-first-in-
 * first-out.md): which inflow entries of a stock each outflow entry drew from, first in, first out, and what
 * is left of each inflow (`stock_inflow`, migration 0043). The posting has locked every stock it touches,
 * and lineage never leaves a stock (a production's or a transfer's outflows and inflows are tied by their
 * document), so nothing here races another posting.
 *
 * Each quantity (m³, kg, pieces) is drawn on its own, as the ledger keeps each on its own: an outflow of
 * 2 m³ and 10 pieces may draw its m³ from one receipt and its pieces from two.
 */
import {
  type Quantities,
  SCALES,
  textOfUnits,
  toUnits,
  type Units,
  unitsOf,
} from '@vlegal/domain/books/quantity';
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: the ledger's tables are written in SQL, not through typed tables
type AnyDB = Kysely<any>;

/** An entry as the posting appended it. */
export interface Appended {
  id: number;
  stockId: number;
  date: string;
  /** Signed, as in the ledger (an outflow's are negative). */
  quantities: Quantities;
  out: boolean;
  /** The entry it mirrors (a reversal). */
  reverses: number | null;
}

/** An outflow that still has to draw `units` (positive). */
interface Need {
  id: number;
  stockId: number;
  date: string;
  units: Units;
}

const COLUMNS = ['volume_m3', 'weight_kg', 'pieces'] as const;
const SCALE_OF = [SCALES.volumeM3, SCALES.weightKg, SCALES.pieces] as const;
/** Open inflows read at a time: most outflows draw from one or two. */
const BATCH = 8;

const text = (units: Units) => units.map((u, k) => textOfUnits(u, SCALE_OF[k] as number));

/**
 * The lineage of one posting's entries, after the ledger accepted them: a new inflow can be drawn from; a
 * reversed outflow gives back what it drew; a reversed inflow is gone, and the outflows that drew from it draw
 * that again from others; a new outflow draws what it takes. Drawing is in posting order, over the inflows
 * dated on or before the outflow's day, oldest first; when they cannot cover it (a back-dated outflow, whose
 * older inflows later-dated outflows already drew), the stock's outflows from its day on draw again in date
 * order (`stock_lineage_fifo`), which the ledger's no-short-day rule guarantees to cover.
 */
export async function recordLineage(db: AnyDB, entries: readonly Appended[]): Promise<void> {
  const inflows = entries.filter((e) => !e.out && e.reverses === null).map((e) => e.id);
  if (inflows.length)
    await sql`
      INSERT INTO stock_inflow (entry_id, stock_id, movement_date, volume_m3, weight_kg, pieces)
      SELECT id, stock_id, movement_date, volume_m3, weight_kg, pieces FROM stock_credit
      WHERE id IN (${sql.join(inflows)})`.execute(db);

  const unOut = entries.filter((e) => !e.out && e.reverses !== null).map((e) => e.reverses as number);
  if (unOut.length)
    await sql`
      WITH gone AS (
        DELETE FROM stock_lineage WHERE outflow_id IN (${sql.join(unOut)})
        RETURNING inflow_id, volume_m3, weight_kg, pieces
      )
      UPDATE stock_inflow f SET volume_m3 = f.volume_m3 + g.v, weight_kg = f.weight_kg + g.w,
        pieces = f.pieces + g.p
      FROM (SELECT inflow_id, sum(volume_m3) AS v, sum(weight_kg) AS w, sum(pieces) AS p FROM gone
        GROUP BY inflow_id) g
      WHERE f.entry_id = g.inflow_id`.execute(db);

  const needs: Need[] = [];
  const unIn = entries.filter((e) => e.out && e.reverses !== null).map((e) => e.reverses as number);
  if (unIn.length) {
    await sql`
      UPDATE stock_inflow SET volume_m3 = 0, weight_kg = 0, pieces = 0
      WHERE entry_id IN (${sql.join(unIn)})`.execute(db);
    const { rows } = await sql<{
      id: number;
      stock_id: number;
      day: string;
      v: string;
      w: string;
      p: string;
    }>`
      WITH gone AS (
        DELETE FROM stock_lineage WHERE inflow_id IN (${sql.join(unIn)})
        RETURNING outflow_id, volume_m3, weight_kg, pieces
      )
      SELECT o.id, o.stock_id, o.movement_date AS day, sum(g.volume_m3) AS v, sum(g.weight_kg) AS w,
        sum(g.pieces) AS p
      FROM gone g JOIN stock_credit o ON o.id = g.outflow_id
      GROUP BY o.id, o.stock_id, o.movement_date`.execute(db);
    for (const r of rows)
      needs.push({
        id: Number(r.id),
        stockId: Number(r.stock_id),
        date: r.day,
        units: [unitsOf(r.v, 4), unitsOf(r.w, 2), unitsOf(r.p, 2)],
      });
  }

  for (const e of entries)
    if (e.out && e.reverses === null)
      needs.push({
        id: e.id,
        stockId: e.stockId,
        date: e.date,
        units: toUnits(e.quantities).map((u) => 0 - u) as Units,
      });

  const byStock = new Map<number, Need[]>();
  for (const n of needs) byStock.set(n.stockId, [...(byStock.get(n.stockId) ?? []), n]);
  for (const [stockId, list] of [...byStock].sort(([a], [b]) => a - b)) {
    list.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id));
    for (const need of list)
      if (!(await draw(db, need))) {
        // Every outflow of the stock from this day on (those of the list after it too) draws again.
        await sql`SELECT stock_lineage_fifo(ARRAY[${stockId}::int], ${need.date}::date)`.execute(db);
        break;
      }
  }
}

/**
 * Draws what the outflow needs from the stock's inflows dated on or before its day that have something left,
 * oldest first (then in posting order), each quantity on its own. Writes nothing and answers false when they
 * cannot cover it.
 */
async function draw(db: AnyDB, need: Need): Promise<boolean> {
  const taken = new Map<number, Units>();
  for (const [k, column] of COLUMNS.entries()) {
    let left = need.units[k] as number;
    let after: { day: string; id: number } | null = null;
    while (left > 0) {
      // `column > 0` is written out, not a parameter: it is the predicate of the column's partial index.
      const { rows } = await sql<{ entry_id: number; day: string; left: string }>`
        SELECT entry_id, movement_date AS day, ${sql.ref(column)} AS left FROM stock_inflow
        WHERE stock_id = ${need.stockId} AND ${sql.ref(column)} > 0 AND movement_date <= ${need.date}
          ${after ? sql`AND (movement_date, entry_id) > (${after.day}::date, ${after.id})` : sql``}
        ORDER BY movement_date, entry_id
        LIMIT ${BATCH}`.execute(db);
      if (!rows.length) return false;
      for (const r of rows) {
        const take = Math.min(left, unitsOf(r.left, SCALE_OF[k] as number));
        const id = Number(r.entry_id);
        const units = taken.get(id) ?? [0, 0, 0];
        units[k] = (units[k] as number) + take;
        taken.set(id, units);
        left -= take;
        if (left === 0) break;
      }
      const last = rows[rows.length - 1] as { entry_id: number; day: string };
      after = { day: last.day, id: Number(last.entry_id) };
    }
  }
  if (!taken.size) return true;
  const values = sql.join(
    [...taken].map(([id, units]) => {
      const [v, w, p] = text(units);
      return sql`(${id}::int, ${v}::numeric, ${w}::numeric, ${p}::numeric)`;
    }),
  );
  // An outflow drawing again (its inflow was reversed) may add to a pair it already has.
  await sql`
    WITH t (inflow_id, v, w, p) AS (VALUES ${values}), added AS (
      INSERT INTO stock_lineage (outflow_id, inflow_id, volume_m3, weight_kg, pieces)
      SELECT ${need.id}, inflow_id, v, w, p FROM t
      ON CONFLICT (outflow_id, inflow_id) DO UPDATE SET volume_m3 = stock_lineage.volume_m3 + excluded.volume_m3,
        weight_kg = stock_lineage.weight_kg + excluded.weight_kg, pieces = stock_lineage.pieces + excluded.pieces
    )
    UPDATE stock_inflow f SET volume_m3 = f.volume_m3 - t.v, weight_kg = f.weight_kg - t.w, pieces = f.pieces - t.p
    FROM t WHERE f.entry_id = t.inflow_id`.execute(db);
  return true;
}
