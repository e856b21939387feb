/**
 * The lineage of the stock ledger traced (docs/adr/0031-lineage-first-in-first-out.md). Lineage ties an
 * outflow to the inflows of its own stock it drew from (`stock_lineage`); a production or a transfer ties its
 * own entries, by their document (`source_type`, `source_id`): an output comes from every input of its
 * production, a transfer in from its transfer out. So a trace backward goes from outflows to the inflows they
 * drew from and, at a production output or a transfer in, on to the outflows of that document, until receipts,
 * opening balances or corrections upwards; a trace forward the other way. Both are one recursive query each,
 * every step an index lookup.
 *
 * A caller traces only a start of a unit it reaches (another's answers 404, audited). The trace itself follows
 * the timber where the books sent it: only a transfer leaves a unit, and only to a unit of the same company or
 * to a sub-contractor of the unit, whose entries, receipts and plots the answer names as they are (an EU buyer's
 * statement needs every plot, whichever unit of the exporter received its logs).
 */
import { certificateInForce } from '@vlegal/domain/business-unit/certificate-validity';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { type Database, inTransaction } from '../db/index.ts';
import { engineResourceOf } from '../engine/declarations.ts';
import { badParameter } from '../engine/query-params.ts';
import { toApi } from '../engine/row-mapping.ts';
import type { EngineResource, Row } from '../engine/types.ts';
import type { AppServices, HandlerMap, RequestContext } from '../http/context.ts';
import { problem } from '../http/problems.ts';
import { reachesUnit } from '../reports/reach.ts';
import { AuditType } from '../services/audit.ts';

// biome-ignore lint/suspicious/noExplicitAny: the ledger's tables are read in SQL
type AnyDB = Kysely<any>;

/** Most entries a trace follows; a larger one answers the first and says it is truncated. */
export const MOST_FOLLOWED = 5000;

/** The documents a trace starts from: their table and the columns naming the units that reach them. */
const DOCUMENTS: Readonly<Record<string, { table: string; units: string[] }>> = {
  STOCK: { table: 'stock', units: ['business_unit_id'] },
  IMPORT_MATERIAL: { table: 'import_material', units: ['business_unit_id'] },
  // The receiving unit reads a transfer too.
  TRANSFER_MATERIAL: { table: 'transfer_material', units: ['business_unit_id', 'to_business_unit_id'] },
  PRODUCTION: { table: 'production', units: ['business_unit_id'] },
  LOCAL_SALES: { table: 'local_sales', units: ['business_unit_id'] },
  VLEGAL: { table: 'vlegal', units: ['business_unit_id'] },
  STOCK_OTHER: { table: 'stock_other', units: ['business_unit_id'] },
};

/** An entry standing: not a reversal, and not reversed. */
const standing = (e: string) =>
  sql`${sql.ref(`${e}.reverses_id`)} IS NULL
    AND NOT EXISTS (SELECT 1 FROM stock_credit x WHERE x.reverses_id = ${sql.ref(`${e}.id`)})`;

/** The standing entries of direction `direction` of the document that posted entry `e`. */
const sameDocument = (e: string, other: string, direction: 'IN' | 'OUT') =>
  sql`${sql.ref(`${other}.source_type`)} = ${sql.ref(`${e}.source_type`)}
    AND ${sql.ref(`${other}.source_id`)} = ${sql.ref(`${e}.source_id`)}
    AND ${sql.ref(`${other}.direction`)} = ${direction} AND ${standing(other)}`;

/** Inflows a trace backward follows on to their document's outflows; outflows a trace forward follows on. */
const LEADS_BACK = sql`('PRODUCTION_OUTPUT', 'TRANSFER_IN')`;
const LEADS_ON = sql`('PRODUCTION_INPUT', 'TRANSFER_OUT')`;

const ids = (list: readonly number[]) => (list.length ? sql.join(list) : sql`NULL`);

interface EntryRow {
  id: number;
  stock_id: number;
  item_name: string | null;
  business_unit_id: number;
  movement_date: string;
  movement_type: string;
  source_type: string;
  source_id: number;
  document_number: string | null;
  volume_m3: string;
  weight_kg: string;
  pieces: string;
}

