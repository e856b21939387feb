/**
 * What the tests of quantities at the bounds of the contract share: the bounds themselves, writes the books
 * accept and writes they refuse having stored nothing, every stock's cached balance and the stocks and
 * months that disagree with the ledger, and a stock holding the most one receipt may bring.
 */
import { PROBLEM_TYPES } from '@vlegal/domain/problems';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { rowCount, type TestApp } from '../harness.ts';
import { type Books, bookCalls, freshMaterial, type Json, receipt, unique } from './fixtures.ts';

/** m³: the most one quantity may be, one step beyond, and the largest of the declared precision. */
export const M3 = { most: '999999999.9999', beyond: '1000000000.0000', widest: '999999999999.9999' } as const;
/** kg and pieces alike. */
export const KG = { most: '999999999.99', beyond: '1000000000.00', widest: '99999999999999.99' } as const;

export type Table =
  | 'stock'
  | 'stock_other'
  | 'import_material'
  | 'transfer_material'
  | 'production'
  | 'local_sales';

/** The calls and checks of the bound tests, on the app and the books `beforeAll` made. */
export function boundsCalls(app: () => TestApp, books: () => Books) {
  const { call, ledgerSize } = bookCalls(app, books);

  const countOf = (table: Table) => rowCount(app(), table);

  /** The plain path of a resource and its business-unit twin. */
  const bothPaths = (path: string) => [`/api/${path}`, `/api/business-unit-${path}`];

  /** A write the books accept, answered with the row. */
  async function accepted(method: 'POST' | 'PUT', url: string, body: Json, token = books().token) {
    const res = await call(method, url, body, token);
    expect(res.status, JSON.stringify(res.body)).toBe(method === 'POST' ? 201 : 200);
    return res.body;
  }

  /**
   * A write refused with `status` and a field error at `field`, that stored nothing: no ledger entry, no row
   * of `table`, and the stocks' balances as they were.
   */
  async function refusedAt(
    method: 'POST' | 'PUT',
    url: string,
    body: Json,
    field: string,
    table: Table,
    {
      status = 400,
      type = PROBLEM_TYPES.constraintViolation as string,
      token = books().token,
    }: { status?: number; type?: string; token?: string } = {},
  ) {
    const before = [await ledgerSize(), await countOf(table), await balances()];
    const res = await call(method, url, body, token);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(res.body.type).toBe(type);
    expect((res.body.fieldErrors ?? []).map((e) => e.field)).toContain(field);
    expect([await ledgerSize(), await countOf(table), await balances()]).toEqual(before);
    return res.body;
  }

  /** Every stock's cached balance, by id. */
  async function balances() {
    const { rows } = await sql<{ id: number; volume_m3: string; weight_kg: string; pieces: string }>`
      SELECT id, volume_m3, weight_kg, pieces FROM stock ORDER BY id`.execute(app().db.kysely);
    return rows.map((r) => `${r.id}:${r.volume_m3}/${r.weight_kg}/${r.pieces}`);
  }

  /** Stocks whose cached balance, or months whose sums or entry counts, differ from the ledger: none. */
  async function disagreements() {
    const { rows: stocks } = await sql<{ id: number }>`
      SELECT s.id FROM stock s
      LEFT JOIN (SELECT stock_id, sum(volume_m3) AS v, sum(weight_kg) AS w, sum(pieces) AS p
        FROM stock_credit GROUP BY stock_id) l ON l.stock_id = s.id
      WHERE s.volume_m3 <> coalesce(l.v, 0) OR s.weight_kg <> coalesce(l.w, 0) OR s.pieces <> coalesce(l.p, 0)`.execute(
      app().db.kysely,
    );
    const { rows: months } = await sql<{ id: number }>`
      SELECT m.id FROM stock_month m
      LEFT JOIN (SELECT stock_id, extract(year FROM movement_date)::int AS year,
          extract(month FROM movement_date)::int AS month,
          sum(volume_m3) AS v, sum(weight_kg) AS w, sum(pieces) AS p, count(*) AS n
        FROM stock_credit GROUP BY 1, 2, 3) l
        ON l.stock_id = m.stock_id AND l.year = m.year AND l.month = m.month
      WHERE m.in_volume_m3 + m.out_volume_m3 <> coalesce(l.v, 0)
        OR m.in_weight_kg + m.out_weight_kg <> coalesce(l.w, 0)
        OR m.in_pieces + m.out_pieces <> coalesce(l.p, 0) OR m.entries <> coalesce(l.n, 0)`.execute(
      app().db.kysely,
    );
    return [...stocks.map((s) => `stock ${s.id}`), ...months.map((m) => `stock_month ${m.id}`)];
  }

  const stock = async (id: unknown) => (await call('GET', `/api/stocks/${id}`)).body;

  /** A new item counted in pieces, and its stock holding the most one receipt may bring. */
  async function stockWithMost(): Promise<number> {
    const rawMaterialId = await freshMaterial(app(), books(), { code: unique('QB') });
    const row = await accepted(
      'POST',
      '/api/import-materials',
      receipt(books(), { rawMaterialId, volumeM3: M3.most, pieces: KG.most }),
    );
    expect(await stock(row.stockId)).toMatchObject({ volumeM3: M3.most, pieces: KG.most });
    return Number(row.stockId);
  }

  return {
    call,
    ledgerSize,
    countOf,
    bothPaths,
    accepted,
    refusedAt,
    balances,
    disagreements,
    stock,
    stockWithMost,
  };
}
