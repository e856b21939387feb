import { describe, expect, it } from 'vitest';
import { readableGeoJson } from './harvestPlotView.tsx';

describe("a plot's GeoJSON in its view", () => {
  it('is indented, each position on one line', () => {
    const polygon =
      '{"type":"Polygon","coordinates":[[[110.1,-6.5],[110.2,-6.5],[110.2,-6.6],[110.1,-6.5]]]}';
    expect(readableGeoJson(polygon)).toBe(
      [
        '{',
        '  "type": "Polygon",',
        '  "coordinates": [',
        '    [',
        '      [110.1, -6.5],',
        '      [110.2, -6.5],',
        '      [110.2, -6.6],',
        '      [110.1, -6.5]',
        '    ]',
        '  ]',
        '}',
      ].join('\n'),
    );
    expect(readableGeoJson('{"type":"Point","coordinates":[1e-7,-6]}')).toContain(
      '"coordinates": [1e-7, -6]',
    );
  });

  it('is left as it is when it is no JSON', () => {
    expect(readableGeoJson('{"type":')).toBeNull();
    expect(readableGeoJson(null)).toBeNull();
  });
});
