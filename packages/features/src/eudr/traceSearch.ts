/**
 * What the trace page's address says (`/app/eudr/trace?way=…&…`): which way it traces and from where. Light:
 * the route validates it on every navigation, with the route tree every page loads; the addresses of a
 * trace are built in `traceAddress.ts`.
 */
export type TraceWay = 'backward' | 'forward';

/** The documents a trace starts from, as the contract names them (`sourceType`). */
const TRACE_SOURCES = [
  'STOCK',
  'IMPORT_MATERIAL',
  'TRANSFER_MATERIAL',
  'PRODUCTION',
  'LOCAL_SALES',
  'VLEGAL',
  'STOCK_OTHER',
] as const;
export type TraceSource = (typeof TRACE_SOURCES)[number];

/** The page's address as given: a start may be missing or doubled, which the page explains. */
export interface TraceSearch {
  way: TraceWay;
  entryId?: number;
  sourceType?: TraceSource;
  sourceId?: number;
  stockId?: number;
  harvestPlotId?: number;
}

const ID_FIELDS = ['entryId', 'sourceId', 'stockId', 'harvestPlotId'] as const;

/** `validateSearch` of the trace route: the way (backward unless forward) and the ids that are ids. */
export function validateTraceSearch(raw: Record<string, unknown>): TraceSearch {
  const search: TraceSearch = { way: raw.way === 'forward' ? 'forward' : 'backward' };
  for (const field of ID_FIELDS) {
    const id = Number(raw[field]);
    if (Number.isSafeInteger(id) && id > 0) search[field] = id;
  }
  if ((TRACE_SOURCES as readonly unknown[]).includes(raw.sourceType))
    search.sourceType = raw.sourceType as TraceSource;
  return search;
}
