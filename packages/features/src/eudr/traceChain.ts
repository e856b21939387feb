/**
 * The chain of documents a trace reached (docs/adr/0031-lineage-first-in-first-out.md), for its picture and
 * its list: the ledger entries grouped by the document that posted them, an edge from one document to
 * another for what the second's outflows drew from the first's inflows, and each document's stage, counted
 * from where the timber entered the books. A production's inputs and outputs, or a transfer's two sides,
 * post under one document, which is how the lineage leads on through them; so they are one node here too.
 */
import type { BackwardTrace, TraceEntry, TraceReceipt } from '@vlegal/api-client/model';
import {
  big,
  isZero,
  minus,
  plus,
  QUANTITY_FIELDS,
  type Quantities,
  type QuantityField,
  quantities,
  sum,
} from '@vlegal/domain/books/quantity';

/** What an outflow drew from an inflow (the same in both ways' answers). */
interface Link {
  outflowId: number;
  inflowId: number;
  volumeM3: string;
  weightKg: string;
  pieces: string;
}

export interface ChainDocument {
  /** `sourceType:sourceId`. */
  key: string;
  sourceType: TraceEntry['sourceType'];
  sourceId: number;
  documentNumber: string | null;
  /** The day of its first entry the trace reached. */
  date: string;
  /** Its entries the trace reached, outflows and inflows, oldest first. */
  entries: TraceEntry[];
  /** Its column: 0 for a document nothing in the trace fed, else one more than the latest that fed it. */
  stage: number;
}

/** What the outflows of document `to` drew from the inflows of document `from`. */
export interface ChainEdge {
  from: string;
  to: string;
  quantity: Quantities;
}

export interface Chain {
  /** The documents by stage, each stage by date and number. */
  stages: ChainDocument[][];
  edges: ChainEdge[];
}

export const documentKey = (entry: Pick<TraceEntry, 'sourceType' | 'sourceId'>) =>
  `${entry.sourceType}:${entry.sourceId}`;

export const quantitiesOf = (q: Pick<TraceEntry, 'volumeM3' | 'weightKg' | 'pieces'>): Quantities =>
  quantities(q.volumeM3, q.weightKg, q.pieces);

const byDateAndNumber = (a: ChainDocument, b: ChainDocument) =>
  a.date.localeCompare(b.date) ||
  (a.documentNumber ?? '').localeCompare(b.documentNumber ?? '') ||
  a.key.localeCompare(b.key);

/** The chain of a trace's answer, either way. */
export function chainOf(trace: {
  outflows: readonly TraceEntry[];
  inflows: readonly TraceEntry[];
  links: readonly Link[];
}): Chain {
  const entries = new Map<number, TraceEntry>();
  const documents = new Map<string, ChainDocument>();
  for (const entry of [...trace.outflows, ...trace.inflows]) {
    entries.set(entry.entryId, entry);
    const key = documentKey(entry);
    const document = documents.get(key) ?? {
      key,
      sourceType: entry.sourceType,
      sourceId: entry.sourceId,
      documentNumber: entry.documentNumber,
      date: entry.movementDate,
      entries: [],
      stage: 0,
    };
    document.entries.push(entry);
    document.documentNumber ??= entry.documentNumber;
    if (entry.movementDate < document.date) document.date = entry.movementDate;
    documents.set(key, document);
  }
  const edges = new Map<string, ChainEdge>();
  for (const link of trace.links) {
    const outflow = entries.get(link.outflowId);
    const inflow = entries.get(link.inflowId);
    if (!outflow || !inflow) continue;
    const from = documentKey(inflow);
    const to = documentKey(outflow);
    // A document drawing on its own inflow (a production sawing again what it put out) is no step.
    if (from === to) continue;
    const edge = edges.get(`${from} ${to}`);
    const drawn = quantitiesOf(link);
    edges.set(`${from} ${to}`, { from, to, quantity: edge ? plus(edge.quantity, drawn) : drawn });
  }
  // The longest way from a document nothing fed: one round per document at most, so a loop cannot hold it.
  for (let round = 0; round < documents.size; round++) {
    let moved = false;
    for (const edge of edges.values()) {
      const from = documents.get(edge.from);
      const to = documents.get(edge.to);
      if (from && to && to.stage <= from.stage) {
        to.stage = from.stage + 1;
        moved = true;
      }
    }
    if (!moved) break;
  }
  for (const document of documents.values())
    document.entries.sort((a, b) => a.movementDate.localeCompare(b.movementDate) || a.entryId - b.entryId);
  const stageNumbers = [...new Set([...documents.values()].map((document) => document.stage))].sort(
    (a, b) => a - b,
  );
  return {
    stages: stageNumbers.map((stage) =>
      [...documents.values()].filter((document) => document.stage === stage).sort(byDateAndNumber),
    ),
    edges: [...edges.values()],
  };
}