const ENTRY_COLUMNS = sql`e.id, e.stock_id, s.item_name, e.business_unit_id, e.movement_date, e.movement_type,
  e.source_type, e.source_id, e.document_number`;

const entryOf = (r: EntryRow) => ({
  entryId: Number(r.id),
  stockId: Number(r.stock_id),
  itemName: r.item_name,
  businessUnitId: Number(r.business_unit_id),
  movementDate: r.movement_date,
  movementType: r.movement_type,
  sourceType: r.source_type,
  sourceId: Number(r.source_id),
  documentNumber: r.document_number,
  volumeM3: r.volume_m3,
  weightKg: r.weight_kg,
  pieces: r.pieces,
});

/** Where a trace starts: entries standing of the start, as outflows or inflows (with the quantity answered). */
export interface Start {
  outflows: number[];
  inflows: number[];
  /** What a stock holds (an inflow's quantity left) rather than the inflows' whole quantities. */
  held: number | null;
}

/**
 * Reads the query's start, checks the caller reaches it (another unit's answers 404 like a missing one, and
 * is audited) and answers its entries.
 */
async function startOf(db: AnyDB, ctx: RequestContext, forward: boolean): Promise<Start> {
  const q = ctx.req.query as Record<string, unknown>;
  const given = (name: string) => (q[name] === undefined ? null : Number(q[name]));
  const entryId = given('entryId');
  const stockId = forward ? null : given('stockId');
  const harvestPlotId = forward ? given('harvestPlotId') : null;
  const sourceId = given('sourceId');
  const sourceType = typeof q.sourceType === 'string' ? q.sourceType : null;
  if ((sourceType === null) !== (sourceId === null))
    throw badParameter(
      sourceType === null ? 'sourceType' : 'sourceId',
      'is given with sourceType and sourceId',
    );
  const starts = [entryId, stockId, sourceId, harvestPlotId].filter((v) => v !== null).length;
  if (starts !== 1)
    throw badParameter(
      'entryId',
      forward
        ? 'name exactly one start: entryId, sourceType with sourceId, or harvestPlotId'
        : 'name exactly one start: entryId, sourceType with sourceId, or stockId',
    );

  const refuse = async (entity: string, id: number, units: number[]) => {
    if (!units.length) throw problem.notFound(`There is no ${entity} with this id.`);
    if (units.some((u) => reachesUnit(ctx, u))) return;
    await ctx.audit({
      principal: ctx.principal?.login ?? 'anonymousUser',
      type: AuditType.authorizationFailure,
      data: { operationId: ctx.operationId, entity, id, reason: 'not-own-row' },
    });
    throw problem.notFound(`There is no ${entity} with this id.`);
  };

  if (entryId !== null) {
    const { rows } = await sql<{ business_unit_id: number; direction: string; reverses_id: number | null }>`
      SELECT business_unit_id, direction, reverses_id FROM stock_credit WHERE id = ${entryId}`.execute(db);
    await refuse(
      'stockCredit',
      entryId,
      rows.map((r) => Number(r.business_unit_id)),
    );
    const entry = rows[0] as { direction: string; reverses_id: number | null };
    if (entry.reverses_id !== null) throw badParameter('entryId', 'is a reversal, which has no lineage');
    if (forward && entry.direction !== 'IN') throw badParameter('entryId', 'is not an inflow');
    return entry.direction === 'OUT'
      ? { outflows: [entryId], inflows: [], held: null }
      : { outflows: [], inflows: [entryId], held: null };
  }

  if (stockId !== null) {
    const { rows } = await sql<{ business_unit_id: number }>`
      SELECT business_unit_id FROM stock WHERE id = ${stockId}`.execute(db);
    await refuse(
      'stock',
      stockId,
      rows.map((r) => Number(r.business_unit_id)),
    );
    // Through the partial index of each quantity: the inflows with something left.
    const { rows: held } = await sql<{ entry_id: number }>`
      SELECT entry_id FROM stock_inflow WHERE stock_id = ${stockId} AND volume_m3 > 0
      UNION SELECT entry_id FROM stock_inflow WHERE stock_id = ${stockId} AND weight_kg > 0
      UNION SELECT entry_id FROM stock_inflow WHERE stock_id = ${stockId} AND pieces > 0
      ORDER BY entry_id LIMIT ${MOST_FOLLOWED}`.execute(db);
    return { outflows: [], inflows: held.map((r) => Number(r.entry_id)), held: stockId };
  }

  if (harvestPlotId !== null) {
    const { rows } = await sql<{ business_unit_id: number }>`
      SELECT business_unit_id FROM harvest_plot WHERE id = ${harvestPlotId}`.execute(db);
    await refuse(
      'harvestPlot',
      harvestPlotId,
      rows.map((r) => Number(r.business_unit_id)),
    );
    // The inflows of every receipt naming the plot.
    const { rows: entries } = await sql<{ id: number }>`
      SELECT e.id FROM receipt_harvest_plot rp
      JOIN stock_credit e ON e.source_type = 'IMPORT_MATERIAL' AND e.source_id = rp.import_material_id
        AND e.direction = 'IN' AND ${standing('e')}
      WHERE rp.harvest_plot_id = ${harvestPlotId}
      ORDER BY e.id LIMIT ${MOST_FOLLOWED}`.execute(db);
    return { outflows: [], inflows: entries.map((e) => Number(e.id)), held: null };
  }

  const document = DOCUMENTS[sourceType as string];
  if (!document) throw badParameter('sourceType', 'is not a kind of document that posts');
  const { rows } = await sql<Record<string, number | null>>`
    SELECT ${sql.join(document.units.map((c) => sql.ref(c)))} FROM ${sql.table(document.table)}
    WHERE id = ${sourceId}`.execute(db);
  await refuse(
    sourceType as string,
    sourceId as number,
    rows
      .flatMap((r) => document.units.map((c) => r[c]))
      .filter((u): u is number => u !== null)
      .map(Number),
  );
  const { rows: entries } = await sql<{ id: number; direction: string }>`
    SELECT e.id, e.direction FROM stock_credit e
    WHERE e.source_type = ${sourceType} AND e.source_id = ${sourceId} AND ${standing('e')}
    ORDER BY e.id`.execute(db);
  const of = (direction: string) => entries.filter((e) => e.direction === direction).map((e) => Number(e.id));
  // Backward, a document's outflows (a receipt, which takes nothing, is its own origin); forward, its inflows.
  if (forward) return { outflows: [], inflows: of('IN'), held: null };
  return of('OUT').length
    ? { outflows: of('OUT'), inflows: [], held: null }
    : { outflows: [], inflows: of('IN'), held: null };
}

