/**
 * A harvest plot's geometry checked by the rules of the EU's information system for due diligence
 * statements (EUDR, Regulation (EU) 2023/1115; its GeoJSON file description v1.3): RFC 7946 GeoJSON in
 * WGS 84, positions `[longitude, latitude]` kept to 6 decimals; Point, MultiPoint, Polygon or MultiPolygon
 * (a line is no plot); a point stands for a plot of at most 4 ha; rings closed, without self-intersection,
 * without holes and not flat; a declared area that agrees with the polygon's. Checked alike by the server,
 * the import and the form; each problem names its rule (a text key `eudr.plot.<rule>`) and where it is.
 *
 * The geodesic area and the self-intersections come from Turf (`@turf/area`, `@turf/kinks`).
 */
import { area as geodesicArea } from '@turf/area';
import { kinks } from '@turf/kinks';

export type Position = [longitude: number, latitude: number];
export type PlotGeometry =
  | { type: 'Point'; coordinates: Position }
  | { type: 'MultiPoint'; coordinates: Position[] }
  | { type: 'Polygon'; coordinates: Position[][] }
  | { type: 'MultiPolygon'; coordinates: Position[][][] };

export const PLOT_GEOMETRY_TYPES = ['Point', 'MultiPoint', 'Polygon', 'MultiPolygon'] as const;

/** The decimals the EU's system keeps of a coordinate (about 0.1 m). */
export const COORDINATE_DECIMALS = 6;
/** The largest plot a point may stand for, and the area a point's plot has when none is declared (ha). */
export const POINT_MAX_HECTARES = 4;
/** The smallest area of a plot (ha). */
export const MIN_HECTARES = 0.0001;
/** How far a declared area may stand from the polygon's own before it is pointed out (a warning). */
export const AREA_TOLERANCE = 0.1;

export type PlotRule =
  | 'notJson'
  | 'notGeometry'
  | 'lineString'
  | 'type'
  | 'position'
  | 'range'
  | 'ringTooShort'
  | 'ringOpen'
  | 'hole'
  | 'selfIntersection'
  | 'straightLine'
  | 'pointArea'
  | 'areaTooSmall'
  | 'areaDiffers'
  | 'swapped'
  | 'outsideCountry';

/** Rules that only warn: the plot is kept, and the reader told. */
const WARNINGS: ReadonlySet<PlotRule> = new Set(['areaDiffers', 'outsideCountry']);

export interface PlotProblem {
  rule: PlotRule;
  severity: 'error' | 'warning';
  /** Where in the geometry, e.g. `coordinates[0][3]`; empty for the whole geometry. */
  at: string;
  /** Figures the message names (`{declared}`, `{computed}` hectares). */
  values?: Record<string, string>;
}

export interface PlotCheck {
  /** The geometry with its positions rounded to 6 decimals, or null when it is not one. */
  geometry: PlotGeometry | null;
  /** The plot's area: a polygon's computed, or a point's declared (4 ha when none), in hectares. */
  hectares: number | null;
  problems: PlotProblem[];
}

/** The rough extent of a country's land, for telling swapped coordinates (west, south, east, north). */
const EXTENTS: Readonly<Record<string, readonly [number, number, number, number]>> = {
  ID: [94.7, -11.2, 141.1, 6.3],
};

const problem = (rule: PlotRule, at = '', values?: Record<string, string>): PlotProblem => ({
  rule,
  severity: WARNINGS.has(rule) ? 'warning' : 'error',
  at,
  ...(values ? { values } : {}),
});

const rounded = (n: number) => Number(n.toFixed(COORDINATE_DECIMALS));
const hectares = (n: number) => n.toFixed(4);

/**
 * Checks a plot's geometry (parsed GeoJSON, or its text) with the area and country declared for it.
 * Errors refuse the plot; warnings keep it.
 */
