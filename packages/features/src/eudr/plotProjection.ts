/**
 * How the plain map draws harvest plots without a map style: their GeoJSON read (a plot's `geometry` is
 * JSON text, a data pack's an object), their bounds, and an equirectangular projection fitted into a box
 * (longitude shortened by the cosine of the middle latitude, so a plot keeps its shape), with a scale bar
 * of a round length. Good for the few kilometres a shipment's plots span; north is up.
 */
import type { PlotGeometry, Position } from '@vlegal/domain/eudr/plot-geometry';

export type { PlotGeometry, Position };

const TYPES: ReadonlySet<unknown> = new Set(['Point', 'MultiPoint', 'Polygon', 'MultiPolygon']);

/** A plot's geometry from its JSON text or object, or null for none or anything else. */
export function parseGeometry(value: unknown): PlotGeometry | null {
  let geometry = value;
  if (typeof value === 'string') {
    try {
      geometry = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (typeof geometry !== 'object' || geometry === null) return null;
  const { type, coordinates } = geometry as { type?: unknown; coordinates?: unknown };
  return TYPES.has(type) && Array.isArray(coordinates) ? (geometry as PlotGeometry) : null;
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

export interface Bounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** The box around positions ([x, y] alike), or undefined for none; a loop, as a plot may have many. */
function boxOf(positions: Iterable<readonly [number, number]>): Bounds | undefined {
  let box: Bounds | undefined;
  for (const [x, y] of positions)
    box = box
      ? {
          west: Math.min(box.west, x),
          south: Math.min(box.south, y),
          east: Math.max(box.east, x),
          north: Math.max(box.north, y),
        }
      : { west: x, south: y, east: x, north: y };
  return box;
}

/** The box around the geometries, or undefined for none. */
export const boundsOf = (geometries: readonly PlotGeometry[]): Bounds | undefined =>
  boxOf(geometries.flatMap(positionsOf));

/** Metres in a degree of latitude (and of longitude at the equator), near enough for a scale note. */
const METRES_PER_DEGREE = 111_320;
/** The least span drawn, in degrees (about 500 m): a lone point sits in a readable neighbourhood. */
const LEAST_SPAN = 0.0045;

export interface Frame {
  /** A position's place in the box, in pixels from its top left. */
  project: (position: Position) => [x: number, y: number];
  metresPerPixel: number;
}

/** The projection fitting the bounds into a box of `width` × `height`, `padding` inside each side. */
export function frameOf(bounds: Bounds, width: number, height: number, padding: number): Frame {
  const shrink = Math.cos((((bounds.south + bounds.north) / 2) * Math.PI) / 180);
  const spanX = Math.max((bounds.east - bounds.west) * shrink, LEAST_SPAN);
  const spanY = Math.max(bounds.north - bounds.south, LEAST_SPAN);
  const scale = Math.min((width - 2 * padding) / spanX, (height - 2 * padding) / spanY);
  // Centred: the drawing's own size within the box, and the bounds' centre at the box's.
  const centreX = ((bounds.west + bounds.east) / 2) * shrink;
  const centreY = (bounds.south + bounds.north) / 2;
  return {
    project: ([longitude, latitude]) => [
      width / 2 + (longitude * shrink - centreX) * scale,
      height / 2 - (latitude - centreY) * scale,
    ],
    metresPerPixel: METRES_PER_DEGREE / scale,
  };
}

/** The longest round length (1, 2 or 5 times a power of ten, in metres) drawn within `maxPixels`. */
export function scaleBar(metresPerPixel: number, maxPixels: number): { metres: number; pixels: number } {
  const most = metresPerPixel * maxPixels;
  const power = 10 ** Math.floor(Math.log10(most));
  const metres = [5, 2, 1].map((step) => step * power).find((length) => length <= most) ?? power;
  return { metres, pixels: metres / metresPerPixel };
}

const point = ([x, y]: [number, number]) => `${x.toFixed(1)} ${y.toFixed(1)}`;

/** The SVG path of a polygon's or polygons' rings; empty for points. */
export function pathOf(geometry: PlotGeometry, frame: Frame): string {
  const polygons =
    geometry.type === 'Polygon'
      ? [geometry.coordinates]
      : geometry.type === 'MultiPolygon'
        ? geometry.coordinates
        : [];
  return polygons
    .flat()
    .map((ring) => `M${ring.map((position) => point(frame.project(position))).join('L')}Z`)
    .join('');
}

/** The markers of a point or points, in the box; none for polygons. */
export function markersOf(geometry: PlotGeometry, frame: Frame): [number, number][] {
  if (geometry.type === 'Point') return [frame.project(geometry.coordinates)];
  if (geometry.type === 'MultiPoint') return geometry.coordinates.map(frame.project);
  return [];
}

/** Where a plot's label goes: the centre of its drawn box. */
export function labelAt(geometry: PlotGeometry, frame: Frame): [number, number] {
  const box = boxOf(positionsOf(geometry).map(frame.project));
  return box ? [(box.west + box.east) / 2, (box.south + box.north) / 2] : [0, 0];
}