/** Each plot the receipts name, with the keys of the receipts naming it, in the order they name them. */
export function plotEdgesOf(receipts: readonly TraceReceipt[]): { plotId: number; receipts: string[] }[] {
  const plots = new Map<number, string[]>();
  for (const receipt of receipts)
    for (const plotId of receipt.harvestPlotIds) {
      const key = documentKey({ sourceType: 'IMPORT_MATERIAL', sourceId: receipt.id });
      plots.set(plotId, [...(plots.get(plotId) ?? []), key]);
    }
  return [...plots].map(([plotId, keys]) => ({ plotId, receipts: keys }));
}

/**
 * Why a backward trace is not complete, or what an EU buyer's statement will miss:
 * - `origin`: an inflow that ends the trace without a receipt (an opening balance, a correction upwards);
 * - `undrawn`: an outflow that drew less than it took (the books held less than it, first in, first out);
 * - `noPlots`: a receipt with no harvest plot recorded.
 */
export type Gap =
  | { kind: 'origin'; entry: TraceEntry }
  | { kind: 'undrawn'; entry: TraceEntry; missing: Quantities }
  | { kind: 'noPlots'; receipt: TraceReceipt };

/** Inflows that lead on to their document's outflows rather than end the trace. */
const LEADS_BACK: ReadonlySet<string> = new Set(['PRODUCTION_OUTPUT', 'TRANSFER_IN']);

export function gapsOf(trace: Pick<BackwardTrace, 'outflows' | 'inflows' | 'links' | 'receipts'>): Gap[] {
  const origins: Gap[] = trace.inflows
    .filter((entry) => entry.sourceType !== 'IMPORT_MATERIAL' && !LEADS_BACK.has(entry.movementType))
    .map((entry) => ({ kind: 'origin', entry }));
  const undrawn: Gap[] = trace.outflows.flatMap((entry) => {
    const drawn = sum(trace.links.filter((link) => link.outflowId === entry.entryId).map(quantitiesOf));
    const missing = minus(quantitiesOf(entry), drawn);
    const short = QUANTITY_FIELDS.some((field) => big(missing[field]).gt(0));
    return short ? [{ kind: 'undrawn' as const, entry, missing: positive(missing) }] : [];
  });
  const noPlots: Gap[] = trace.receipts
    .filter((receipt) => receipt.harvestPlotIds.length === 0)
    .map((receipt) => ({ kind: 'noPlots', receipt }));
  return [...origins, ...undrawn, ...noPlots];
}

/** Each quantity above zero, and zero for the others: what is missing of each. */
const positive = (q: Quantities): Quantities => {
  const above = (field: QuantityField) => (big(q[field]).gt(0) ? q[field] : '0');
  return quantities(above('volumeM3'), above('weightKg'), above('pieces'));
};

/**
 * The quantity a movement is told by: its m³, else its pieces, else its kg (an item kept in pieces or by
 * weight only); undefined when all are zero.
 */
export function leadingQuantity(q: Quantities): { field: QuantityField; value: string } | undefined {
  if (isZero(q)) return undefined;
  const field = (['volumeM3', 'pieces', 'weightKg'] as const).find((name) => !big(q[name]).eq(0));
  return field && { field, value: q[field] };
}
