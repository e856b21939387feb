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
        sql<CardRow>`
          SELECT * FROM (
            SELECT e.id, e.stock_id, e.movement_date, e.direction, e.movement_type, e.volume_m3, e.weight_kg,
              e.pieces, e.source_type, e.source_id, e.document_number, e.reverses_id, e.created_by, e.created_date,
              sum(e.volume_m3) OVER w AS balance_volume_m3, sum(e.weight_kg) OVER w AS balance_weight_kg,
              sum(e.pieces) OVER w AS balance_pieces
            FROM stock_credit e
            WHERE e.stock_id = ${id} AND e.movement_date <= ${asOf}
            WINDOW w AS (ORDER BY e.movement_date, e.id)
            ORDER BY e.movement_date DESC, e.id DESC
            LIMIT ${page.size} OFFSET ${page.page * page.size}
          ) c
          -- The reversal of each entry is looked up for the page's rows only, not for every entry of the item.
          LEFT JOIN LATERAL (SELECT r.id AS reversed_by_id FROM stock_credit r WHERE r.reverses_id = c.id) r ON true
          ORDER BY c.movement_date DESC, c.id DESC`.execute(db),
        sql<{ n: number }>`
          SELECT count(*) AS n FROM stock_credit WHERE stock_id = ${id} AND movement_date <= ${asOf}`.execute(
          db,
        ),
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
      const { rows } = await sql<{ volume_m3: string; weight_kg: string; pieces: string }>`
        SELECT coalesce(sum(volume_m3), 0)::numeric(16, 4) AS volume_m3,
          coalesce(sum(weight_kg), 0)::numeric(16, 2) AS weight_kg, coalesce(sum(pieces), 0)::numeric(16, 2) AS pieces
        FROM stock_credit WHERE stock_id = ${id} AND movement_date <= ${date}`.execute(db);
      const row = rows[0] as { volume_m3: string; weight_kg: string; pieces: string };
      return { stockId: id, date, volumeM3: row.volume_m3, weightKg: row.weight_kg, pieces: row.pieces };
    },
  };
}
