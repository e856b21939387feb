import { describe, expect, it } from 'vitest';
import {
  boundsOf,
  frameOf,
  labelAt,
  markersOf,
  type PlotGeometry,
  parseGeometry,
  pathOf,
  scaleBar,
} from './plotProjection.ts';

const square: PlotGeometry = {
  type: 'Polygon',
  coordinates: [
    [
      [110, -6],
      [110.01, -6],
      [110.01, -6.01],
      [110, -6.01],
      [110, -6],
    ],
  ],
};
const point: PlotGeometry = { type: 'Point', coordinates: [110.02, -6.005] };

describe("a plot's geometry", () => {
  it('is read from GeoJSON text or an object, of the four types a plot may have', () => {
    expect(parseGeometry('{"type":"Point","coordinates":[110.67,-6.59]}')).toEqual({
      type: 'Point',
      coordinates: [110.67, -6.59],
    });
    expect(parseGeometry(square)).toBe(square);
    expect(parseGeometry('{"type":"LineString","coordinates":[[1,2],[3,4]]}')).toBeNull();
    expect(parseGeometry('not json')).toBeNull();
    expect(parseGeometry(null)).toBeNull();
  });

  it('is bounded by the box around all positions', () => {
    expect(boundsOf([square, point])).toEqual({ west: 110, south: -6.01, east: 110.02, north: -6 });
    expect(boundsOf([])).toBeUndefined();
  });
});

describe('the projection', () => {
  const bounds = { west: 110, south: -6.01, east: 110.02, north: -6 };
  const frame = frameOf(bounds, 400, 300, 20);

  it('fits the bounds into the box, centred, north up', () => {
    const [west, north] = frame.project([110, -6]);
    const [east, south] = frame.project([110.02, -6.01]);
    // Longitude is the longer side: it fills the width inside the padding.
    expect(west).toBeCloseTo(20);
    expect(east).toBeCloseTo(380);
    expect(north).toBeLessThan(south);
    expect((north + south) / 2).toBeCloseTo(150);
  });

  it('shortens longitude by the cosine of the latitude, so a plot keeps its shape', () => {
    const [x0, y0] = frame.project([110, -6]);
    const [x1] = frame.project([110.01, -6]);
    const [, y1] = frame.project([110, -6.01]);
    expect((x1 - x0) / (y1 - y0)).toBeCloseTo(Math.cos((6.005 * Math.PI) / 180), 5);
  });

  it('draws a lone point within some hundreds of metres, not infinitely close', () => {
    const lone = frameOf({ west: 110, south: -6, east: 110, north: -6 }, 400, 300, 20);
    expect(lone.project([110, -6])).toEqual([200, 150]);
    expect(lone.metresPerPixel).toBeGreaterThan(1);
    expect(lone.metresPerPixel).toBeLessThan(5);
  });

  it('writes polygons as paths, points as markers, and labels a plot at its centre', () => {
    expect(pathOf(square, frame)).toBe('M20.0 59.5L200.0 59.5L200.0 240.5L20.0 240.5L20.0 59.5Z');
    expect(pathOf(point, frame)).toBe('');
    expect(markersOf(point, frame)).toHaveLength(1);
    expect(markersOf(square, frame)).toEqual([]);
    const [x, y] = labelAt(square, frame);
    expect(x).toBeCloseTo(110);
    expect(y).toBeCloseTo(150);
  });
});

describe('the scale bar', () => {
  it('is the longest round length that fits', () => {
    expect(scaleBar(10, 120)).toEqual({ metres: 1000, pixels: 100 });
    expect(scaleBar(10, 90)).toEqual({ metres: 500, pixels: 50 });
    expect(scaleBar(1, 300)).toEqual({ metres: 200, pixels: 200 });
  });
});
