/**
 * The harvest plot of a receipt for EUDR due diligence: a GeoJSON (RFC 7946) Point or Polygon geometry in
 * WGS 84, longitude first. Checked alike by the server and the form.
 */
type Position = [number, number];

const isPosition = (value: unknown): value is Position =>
  Array.isArray(value) &&
  (value.length === 2 || value.length === 3) &&
  value.every((n) => typeof n === 'number' && Number.isFinite(n)) &&
  Math.abs(value[0] as number) <= 180 &&
  Math.abs(value[1] as number) <= 90;

/** What is wrong with a geometry written as GeoJSON text, or null when it is a valid Point or Polygon. */
export function geometryError(text: string): string | null {
  let geometry: unknown;
  try {
    geometry = JSON.parse(text);
  } catch {
    return 'not JSON';
  }
  if (typeof geometry !== 'object' || geometry === null) return 'not an object';
  const { type, coordinates } = geometry as { type?: unknown; coordinates?: unknown };
  if (type === 'Point') return isPosition(coordinates) ? null : 'a Point holds [longitude, latitude]';
  if (type !== 'Polygon') return 'the type is Point or Polygon';
  if (!Array.isArray(coordinates) || coordinates.length === 0) return 'a Polygon holds at least one ring';
  for (const ring of coordinates) {
    if (!Array.isArray(ring) || ring.length < 4 || !ring.every(isPosition))
      return 'each ring holds at least four [longitude, latitude] positions';
    const [first, last] = [ring[0] as Position, ring[ring.length - 1] as Position];
    if (first[0] !== last[0] || first[1] !== last[1]) return 'each ring ends where it starts';
  }
  return null;
}
