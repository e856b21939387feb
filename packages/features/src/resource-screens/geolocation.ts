/**
 * A place held as GeoJSON text (a harvest plot: RFC 7946 Point or Polygon, WGS 84, longitude first), as the
 * form holds it: the shape and the latitude and longitude typed for each point, as text. The server keeps
 * only valid Points and Polygons (`geometryError`); a polygon is read by its outer ring, which a plot is.
 */

export type Shape = 'point' | 'polygon';

export interface TypedPoint {
  latitude: string;
  longitude: string;
}

export interface PlaceValue {
  shape: Shape;
  /** One for a point; a polygon's corners in order, its ring closed only in the GeoJSON. */
  points: TypedPoint[];
}

/** Fewest corners of a polygon. */
export const POLYGON_MIN = 3;

const NUMBER = /^-?\d+([.,]\d+)?$/;
const LIMITS = { latitude: 90, longitude: 180 } as const;

export const emptyPoint = (): TypedPoint => ({ latitude: '', longitude: '' });
export const emptyPlace = (): PlaceValue => ({ shape: 'point', points: [emptyPoint()] });

export const isPlace = (value: unknown): value is PlaceValue =>
  typeof value === 'object' &&
  value !== null &&
  ((value as PlaceValue).shape === 'point' || (value as PlaceValue).shape === 'polygon') &&
  Array.isArray((value as PlaceValue).points);

type Position = [number, number];

const isPosition = (value: unknown): value is Position =>
  Array.isArray(value) && value.length >= 2 && value.every((n) => typeof n === 'number');

/** The shape and [longitude, latitude] positions of GeoJSON text (a polygon's ring without its closing one). */
export function geometryOf(text: unknown): { shape: Shape; positions: Position[] } | null {
  if (typeof text !== 'string' || text.trim() === '') return null;
  let geometry: { type?: unknown; coordinates?: unknown };
  try {
    geometry = JSON.parse(text);
  } catch {
    return null;
  }
  if (geometry?.type === 'Point' && isPosition(geometry.coordinates))
    return { shape: 'point', positions: [geometry.coordinates] };
  const ring = geometry?.type === 'Polygon' && Array.isArray(geometry.coordinates) && geometry.coordinates[0];
  if (!Array.isArray(ring) || !ring.every(isPosition)) return null;
  return { shape: 'polygon', positions: (ring as Position[]).slice(0, -1) };
}

/** The inputs of a stored place, numbers written with the reader's separator; empty inputs for none. */
export function placeOf(text: unknown, decimalSeparator = '.'): PlaceValue {
  const geometry = geometryOf(text);
  if (!geometry) return emptyPlace();
  const written = (n: number) => String(n).replace('.', decimalSeparator);
  return {
    shape: geometry.shape,
    points: geometry.positions.map(([longitude, latitude]) => ({
      latitude: written(latitude),
      longitude: written(longitude),
    })),
  };
}

// Formik hands the schema an emptied input as undefined.
const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const blank = (point: TypedPoint) => textOf(point?.latitude) === '' && textOf(point?.longitude) === '';
const numberOf = (value: unknown) => Number(textOf(value).replace(',', '.'));

/** Nothing typed: the field is empty. */
export const isEmptyPlace = (value: unknown) => !isPlace(value) || value.points.every(blank);

/** The GeoJSON text of the place typed (its ring closed), or null when nothing is typed. */
export function geoJsonOf(value: unknown): string | null {
  if (!isPlace(value) || isEmptyPlace(value)) return null;
  const positions = value.points.map(
    (point): Position => [numberOf(point.longitude), numberOf(point.latitude)],
  );
  if (value.shape === 'point') return JSON.stringify({ type: 'Point', coordinates: positions[0] });
  const first = positions[0] as Position;
  return JSON.stringify({ type: 'Polygon', coordinates: [[...positions, first]] });
}

/** A problem of the place typed: where (below the field: `points.1.latitude`, `count`) and its text key. */
export interface PlaceProblem {
  path: string;
  key: string;
  values?: Record<string, unknown>;
}

/**
 * What is wrong with the place typed, input by input: each needs a number within its range once anything
 * is typed (or always, for a required field), and a polygon its corners.
 */
export function placeProblems(value: unknown, required: boolean): PlaceProblem[] {
  if (!isPlace(value) || (isEmptyPlace(value) && !required)) return [];
  const problems: PlaceProblem[] = [];
  value.points.forEach((point, index) => {
    for (const axis of ['latitude', 'longitude'] as const) {
      const text = textOf(point?.[axis]);
      const path = `points.${index}.${axis}`;
      if (text === '') problems.push({ path, key: 'resources.validation.required' });
      else if (!NUMBER.test(text)) problems.push({ path, key: 'resources.validation.number' });
      else if (Math.abs(numberOf(text)) > LIMITS[axis])
        problems.push({ path, key: `resources.geolocation.${axis}Range` });
    }
  });
  if (value.shape === 'polygon' && value.points.length < POLYGON_MIN)
    problems.push({ path: 'count', key: 'resources.geolocation.fewCorners', values: { min: POLYGON_MIN } });
  return problems;
}
