/**
 * The lineage rule as written, for the tests to hold the database to (docs/adr/0031-lineage-first-in-first-
 * out.md): first in, first out in date order over a stock's standing entries, each quantity on its own; and
 * the invariants lineage keeps whatever order it was drawn in.
 */
import { type Units, unitsOf } from '@vlegal/domain/books/quantity';
import { type Kysely, sql } from 'kysely';
import { expect } from 'vitest';

// biome-ignore lint/suspicious/noExplicitAny: the ledger's tables are read in SQL
type AnyDB = Kysely<any>;

export interface LedgerEntry {
  id: number;
  stockId: number;
  date: string;
  direction: 'IN' | 'OUT';
  /** Signed, in units (m³ 10⁻⁴, kg and pieces 10⁻²). */
  units: Units;
  reverses: number | null;
}

const SCALE = [4, 2, 2] as const;
const unitsOfRow = (r: { volume_m3: string; weight_kg: string; pieces: string }): Units => [
  unitsOf(r.volume_m3, SCALE[0]),
  unitsOf(r.weight_kg, SCALE[1]),
  unitsOf(r.pieces, SCALE[2]),
];

export async function ledgerOf(db: AnyDB, stockIds: readonly number[]): Promise<LedgerEntry[]> {
  const { rows } = await sql<{
    id: number;
    stock_id: number;
    movement_date: string;
    direction: 'IN' | 'OUT';
    volume_m3: string;
    weight_kg: string;
    pieces: string;
    reverses_id: number | null;
  }>`
    SELECT id, stock_id, movement_date, direction, volume_m3, weight_kg, pieces, reverses_id FROM stock_credit
    WHERE stock_id IN (${sql.join(stockIds)}) ORDER BY id`.execute(db);
  return rows.map((r) => ({
    id: Number(r.id),
    stockId: Number(r.stock_id),
    date: r.movement_date,
    direction: r.direction,
    units: unitsOfRow(r),
    reverses: r.reverses_id === null ? null : Number(r.reverses_id),
  }));
}

/** Lineage rows as `outflow>inflow` → units drawn. */
export type Drawn = Map<string, Units>;

export async function lineageOf(db: AnyDB, stockIds: readonly number[]): Promise<Drawn> {
  const { rows } = await sql<{
    outflow_id: number;
    inflow_id: number;
    volume_m3: string;
    weight_kg: string;
    pieces: string;
  }>`
    SELECT l.outflow_id, l.inflow_id, l.volume_m3, l.weight_kg, l.pieces
    FROM stock_lineage l JOIN stock_credit o ON o.id = l.outflow_id
    WHERE o.stock_id IN (${sql.join(stockIds)})`.execute(db);
  return new Map(rows.map((r) => [`${r.outflow_id}>${r.inflow_id}`, unitsOfRow(r)]));
}

const standing = (entries: readonly LedgerEntry[]) => {
  const reversed = new Set(entries.map((e) => e.reverses).filter((id) => id !== null));
  return entries.filter((e) => e.reverses === null && !reversed.has(e.id));
};
const byDateThenId = (a: LedgerEntry, b: LedgerEntry) =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id;

/**
 * First in, first out in date order: each standing outflow, in date then id order, draws each quantity from
 * the standing inflows dated on or before its day with something left, oldest first.
 */