/** The receipts among the inflows, with their parties and the harvest plots recorded for them. */
async function receiptsOf(db: AnyDB, receiptIds: readonly number[]) {
  if (!receiptIds.length) return [];
  const { rows } = await sql<{
    id: number;
    business_unit_id: number;
    receipt_number: string;
    receipt_date: string;
    supplier_id: number | null;
    supplier_name: string | null;
    sub_con_id: number | null;
    sub_con_name: string | null;
    document_number: string;
    document_date: string;
    country_of_harvest_id: number;
    scientific_name_id: number | null;
    supplier_certificate_id: number | null;
    supplier_certificate_number: string | null;
    supplier_certificate_expired_date: string | null;
  }>`
    SELECT r.id, r.business_unit_id, r.receipt_number, r.receipt_date, r.supplier_id, p.name AS supplier_name,
      r.sub_con_id, c.name AS sub_con_name, r.document_number, r.document_date, r.country_of_harvest_id,
      r.scientific_name_id, r.supplier_certificate_id, r.supplier_certificate_number,
      to_char(r.supplier_certificate_expired_date, 'YYYY-MM-DD') AS supplier_certificate_expired_date
    FROM import_material r
    LEFT JOIN supplier p ON p.id = r.supplier_id
    LEFT JOIN sub_con c ON c.id = r.sub_con_id
    WHERE r.id IN (${sql.join(receiptIds)})
    ORDER BY r.receipt_date, r.id`.execute(db);
  const plots = await plotsOf(db, receiptIds);
  const certificates = await certificatesOf(db, rows);
  return rows.map((r) => ({
    id: Number(r.id),
    businessUnitId: Number(r.business_unit_id),
    receiptNumber: r.receipt_number,
    receiptDate: r.receipt_date,
    supplierId: r.supplier_id === null ? null : Number(r.supplier_id),
    supplierName: r.supplier_name,
    subConId: r.sub_con_id === null ? null : Number(r.sub_con_id),
    subConName: r.sub_con_name,
    documentNumber: r.document_number,
    documentDate: r.document_date,
    countryOfHarvestId: Number(r.country_of_harvest_id),
    scientificNameId: r.scientific_name_id === null ? null : Number(r.scientific_name_id),
    harvestPlotIds: plots.get(Number(r.id)) ?? [],
    certificates: certificates(r),
  }));
}

