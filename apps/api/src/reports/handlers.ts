/**
 * The monthly mutation reports and the filing of a month (docs/adr/0029-monthly-reports.md):
 * - `lmkb`, `lmko` (administrators and verificators, any unit) and their `business-unit-` twins (a unit's
 *   administrators, their own units): a period's report, its lines paged, its groups and total whole;
 * - filing a month (a unit's administrator): in one transaction, its unit row taken for update so that no
 *   posting lands in the month unseen, both reports computed, refused while a line disagrees with the
 *   ledger, frozen with the filing and the month closed to postings;
 * - reopening a month (administrators, with a reason): the month opens again and its report shows how it
 *   now differs from what was filed.
 * A filed month's report is read as filed; a reopened month's is computed, each line with its filed closing.
 */
import { type Kysely, sql } from 'kysely';
import { sameQuantities, type Quantities } from '@vlegal/domain/books/quantity';
import {
  intakeErrors,
  type LmkReport,
  monthBounds,
  monthIsOver,
  wholeMonthOf,
} from '@vlegal/domain/reports/lmk';
import { businessToday } from '@vlegal/domain/unit-validity';
import type { Database } from '../db/index.ts';
import type { AppServices, HandlerMap, RequestContext } from '../http/context.ts';
import { onceByKey, replay } from '../http/idempotency.ts';
import { pageOf, setPageHeaders } from '../http/paging.ts';
import { HttpProblem, PROBLEM_TITLES, ProblemType, problem } from '../http/problems.ts';
import { AuditType } from '../services/audit.ts';
import { lmkHeaderOf, lmkWorkbook } from './excel.ts';
import { assemble, computeLmk, type LmkComputed, type LmkLine } from './lmk.ts';

// biome-ignore lint/suspicious/noExplicitAny: the reports read several tables in SQL
type AnyDB = Kysely<any>;

interface FilingRow {
  id: number;
  business_unit_id: number;
  year: number;
  month: number;
  status: 'FILED' | 'REOPENED';
  lmkb: LmkComputed;
  lmko: LmkComputed;
  filed_by: string;
  filed_date: Date;
  reopened_by: string | null;
  reopened_date: Date | null;
  reopen_reason: string | null;
}

/** A filing as the API answers it (without its frozen reports). */
const filingOf = (f: FilingRow) => ({
  id: Number(f.id),
  businessUnitId: Number(f.business_unit_id),
  year: Number(f.year),
  month: Number(f.month),
  status: f.status,
  filedBy: f.filed_by,
  filedDate: new Date(f.filed_date).toISOString(),
  reopenedBy: f.reopened_by,
  reopenedDate: f.reopened_date ? new Date(f.reopened_date).toISOString() : null,
  reopenReason: f.reopen_reason,
});

const FILING_COLUMNS = sql`id, business_unit_id, year, month, status, lmkb, lmko, filed_by, filed_date, reopened_by,
  reopened_date, reopen_reason`;

const invalid = (field: string, message: string, detail: string) =>
  problem.validation([{ objectName: 'report', field, message }], detail);

/** A period's dates from the query, checked: both given as dates, the end not before the start. */
function periodOf(query: { startDate?: string; endDate?: string }) {
  const { startDate, endDate } = query as { startDate: string; endDate: string };
  if (endDate < startDate)
    throw invalid('endDate', 'report.endBeforeStart', 'The period ends before it starts.');
  return { startDate, endDate };
}

/** The latest filing of a unit's month, filed or reopened, or undefined. */
async function latestFiling(db: AnyDB, unitId: number, year: number, month: number) {
  const { rows } = await sql<FilingRow>`
    SELECT ${FILING_COLUMNS} FROM report_filing
    WHERE business_unit_id = ${unitId} AND year = ${year} AND month = ${month}
    ORDER BY id DESC LIMIT 1`.execute(db);
  return rows[0];
}

