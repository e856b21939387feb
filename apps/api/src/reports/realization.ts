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
 *
 * Recorded realization: administrators and verificators (the capacity audit is theirs) record one permit
 * product's row for one period, its figures computed then and kept with who recorded them and when
 * (`realization_record`); a refresh computes them again, the list calls answer them with `recorded=true`.
 * A unit's administrators read their own units' recorded rows: another unit's answers 404 like a missing
 * one, audited, as the engine answers another tenant's row; a permit product out of reach or missing is
 * one answer (400 `resources.form.unknownReference`), so ids of others cannot be probed.
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { likePattern } from '@vlegal/domain/lists';
import { businessToday } from '@vlegal/domain/unit-validity';
import { inTransaction } from '../db/index.ts';
import { UNKNOWN_REFERENCE } from '../engine/write-checks.ts';
import type { AppServices, HandlerMap, RequestContext } from '../http/context.ts';
import { onceByKey, replay } from '../http/idempotency.ts';
import { pageOf, setPageHeaders } from '../http/paging.ts';
import { HttpProblem, PROBLEM_TITLES, ProblemType, problem } from '../http/problems.ts';
import { AuditType } from '../services/audit.ts';
import { type ReportReach, reachCondition, reachesUnit, reportReach } from './reach.ts';

// biome-ignore lint/suspicious/noExplicitAny: the read models join several tables in SQL
type AnyDB = Kysely<any>;

export type RealizationGrain = 'month' | 'year' | 'permit';

export interface RealizationRequest extends ReportReach {
  year: number;
  month: number | undefined;
  query: string | undefined;
  /** Only this permit product. */
  productId?: number;
}

