import { geometryError } from '@vlegal/domain/books/geometry';
import { describe, expect, it } from 'vitest';
import { emptyPlace, geoJsonOf, placeOf, placeProblems } from './geolocation.ts';

const point = (latitude: string, longitude: string) => ({ latitude, longitude });

describe('a place typed as coordinates', () => {
  it('is the GeoJSON the server checks, longitude first, a polygon closed', () => {
    const spot = geoJsonOf({ shape: 'point', points: [point('-6,59', '110,67')] });
    expect(spot).toBe('{"type":"Point","coordinates":[110.67,-6.59]}');
    const plot = geoJsonOf({
      shape: 'polygon',
      points: [point('-6.5', '110.6'), point('-6.5', '110.7'), point('-6.6', '110.7')],
    });
    expect(plot).toBe(
      '{"type":"Polygon","coordinates":[[[110.6,-6.5],[110.7,-6.5],[110.7,-6.6],[110.6,-6.5]]]}',
    );
    expect(geometryError(spot as string)).toBeNull();
    expect(geometryError(plot as string)).toBeNull();
  });

  it('is no value when nothing is typed', () => {
    expect(geoJsonOf(emptyPlace())).toBeNull();
    expect(geoJsonOf({ shape: 'polygon', points: [point('', ' '), point('', '')] })).toBeNull();
    expect(placeProblems(emptyPlace(), false)).toEqual([]);
    expect(placeProblems(emptyPlace(), true).map((problem) => problem.path)).toEqual([
      'points.0.latitude',
      'points.0.longitude',
    ]);
  });

  it('names each input that is missing, no number or out of range, and a polygon short of corners', () => {
    const problems = placeProblems(
      { shape: 'polygon', points: [point('-91', '110,6'), point('-6,5', 'timur')] },
      false,
    );
    expect(problems).toEqual([
      { path: 'points.0.latitude', key: 'resources.geolocation.latitudeRange' },
      { path: 'points.1.longitude', key: 'resources.validation.number' },
      { path: 'count', key: 'resources.geolocation.fewCorners', values: { min: 3 } },
    ]);
    expect(placeProblems({ shape: 'point', points: [point('-6,59', '')] }, false)).toEqual([
      { path: 'points.0.longitude', key: 'resources.validation.required' },
    ]);
    expect(placeProblems({ shape: 'point', points: [point('90', '-180')] }, false)).toEqual([]);
    expect(placeProblems({ shape: 'point', points: [point('0', '180,5')] }, false)).toEqual([
      { path: 'points.0.longitude', key: 'resources.geolocation.longitudeRange' },
    ]);
  });

  it('is shown back in its inputs, as the reader writes numbers', () => {
    expect(placeOf('{"type":"Point","coordinates":[110.67,-6.59]}', ',')).toEqual({
      shape: 'point',
      points: [point('-6,59', '110,67')],
    });
    const plot = '{"type":"Polygon","coordinates":[[[110.6,-6.5],[110.7,-6.5],[110.7,-6.6],[110.6,-6.5]]]}';
    expect(placeOf(plot)).toEqual({
      shape: 'polygon',
      points: [point('-6.5', '110.6'), point('-6.5', '110.7'), point('-6.6', '110.7')],
    });
    expect(geoJsonOf(placeOf(plot, ','))).toBe(plot);
    expect(placeOf(null)).toEqual(emptyPlace());
    expect(placeOf('not json')).toEqual(emptyPlace());
  });
});