const matches = (line: LmkLine, query: string | undefined) => {
  const text = query?.trim().toLowerCase();
  if (!text) return true;
  return [line.itemCode, line.itemName, line.scientificName, line.tradeName].some((v) =>
    v?.toLowerCase().includes(text),
  );
};

export function reportHandlers(services: AppServices): HandlerMap {
  const db = services.db.kysely as unknown as AnyDB;

  /** The unit a report or filing is for: the one asked (403 out of reach), else the caller's only unit. */
  function unitOf(ctx: RequestContext, asked: number | undefined, reachesAll: boolean): number {
    if (asked !== undefined) {
      if (!reachesAll && !ctx.scope.ownsBusinessUnit(asked))
        throw problem.forbidden('This business unit is not yours.');
      return asked;
    }
    const units = ctx.scope.businessUnitIds;
    if (units && units.length === 1) return units[0] as number;
    throw invalid('businessUnitId', 'report.unitRequired', 'Name the business unit the report is for.');
  }

  async function unitExists(id: number) {
    const { rows } = await sql`SELECT 1 FROM business_unit WHERE id = ${id}`.execute(db);
    if (!rows.length) throw problem.notFound('There is no such business unit.');
  }

  /**
   * A report as asked: a filed month's as filed, another period's computed; the lines the query keeps, with
   * their groups and total.
   */
  async function reportOf(ctx: RequestContext, report: LmkReport, reachesAll: boolean) {
    const query = ctx.req.query as {
      businessUnitId?: number;
      query?: string;
      startDate?: string;
      endDate?: string;
    };
    const unitId = unitOf(ctx, query.businessUnitId, reachesAll);
    await unitExists(unitId);
    const { startDate, endDate } = periodOf(query);
    const month = wholeMonthOf(startDate, endDate);
    const filing = month ? await latestFiling(db, unitId, month.year, month.month) : undefined;
    const frozen = filing?.status === 'FILED' ? (report === 'LMKB' ? filing.lmkb : filing.lmko) : undefined;
    const whole = frozen ?? (await computeLmk(db, report, unitId, startDate, endDate));
    const computed = query.query?.trim()
      ? assemble(
          report,
          unitId,
          startDate,
          endDate,
          whole.lines.filter((line) => matches(line, query.query)),
        )
      : whole;
    return { unitId, startDate, endDate, filing, computed };
  }

  /** A report as answered in JSON: its lines paged, its groups and total whole; in a reopened month each
   * line with its closing as filed. */
  async function answer(ctx: RequestContext, report: LmkReport, reachesAll: boolean) {
    const { unitId, startDate, endDate, filing, computed } = await reportOf(ctx, report, reachesAll);
    const filed = filing?.status === 'REOPENED' ? (report === 'LMKB' ? filing.lmkb : filing.lmko) : undefined;
    const filedClosing = new Map<number, Quantities>(filed?.lines.map((l) => [l.stockId, l.closing]) ?? []);
    // A line of a reopened month with its closing as filed and whether it now differs.
    const againstFiled = (line: LmkLine) => {
      const before = filedClosing.get(line.stockId) ?? null;
      return { filedClosing: before, differsFromFiled: !before || !sameQuantities(before, line.closing) };
    };
    const page = pageOf(ctx.req);
    setPageHeaders(ctx.req, ctx.reply, page, computed.lines.length);
    // Only the page's lines are answered (and so written out as text).
    const lines = computed.lines
      .slice(page.page * page.size, (page.page + 1) * page.size)
      .map((line) => (filed ? Object.assign(line, againstFiled(line)) : line));
    return {
      report,
      businessUnitId: unitId,
      startDate,
      endDate,
      filing: filing ? filingOf(filing) : null,
      lines,
      groups: computed.groups,
      total: computed.total,
      disagreements: computed.disagreements,
      ...(filed
        ? { filedDifferences: computed.lines.filter((l) => againstFiled(l).differsFromFiled).length }
        : {}),
    };
  }

  /** A report as an Excel workbook, streamed. */
  async function workbook(ctx: RequestContext, report: LmkReport, reachesAll: boolean) {
    const principal = ctx.requirePrincipal();
    const { unitId, startDate, endDate, filing, computed } = await reportOf(ctx, report, reachesAll);
    const header = await lmkHeaderOf(db, unitId, principal.login);
    const at = (date: Date) => `${new Date(date).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
    const stream = lmkWorkbook(
      computed,
      header,
      principal.langKey === 'en' ? 'en' : 'in',
      filing?.status === 'FILED' ? { by: filing.filed_by, at: at(filing.filed_date) } : undefined,
    );
    const name = `${report} ${header.unit} ${startDate} ${endDate}`.replace(/[^\p{L}\p{N} ._-]/gu, '');
    ctx.reply
      .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('Content-Disposition', `attachment; filename="${name}.xlsx"`);
    return stream;
  }

  /** Files a unit's month in the caller's transaction, or throws a problem and changes nothing. */
  async function file(tx: Database, ctx: RequestContext, unitId: number, year: number, month: number) {
    const kdb = tx.kysely as unknown as AnyDB;
    // Postings hold the unit's row shared until they commit (ledger.ts): taken for update, it waits for
    // those in flight and holds back new ones until the month is closed.
    const { rows: unit } = await sql`SELECT id FROM business_unit WHERE id = ${unitId} FOR UPDATE`.execute(
      kdb,
    );
    if (!unit.length) throw problem.notFound('There is no such business unit.');
    if (!monthIsOver(year, month, businessToday()))
      throw invalid('month', 'report.monthNotOver', 'Only a month that is over can be filed.');
    const { rows: closed } = await sql`
      SELECT 1 FROM closed_month WHERE business_unit_id = ${unitId} AND year = ${year} AND month = ${month}`.execute(
      kdb,
    );
    if (closed.length)
      throw new HttpProblem(409, {
        type: ProblemType.conflict,
        title: PROBLEM_TITLES.conflict,
        detail: 'This month is filed already.',
        message: 'report.filedAlready',
      });
    const { startDate, endDate } = monthBounds(year, month);
    const [lmkb, lmko] = await Promise.all([
      computeLmk(kdb, 'LMKB', unitId, startDate, endDate),
      computeLmk(kdb, 'LMKO', unitId, startDate, endDate),
    ]);
    const intake = [lmkb, lmko].flatMap((r) => intakeErrors([...r.lines, ...r.groups, r.total]));
    if (lmkb.disagreements || lmko.disagreements || intake.length)
      throw new HttpProblem(409, {
        type: ProblemType.conflict,
        title: PROBLEM_TITLES.conflict,
        detail: `${lmkb.disagreements + lmko.disagreements + intake.length} line(s) of the month do not agree with the ledger or fail the intake checks.`,
        message: 'report.disagrees',
      });
    const login = ctx.principal?.login ?? 'system';
    await sql`INSERT INTO closed_month (business_unit_id, year, month, closed_by)
      VALUES (${unitId}, ${year}, ${month}, ${login})`.execute(kdb);
    const { rows } = await sql<FilingRow>`
      INSERT INTO report_filing (business_unit_id, year, month, status, lmkb, lmko, filed_by)
      VALUES (${unitId}, ${year}, ${month}, 'FILED', ${JSON.stringify(lmkb)}::jsonb, ${JSON.stringify(lmko)}::jsonb,
        ${login})
      RETURNING ${FILING_COLUMNS}`.execute(kdb);
    return rows[0] as FilingRow;
  }

  const audited = (ctx: RequestContext, filing: FilingRow, what: string) =>
    ctx.audit({
      principal: ctx.principal?.login ?? 'anonymousUser',
      type: AuditType.entityUpdated,
      data: {
        entity: 'reportFiling',
        id: Number(filing.id),
        operationId: ctx.operationId,
        businessUnitId: Number(filing.business_unit_id),
        period: `${filing.year}-${String(filing.month).padStart(2, '0')}`,
        what,
        ...(filing.reopen_reason ? { reason: filing.reopen_reason } : {}),
      },
    });

  return {
    getLmkb: (ctx) => answer(ctx, 'LMKB', true),
    getLmko: (ctx) => answer(ctx, 'LMKO', true),
    getBusinessUnitLmkb: (ctx) => answer(ctx, 'LMKB', false),
    getBusinessUnitLmko: (ctx) => answer(ctx, 'LMKO', false),
    getLmkbExcelReport: (ctx) => workbook(ctx, 'LMKB', true),
    getLmkoExcelReport: (ctx) => workbook(ctx, 'LMKO', true),
    getBusinessUnitLmkbExcelReport: (ctx) => workbook(ctx, 'LMKB', false),
    getBusinessUnitLmkoExcelReport: (ctx) => workbook(ctx, 'LMKO', false),

    async listReportFilings(ctx) {
      const query = ctx.req.query as { businessUnitId?: number; year?: number };
      const reachesAll = ctx.scope.readsAll;
      if (
        query.businessUnitId !== undefined &&
        !reachesAll &&
        !ctx.scope.ownsBusinessUnit(query.businessUnitId)
      )
        throw problem.forbidden('This business unit is not yours.');
      const units = ctx.scope.businessUnitIds ?? [];
      const where = sql`${query.businessUnitId === undefined ? sql`true` : sql`business_unit_id = ${query.businessUnitId}`}
        AND ${query.year === undefined ? sql`true` : sql`year = ${query.year}`}
        AND ${reachesAll ? sql`true` : units.length ? sql`business_unit_id IN (${sql.join(units)})` : sql`false`}`;
      const page = pageOf(ctx.req);
      const [{ rows }, { rows: count }] = await Promise.all([
        sql<FilingRow>`SELECT ${FILING_COLUMNS} FROM report_filing WHERE ${where}
          ORDER BY year DESC, month DESC, business_unit_id, id DESC
          LIMIT ${page.size} OFFSET ${page.page * page.size}`.execute(db),
        sql<{ n: string }>`SELECT count(*) AS n FROM report_filing WHERE ${where}`.execute(db),
      ]);
      setPageHeaders(ctx.req, ctx.reply, page, Number(count[0]?.n ?? 0));
      return rows.map(filingOf);
    },

    async listReportMonthsDue(ctx) {
      const asked = (ctx.req.query as { businessUnitId?: number }).businessUnitId;
      const reachesAll = ctx.scope.readsAll;
      if (asked !== undefined && !reachesAll && !ctx.scope.ownsBusinessUnit(asked))
        throw problem.forbidden('This business unit is not yours.');
      const units = ctx.scope.businessUnitIds ?? [];
      const reach = sql`${asked === undefined ? sql`true` : sql`u.id = ${asked}`}
        AND ${reachesAll ? sql`true` : units.length ? sql`u.id IN (${sql.join(units)})` : sql`false`}`;
      const page = pageOf(ctx.req);
      // Each month after the unit's last filed one (a filing closes those before it), from the month its first
      // stock opened, whose filing day (the 10th of the next month) has passed.
      const { rows } = await sql<{ id: number; name: string; m: string; total: string }>`
        WITH months AS (
          SELECT u.id, u.name, gs::date AS m
          FROM business_unit u
          JOIN (SELECT business_unit_id, min(opening_date) AS d FROM stock GROUP BY business_unit_id) f
            ON f.business_unit_id = u.id
          LEFT JOIN (SELECT business_unit_id, max(make_date(year, month, 1)) AS m FROM closed_month
            GROUP BY business_unit_id) c ON c.business_unit_id = u.id
          CROSS JOIN LATERAL generate_series(
            greatest(date_trunc('month', f.d), coalesce(c.m + interval '1 month', date_trunc('month', f.d))),
            date_trunc('month', ${businessToday()}::date) - interval '1 month', interval '1 month') gs
          WHERE u.active AND ${reach}
        ), due AS (
          SELECT * FROM months WHERE (m + interval '1 month' + interval '9 days')::date < ${businessToday()}::date
        )
        -- The page joined to the count, so a page past the last still brings it.
        SELECT (SELECT count(*) FROM due) AS total, p.*
        FROM (SELECT 1) one LEFT JOIN LATERAL (
          SELECT d.id, d.name, d.m::text AS m FROM due d ORDER BY d.m, d.name, d.id
          LIMIT ${page.size} OFFSET ${page.page * page.size}
        ) p ON true`.execute(db);
      setPageHeaders(ctx.req, ctx.reply, page, Number(rows[0]?.total ?? 0));
      return rows
        .filter((r) => r.id != null)
        .map((r) => {
          const year = Number(r.m.slice(0, 4));
          const month = Number(r.m.slice(5, 7));
          const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
          return {
            businessUnitId: Number(r.id),
            businessUnitName: r.name,
            year,
            month,
            dueDate: `${next.year}-${String(next.month).padStart(2, '0')}-10`,
          };
        });
    },

    async fileReportMonth(ctx) {
      const body = ctx.req.body as { businessUnitId?: number; year: number; month: number };
      const unitId = unitOf(ctx, body.businessUnitId, false);
      const outcome = await onceByKey(
        ctx,
        services.db,
        (tx) => file(tx, ctx, unitId, body.year, body.month),
        (filing) => ({ status: 201, body: filingOf(filing) }),
      );
      if ('replay' in outcome) return replay(ctx, outcome.replay);
      await audited(ctx, outcome.done, 'filed');
      ctx.reply.code(201);
      return filingOf(outcome.done);
    },

    async reopenReportMonth(ctx) {
      const body = ctx.req.body as { businessUnitId: number; year: number; month: number; reason: string };
      const reason = body.reason.trim();
      if (!reason) throw invalid('reason', 'report.reasonRequired', 'Say why the month is reopened.');
      const outcome = await onceByKey(
        ctx,
        services.db,
        async (tx) => {
          const kdb = tx.kysely as unknown as AnyDB;
          await sql`SELECT id FROM business_unit WHERE id = ${body.businessUnitId} FOR UPDATE`.execute(kdb);
          // A filed month closes the months before it too (ledger.ts): the later ones are reopened first.
          const { rows: later } = await sql`
            SELECT 1 FROM report_filing
            WHERE business_unit_id = ${body.businessUnitId} AND status = 'FILED'
              AND (year, month) > (${body.year}, ${body.month})`.execute(kdb);
          if (later.length)
            throw new HttpProblem(409, {
              type: ProblemType.conflict,
              title: PROBLEM_TITLES.conflict,
              detail: 'A later month is filed: reopen it first.',
              message: 'report.laterFiled',
            });
          const { rows } = await sql<FilingRow>`
            UPDATE report_filing SET status = 'REOPENED', reopened_by = ${ctx.principal?.login ?? 'system'},
              reopened_date = now(), reopen_reason = ${reason}
            WHERE business_unit_id = ${body.businessUnitId} AND year = ${body.year} AND month = ${body.month}
              AND status = 'FILED'
            RETURNING ${FILING_COLUMNS}`.execute(kdb);
          const filing = rows[0];
          if (!filing)
            throw new HttpProblem(409, {
              type: ProblemType.conflict,
              title: PROBLEM_TITLES.conflict,
              detail: 'This month is not filed.',
              message: 'report.notFiled',
            });
          await sql`DELETE FROM closed_month
            WHERE business_unit_id = ${body.businessUnitId} AND year = ${body.year} AND month = ${body.month}`.execute(
            kdb,
          );
          return filing;
        },
        (filing) => ({ status: 200, body: filingOf(filing) }),
      );
      if ('replay' in outcome) return replay(ctx, outcome.replay);
      await audited(ctx, outcome.done, 'reopened');
      return filingOf(outcome.done);
    },
  };
}
