/**
 * The V-Legal calls besides its resource, workflow and documents: what it adds up to (its lines, and what
 * left stock under it), the number it has or would be given, the licences usable for a shipment, sending an
 * approved licence to SILK again, mailing its PDF, and an administrator's correction.
 */
import { type Kysely, sql } from 'kysely';
import { big } from '@vlegal/domain/books/quantity';
import { isIssued } from '@vlegal/domain/export/vlegal';
import { businessToday } from '@vlegal/domain/unit-validity';
import { type Database, inTransaction } from '../db/index.ts';
import { engineResourceOf } from '../engine/declarations.ts';
import { ResourceRepository } from '../engine/repository.ts';
import { recordStep } from '../engine/workflow-steps.ts';
import type { AppServices, HandlerMap, OperationHandler, RequestContext } from '../http/context.ts';
import { pageOf, setPageHeaders } from '../http/paging.ts';
import { problem } from '../http/problems.ts';
import { AuditType } from '../services/audit.ts';
import { vlegalPdf } from './pdf.ts';
import { vlegalPrint } from './print.ts';
import { reachedVlegal } from './reach.ts';
import { drawVlegalNumber, queueSilk, validCertificateOf } from './rules.ts';
import { pdfName } from './handlers.ts';

// biome-ignore lint/suspicious/noExplicitAny: the summaries read several tables in SQL
type AnyDB = Kysely<any>;

/** The states of a licence usable for a shipment (MODEL.md §3.2), while within its validity. */
const USABLE = ['PUBLISHED', 'EXTENDED', 'AMENDED'];

/** Thrown to roll a transaction back with what it computed (a number's preview). */
class Preview {
  readonly value: string;
  constructor(value: string) {
    this.value = value;
  }
}

/** Sums of quantities per HS code, as the database adds them (exact decimals, as text). */
interface HsSum {
  hs_code: string | null;
  volume_m3: string;
  net_weight_kg: string;
  number_of_units: string;
  value: string;
}

