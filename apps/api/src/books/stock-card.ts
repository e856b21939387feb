/**
 * The stock card and the balance of an item on a day (MODEL.md §2.5): read from the ledger, the running
 * balance after each entry in date order (then posting order), for a stock the caller reaches.
 */
import { sql } from 'kysely';
import type { AppServices, HandlerMap, OperationHandler, RequestContext } from '../http/context.ts';
import { pageOf, setPageHeaders } from '../http/paging.ts';
import { badParameter } from '../engine/query-params.ts';

interface CardRow {
  id: number;
  stock_id: number;
  movement_date: string;
  direction: string;
  movement_type: string;
  volume_m3: string;
  weight_kg: string;
  pieces: string;
  source_type: string;
  source_id: number;
  document_number: string | null;
  reverses_id: number | null;
  reason: string | null;
  reversed_by_id: number | null;
  created_by: string;
  created_date: Date;
  balance_volume_m3: string;
  balance_weight_kg: string;
  balance_pieces: string;
}

const dateParam = (ctx: RequestContext, name: string): string | null => {
  const value = (ctx.req.query as Record<string, unknown>)[name];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value))
    throw badParameter(name, 'must be a date');
  return value;
};

/**
 * A page of an item's card, newest first, with the balance after each entry: the balance before the page's
 * oldest entry is taken from the month sums and that month's earlier entries (never every entry of the
 * item), then run along the page (docs/adr/0017-stock-ledger.md).
 */
export const cardQuery = (id: number, asOf: string, size: number, offset: number) =>
  sql<CardRow>`
    WITH page AS (
      SELECT e.id, e.stock_id, e.movement_date, e.direction, e.movement_type, e.volume_m3, e.weight_kg,
        e.pieces, e.source_type, e.source_id, e.document_number, e.reverses_id, e.reason, e.created_by,
        e.created_date
      FROM stock_credit e
      WHERE e.stock_id = ${id} AND e.movement_date <= ${asOf}
      ORDER BY e.movement_date DESC, e.id DESC
      LIMIT ${size} OFFSET ${offset}
    ), oldest AS (
      SELECT movement_date, id, date_trunc('month', movement_date)::date AS month_start
      FROM page ORDER BY movement_date, id LIMIT 1
    ), before AS (
      SELECT coalesce(m.v, 0) + coalesce(e.v, 0) AS v, coalesce(m.w, 0) + coalesce(e.w, 0) AS w,
        coalesce(m.p, 0) + coalesce(e.p, 0) AS p
      FROM oldest o
      CROSS JOIN LATERAL (
        SELECT sum(in_volume_m3 + out_volume_m3) AS v, sum(in_weight_kg + out_weight_kg) AS w,
          sum(in_pieces + out_pieces) AS p
        FROM stock_month WHERE stock_id = ${id} AND make_date(year, month, 1) < o.month_start) m
      CROSS JOIN LATERAL (
        SELECT sum(volume_m3) AS v, sum(weight_kg) AS w, sum(pieces) AS p FROM stock_credit
        WHERE stock_id = ${id} AND movement_date >= o.month_start
          AND (movement_date, id) < (o.movement_date, o.id)) e
    )
    SELECT c.*, before.v + sum(c.volume_m3) OVER w AS balance_volume_m3,
      before.w + sum(c.weight_kg) OVER w AS balance_weight_kg,
      before.p + sum(c.pieces) OVER w AS balance_pieces, r.reversed_by_id
    FROM page c CROSS JOIN before
    -- The reversal of each entry is looked up for the page's rows only, not for every entry of the item.
    LEFT JOIN LATERAL (SELECT r.id AS reversed_by_id FROM stock_credit r WHERE r.reverses_id = c.id) r ON true
    WINDOW w AS (ORDER BY c.movement_date, c.id)
    ORDER BY c.movement_date DESC, c.id DESC`;

/**
 * How many entries an item's card holds up to the end of `asOf`: the month counts before its month, and
 * that month's entries to it (never a count of every entry of the item).
 */