export function checkPlotGeometry(
  input: unknown,
  declared: { hectares?: number | null; country?: string | null } = {},
): PlotCheck {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch {
      return { geometry: null, hectares: null, problems: [problem('notJson')] };
    }
  }
  if (typeof value !== 'object' || value === null || !('type' in value) || !('coordinates' in value))
    return { geometry: null, hectares: null, problems: [problem('notGeometry')] };
  const { type, coordinates } = value as { type: unknown; coordinates: unknown };
  if (type === 'LineString' || type === 'MultiLineString')
    return { geometry: null, hectares: null, problems: [problem('lineString')] };
  if (!(PLOT_GEOMETRY_TYPES as readonly unknown[]).includes(type))
    return { geometry: null, hectares: null, problems: [problem('type')] };

  const problems: PlotProblem[] = [];
  const extent = declared.country ? EXTENTS[declared.country] : undefined;
  const inside = ([lon, lat]: Position) =>
    !extent || (lon >= extent[0] && lon <= extent[2] && lat >= extent[1] && lat <= extent[3]);
  // Positions checked and rounded where they stand; `null` when one is not a position.
  const position = (p: unknown, at: string): Position | null => {
    if (
      !Array.isArray(p) ||
      p.length < 2 ||
      p.length > 3 ||
      !p.every((n) => typeof n === 'number' && Number.isFinite(n))
    ) {
      problems.push(problem('position', at));
      return null;
    }
    const [longitude, latitude] = p as [number, number];
    // Latitude written first: out of range for a plot in Indonesia, and in the country once turned round.
    if (extent && !inside([longitude, latitude]) && inside([latitude, longitude])) {
      problems.push(problem('swapped', at));
      return null;
    }
    if (Math.abs(longitude) > 180 || Math.abs(latitude) > 90) {
      problems.push(problem('range', at));
      return null;
    }
    return [rounded(longitude as number), rounded(latitude as number)];
  };
  const list = <T>(v: unknown, at: string, each: (item: unknown, at: string) => T | null): T[] | null => {
    if (!Array.isArray(v) || v.length === 0) {
      problems.push(problem('position', at));
      return null;
    }
    const items = v.map((item, i) => each(item, `${at}[${i}]`));
    return items.every((item) => item !== null) ? (items as T[]) : null;
  };
  const ring = (v: unknown, at: string): Position[] | null => {
    const positions = list(v, at, position);
    if (!positions) return null;
    if (positions.length < 4) {
      problems.push(problem('ringTooShort', at));
      return null;
    }
    const [first, last] = [positions[0] as Position, positions[positions.length - 1] as Position];
    if (first[0] !== last[0] || first[1] !== last[1]) {
      problems.push(problem('ringOpen', at));
      return null;
    }
    return positions;
  };
  const polygon = (v: unknown, at: string): Position[][] | null => {
    const rings = list(v, at, ring);
    if (!rings) return null;
    if (rings.length > 1) {
      problems.push(problem('hole', `${at}[1]`));
      return null;
    }
    return rings;
  };

  let geometry: PlotGeometry | null = null;
  if (type === 'Point') {
    const p = position(coordinates, 'coordinates');
    if (p) geometry = { type, coordinates: p };
  } else if (type === 'MultiPoint') {
    const ps = list(coordinates, 'coordinates', position);
    if (ps) geometry = { type, coordinates: ps };
  } else if (type === 'Polygon') {
    const rings = polygon(coordinates, 'coordinates');
    if (rings) geometry = { type, coordinates: rings };
  } else {
    const polygons = list(coordinates, 'coordinates', polygon);
    if (polygons) geometry = { type: 'MultiPolygon', coordinates: polygons };
  }
  if (!geometry) return { geometry: null, hectares: null, problems };

  const declaredHa = declared.hectares ?? null;
  let plotHa: number;
  if (geometry.type === 'Point' || geometry.type === 'MultiPoint') {
    plotHa = declaredHa ?? POINT_MAX_HECTARES;
    if (plotHa > POINT_MAX_HECTARES) problems.push(problem('pointArea', '', { declared: hectares(plotHa) }));
  } else {
    const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
    for (const [i, rings] of polygons.entries()) {
      const at = geometry.type === 'Polygon' ? 'coordinates[0]' : `coordinates[${i}][0]`;
      const one = { type: 'Polygon' as const, coordinates: rings };
      if (kinks(one).features.length) problems.push(problem('selfIntersection', at));
      else if (flat(rings[0] as Position[])) problems.push(problem('straightLine', at));
    }
    plotHa = geodesicArea(geometry) / 10_000;
    if (
      declaredHa !== null &&
      plotHa > 0 &&
      Math.abs(declaredHa - plotHa) > AREA_TOLERANCE * plotHa &&
      !problems.some((p) => p.severity === 'error')
    )
      problems.push(
        problem('areaDiffers', '', { declared: hectares(declaredHa), computed: hectares(plotHa) }),
      );
  }
  // A crossed or flat ring has no meaningful area of its own.
  if (plotHa < MIN_HECTARES && !problems.some((p) => p.severity === 'error'))
    problems.push(problem('areaTooSmall', '', { declared: hectares(plotHa) }));

  if (extent && !positionsOf(geometry).every(inside)) problems.push(problem('outsideCountry'));
  return { geometry, hectares: plotHa, problems };
}

/** Whether a ring encloses nothing: its points on one line (its plane area, in degrees², is nil). */
function flat(ring: readonly Position[]): boolean {
  let twice = 0;
  for (let i = 0; i + 1 < ring.length; i++) {
    const [a, b] = [ring[i] as Position, ring[i + 1] as Position];
    twice += a[0] * b[1] - b[0] * a[1];
  }
  // Below a square of 1e-7° (about a centimetre) on a side: rounding, not an area.
  return Math.abs(twice) / 2 < 1e-14;
}

/** Every position of a geometry. */
export function positionsOf(geometry: PlotGeometry): Position[] {
  switch (geometry.type) {
    case 'Point':
      return [geometry.coordinates];
    case 'MultiPoint':
      return geometry.coordinates;
    case 'Polygon':
      return geometry.coordinates.flat();
    case 'MultiPolygon':
      return geometry.coordinates.flat(2);
  }
}

/** Whether a check refuses the plot. */
export const refused = (check: PlotCheck): boolean => check.problems.some((p) => p.severity === 'error');
