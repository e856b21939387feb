/**
 * What units hold, by kind of item and species: the cached balances of their items summed (the dashboard's
 * stock), for the units the caller reaches; administrators and verificators read every unit's. Groups
 * that hold nothing any more are left out.
 */
import { sql } from 'kysely';
import type { AppServices, HandlerMap } from '../http/context.ts';
import { pageOf, setPageHeaders } from '../http/paging.ts';
import { problem } from '../http/problems.ts';

interface SummaryRow {
  business_unit_id: number;
  stock_type: 'RAW_MATERIAL' | 'PRODUCT';
  scientific_name_id: number | null;
  scientific_name: string | null;
  at_sub_con: boolean;
  items: string;
  volume_m3: string;
  weight_kg: string;
  pieces: string;
}

/** A group whose items hold nothing any more (all used, sold or sent on) is no holding. */
const HOLDS = sql`sum(s.volume_m3) <> 0 OR sum(s.weight_kg) <> 0 OR sum(s.pieces) <> 0`;

export function stockSummaryHandlers({ db }: AppServices): HandlerMap {
  return {
    async getStocksSummary(ctx) {
      const { scope } = ctx;
      const asked = (ctx.req.query as { businessUnitId?: number | string }).businessUnitId;
      const unitId = asked === undefined ? undefined : Number(asked);
      const readsAll = scope.unrestricted || scope.readsAll;
      if (unitId !== undefined && !readsAll && !scope.ownsBusinessUnit(unitId))
        throw problem.forbidden('This business unit is not yours.');
      const units = scope.businessUnitIds ?? [];
      const page = pageOf(ctx.req);
      const where = sql`${unitId === undefined ? sql`true` : sql`s.business_unit_id = ${unitId}`}
        AND ${readsAll ? sql`true` : units.length ? sql`s.business_unit_id IN (${sql.join(units)})` : sql`false`}`;
      // The page and the count of every group in one statement; the page joined to the count, so a page
      // past the last still brings it (a unit holds a few kinds of a few dozen species).
      const { rows: answered } = await sql<Partial<SummaryRow> & { total: string }>`
        WITH g AS (
          SELECT s.business_unit_id, s.stock_type, s.scientific_name_id, n.scientific_name,
            s.sub_con_id IS NOT NULL AS at_sub_con, count(*) AS items, sum(s.volume_m3) AS volume_m3,
            sum(s.weight_kg) AS weight_kg, sum(s.pieces) AS pieces
          FROM stock s LEFT JOIN scientific_name n ON n.id = s.scientific_name_id
          WHERE ${where}
          GROUP BY s.business_unit_id, s.stock_type, s.scientific_name_id, n.scientific_name, at_sub_con
          HAVING ${HOLDS}
        )
        SELECT (SELECT count(*) FROM g) AS total, p.*
        FROM (SELECT 1) one LEFT JOIN LATERAL (
          SELECT * FROM g
          ORDER BY volume_m3 DESC, business_unit_id, stock_type, scientific_name, at_sub_con
          LIMIT ${page.size} OFFSET ${page.page * page.size}
        ) p ON true`.execute(db.kysely);
      const total = Number(answered[0]?.total ?? 0);
      const rows = answered.filter((r): r is SummaryRow & { total: string } => r.business_unit_id != null);
      setPageHeaders(ctx.req, ctx.reply, page, total);
      return rows.map((r) => ({
        businessUnitId: Number(r.business_unit_id),
        stockType: r.stock_type,
        scientificNameId: r.scientific_name_id === null ? null : Number(r.scientific_name_id),
        scientificName: r.scientific_name,
        atSubCon: r.at_sub_con,
        items: Number(r.items),
        volumeM3: r.volume_m3,
        weightKg: r.weight_kg,
        pieces: r.pieces,
      }));
    },
  };
}