/** The text search of the lists: the permit's number, the permitted product or its HS code. */
function searchOf(query: string | undefined) {
  const text = query?.trim();
  return text
    ? sql`(bp.code ILIKE ${likePattern(text)} OR bpp.product_name ILIKE ${likePattern(text)}
        OR coalesce(h.code, '') ILIKE ${likePattern(text)})`
    : sql`true`;
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
  const units = reachCondition(r, sql.ref('bp.business_unit_id'));
  const search = r.productId === undefined ? searchOf(r.query) : sql`bpp.id = ${r.productId}`;
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

/** The computed row of one permit product for one period, or undefined when its permit is not in force then
 * (or the period is still to come). */
export async function realizationOf(
  db: AnyDB,
  grain: RealizationGrain,
  productId: number,
  year: number,
  month: number | undefined,
): Promise<Record<string, unknown> | undefined> {
  const { rows } = await realizationRows(
    db,
    grain,
    { unitId: undefined, reach: null, year, month, query: undefined, productId },
    { page: 0, size: 1 },
  );
  return rows[0];
}

const GRAIN_COLUMN = { month: 'MONTH', year: 'YEAR', permit: 'PERMIT' } as const;

/** A recorded row as the API answers it: the computed row's shape, with its id, note, recorder and date. */
function recordedColumns(grain: RealizationGrain) {
  return sql`rr.id, rr.note, rr.recorded_by AS "recordedBy", rr.recorded_date AS "recordedDate",
    rr.business_unit_id AS "businessUnitId", bp.id AS "businessPermitId", bp.code AS "businessPermitCode",
    ${
      grain === 'permit'
        ? sql`to_char(bp.valid_date, 'YYYY-MM-DD') AS "validDate", to_char(bp.expired_date, 'YYYY-MM-DD') AS "expiredDate",`
        : sql``
    }
    rr.business_permit_product_id AS "businessPermitProductId", bpp.product_name AS "productName",
    h.code AS "hsCode", rr.year, ${grain === 'month' ? sql`rr.month,` : sql``}
    rr.capacity::text AS "capacity", rr.capacity_unit AS "capacityUnit", rr.produced::text AS "produced",
    rr.capacity_used_percent::text AS "capacityUsedPercent", rr.over_capacity AS "overCapacity"
    ${
      grain === 'permit'
        ? sql``
        : sql`, rr.exported_volume_m3::text AS "exportedVolumeM3",
            rr.local_sales_volume_m3::text AS "localSalesVolumeM3"`
    }`;
}

const RECORDED_FROM = sql`realization_record rr
  JOIN business_permit_product bpp ON bpp.id = rr.business_permit_product_id
  JOIN business_permit bp ON bp.id = bpp.business_permit_id
  LEFT JOIN hs_code h ON h.id = bpp.hs_code_id`;

type Recorded = Record<string, unknown> & { id: number; businessUnitId: number; recordedDate: string };

/** A recorded row as answered (without the list's count). */
const recordedOf = ({ total: _total, ...row }: Record<string, unknown>) =>
  ({
    ...row,
    id: Number(row.id),
    businessUnitId: Number(row.businessUnitId),
    recordedDate: new Date(row.recordedDate as string).toISOString(),
  }) as Recorded;

/** The recorded rows a list request keeps (the year and month only when given), one page and their count. */
async function recordedRows(
  db: AnyDB,
  grain: RealizationGrain,
  r: ReportReach & { year: number | undefined; month: number | undefined; query: string | undefined },
  page: { page: number; size: number },
): Promise<{ rows: Record<string, unknown>[]; total: number }> {
  const where = sql`rr.grain = ${GRAIN_COLUMN[grain]} AND ${reachCondition(r, sql.ref('rr.business_unit_id'))} AND ${searchOf(r.query)}
    AND ${r.year === undefined ? sql`true` : sql`rr.year = ${r.year}`}
    AND ${r.month === undefined || grain !== 'month' ? sql`true` : sql`rr.month = ${r.month}`}`;
  const { rows } = await sql<Record<string, unknown> & { total: string }>`
    SELECT (SELECT count(*) FROM ${RECORDED_FROM} WHERE ${where}) AS total, p.*
    FROM (SELECT 1) one LEFT JOIN LATERAL (
      SELECT ${recordedColumns(grain)} FROM ${RECORDED_FROM} WHERE ${where}
      ORDER BY rr.business_unit_id, bp.code, bpp.product_name, rr.business_permit_product_id, rr.year,
        rr.month, rr.id
      LIMIT ${page.size} OFFSET ${page.page * page.size}
    ) p ON true`.execute(db);
  return {
    total: Number(rows[0]?.total ?? 0),
    rows: rows.filter((row) => row.id != null).map(recordedOf),
  };
}

/** One recorded row of a grain, taken for update in a write. */
async function recordedRow(db: AnyDB, grain: RealizationGrain, id: number, forUpdate = false) {
  const { rows } = await sql<Record<string, unknown>>`
    SELECT ${recordedColumns(grain)} FROM ${RECORDED_FROM}
    WHERE rr.id = ${id} AND rr.grain = ${GRAIN_COLUMN[grain]} ${forUpdate ? sql`FOR UPDATE OF rr` : sql``}`.execute(
    db,
  );
  return rows[0] ? recordedOf(rows[0]) : undefined;
}

/** The figures of a computed row, as stored. */
const figuresOf = (row: Record<string, unknown>) => ({
  business_unit_id: Number(row.businessUnitId),
  capacity: row.capacity as string,
  capacity_unit: row.capacityUnit as string,
  produced: row.produced as string,
  capacity_used_percent: (row.capacityUsedPercent as string | null) ?? null,
  over_capacity: row.overCapacity === true,
  exported_volume_m3: (row.exportedVolumeM3 as string | undefined) ?? null,
  local_sales_volume_m3: (row.localSalesVolumeM3 as string | undefined) ?? null,
});

const invalid = (field: string, message: string, detail: string) =>
  problem.validation([{ objectName: 'realization', field, message }], detail);

const notInForce = () =>
  invalid(
    'businessPermitProductId',
    'realization.notInForce',
    'The permit of this product is not in force in this period.',
  );

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
    const q = ctx.req.query as { year?: number; recorded?: boolean };
    const { rows, total } = q.recorded
      ? await recordedRows(db, grain, { ...r, year: q.year }, page)
      : await realizationRows(db, grain, r, page);
    setPageHeaders(ctx.req, ctx.reply, page, total);
    return rows;
  };

  /** A recorded row the caller reaches: another unit's answers 404 like a missing one, audited. */
  async function reachedRow(
    ctx: RequestContext,
    kdb: AnyDB,
    grain: RealizationGrain,
    id: number,
    lock = false,
  ) {
    const row = await recordedRow(kdb, grain, id, lock);
    if (row && !reachesUnit(ctx, row.businessUnitId)) {
      await ctx.audit({
        principal: ctx.principal?.login ?? 'anonymousUser',
        type: AuditType.authorizationFailure,
        data: { operationId: ctx.operationId, entity: 'realizationRecord', id, reason: 'not-own-row' },
      });
      throw problem.notFound('There is no recorded realization with this id.');
    }
    if (!row) throw problem.notFound('There is no recorded realization with this id.');
    return row;
  }

  const audited = (ctx: RequestContext, type: string, row: Recorded, grain: RealizationGrain) =>
    ctx.audit({
      principal: ctx.principal?.login ?? 'anonymousUser',
      type,
      data: {
        entity: 'realizationRecord',
        id: row.id,
        operationId: ctx.operationId,
        businessUnitId: row.businessUnitId,
        businessPermitProductId: Number(row.businessPermitProductId),
        period: `${GRAIN_COLUMN[grain]} ${row.year}${row.month ? `-${String(row.month).padStart(2, '0')}` : ''}`,
      },
    });

  const record = (grain: RealizationGrain) => async (ctx: RequestContext) => {
    const body = ctx.req.body as {
      businessPermitProductId: number;
      year?: number;
      month?: number;
      note?: string | null;
    };
    const today = businessToday();
    const [thisYear, thisMonth] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
    const year = body.year ?? thisYear;
    const month = grain === 'month' ? body.month : undefined;
    const outcome = await onceByKey(
      ctx,
      services.db,
      async (tx) => {
        const kdb = tx.kysely as unknown as AnyDB;
        const { rows: owner } = await sql<{ unit: number }>`
          SELECT bp.business_unit_id AS unit FROM business_permit_product bpp
          JOIN business_permit bp ON bp.id = bpp.business_permit_id
          WHERE bpp.id = ${body.businessPermitProductId}`.execute(kdb);
        const unit = owner[0]?.unit;
        if (unit === undefined || !reachesUnit(ctx, Number(unit)))
          throw invalid(
            'businessPermitProductId',
            UNKNOWN_REFERENCE,
            'There is no such business permit product.',
          );
        // A period still to come has no figures to record; the current one has them so far.
        if (year > thisYear || (month !== undefined && year === thisYear && month > thisMonth))
          throw invalid(
            year > thisYear ? 'year' : 'month',
            'realization.futurePeriod',
            'This period is still to come: only a period begun can be recorded.',
          );
        const row = await realizationOf(kdb, grain, body.businessPermitProductId, year, month);
        if (!row) throw notInForce();
        const f = figuresOf(row);
        const { rows } = await sql<{ id: number }>`
          INSERT INTO realization_record (grain, business_unit_id, business_permit_product_id, year, month,
            capacity, capacity_unit, produced, capacity_used_percent, over_capacity, exported_volume_m3,
            local_sales_volume_m3, note, recorded_by)
          VALUES (${GRAIN_COLUMN[grain]}, ${f.business_unit_id}, ${body.businessPermitProductId}, ${year},
            ${month ?? null}::integer, ${f.capacity}::numeric, ${f.capacity_unit}, ${f.produced}::numeric,
            ${f.capacity_used_percent}::numeric, ${f.over_capacity}, ${f.exported_volume_m3}::numeric,
            ${f.local_sales_volume_m3}::numeric, ${body.note ?? null}, ${ctx.principal?.login ?? 'system'})
          ON CONFLICT (grain, business_permit_product_id, year, (coalesce(month, 0))) DO NOTHING
          RETURNING id`.execute(kdb);
        const id = rows[0]?.id;
        if (id === undefined)
          throw new HttpProblem(409, {
            type: ProblemType.conflict,
            title: PROBLEM_TITLES.conflict,
            detail: 'This period of this permit product is recorded already: refresh it instead.',
            message: 'realization.recordedAlready',
          });
        return (await recordedRow(kdb, grain, Number(id))) as Recorded;
      },
      (row) => ({ status: 201, body: row }),
    );
    if ('replay' in outcome) return replay(ctx, outcome.replay);
    await audited(ctx, AuditType.entityCreated, outcome.done, grain);
    ctx.reply.code(201);
    return outcome.done;
  };

  const refresh = (grain: RealizationGrain) => async (ctx: RequestContext) => {
    const body = ctx.req.body as { id: number; note?: string | null };
    const row = await inTransaction(services.db, async (tx) => {
      const kdb = tx.kysely as unknown as AnyDB;
      const before = await reachedRow(ctx, kdb, grain, body.id, true);
      const month = grain === 'month' ? Number(before.month) : undefined;
      const now = await realizationOf(
        kdb,
        grain,
        Number(before.businessPermitProductId),
        Number(before.year),
        month,
      );
      if (!now) throw notInForce();
      const f = figuresOf(now);
      // A note left out stays; one sent (null too) replaces it.
      await sql`UPDATE realization_record SET business_unit_id = ${f.business_unit_id},
          capacity = ${f.capacity}::numeric, capacity_unit = ${f.capacity_unit}, produced = ${f.produced}::numeric,
          capacity_used_percent = ${f.capacity_used_percent}::numeric, over_capacity = ${f.over_capacity},
          exported_volume_m3 = ${f.exported_volume_m3}::numeric,
          local_sales_volume_m3 = ${f.local_sales_volume_m3}::numeric,
          note = ${'note' in body ? sql`${body.note ?? null}` : sql`note`},
          recorded_by = ${ctx.principal?.login ?? 'system'}, recorded_date = now()
        WHERE id = ${body.id}`.execute(kdb);
      return (await recordedRow(kdb, grain, body.id)) as Recorded;
    });
    await audited(ctx, AuditType.entityUpdated, row, grain);
    return row;
  };

  const read = (grain: RealizationGrain) => async (ctx: RequestContext) =>
    reachedRow(ctx, db, grain, Number((ctx.req.params as { id: string }).id));

  const remove = (grain: RealizationGrain) => async (ctx: RequestContext) => {
    const id = Number((ctx.req.params as { id: string }).id);
    const row = await inTransaction(services.db, async (tx) => {
      const kdb = tx.kysely as unknown as AnyDB;
      const found = await reachedRow(ctx, kdb, grain, id, true);
      await sql`DELETE FROM realization_record WHERE id = ${id}`.execute(kdb);
      return found;
    });
    await audited(ctx, AuditType.entityDeleted, row, grain);
    ctx.reply.code(204);
    return undefined;
  };

  return {
    listRealizationInMonths: answer('month', false),
    searchRealizationInMonths: answer('month', true),
    listRealizationInYears: answer('year', false),
    searchRealizationInYears: answer('year', true),
    listRealizationBusinesPermits: answer('permit', false),
    searchRealizationBusinesPermits: answer('permit', true),
    getRealizationInMonths: read('month'),
    getRealizationInYears: read('year'),
    getRealizationBusinesPermits: read('permit'),
    recordRealizationInMonths: record('month'),
    recordRealizationInYears: record('year'),
    recordRealizationBusinesPermits: record('permit'),
    refreshRealizationInMonths: refresh('month'),
    refreshRealizationInYears: refresh('year'),
    refreshRealizationBusinesPermits: refresh('permit'),
    deleteRealizationInMonths: remove('month'),
    deleteRealizationInYears: remove('year'),
    deleteRealizationBusinesPermits: remove('permit'),
  };
}
