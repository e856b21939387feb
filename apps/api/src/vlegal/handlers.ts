/**
 * A V-Legal as a document (MODEL.md §2.10; EXPORT-FACTS §1): its PDF for those who read it, its public
 * check by the code its QR code carries, and the job that sends an approved licence to SILK and records
 * the barcode SILK answers.
 */
import { type Kysely, sql } from 'kysely';
import { isIssued } from '@vlegal/domain/export/vlegal';
import { businessToday } from '@vlegal/domain/unit-validity';
import { type ClaimedJob, PermanentFailure } from '../jobs/queue.ts';
import type { AppServices, HandlerMap, OperationHandler, RequestContext } from '../http/context.ts';
import { problem } from '../http/problems.ts';
import { inTransaction } from '../db/index.ts';
import { vlegalChecklist } from './checklist.ts';
import { exportVlegalsExcel } from './excel.ts';
import { vlegalPdf } from './pdf.ts';
import { vlegalPrint } from './print.ts';
import { reachedVlegal } from './reach.ts';
import { verdictOf } from './public-check.ts';
import { issueMessage, type SilkAdapter, type SilkSettings } from './silk.ts';

// biome-ignore lint/suspicious/noExplicitAny: the documents read several tables in SQL
type AnyDB = Kysely<any>;

/** A file name of the number (`26.00017-00045.003-ID-JP.pdf`), in characters every system keeps. */
export const pdfName = (number: string) => `V-Legal ${number.replace(/[^A-Za-z0-9._-]+/g, '_')}.pdf`;

/** What a duplicate copies of its V-Legal: the shipment's parties and terms, not its dates, files or decisions. */
const COPIED = [
  'businessUnitId',
  'buyerId',
  'countryOfDestinationId',
  'portOfLoadingId',
  'portOfDischargeId',
  'transportationId',
  'vesselName',
  'stuffingAddressId',
  'currencyId',
  'incoterm',
  'distinguishingMarks',
] as const;

/**
 * `engine` answers the V-Legal a caller reads (`getVlegal`, scoped and audited as every read) and writes a new
 * one with every check and rule of a create (`createVlegal`).
 */
export function vlegalHandlers(
  services: AppServices,
  engine: { getVlegal: OperationHandler; createVlegal: OperationHandler },
): HandlerMap {
  const db = services.db.kysely as unknown as AnyDB;
  return {
    /** The next shipment's application from one the caller reads: a draft created as any other. */
    async duplicateVlegal(ctx: RequestContext) {
      const source = (await engine.getVlegal(ctx)) as Record<string, unknown>;
      const today = businessToday();
      const body = {
        ...Object.fromEntries(COPIED.map((field) => [field, source[field] ?? null])),
        applicationDate: today,
        estimatedShipmentDate:
          today > String(source.estimatedShipmentDate) ? today : source.estimatedShipmentDate,
        invoiceNumber: source.invoiceNumber,
        invoiceDate: source.invoiceDate,
        materials: ((source.materials ?? []) as Record<string, unknown>[]).map((line) => ({
          stockId: line.stockId,
          commercialDescription: line.commercialDescription,
          volumeM3: line.volumeM3,
          netWeightKg: line.netWeightKg,
          numberOfUnits: line.numberOfUnits,
          value: line.value,
        })),
      };
      // Created as any other draft; the rules name the V-Legal copied as its parent (`duplicateOf`).
      // The same request (headers, params, an Idempotency-Key) with the copy as its body.
      const req = Object.assign(Object.create(ctx.req) as RequestContext['req'], { body });
      return engine.createVlegal({ ...ctx, req });
    },

    /** Another unit's V-Legal answers as one that does not exist. */
    async exportVlegalPdf(ctx: RequestContext) {
      const { id } = ctx.req.body as { id: number };
      await reachedVlegal(db, ctx, id);
      const doc = await vlegalPrint(db, services.config, { id });
      if (!doc) throw problem.notFound('No V-Legal with this id.');
      const draft = !isIssued(doc.status);
      const pdf = await vlegalPdf(doc, { draft });
      ctx.reply
        .header('Content-Type', 'application/pdf')
        .header(
          'Content-Disposition',
          `attachment; filename="${pdfName(doc.vlegalNumber ?? `${doc.applicationNumber}-draft`)}"`,
        );
      return pdf;
    },

    exportVlegalsExcel: (ctx: RequestContext) => exportVlegalsExcel(services, ctx),

    getVlegalChecklist: (ctx: RequestContext) => vlegalChecklist(services, ctx),

    async getVlegalByToken(ctx: RequestContext) {
      const { token } = ctx.req.params as { token: string };
      const doc = await vlegalPrint(db, services.config, { token });
      if (!doc || !isIssued(doc.status) || !doc.vlegalNumber)
        throw problem.notFound('No licence has this code.');
      const verdict = verdictOf(doc, businessToday());
      return {
        verdict: verdict === 'UNKNOWN' ? 'NOT_ISSUED' : verdict,
        vlegalNumber: doc.vlegalNumber,
        exporterName: doc.exporter.name,
        importerName: doc.importer.name,
        destinationCountry: doc.destination.iso,
        issueDate: doc.issue?.date ?? null,
        validUntil: doc.issue?.validUntil ?? null,
        status: doc.status,
        barcode: doc.barcode,
      };
    },
  };
}