interface TraceCertificate {
  id: number | null;
  type: string | null;
  code: string;
  issuer: string | null;
  validDate: string | null;
  expiredDate: string | null;
  status: 'VALID' | 'SUSPENDED' | null;
  cited: boolean;
  validOnReceiptDate: boolean | null;
}

interface CertificateRow {
  id: number;
  supplier_id: number | null;
  sub_con_id: number | null;
  type: string | null;
  code: string;
  issuer: string | null;
  valid_date: string | null;
  expired_date: string | null;
  status: 'VALID' | 'SUSPENDED';
}

/**
 * The certificates of the receipts' suppliers and sub-contractors, each receipt's with the one it cites marked
 * (or that number alone, where the receipt names no record) and whether it was in force on the receipt's date.
 */
async function certificatesOf(
  db: AnyDB,
  receipts: readonly {
    receipt_date: string;
    supplier_id: number | null;
    sub_con_id: number | null;
    supplier_certificate_id: number | null;
    supplier_certificate_number: string | null;
    supplier_certificate_expired_date: string | null;
  }[],
) {
  const suppliers = [
    ...new Set(receipts.flatMap((r) => (r.supplier_id === null ? [] : [Number(r.supplier_id)]))),
  ];
  const subCons = [
    ...new Set(receipts.flatMap((r) => (r.sub_con_id === null ? [] : [Number(r.sub_con_id)]))),
  ];
  const { rows } =
    suppliers.length || subCons.length
      ? await sql<CertificateRow>`
          SELECT c.id, c.supplier_id, c.sub_con_id, t.description AS type, c.code, c.issuer,
            to_char(c.valid_date, 'YYYY-MM-DD') AS valid_date, to_char(c.expired_date, 'YYYY-MM-DD') AS expired_date,
            c.status
          FROM business_certificate c JOIN business_certificate_type t ON t.id = c.business_certificate_type_id
          WHERE c.supplier_id IN (${ids(suppliers)}) OR c.sub_con_id IN (${ids(subCons)})
          ORDER BY c.expired_date DESC NULLS LAST, c.id`.execute(db)
      : { rows: [] as CertificateRow[] };
  return (r: (typeof receipts)[number]) => {
    const day = String(r.receipt_date);
    // Unknown for a certificate of no dates at all (a number cited alone).
    const inForce = (c: { valid_date: string | null; expired_date: string | null; status: string | null }) =>
      c.expired_date === null && c.valid_date === null
        ? null
        : certificateInForce({ status: c.status, validDate: c.valid_date, expiredDate: c.expired_date }, day);
    const own = rows.filter((c) =>
      r.supplier_id !== null
        ? Number(c.supplier_id) === Number(r.supplier_id)
        : r.sub_con_id !== null && Number(c.sub_con_id) === Number(r.sub_con_id),
    );
    const cited = (c: CertificateRow) =>
      r.supplier_certificate_id !== null
        ? Number(c.id) === Number(r.supplier_certificate_id)
        : r.supplier_certificate_number !== null && c.code === r.supplier_certificate_number;
    const listed: TraceCertificate[] = own.map((c) => ({
      id: Number(c.id),
      type: c.type,
      code: c.code,
      issuer: c.issuer,
      validDate: c.valid_date,
      expiredDate: c.expired_date,
      status: c.status,
      cited: cited(c),
      validOnReceiptDate: inForce(c),
    }));
    // A number the receipt cites that is no record of the party: named as written.
    if (r.supplier_certificate_number && !listed.some((c) => c.cited)) {
      const expiredDate = r.supplier_certificate_expired_date;
      listed.unshift({
        id: null,
        type: null,
        code: r.supplier_certificate_number,
        issuer: null,
        validDate: null,
        expiredDate,
        status: null,
        cited: true,
        validOnReceiptDate: inForce({ valid_date: null, expired_date: expiredDate, status: null }),
      });
    }
    return listed;
  };
}