export function vlegalSummaryHandlers(
  services: AppServices,
  engine: { updateVlegal: OperationHandler },
): HandlerMap {
  const db = services.db.kysely as unknown as AnyDB;
  const repo = new ResourceRepository(services.db);

  const reached = (ctx: RequestContext, id: number, writing = false) => reachedVlegal(db, ctx, id, writing);

  /** An audited change of the V-Legal, as the engine records its own. */
  const changed = (ctx: RequestContext, id: number) =>
    ctx.audit({
      principal: ctx.principal?.login ?? 'anonymousUser',
      type: AuditType.entityUpdated,
      data: { entity: 'vlegal', id, operationId: ctx.operationId },
    });

  const pathId = (ctx: RequestContext) => Number((ctx.req.params as { id: string }).id);

  async function currencyOf(id: number): Promise<string | null> {
    const { rows } = await sql<{ code: string | null }>`
      SELECT c.code FROM vlegal v LEFT JOIN currency c ON c.id = v.currency_id WHERE v.id = ${id}`.execute(
      db,
    );
    return rows[0]?.code ?? null;
  }

  /** The answer of both summaries: the subtotals per HS code and their sum. */
  function summary(vlegalId: number, currencyCode: string | null, sums: readonly HsSum[]) {
    const total = (field: keyof Omit<HsSum, 'hs_code'>, scale: number) =>
      sums.reduce((sum, row) => sum.plus(big(String(row[field]))), big('0')).toFixed(scale);
    return {
      vlegalId,
      currencyCode,
      volumeM3: total('volume_m3', 4),
      netWeightKg: total('net_weight_kg', 2),
      numberOfUnits: total('number_of_units', 2),
      value: total('value', 2),
      byHsCode: sums.map((row) => ({
        hsCode: row.hs_code ?? '',
        volumeM3: String(row.volume_m3),
        netWeightKg: String(row.net_weight_kg),
        numberOfUnits: String(row.number_of_units),
        value: String(row.value),
      })),
    };
  }

  return {
    async getVlegalTotalSummary(ctx) {
      const head = await reached(ctx, pathId(ctx));
      const { rows } = await sql<HsSum>`
        SELECT h.code AS hs_code, round(sum(m.volume_m3), 4)::text AS volume_m3,
          round(sum(m.net_weight_kg), 2)::text AS net_weight_kg,
          round(sum(m.number_of_units), 2)::text AS number_of_units, round(sum(m.value), 2)::text AS value
        FROM vlegal_material m LEFT JOIN hs_code h ON h.id = m.hs_code_id
        WHERE m.vlegal_id = ${head.id}
        GROUP BY h.code ORDER BY h.code`.execute(db);
      return summary(head.id, await currencyOf(head.id), rows);
    },

    // What the ledger says left each line's stock under the V-Legal (exports less returns); a line's
    // weight, units and value in the share of its volume that left.
    async getVlegalActualTotalSummary(ctx) {
      const head = await reached(ctx, pathId(ctx));
      const { rows } = await sql<HsSum>`
        WITH shipped AS (
          SELECT m.id, h.code AS hs_code, m.volume_m3 AS planned, m.net_weight_kg, m.number_of_units, m.value,
            coalesce((SELECT -sum(c.volume_m3) FROM stock_credit c
              WHERE c.source_type = 'VLEGAL' AND c.source_id = m.vlegal_id AND c.stock_id = m.stock_id), 0) AS actual
          FROM vlegal_material m LEFT JOIN hs_code h ON h.id = m.hs_code_id
          WHERE m.vlegal_id = ${head.id})
        SELECT hs_code, round(sum(actual), 4)::text AS volume_m3,
          round(sum(net_weight_kg * actual / planned), 2)::text AS net_weight_kg,
          round(sum(number_of_units * actual / planned), 2)::text AS number_of_units,
          round(sum(value * actual / planned), 2)::text AS value
        FROM shipped GROUP BY hs_code ORDER BY hs_code`.execute(db);
      return summary(head.id, await currencyOf(head.id), rows);
    },

    async generateVlegalNumber(ctx) {
      const { businessUnitId, vlegalId } = ctx.req.query as { businessUnitId: number; vlegalId: number };
      const head = await reached(ctx, Number(vlegalId));
      if (Number(head.business_unit_id) !== Number(businessUnitId))
        throw problem.notFound('No V-Legal with this id in this business unit.');
      if (head.vlegal_number) return { vlegalId: head.id, vlegalNumber: head.vlegal_number, preview: false };
      const today = businessToday();
      const certificate = await validCertificateOf(services.db, Number(head.business_unit_id), today);
      if (!certificate)
        throw problem.validation(
          [{ objectName: 'vlegal', field: 'businessUnitId', message: 'vlegal.certificateNotValid' }],
          "The unit's S-LK certificate is not valid today: no number would be drawn.",
        );
      // The number an approval would draw now, drawn in a transaction rolled back: nothing is taken.
      try {
        await inTransaction(services.db, async (tx: Database) => {
          const row = {
            businessUnitId: head.business_unit_id,
            countryOfDestinationId: head.country_of_destination_id,
          };
          throw new Preview(
            await drawVlegalNumber(tx, row, certificate.code, services.config.lvlkCode, today),
          );
        });
      } catch (err) {
        if (err instanceof Preview) return { vlegalId: head.id, vlegalNumber: err.value, preview: true };
        throw err;
      }
      throw new Error('a preview answers from its rolled-back transaction');
    },

    async listPublishedVlegals(ctx) {
      const q = ctx.req.query as { businessUnitId?: number; query?: string };
      const { page, size } = pageOf(ctx.req);
      const units = ctx.scope.readsAll ? null : (ctx.scope.businessUnitIds ?? []);
      const text = q.query?.trim() ? `%${q.query.trim().replace(/[%_\\]/g, '\\$&')}%` : null;
      const where = sql.join(
        [
          sql`v.status IN (${sql.join(USABLE)})`,
          sql`v.valid_until >= ${businessToday()}`,
          ...(units ? [sql`v.business_unit_id IN (${sql.join(units.length ? units : [0])})`] : []),
          ...(q.businessUnitId ? [sql`v.business_unit_id = ${q.businessUnitId}`] : []),
          ...(text ? [sql`(v.vlegal_number ILIKE ${text} OR v.invoice_number ILIKE ${text})`] : []),
        ],
        sql` AND `,
      );
      const { rows } = await sql<{ id: number; total: string }>`
        SELECT v.id, count(*) OVER () AS total FROM vlegal v WHERE ${where}
        ORDER BY v.issue_date DESC, v.id DESC LIMIT ${size} OFFSET ${page * size}`.execute(db);
      setPageHeaders(ctx.req, ctx.reply, { page, size }, Number(rows[0]?.total ?? 0));
      const resource = engineResourceOf('vlegal');
      if (!rows.length || !resource) return [];
      const found = await repo.list(resource, {
        page: 0,
        size: rows.length,
        sort: [{ field: 'id', direction: 'desc' }],
        conditions: [{ field: 'id', op: 'in', value: rows.map((r) => r.id) }],
      });
      const byId = new Map(found.rows.map((row) => [Number(row.id), row]));
      return rows.map((r) => byId.get(Number(r.id))).filter(Boolean);
    },

    async sendVlegalFile(ctx) {
      const head = await reached(ctx, pathId(ctx), true);
      if (!isIssued(head.status) || !head.vlegal_number)
        throw problem.actionNotAllowed('Only an approved licence is sent to SILK.');
      if (head.integration_status === 'ACKNOWLEDGED')
        throw problem.actionNotAllowed('SILK issued this licence already: it is not sent again.');
      await inTransaction(services.db, async (tx) => {
        await queueSilk(tx, head.id, Number(head.business_unit_id), 'ISSUE');
        await sql`UPDATE vlegal SET integration_status = 'SENT' WHERE id = ${head.id}`.execute(
          tx.kysely as unknown as AnyDB,
        );
      });
      // The job runner takes it up at its next poll.
      await changed(ctx, head.id);
      const { rows } = await sql<Record<string, unknown>>`
        SELECT id FROM vlegal_integration WHERE vlegal_id = ${head.id} AND target = 'SILK' AND operation = 'ISSUE'`.execute(
        db,
      );
      const resource = engineResourceOf('vlegalIntegration');
      const integration = resource ? await repo.findById(resource, Number(rows[0]?.id), []) : null;
      ctx.reply.code(202);
      return integration;
    },

    async sendVlegalDocument(ctx) {
      const body = ctx.req.body as {
        vlegalId: number;
        recipients: string[];
        message?: string | null;
        langKey?: string | null;
      };
      const head = await reached(ctx, body.vlegalId, true);
      const doc = await vlegalPrint(db, services.config, { id: head.id });
      if (!doc) throw problem.notFound('No V-Legal with this id.');
      const draft = !isIssued(doc.status);
      const pdf = await vlegalPdf(doc, { draft });
      const recipients = [...new Set(body.recipients.map((to) => to.trim().toLowerCase()))];
      const langKey = body.langKey ?? ctx.principal?.langKey ?? 'in';
      const number = doc.vlegalNumber ?? doc.applicationNumber;
      // The mail names its sender as a person, and the exporter beside: an importer knows neither login.
      const { rows: users } = await sql<{ name: string | null }>`
        SELECT nullif(trim(concat_ws(' ', first_name, last_name)), '') AS name FROM app_user
        WHERE id = ${ctx.principal?.userId ?? 0}`.execute(db);
      const sender = users[0]?.name ?? ctx.principal?.login ?? '';
      await inTransaction(services.db, async (tx) => {
        for (const to of recipients)
          await services.mailer.send(
            {
              to,
              template: 'vlegalDocument',
              langKey,
              params: {
                login: ctx.principal?.login ?? '',
                sender,
                link: doc.checkUrl ?? '',
                number,
                exporter: doc.exporter.name,
                importer: doc.importer.name,
                draft,
                ...(body.message?.trim() ? { message: body.message.trim() } : {}),
              },
              attachment: {
                name: pdfName(draft ? `${number}-draft` : number),
                contentType: 'application/pdf',
                content: Buffer.from(pdf),
              },
            },
            tx,
          );
        const resource = engineResourceOf('vlegal');
        if (resource)
          await recordStep(tx, resource, head.id, {
            action: 'sendDocument',
            from: head.status,
            to: head.status,
            login: ctx.principal?.login ?? 'system',
            note: recipients.join(', ').slice(0, 500),
          });
      });
      services.mailer.wake();
      await changed(ctx, head.id);
      ctx.reply.code(202);
      return { vlegalId: head.id, recipients, queued: recipients.length };
    },

    /** The administrator's PUT: the V-Legal's own update, under the administrators' call. */
    updateVlegalAdmin: (ctx) => engine.updateVlegal(ctx),
  };
}