export const cardCountQuery = (id: number, asOf: string) => {
  const monthStart = `${asOf.slice(0, 8)}01`;
  return sql<{ n: string }>`
    SELECT (SELECT coalesce(sum(entries), 0) FROM stock_month
        WHERE stock_id = ${id} AND make_date(year, month, 1) < ${monthStart}::date)
      + (SELECT count(*) FROM stock_credit
        WHERE stock_id = ${id} AND movement_date >= ${monthStart}::date AND movement_date <= ${asOf}::date) AS n`;
};

/** An item's balance at the end of `date`: the month sums before its month, and that month's entries to it. */
export const balanceQuery = (id: number, date: string) => {
  const monthStart = `${date.slice(0, 8)}01`;
  return sql<{ volume_m3: string; weight_kg: string; pieces: string }>`
    SELECT (m.v + e.v)::numeric(28, 4) AS volume_m3, (m.w + e.w)::numeric(28, 2) AS weight_kg,
      (m.p + e.p)::numeric(28, 2) AS pieces
    FROM (SELECT coalesce(sum(in_volume_m3 + out_volume_m3), 0) AS v,
        coalesce(sum(in_weight_kg + out_weight_kg), 0) AS w, coalesce(sum(in_pieces + out_pieces), 0) AS p
      FROM stock_month WHERE stock_id = ${id} AND make_date(year, month, 1) < ${monthStart}::date) m,
      (SELECT coalesce(sum(volume_m3), 0) AS v, coalesce(sum(weight_kg), 0) AS w, coalesce(sum(pieces), 0) AS p
      FROM stock_credit WHERE stock_id = ${id} AND movement_date >= ${monthStart}::date
        AND movement_date <= ${date}::date) e`;
};

/** `getStockCard` and `getStockBalance`; `getStock` checks that the caller reaches the stock (404 if not). */
export function stockCardHandlers(services: AppServices, getStock: OperationHandler): HandlerMap {
  const db = services.db.kysely;
  return {
    async getStockCard(ctx) {
      await getStock(ctx);
      const id = Number((ctx.req.params as { id: unknown }).id);
      const asOf = dateParam(ctx, 'asOf') ?? '9999-12-31';
      const page = pageOf(ctx.req);
      const [{ rows }, { rows: counted }] = await Promise.all([
        cardQuery(id, asOf, page.size, page.page * page.size).execute(db),
        cardCountQuery(id, asOf).execute(db),
      ]);
      setPageHeaders(ctx.req, ctx.reply, page, Number(counted[0]?.n ?? 0));
      return rows.map((r) => ({
        id: Number(r.id),
        stockId: Number(r.stock_id),
        movementDate: r.movement_date,
        direction: r.direction,
        movementType: r.movement_type,
        volumeM3: r.volume_m3,
        weightKg: r.weight_kg,
        pieces: r.pieces,
        sourceType: r.source_type,
        sourceId: Number(r.source_id),
        documentNumber: r.document_number,
        reversesId: r.reverses_id === null ? null : Number(r.reverses_id),
        reason: r.reason,
        reversedById: r.reversed_by_id === null ? null : Number(r.reversed_by_id),
        createdBy: r.created_by,
        createdDate: new Date(r.created_date).toISOString(),
        balanceVolumeM3: r.balance_volume_m3,
        balanceWeightKg: r.balance_weight_kg,
        balancePieces: r.balance_pieces,
      }));
    },

    async getStockBalance(ctx) {
      await getStock(ctx);
      const id = Number((ctx.req.params as { id: unknown }).id);
      const date = dateParam(ctx, 'date') as string;
      const { rows } = await balanceQuery(id, date).execute(db);
      const row = rows[0] as { volume_m3: string; weight_kg: string; pieces: string };
      return { stockId: id, date, volumeM3: row.volume_m3, weightKg: row.weight_kg, pieces: row.pieces };
    },
  };
}