/**
 * The harvest plots each receipt names (`receipt_harvest_plot`, migration 0042); none where the database has
 * no such table yet (its migration comes with the plots' own work).
 */
export async function plotsOf(db: AnyDB, receiptIds: readonly number[]): Promise<Map<number, number[]>> {
  const plots = new Map<number, number[]>();
  const { rows: known } = await sql<{ known: boolean }>`
    SELECT to_regclass('receipt_harvest_plot') IS NOT NULL AS known`.execute(db);
  if (!known[0]?.known || !receiptIds.length) return plots;
  const { rows } = await sql<{ import_material_id: number; harvest_plot_id: number }>`
    SELECT import_material_id, harvest_plot_id FROM receipt_harvest_plot
    WHERE import_material_id IN (${sql.join(receiptIds)})
    ORDER BY import_material_id, harvest_plot_id`.execute(db);
  for (const r of rows) {
    const id = Number(r.import_material_id);
    plots.set(id, [...(plots.get(id) ?? []), Number(r.harvest_plot_id)]);
  }
  return plots;
}

/**
 * An entry's columns by its id (`f.id`), with its stock's name: one index lookup per row followed. Every step
 * of a trace is written as such a lateral lookup, kept from being flattened into a join (`OFFSET 0`), so that
 * the planner never turns a trace of a few dozen entries into a scan of a million (its estimate of a recursive
 * query's rows is far above them).
 */
const entryAt = (id: RawBuilder<unknown>) => sql`
  CROSS JOIN LATERAL (
    SELECT ${ENTRY_COLUMNS}, e.volume_m3 AS signed_volume_m3, e.weight_kg AS signed_weight_kg,
      e.pieces AS signed_pieces
    FROM stock_credit e JOIN stock s ON s.id = e.stock_id WHERE e.id = ${id} OFFSET 0
  ) e`;

/**
 * The outflows a trace backward follows: the start's, and those of every production and transfer whose
 * output or transfer in they (or the start's inflows) drew from, each once; at most MOST_FOLLOWED + 1; each
 * with what it drew.
 */
export const backwardQuery = (
  start: Start,
): RawBuilder<EntryRow & { drawn_volume_m3: string; drawn_weight_kg: string; drawn_pieces: string }> =>
  sql`
    WITH RECURSIVE seeds (id) AS (
      SELECT id FROM stock_credit WHERE id IN (${ids(start.outflows)})
      UNION
      SELECT o.id
      FROM stock_credit i
      CROSS JOIN LATERAL (SELECT o.id FROM stock_credit o WHERE ${sameDocument('i', 'o', 'OUT')} OFFSET 0) o
      WHERE i.id IN (${ids(start.inflows)}) AND i.movement_type IN ${LEADS_BACK}
    ), reached (id) AS (
      SELECT id FROM seeds
      UNION
      SELECT o.id
      FROM reached r
      CROSS JOIN LATERAL (
        SELECT o.id
        FROM stock_lineage l
        JOIN stock_credit i ON i.id = l.inflow_id AND i.movement_type IN ${LEADS_BACK}
        JOIN stock_credit o ON ${sameDocument('i', 'o', 'OUT')}
        WHERE l.outflow_id = r.id OFFSET 0
      ) o
    ), followed AS (SELECT id FROM reached LIMIT ${MOST_FOLLOWED + 1})
    SELECT e.id, e.stock_id, e.item_name, e.business_unit_id, e.movement_date, e.movement_type, e.source_type,
      e.source_id, e.document_number, -e.signed_volume_m3 AS volume_m3, -e.signed_weight_kg AS weight_kg,
      -e.signed_pieces AS pieces, d.volume_m3 AS drawn_volume_m3, d.weight_kg AS drawn_weight_kg,
      d.pieces AS drawn_pieces
    FROM followed f
    ${entryAt(sql`f.id`)}
    CROSS JOIN LATERAL (
      SELECT coalesce(sum(volume_m3), 0) AS volume_m3, coalesce(sum(weight_kg), 0) AS weight_kg,
        coalesce(sum(pieces), 0) AS pieces
      FROM stock_lineage WHERE outflow_id = f.id
    ) d
    ORDER BY e.movement_date, e.id`;

