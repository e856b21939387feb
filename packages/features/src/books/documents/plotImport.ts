/**
 * What the import page of a unit's harvest plots reads of a file before sending it, and sends: a GeoJSON
 * FeatureCollection as JSON, or a CSV of points as text (`POST /api/harvest-plots/import`). A file the server
 * would refuse as a whole (too large, no JSON, no collection) is refused here, before a byte is sent; what
 * each feature comes to is the server's to say, with the plot code and producer the file names for it.
 */
import { apiFetch } from '@vlegal/api-client/fetcher';
import type {
  HarvestPlotImportFeature,
  HarvestPlotImportResult,
  ImportHarvestPlotsParams,
} from '@vlegal/api-client/model';
import { getImportHarvestPlotsUrl, type importHarvestPlotsResponse } from '@vlegal/api-client/query';

/** The server's body limit (24 MB). */
export const MAX_IMPORT_BYTES = 24 * 1024 * 1024;
/** Most features of one file, as the contract takes them. */
export const MAX_FEATURES = 10_000;

export type PlotFileKind = 'geojson' | 'csv';

/** A file ready to send. */
export interface PlotFile {
  name: string;
  kind: PlotFileKind;
  /** The body: the file's text (UTF-8, its byte order mark dropped). */
  text: string;
  /** The features of a GeoJSON file; a CSV's lines are counted by the server. */
  count?: number;
}

/** Why a file is not sent; each is a text `eudr.plotImport.file.<problem>`. */
export type PlotFileProblem = 'tooLarge' | 'wrongType' | 'empty' | 'notJson' | 'notCollection' | 'tooMany';

/** A GeoJSON or a CSV file, by its name's ending and else by its type; undefined for any other. */
export function plotFileKind(name: string, type: string): PlotFileKind | undefined {
  const ending = /\.([a-z]+)$/i.exec(name)?.[1]?.toLowerCase();
  if (ending === 'csv') return 'csv';
  if (ending === 'geojson' || ending === 'json') return 'geojson';
  if (/^text\/csv\b/i.test(type)) return 'csv';
  if (/json\b/i.test(type)) return 'geojson';
  return undefined;
}

/** The file as the page sends it, or why it is not sent. */
export function plotFileOf(name: string, type: string, content: string): PlotFile | PlotFileProblem {
  const kind = plotFileKind(name, type);
  if (!kind) return 'wrongType';
  const body = content.replace(/^\uFEFF/, '');
  if (body.trim() === '') return 'empty';
  if (kind === 'csv') return { name, kind, text: body };
  let collection: { type?: unknown; features?: unknown };
  try {
    collection = JSON.parse(body);
  } catch {
    return 'notJson';
  }
  const features = collection?.features;
  if (collection?.type !== 'FeatureCollection' || !Array.isArray(features)) return 'notCollection';
  if (features.length > MAX_FEATURES) return 'tooMany';
  return { name, kind, text: body, count: features.length };
}

/** Reads a chosen file; one larger than the server takes is refused unread. */
export async function readPlotFile(file: File): Promise<PlotFile | PlotFileProblem> {
  if (file.size > MAX_IMPORT_BYTES) return 'tooLarge';
  if (!plotFileKind(file.name, file.type)) return 'wrongType';
  return plotFileOf(file.name, file.type, await file.text());
}

/**
 * Sends a file for a unit (and a supplier): GeoJSON as `application/json`, CSV as `text/csv`. The generated
 * `importHarvestPlots` writes every body as JSON, which a CSV is not.
 */
export function importPlots(file: PlotFile, params: ImportHarvestPlotsParams, options?: RequestInit) {
  return apiFetch<importHarvestPlotsResponse>(getImportHarvestPlotsUrl(params), {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': file.kind === 'csv' ? 'text/csv' : 'application/json' },
    body: file.text,
  });
}

/** The answer's features in the file's order. */
export function resultRows(result: HarvestPlotImportResult): HarvestPlotImportFeature[] {
  return [...result.features].sort((a, b) => a.index - b.index);
}

/**
 * How the answer is summed up: its counts, and the tone of the message saying them (a warning while any
 * feature was refused, success once any was stored, else a plain note: the file was stored before).
 */
export function importSummary(result: HarvestPlotImportResult) {
  const { stored, unchanged, refused } = result;
  const intent: 'warning' | 'success' | 'info' = refused > 0 ? 'warning' : stored > 0 ? 'success' : 'info';
  return { intent, counts: { stored, unchanged, refused } };
}
