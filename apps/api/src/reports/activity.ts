/**
 * The activity reports (receipts, productions, local sales, V-Legal documents, V-Legal documents and their
 * customs declarations): each is one declaration (`activity-reports.ts`) of its tables, the date the period
 * is read on, its unit column, the columns the query searches and its columns with their kinds and totals.
 * One handler answers any of them in JSON (a page of rows, X-Total-Count, the totals of every row the period
 * and query keep), one streams it as an Excel workbook (`activity-excel.ts`).
 *
 * Reach: administrators and verificators read any unit, every unit when none is named; everybody else the
 * units they act for (a unit they do not reach is refused with 403; every one of theirs when none is named).
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { likePattern } from '@vlegal/domain/lists';
import type { AppServices, HandlerMap, RequestContext } from '../http/context.ts';
import { pageOf, setPageHeaders } from '../http/paging.ts';
import { problem } from '../http/problems.ts';
import { type ReportReach, reachCondition, reportReach } from './reach.ts';
import { activityHeaderOf, activityWorkbook } from './activity-excel.ts';
import { ACTIVITY_REPORTS } from './activity-reports.ts';

// biome-ignore lint/suspicious/noExplicitAny: the reports read several tables in SQL
type AnyDB = Kysely<any>;

/**
 * What a column holds, which decides how it is answered (decimals as exact text at their scale, dates as
 * ISO dates) and written to the sheet. `id` columns are answered in JSON only.
 */
export type ColumnKind = 'id' | 'text' | 'date' | 'm3' | 'kg' | 'pieces' | 'money' | 'percent' | 'flag';

export type Texts = { in: string; en: string };

export interface ReportColumn {
  /** The row's field (and the result column's name). */
  key: string;
  kind: ColumnKind;
  sql: RawBuilder<unknown>;
  /** The sheet's column title; an `id` column has none. */
  title?: Texts;
  /**
   * Summed into the totals (a money column per currency); a percent column is the ratio of two summed
   * columns (`[numerator, denominator]`, × 100).
   */
  total?: true | { ratio: readonly [string, string] };
  /** The words a code is written with on the sheet (a status, a kind of party). */
  labels?: Readonly<Record<string, Texts>>;
  /** On the sheet only when the report covers more than one unit (the unit's name). */
  acrossUnits?: true;
  /** The sheet column's width in characters. */
  width?: number;
}

export interface ActivityReport {
  /** The report's name in file names (its path). */
  name: string;
  operations: { json: string; excel: string };
  title: Texts;
  /** `FROM` and its joins. */
  from: RawBuilder<unknown>;
  /** Which rows the report holds at all (posted documents, issued licences …). */
  where: RawBuilder<unknown>;
  /** The date the period is read on. */
  date: RawBuilder<unknown>;
  unit: RawBuilder<unknown>;
  /** Keys of the columns the `query` parameter is matched against (contains, any case). */
  search: readonly string[];
  order: RawBuilder<unknown>;
  /** The key of the text column naming the currency of the money columns (their totals are per currency). */
  currency?: string;
  columns: readonly ReportColumn[];
}

const SCALE: Partial<Record<ColumnKind, number>> = { m3: 4, kg: 2, pieces: 2, money: 2, percent: 2 };

/** A column's value as answered: decimals as text at their scale, dates as ISO dates. */
function answered(kind: ColumnKind, value: RawBuilder<unknown>): RawBuilder<unknown> {
  const scale = SCALE[kind];
  if (scale !== undefined) return sql`(${value})::numeric(30, ${sql.lit(scale)})::text`;
  if (kind === 'date') return sql`to_char(${value}, 'YYYY-MM-DD')`;
  return value;
}

const columnOf = (report: ActivityReport, key: string): ReportColumn => {
  const column = report.columns.find((c) => c.key === key);
  if (!column) throw new Error(`${report.name} has no column ${key}`);
  return column;
};

export interface ReportRequest extends ReportReach {
  startDate: string;
  endDate: string;
  query: string | undefined;
}

/** The condition of the rows a request keeps: the report's own, the period, the units, the query. */
function whereOf(report: ActivityReport, r: ReportRequest): RawBuilder<unknown> {
  const units = reachCondition(r, report.unit);
  const text = r.query?.trim();
  const search = text
    ? sql`(${sql.join(
        report.search.map(
          (key) => sql`coalesce((${columnOf(report, key).sql})::text, '') ILIKE ${likePattern(text)}`,
        ),
        sql` OR `,
      )})`
    : sql`true`;
  return sql`${report.where} AND ${report.date} BETWEEN ${r.startDate}::date AND ${r.endDate}::date
    AND ${units} AND ${search}`;
}

const selectList = (report: ActivityReport) =>
  sql.join(report.columns.map((c) => sql`${answered(c.kind, c.sql)} AS ${sql.ref(c.key)}`));

export type ReportRow = Record<string, string | number | boolean | null>;
/** `rows` (how many), each summed column and ratio, and the money columns per currency. */
export type ReportTotals = ReportRow & { byCurrency?: ReportRow[] };