/** The inflows a trace forward follows: the start's, and the outputs and transfers in they led to. */
export const forwardQuery = (inflows: readonly number[]): RawBuilder<EntryRow> =>
  sql`
    WITH RECURSIVE reached (id) AS (
      SELECT id FROM stock_credit WHERE id IN (${ids(inflows)})
      UNION
      SELECT i.id
      FROM reached r
      CROSS JOIN LATERAL (
        SELECT i.id
        FROM stock_lineage l
        JOIN stock_credit o ON o.id = l.outflow_id AND o.movement_type IN ${LEADS_ON}
        JOIN stock_credit i ON ${sameDocument('o', 'i', 'IN')}
        WHERE l.inflow_id = r.id OFFSET 0
      ) i
    ), followed AS (SELECT id FROM reached LIMIT ${MOST_FOLLOWED + 1})
    SELECT e.id, e.stock_id, e.item_name, e.business_unit_id, e.movement_date, e.movement_type, e.source_type,
      e.source_id, e.document_number, e.signed_volume_m3 AS volume_m3, e.signed_weight_kg AS weight_kg,
      e.signed_pieces AS pieces
    FROM followed f
    ${entryAt(sql`f.id`)}
    ORDER BY e.movement_date, e.id`;

/** What each outflow drew from each inflow, of the outflows (`side` = 'outflow') or the inflows given. */
async function linksOf(db: AnyDB, side: 'inflow' | 'outflow', from: readonly number[]) {
  if (!from.length) return [];
  const { rows } = await sql<{
    outflow_id: number;
    inflow_id: number;
    volume_m3: string;
    weight_kg: string;
    pieces: string;
  }>`
    SELECT outflow_id, inflow_id, sum(volume_m3) AS volume_m3, sum(weight_kg) AS weight_kg, sum(pieces) AS pieces
    FROM stock_lineage WHERE ${sql.ref(`${side}_id`)} IN (${sql.join(from)})
    GROUP BY outflow_id, inflow_id
    ORDER BY outflow_id, inflow_id`.execute(db);
  return rows.map((r) => ({
    outflowId: Number(r.outflow_id),
    inflowId: Number(r.inflow_id),
    volumeM3: r.volume_m3,
    weightKg: r.weight_kg,
    pieces: r.pieces,
  }));
}

/** Harvest plots by id, whole, as the plots' own calls answer them. */
async function plotsByIds(db: AnyDB, plotIds: readonly number[]) {
  if (!plotIds.length) return [];
  const plots = engineResourceOf('harvestPlot') as EngineResource;
  const { rows } = await sql<Row>`
    SELECT * FROM harvest_plot WHERE id IN (${sql.join(plotIds)}) ORDER BY plot_code, id`.execute(db);
  return rows.map((row) => toApi(plots, row));
}

/** What the outflows drew from each inflow (`side` = 'inflow'), or each outflow from the inflows. */
const drawnQuery = (side: 'inflow' | 'outflow', from: readonly number[]) => {
  const [by, of] = side === 'inflow' ? ['inflow_id', 'outflow_id'] : ['outflow_id', 'inflow_id'];
  return sql<EntryRow>`
    SELECT e.id, e.stock_id, e.item_name, e.business_unit_id, e.movement_date, e.movement_type, e.source_type,
      e.source_id, e.document_number, f.volume_m3, f.weight_kg, f.pieces
    FROM (
      SELECT ${sql.ref(by)} AS id, sum(volume_m3) AS volume_m3, sum(weight_kg) AS weight_kg, sum(pieces) AS pieces
      FROM stock_lineage WHERE ${sql.ref(of)} IN (${sql.join(from)})
      GROUP BY ${sql.ref(by)}
    ) f
    ${entryAt(sql`f.id`)}
    ORDER BY e.movement_date, e.id`;
};

