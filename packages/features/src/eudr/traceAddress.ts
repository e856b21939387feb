/**
 * The addresses of the EUDR trace page (`/app/eudr/trace`), which the views leading to a trace (a stock
 * card, a receipt, a sale, a production, a V-Legal's data pack) build their links with, and the one start
 * an address names (`traceSearch.ts` reads it).
 */
import type { TraceSearch, TraceSource, TraceWay } from './traceSearch.ts';

export type { TraceSearch, TraceSource, TraceWay } from './traceSearch.ts';

export const TRACE_PATH = '/app/eudr/trace';

/** One start: a ledger entry, a document, what a stock holds now (backward), or a harvest plot (forward). */
export type TraceStart =
  | { entryId: number }
  | { sourceType: TraceSource; sourceId: number }
  | { stockId: number }
  | { harvestPlotId: number };

/**
 * The one start the address names, or undefined when it names none, several, or one its way does not take
 * (a stock backward only, a plot forward only), as the server would refuse them.
 */
export function startOf(search: TraceSearch): TraceStart | undefined {
  const { way, entryId, sourceType, sourceId, stockId, harvestPlotId } = search;
  if ((sourceType === undefined) !== (sourceId === undefined)) return undefined;
  const starts: TraceStart[] = [
    ...(entryId ? [{ entryId }] : []),
    ...(sourceType && sourceId ? [{ sourceType, sourceId }] : []),
    ...(stockId ? [{ stockId }] : []),
    ...(harvestPlotId ? [{ harvestPlotId }] : []),
  ];
  const [start] = starts;
  if (starts.length !== 1 || !start) return undefined;
  if ('stockId' in start && way !== 'backward') return undefined;
  if ('harvestPlotId' in start && way !== 'forward') return undefined;
  return start;
}

/** The address of a trace. */
export function traceHref(way: TraceWay, start: TraceStart): string {
  const params = new URLSearchParams({ way });
  for (const [name, value] of Object.entries(start)) params.set(name, String(value));
  return `${TRACE_PATH}?${params}`;
}

/** The way a posted document's view traces it (see `documentTraceHref`). */
const DOCUMENT_TRACES: Readonly<Record<string, TraceWay>> = {
  IMPORT_MATERIAL: 'forward',
  PRODUCTION: 'backward',
  LOCAL_SALES: 'backward',
};

/**
 * The trace a posted document's view leads to: where a receipt's timber went; where a production's or a
 * sale's came from. Other documents have none there (a V-Legal's data pack leads to its own, by line).
 */
export function documentTraceHref(source: string, id: number): { way: TraceWay; href: string } | undefined {
  const way = DOCUMENT_TRACES[source];
  return way && { way, href: traceHref(way, { sourceType: source as TraceSource, sourceId: id }) };
}
