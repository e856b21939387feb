/**
 * The rows of a report's table: the lines of one page in runs of one kind and species, each run with the
 * subtotal of its whole group (groups come whole, lines a page at a time), and what a reopened month's
 * line changed since the filing.
 */
import type { LmkGroup, LmkLine, LmkQuantities } from '@vlegal/api-client/model';
import { minus } from '@vlegal/domain/books/quantity';

/** The lines of a page that belong to one group, and the group's subtotal over all its lines. */
export interface ReportSection {
  key: string;
  kind: string;
  scientificName: string | null;
  lines: LmkLine[];
  /** The group's subtotal; missing only if the answer lacks it. */
  group: LmkGroup | undefined;
}

const groupKey = (kind: string, scientificName: string | null) => `${kind}\u0000${scientificName ?? ''}`;

/**
 * The page's lines in runs of one kind and species, in the server's order, each with its group. A group
 * split over pages shows on each of them with its whole subtotal.
 */
export function reportSections(lines: readonly LmkLine[], groups: readonly LmkGroup[]): ReportSection[] {
  const byKey = new Map<string, LmkGroup>();
  for (const group of groups) {
    const key = groupKey(group.kind, group.scientificName);
    if (!byKey.has(key)) byKey.set(key, group);
  }
  const sections: ReportSection[] = [];
  for (const line of lines) {
    const key = groupKey(line.kind, line.scientificName);
    const last = sections.at(-1);
    if (last && groupKey(last.kind, last.scientificName) === key) last.lines.push(line);
    else
      sections.push({
        // The same group twice on a page (lines out of order) keeps its rows apart.
        key: `${key}\u0000${sections.length}`,
        kind: line.kind,
        scientificName: line.scientificName,
        lines: [line],
        group: byKey.get(key),
      });
  }
  return sections;
}

/** How a reopened month's line stands against its filing: unchanged, changed by so much, or new. */
export type FiledChange =
  | { kind: 'same' }
  | { kind: 'changed'; difference: LmkQuantities }
  | { kind: 'notFiled' }
  | { kind: 'none' };

export function filedChange(line: LmkLine): FiledChange {
  if (line.filedClosing === undefined) return { kind: 'none' };
  if (line.filedClosing === null) return { kind: 'notFiled' };
  if (!line.differsFromFiled) return { kind: 'same' };
  return { kind: 'changed', difference: minus(line.closing, line.filedClosing) };
}

/** Whether a decimal text is zero (`0`, `0.0000`, `-0.00`). */
export const isZeroText = (text: string) => !/[1-9]/.test(text);

/** A signed decimal text for a difference: `+1.2000`, `-0.5000`. */
export const signed = (text: string) => (text.startsWith('-') || isZeroText(text) ? text : `+${text}`);

/** One bar pair of the chart: a group's opening and closing volume. */
export interface ChartEntry {
  key: string;
  kind: string;
  scientificName: string | null;
  opening: string;
  closing: string;
}

/** The chart's entries: every group of the report, in the report's order. */
export const chartEntries = (groups: readonly LmkGroup[]): ChartEntry[] =>
  groups.map((group, index) => ({
    key: `${groupKey(group.kind, group.scientificName)}\u0000${index}`,
    kind: group.kind,
    scientificName: group.scientificName,
    opening: group.opening.volumeM3,
    closing: group.closing.volumeM3,
  }));