/**
 * The `silk` job: sends an approved licence's ISSUE message through the adapter. SILK's barcode is stored,
 * printed from then on, and the licence is PUBLISHED; a retryable refusal is a failed attempt (retried with
 * back-off, DEAD after the last, when the licence is marked FAILED for an administrator to see); any other
 * refusal marks it FAILED and its job DEAD at once. A licence SILK acknowledged is not sent again, so a job
 * taken up again after its runner died does not publish twice; a FAILED one is sent again when an
 * administrator retries its dead job.
 */
export function silkJob(services: AppServices, adapter: SilkAdapter, settings: SilkSettings) {
  const db = services.db.kysely as unknown as AnyDB;
  return async (job: ClaimedJob) => {
    const id = Number(job.payload.vlegalId);
    const doc = await vlegalPrint(db, services.config, { id });
    if (!doc?.vlegalNumber) return;
    const { rows } = await sql<{ integration_status: string }>`
      SELECT integration_status FROM vlegal WHERE id = ${id}`.execute(db);
    if (rows[0]?.integration_status === 'ACKNOWLEDGED') return;
    const sent = issueMessage(doc, settings);
    const answer = await adapter.send(sent);
    const failed = !answer.ok && (!answer.retryable || job.attempts >= job.maxAttempts);
    const error = answer.ok ? null : `SILK ${answer.code}: ${answer.error}`;
    await inTransaction(services.db, async (tx) => {
      const within = tx.kysely as unknown as AnyDB;
      // Each attempt is recorded on the V-Legal's message (`vlegal-integrations`), whatever it answered.
      if (job.payload.integrationId)
        await sql`
          UPDATE vlegal_integration SET attempts = attempts + 1, last_attempt_date = now(),
            request_payload = ${sent.xml}, response_payload = ${answer.responsePayload},
            status = ${answer.ok ? 'SUCCESS' : failed ? 'FAILED' : 'PENDING'}, error_message = ${error},
            external_reference = ${answer.ok ? answer.barcode : null}
          WHERE id = ${Number(job.payload.integrationId)}`.execute(within);
      if (answer.ok)
        await sql`
          UPDATE vlegal SET barcode = ${answer.barcode}, integration_status = 'ACKNOWLEDGED',
            status = CASE WHEN status = 'APPROVED' THEN 'PUBLISHED' ELSE status END,
            last_modified_by = 'silk', last_modified_date = now()
          WHERE id = ${id} AND integration_status <> 'ACKNOWLEDGED'`.execute(within);
      else if (failed)
        await sql`UPDATE vlegal SET integration_status = 'FAILED' WHERE id = ${id}`.execute(within);
    });
    if (answer.ok) return;
    throw answer.retryable ? new Error(error ?? '') : new PermanentFailure(error ?? '');
  };
}