/** A trace backward; `chain` false leaves out the links and the plots (a data pack reads its receipts alone). */
export async function traceBackward(db: AnyDB, start: Start, chain = true) {
  const { rows } = await backwardQuery(start).execute(db);
  const truncated = rows.length > MOST_FOLLOWED;
  const outflows = rows.slice(0, MOST_FOLLOWED);
  const drawn = outflows.length
    ? (
        await drawnQuery(
          'inflow',
          outflows.map((o) => Number(o.id)),
        ).execute(db)
      ).rows
    : [];
  // The start's own inflows (a stock's with what is left, else whole), unless an outflow drew from them too.
  const { rows: own } = start.inflows.length
    ? await sql<EntryRow>`
        SELECT e.id, e.stock_id, e.item_name, e.business_unit_id, e.movement_date, e.movement_type, e.source_type,
          e.source_id, e.document_number,
          ${start.held !== null ? sql`f.volume_m3, f.weight_kg, f.pieces` : sql`e.signed_volume_m3 AS volume_m3, e.signed_weight_kg AS weight_kg, e.signed_pieces AS pieces`}
        FROM stock_inflow f
        ${entryAt(sql`f.entry_id`)}
        WHERE f.entry_id IN (${sql.join(start.inflows)})
        ORDER BY e.movement_date, e.id`.execute(db)
    : { rows: [] as EntryRow[] };
  const seen = new Set(drawn.map((r) => Number(r.id)));
  const inflows = [...own.filter((r) => !seen.has(Number(r.id))), ...drawn];
  const origins = inflows.filter(
    (r) => r.movement_type !== 'PRODUCTION_OUTPUT' && r.movement_type !== 'TRANSFER_IN',
  );
  const receipts = await receiptsOf(db, [
    ...new Set(origins.filter((r) => r.source_type === 'IMPORT_MATERIAL').map((r) => Number(r.source_id))),
  ]);
  // Complete: every outflow drew all it took, and every origin is a receipt.
  const undrawn = outflows.some(
    (o) =>
      Number(o.drawn_volume_m3) !== Number(o.volume_m3) ||
      Number(o.drawn_weight_kg) !== Number(o.weight_kg) ||
      Number(o.drawn_pieces) !== Number(o.pieces),
  );
  const complete = !truncated && !undrawn && origins.every((r) => r.source_type === 'IMPORT_MATERIAL');
  const links = chain
    ? await linksOf(
        db,
        'outflow',
        outflows.map((o) => Number(o.id)),
      )
    : [];
  const plots = chain ? await plotsByIds(db, [...new Set(receipts.flatMap((r) => r.harvestPlotIds))]) : [];
  return {
    outflows: outflows.map(entryOf),
    inflows: inflows.map(entryOf),
    links,
    receipts,
    plots,
    complete,
    truncated,
  };
}

export async function traceForward(db: AnyDB, inflowIds: readonly number[]) {
  const { rows } = await forwardQuery(inflowIds).execute(db);
  const truncated = rows.length > MOST_FOLLOWED;
  const inflows = rows.slice(0, MOST_FOLLOWED);
  const outflows = inflows.length
    ? (
        await drawnQuery(
          'outflow',
          inflows.map((i) => Number(i.id)),
        ).execute(db)
      ).rows
    : [];
  const links = await linksOf(
    db,
    'inflow',
    inflows.map((i) => Number(i.id)),
  );
  const receipts = await receiptsOf(db, [
    ...new Set(inflows.filter((r) => r.source_type === 'IMPORT_MATERIAL').map((r) => Number(r.source_id))),
  ]);
  return { inflows: inflows.map(entryOf), outflows: outflows.map(entryOf), links, receipts, truncated };
}

/**
 * Runs a trace's reads in one transaction without JIT compilation: a trace is some hundreds of index lookups,
 * but the planner's estimate of a recursive query's rows is far above that, and PostgreSQL would spend more time
 * compiling the query (10–30 ms) than running it.
 */
export const traced = <T>(db: Database, work: (k: AnyDB) => Promise<T>): Promise<T> =>
  inTransaction(db, async (tx) => {
    await sql`SET LOCAL jit = off`.execute(tx.kysely);
    return work(tx.kysely as unknown as AnyDB);
  });

/** `traceBackward` and `traceForward`. */
export function traceHandlers({ db }: AppServices): HandlerMap {
  const k = db.kysely as unknown as AnyDB;
  return {
    async traceBackward(ctx) {
      const start = await startOf(k, ctx, false);
      return traced(db, (tx) => traceBackward(tx, start));
    },
    async traceForward(ctx) {
      const { inflows } = await startOf(k, ctx, true);
      return traced(db, (tx) => traceForward(tx, inflows));
    },
  };
}
