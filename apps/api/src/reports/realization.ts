/**
 * Realization against the business permits' capacity (docs/domain/MODEL.md §2.11): per permitted product, what
 * the unit produced of products of its HS code by month, by year and for a permit's year, against the
 * capacity the permit grants. The rows are computed from the ledger's monthly sums, never stored, so only read.
 *
 * Produced: the unit's PRODUCTION_OUTPUT sums of its product stocks whose product's HS code shares the
 * permitted product's six digits, in the permit's capacity unit (M3 → m³, PCS/SET → pieces, KG → kg,
 * TON → kg / 1000). Exported (VLEGAL_EXPORT) and sold locally (LOCAL_SALES) in m³, for context.
 * A permit product counts in the months (and years) its permit is in force; the current year up to this month.
 *
 * Reach: as the activity reports (`activity.ts`): administrators and verificators read any unit, the others
 * the units they act for (403 for another one).
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { likePattern } from '@vlegal/domain/lists';
import { businessToday } from '@vlegal/domain/unit-validity';
import type { AppServices, HandlerMap, RequestContext } from '../http/context.ts';
import { pageOf, setPageHeaders } from '../http/paging.ts';
import { type ReportReach, reportReach } from './reach.ts';

// biome-ignore lint/suspicious/noExplicitAny: the read models join several tables in SQL
type AnyDB = Kysely<any>;

export type RealizationGrain = 'month' | 'year' | 'permit';

export interface RealizationRequest extends ReportReach {
  year: number;
  month: number | undefined;
  query: string | undefined;
}

/** A permitted product's HS code as compared: its six digits (the code itself when it has none). */
const HS_KEY = (alias: string) =>
  sql`coalesce(nullif(${sql.ref(`${alias}.hs6`)}, ''), ${sql.ref(`${alias}.code`)})`;

/** The figures of a row from its capacity (for the row's period) and its sums. */
function figures(capacity: RawBuilder<unknown>) {
  const produced = sql`(CASE r.capacity_unit WHEN 'M3' THEN r.volume_m3
    WHEN 'KG' THEN r.weight_kg WHEN 'TON' THEN r.weight_kg / 1000 ELSE r.pieces END)`;
  const percent = sql`CASE WHEN ${capacity} > 0 THEN round(${produced} * 100 / ${capacity}, 2) END`;
  return sql`${capacity}::numeric(30, 2)::text AS "capacity", r.capacity_unit AS "capacityUnit",
    ${produced}::numeric(30, 4)::text AS "produced",
    ${percent}::numeric(30, 2)::text AS "capacityUsedPercent",
    coalesce(${percent} > 100, false) AS "overCapacity"`;
}

/**
 * The rows a request keeps and how many there are: one page of them, the count joined to it so that a page
 * past the last still brings it.
 */