/** The rows a request keeps, in the report's order; a page of them when `page` is given. */
export async function rowsOf(
  db: AnyDB,
  report: ActivityReport,
  r: ReportRequest,
  page?: { page: number; size: number },
): Promise<ReportRow[]> {
  const limit = page ? sql`LIMIT ${page.size} OFFSET ${page.page * page.size}` : sql``;
  const { rows } = await sql<ReportRow>`
    SELECT ${selectList(report)} FROM ${report.from} WHERE ${whereOf(report, r)}
    ORDER BY ${report.order} ${limit}`.execute(db);
  return rows;
}

/** Rows an Excel workbook reads at a time: a long period's report is never held whole. */
export const WORKBOOK_BATCH_ROWS = 1000;

/**
 * The rows a request keeps, in the report's order, a batch at a time (the order ends on the row's id, so
 * consecutive pages neither skip nor repeat a row).
 */
export async function* rowBatches(
  db: AnyDB,
  report: ActivityReport,
  r: ReportRequest,
  size = WORKBOOK_BATCH_ROWS,
): AsyncGenerator<ReportRow[]> {
  for (let page = 0; ; page++) {
    const rows = await rowsOf(db, report, r, { page, size });
    if (rows.length) yield rows;
    if (rows.length < size) return;
  }
}

/**
 * The totals of every row a request keeps: how many, each summed column, each ratio, and the money columns
 * per currency (amounts in different currencies are never added).
 */
export async function totalsOf(db: AnyDB, report: ActivityReport, r: ReportRequest): Promise<ReportTotals> {
  const where = whereOf(report, r);
  const summed = report.columns.filter((c) => c.total === true && c.kind !== 'money');
  const ratios = report.columns.filter((c) => typeof c.total === 'object');
  const money = report.columns.filter((c) => c.total === true && c.kind === 'money');
  const sum = (c: ReportColumn) => sql`coalesce(sum(${c.sql}), 0)`;
  const figures = [
    sql`count(*)::integer AS "rows"`,
    ...summed.map((c) => sql`${answered(c.kind, sum(c))} AS ${sql.ref(c.key)}`),
    ...ratios.map((c) => {
      const [num, den] = (c.total as { ratio: readonly [string, string] }).ratio.map((k) =>
        columnOf(report, k),
      );
      const ratio = sql`CASE WHEN sum(${den?.sql}) > 0 THEN round(sum(${num?.sql}) * 100 / sum(${den?.sql}), 2) END`;
      return sql`${answered(c.kind, ratio)} AS ${sql.ref(c.key)}`;
    }),
  ];
  const [{ rows }, byCurrency] = await Promise.all([
    sql<ReportRow>`SELECT ${sql.join(figures)} FROM ${report.from} WHERE ${where}`.execute(db),
    report.currency && money.length
      ? sql<ReportRow>`
          SELECT ${columnOf(report, report.currency).sql} AS "currencyCode",
            ${sql.join(money.map((c) => sql`${answered(c.kind, sum(c))} AS ${sql.ref(c.key)}`))}
          FROM ${report.from} WHERE ${where}
          GROUP BY 1 ORDER BY 1 NULLS LAST`.execute(db)
      : undefined,
  ]);
  const totals: ReportTotals = { ...(rows[0] as ReportRow) };
  if (byCurrency) totals.byCurrency = byCurrency.rows;
  return totals;
}

const invalid = (field: string, message: string, detail: string) =>
  problem.validation([{ objectName: 'report', field, message }], detail);

export function activityReportHandlers(services: AppServices): HandlerMap {
  const db = services.db.kysely as unknown as AnyDB;

  /** The request's unit, reach, period and query, checked. */
  async function requestOf(ctx: RequestContext): Promise<ReportRequest> {
    const q = ctx.req.query as {
      businessUnitId?: number;
      query?: string;
      startDate: string;
      endDate: string;
    };
    if (q.endDate < q.startDate)
      throw invalid('endDate', 'report.endBeforeStart', 'The period ends before it starts.');
    return {
      ...(await reportReach(db, ctx, q.businessUnitId)),
      startDate: q.startDate,
      endDate: q.endDate,
      query: q.query,
    };
  }

  async function answer(ctx: RequestContext, report: ActivityReport) {
    const r = await requestOf(ctx);
    const page = pageOf(ctx.req);
    const [rows, totals] = await Promise.all([rowsOf(db, report, r, page), totalsOf(db, report, r)]);
    setPageHeaders(ctx.req, ctx.reply, page, Number(totals.rows));
    return {
      businessUnitId: r.unitId ?? null,
      startDate: r.startDate,
      endDate: r.endDate,
      rows,
      totals,
    };
  }

  async function workbook(ctx: RequestContext, report: ActivityReport) {
    const principal = ctx.requirePrincipal();
    const r = await requestOf(ctx);
    const lang = principal.langKey === 'en' ? 'en' : 'in';
    const header = await activityHeaderOf(db, r, principal.login, lang);
    const stream = activityWorkbook(report, rowBatches(db, report, r), header, lang);
    const name = `${report.name} ${header.fileUnit} ${r.startDate} ${r.endDate}`.replace(
      /[^\p{L}\p{N} ._-]/gu,
      '',
    );
    ctx.reply
      .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('Content-Disposition', `attachment; filename="${name}.xlsx"`);
    return stream;
  }

  const handlers: HandlerMap = {};
  for (const report of ACTIVITY_REPORTS) {
    handlers[report.operations.json] = (ctx) => answer(ctx, report);
    handlers[report.operations.excel] = (ctx) => workbook(ctx, report);
  }
  return handlers;
}
