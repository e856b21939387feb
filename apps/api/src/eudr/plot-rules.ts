/**
 * A harvest plot's write rules (EUDR, docs/adr/0030-eudr-plot-geometry.md): its geometry is checked by the
 * EU's GeoJSON rules with its declared area and its country of production, and kept as the EU keeps it
 * (positions rounded to 6 decimals); an error refuses the plot, each field error naming the rule's text
 * (`eudr.plot.<rule>`) and where it broke it; a warning is kept with the plot (`geometryWarnings`). The
 * engine checked before that its supplier is one of its unit's. The import checks each feature alike.
 */
import { sql } from 'kysely';
import {
  checkPlotGeometry,
  POINT_MAX_HECTARES,
  type PlotGeometry,
  type PlotProblem,
} from '@vlegal/domain/eudr/plot-geometry';
import { problem } from '../http/problems.ts';
import { db, type WriteRules } from '../books/items-and-stocks.ts';

/** What the server stores of a plot's geometry once no rule refuses it. */
export interface StoredGeometry {
  geometry: string;
  geometryType: PlotGeometry['type'];
  geometryWarnings: string | null;
  areaHa: number | null;
}

/** The problems of a plot's geometry, and what is stored of it (null when an error refuses it). */
export function checkedPlot(
  geometry: unknown,
  areaHa: number | null,
  country: string | null,
): { problems: PlotProblem[]; stored: StoredGeometry | null } {
  const check = checkPlotGeometry(geometry, { hectares: areaHa, country });
  const { problems } = check;
  if (!check.geometry || problems.some((p) => p.severity === 'error')) return { problems, stored: null };
  const type = check.geometry.type;
  const warnings = problems.map((p) => p.rule);
  return {
    problems,
    stored: {
      geometry: JSON.stringify(check.geometry),
      geometryType: type,
      geometryWarnings: warnings.length ? warnings.join(',') : null,
      // A point stands for 4 ha when no area is declared (the EU's default).
      areaHa: areaHa ?? (type === 'Point' || type === 'MultiPoint' ? POINT_MAX_HECTARES : null),
    },
  };
}

/** The text of a problem's rule, in both languages of `/i18n`. */
export const plotMessage = (p: PlotProblem) => `eudr.plot.${p.rule}`;

/** Where a problem lies: a point's area too large is its declared area's; any other is at its place in the geometry. */
export const plotField = (p: PlotProblem, area: string, geometry: string) =>
  p.rule === 'pointArea' ? area : p.at ? `${geometry}.${p.at}` : geometry;

export const harvestPlot: WriteRules = {
  async prepare(tx, row) {
    const { rows } = await sql<{ code: string }>`
      SELECT code FROM country WHERE id = ${row.producerCountryId}`.execute(db(tx));
    const areaHa = typeof row.areaHa === 'number' ? row.areaHa : null;
    const { problems, stored } = checkedPlot(row.geometry, areaHa, rows[0]?.code ?? null);
    if (stored) return { ...stored };
    const errors = problems.filter((p) => p.severity === 'error');
    throw problem.validation(
      errors.map((p) => ({
        objectName: 'harvestPlot',
        field: plotField(p, 'areaHa', 'geometry'),
        message: plotMessage(p),
        ...(p.values ? { values: p.values } : {}),
      })),
      `The plot's geometry breaks the EU's GeoJSON rules: ${errors
        .map((p) => (p.at ? `${p.rule} at ${p.at}` : p.rule))
        .join(', ')}.`,
    );
  },
};