export async function realizationRows(
  db: AnyDB,
  grain: RealizationGrain,
  r: RealizationRequest,
  page: { page: number; size: number },
): Promise<{ rows: Record<string, unknown>[]; total: number }> {
  const today = businessToday();
  const [thisYear, thisMonth] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const units =
    r.unitId !== undefined
      ? sql`bp.business_unit_id = ${r.unitId}`
      : r.reach === null
        ? sql`true`
        : r.reach.length
          ? sql`bp.business_unit_id IN (${sql.join([...r.reach])})`
          : sql`false`;
  const text = r.query?.trim();
  const search = text
    ? sql`(bp.code ILIKE ${likePattern(text)} OR bpp.product_name ILIKE ${likePattern(text)}
        OR coalesce(h.code, '') ILIKE ${likePattern(text)})`
    : sql`true`;
  // The months a row may be: the year's, up to this month in the current year, none in a later one.
  const lastMonth = r.year < thisYear ? 12 : r.year === thisYear ? thisMonth : 0;
  const months =
    grain === 'month'
      ? r.month !== undefined
        ? sql`(SELECT m FROM (VALUES (${r.month}::integer)) v(m) WHERE m <= ${lastMonth})`
        : sql`generate_series(1, ${lastMonth}::integer)`
      : null;
  const period = months
    ? sql`CROSS JOIN ${months} AS mo(month)`
    : sql`CROSS JOIN (SELECT NULL::integer) AS mo(month)`;
  const start = months
    ? sql`make_date(${r.year}::integer, mo.month, 1)`
    : sql`make_date(${r.year}::integer, 1, 1)`;
  const end = months
    ? sql`(make_date(${r.year}::integer, mo.month, 1) + interval '1 month' - interval '1 day')::date`
    : sql`make_date(${r.year}::integer, 12, 31)`;
  const sums = sql`
    SELECT m.business_unit_id, ${HS_KEY('ph')} AS hs_key, m.month,
      sum(m.volume_m3) FILTER (WHERE m.movement_type = 'PRODUCTION_OUTPUT') AS volume_m3,
      sum(m.weight_kg) FILTER (WHERE m.movement_type = 'PRODUCTION_OUTPUT') AS weight_kg,
      sum(m.pieces) FILTER (WHERE m.movement_type = 'PRODUCTION_OUTPUT') AS pieces,
      -sum(m.volume_m3) FILTER (WHERE m.movement_type = 'VLEGAL_EXPORT') AS exported_m3,
      -sum(m.volume_m3) FILTER (WHERE m.movement_type = 'LOCAL_SALES') AS sold_m3
    FROM stock_month_movement m
    JOIN stock s ON s.id = m.stock_id AND s.stock_type = 'PRODUCT'
    JOIN product p ON p.id = s.product_id
    JOIN hs_code ph ON ph.id = p.hs_code_id
    WHERE m.year = ${r.year}::integer AND m.movement_type IN ('PRODUCTION_OUTPUT', 'VLEGAL_EXPORT', 'LOCAL_SALES')
      AND m.business_unit_id IN (SELECT bp.business_unit_id FROM business_permit bp WHERE ${units})
    GROUP BY 1, 2, 3`;
  // Signed sums: a cancelled production's reversal nets into its month, an export is a reduction.
  const byPeriod = months ? sql`x.month = mo.month` : sql`x.month BETWEEN 1 AND 12`;
  const { rows } = await sql<Record<string, unknown> & { total: string }>`
    WITH r AS (
      SELECT bp.business_unit_id, bp.id AS business_permit_id, bp.code AS permit_code, bp.valid_date,
        bp.expired_date, bpp.id AS business_permit_product_id, bpp.product_name, h.code AS hs_code,
        bpp.capacity, bpp.capacity_unit, mo.month,
        coalesce(sum(x.volume_m3), 0) AS volume_m3, coalesce(sum(x.weight_kg), 0) AS weight_kg,
        coalesce(sum(x.pieces), 0) AS pieces, coalesce(sum(x.exported_m3), 0) AS exported_m3,
        coalesce(sum(x.sold_m3), 0) AS sold_m3
      FROM business_permit_product bpp
      JOIN business_permit bp ON bp.id = bpp.business_permit_id
      LEFT JOIN hs_code h ON h.id = bpp.hs_code_id
      ${period}
      LEFT JOIN (${sums}) x ON x.business_unit_id = bp.business_unit_id AND x.hs_key = ${HS_KEY('h')}
        AND ${byPeriod}
      WHERE ${units} AND ${search} AND ${lastMonth}::integer > 0
        AND bp.valid_date <= ${end} AND (bp.expired_date IS NULL OR bp.expired_date >= ${start})
      GROUP BY bp.business_unit_id, bp.id, bp.code, bp.valid_date, bp.expired_date, bpp.id, bpp.product_name,
        h.code, bpp.capacity, bpp.capacity_unit, mo.month
    ),
    g AS (
      SELECT r.business_unit_id AS "businessUnitId", r.business_permit_id AS "businessPermitId",
        r.permit_code AS "businessPermitCode",
        ${
          grain === 'permit'
            ? sql`to_char(r.valid_date, 'YYYY-MM-DD') AS "validDate",
                to_char(r.expired_date, 'YYYY-MM-DD') AS "expiredDate",`
            : sql``
        }
        r.business_permit_product_id AS "businessPermitProductId", r.product_name AS "productName",
        r.hs_code AS "hsCode", ${r.year}::integer AS "year",
        ${grain === 'month' ? sql`r.month AS "month",` : sql``}
        ${figures(grain === 'month' ? sql`round(r.capacity / 12, 2)` : sql`r.capacity`)}
        ${
          grain === 'permit'
            ? sql``
            : sql`, r.exported_m3::numeric(30, 4)::text AS "exportedVolumeM3",
                r.sold_m3::numeric(30, 4)::text AS "localSalesVolumeM3"`
        },
        r.month AS sort_month
      FROM r
    )
    SELECT (SELECT count(*) FROM g) AS total, p.*
    FROM (SELECT 1) one LEFT JOIN LATERAL (
      SELECT * FROM g
      ORDER BY "businessUnitId", "businessPermitCode", "productName", "businessPermitProductId", sort_month
      LIMIT ${page.size} OFFSET ${page.page * page.size}
    ) p ON true`.execute(db);
  const total = Number(rows[0]?.total ?? 0);
  return {
    total,
    rows: rows
      .filter((row) => row.businessPermitProductId != null)
      .map(({ total: _total, sort_month: _month, ...row }) => row),
  };
}

export function realizationHandlers(services: AppServices): HandlerMap {
  const db = services.db.kysely as unknown as AnyDB;

  /** The request's unit, reach, year, month and query, checked. */
  async function requestOf(ctx: RequestContext): Promise<RealizationRequest> {
    const q = ctx.req.query as { businessUnitId?: number; year?: number; month?: number; query?: string };
    return {
      ...(await reportReach(db, ctx, q.businessUnitId)),
      year: q.year ?? Number(businessToday().slice(0, 4)),
      month: q.month,
      query: q.query,
    };
  }

  const answer = (grain: RealizationGrain, searching: boolean) => async (ctx: RequestContext) => {
    const r = await requestOf(ctx);
    if (!searching) r.query = undefined;
    const page = pageOf(ctx.req);
    const { rows, total } = await realizationRows(db, grain, r, page);
    setPageHeaders(ctx.req, ctx.reply, page, total);
    return rows;
  };

  return {
    listRealizationInMonths: answer('month', false),
    searchRealizationInMonths: answer('month', true),
    listRealizationInYears: answer('year', false),
    searchRealizationInYears: answer('year', true),
    listRealizationBusinesPermits: answer('permit', false),
    searchRealizationBusinesPermits: answer('permit', true),
  };
}