export function fifoByDate(entries: readonly LedgerEntry[]): Drawn {
  const drawn: Drawn = new Map();
  const live = standing(entries);
  for (const stockId of new Set(live.map((e) => e.stockId))) {
    const ins = live.filter((e) => e.stockId === stockId && e.direction === 'IN').sort(byDateThenId);
    const left = ins.map((e) => [...e.units] as Units);
    const outs = live.filter((e) => e.stockId === stockId && e.direction === 'OUT').sort(byDateThenId);
    for (const o of outs)
      for (let k = 0; k < 3; k++) {
        let need = -(o.units[k] as number);
        for (let i = 0; i < ins.length && need > 0; i++) {
          const inflow = ins[i] as LedgerEntry;
          if (inflow.date > o.date) break;
          const take = Math.min(need, (left[i] as Units)[k] as number);
          if (take <= 0) continue;
          (left[i] as Units)[k] = ((left[i] as Units)[k] as number) - take;
          need -= take;
          const key = `${o.id}>${inflow.id}`;
          const units = drawn.get(key) ?? [0, 0, 0];
          units[k] = (units[k] as number) + take;
          drawn.set(key, units);
        }
      }
  }
  return drawn;
}

const sorted = (drawn: Drawn) => [...drawn].map(([key, u]) => `${key} ${u.join(' ')}`).sort();
export const sameLineage = (a: Drawn, b: Drawn) => expect(sorted(a)).toEqual(sorted(b));

/**
 * What lineage keeps whatever order it was drawn in: every standing outflow drew exactly what it took, each
 * quantity; only standing outflows drew, only from standing inflows of their own stock dated on or before
 * them; what is left of each inflow is its quantity less what was drawn from it (nothing once reversed), never
 * below zero.
 */
export async function expectLineageKept(db: AnyDB, stockIds: readonly number[], where: string) {
  const entries = await ledgerOf(db, stockIds);
  const drawn = await lineageOf(db, stockIds);
  const live = new Map(standing(entries).map((e) => [e.id, e]));
  const byId = new Map(entries.map((e) => [e.id, e]));
  const takenBy = new Map<number, Units>();
  const takenFrom = new Map<number, Units>();
  for (const [key, units] of drawn) {
    const [o, i] = key.split('>').map(Number) as [number, number];
    const out = live.get(o);
    const inflow = live.get(i);
    expect(out?.direction, `${where}: ${key} from a standing outflow`).toBe('OUT');
    expect(inflow?.direction, `${where}: ${key} to a standing inflow`).toBe('IN');
    expect(inflow?.stockId, `${where}: ${key} within one stock`).toBe(out?.stockId);
    expect(
      (inflow as LedgerEntry).date <= (out as LedgerEntry).date,
      `${where}: ${key} not from a later day`,
    ).toBe(true);
    expect(units.every((u) => u >= 0) && units.some((u) => u > 0), `${where}: ${key} draws something`).toBe(
      true,
    );
    for (const [map, id] of [
      [takenBy, o],
      [takenFrom, i],
    ] as const) {
      const sum = map.get(id) ?? [0, 0, 0];
      map.set(id, sum.map((s, k) => s + (units[k] as number)) as Units);
    }
  }
  for (const e of live.values())
    if (e.direction === 'OUT')
      expect(takenBy.get(e.id) ?? [0, 0, 0], `${where}: outflow ${e.id} drew what it took`).toEqual(
        e.units.map((u) => 0 - u),
      );
  const { rows } = await sql<{ entry_id: number; volume_m3: string; weight_kg: string; pieces: string }>`
    SELECT entry_id, volume_m3, weight_kg, pieces FROM stock_inflow WHERE stock_id IN (${sql.join(stockIds)})`.execute(
    db,
  );
  const left = new Map(rows.map((r) => [Number(r.entry_id), unitsOfRow(r)]));
  for (const e of entries.filter((x) => x.direction === 'IN' && x.reverses === null)) {
    const from = takenFrom.get(e.id) ?? [0, 0, 0];
    const expected = live.has(e.id) ? (e.units.map((u, k) => u - (from[k] as number)) as Units) : [0, 0, 0];
    expect(left.get(e.id), `${where}: what is left of inflow ${e.id}`).toEqual(expected);
    expect(
      expected.every((u) => u >= 0),
      `${where}: inflow ${e.id} drawn at most its quantity`,
    ).toBe(true);
  }
  expect(byId.size).toBe(entries.length);
}
