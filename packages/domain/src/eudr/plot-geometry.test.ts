import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPlotGeometry, type PlotRule, refused } from './plot-geometry.ts';

/** A square plot of teak near Jepara, about 200 m on a side (≈ 4 ha), its positions written to 8 decimals. */
const [W, S, SIDE] = [110.67123456, -6.59123456, 0.0018];
const square = (west = W, south = S, side = SIDE) => [
  [west, south],
  [west + side, south],
  [west + side, south + side],
  [west, south + side],
  [west, south],
];
const polygon = (...rings: unknown[]) => ({ type: 'Polygon', coordinates: rings });

describe('a harvest plot by the EU geolocation rules', () => {
  it('keeps a valid polygon, rounded to 6 decimals, with its geodesic area', () => {
    const check = checkPlotGeometry(polygon(square()), { country: 'ID', hectares: 4 });
    expect(check.problems).toEqual([]);
    expect(check.geometry?.coordinates).toEqual([
      [
        [110.671235, -6.591235],
        [110.673035, -6.591235],
        [110.673035, -6.589435],
        [110.671235, -6.589435],
        [110.671235, -6.591235],
      ],
    ]);
    expect(check.hectares).toBeGreaterThan(3.9);
    expect(check.hectares).toBeLessThan(4.1);
  });

  it('gives a point the 4 ha it stands for when no area is declared, and reads GeoJSON text', () => {
    const check = checkPlotGeometry(JSON.stringify({ type: 'Point', coordinates: [W, S] }), {
      country: 'ID',
    });
    expect(check).toMatchObject({ hectares: 4, problems: [] });
    expect(
      checkPlotGeometry({
        type: 'MultiPoint',
        coordinates: [
          [W, S],
          [W + 0.01, S],
        ],
      }).problems,
    ).toEqual([]);
    const multi = { type: 'MultiPolygon', coordinates: [[square()], [square(W + 0.01)]] };
    expect(checkPlotGeometry(multi).problems).toEqual([]);
  });

  // Each case breaks only its rule.
  const cases: [PlotRule, unknown, { hectares?: number; country?: string }?, string?][] = [
    ['notJson', '{"type": "Point",', {}],
    ['notGeometry', { type: 'Feature', properties: {} }],
    [
      'lineString',
      {
        type: 'LineString',
        coordinates: [
          [W, S],
          [W + SIDE, S],
        ],
      },
    ],
    ['type', { type: 'Circle', coordinates: [W, S] }],
    ['position', { type: 'Point', coordinates: ['110.67', S] }, {}, 'coordinates'],
    ['range', { type: 'Point', coordinates: [W, -96.5] }, {}, 'coordinates'],
    [
      'ringTooShort',
      polygon([
        [W, S],
        [W + SIDE, S],
        [W, S],
      ]),
      {},
      'coordinates[0]',
    ],
    ['ringOpen', polygon(square().slice(0, 4)), {}, 'coordinates[0]'],
    ['hole', polygon(square(), square(W + 0.0005, S + 0.0005, 0.0005)), {}, 'coordinates[1]'],
    [
      'selfIntersection',
      polygon([
        [W, S],
        [W + SIDE, S + SIDE],
        [W + SIDE, S],
        [W, S + SIDE],
        [W, S],
      ]),
      {},
      'coordinates[0]',
    ],
    [
      'straightLine',
      polygon([
        [W, S],
        [W + SIDE, S + SIDE],
        [W + 2 * SIDE, S + 2 * SIDE],
        [W, S],
      ]),
      {},
      'coordinates[0]',
    ],
    ['pointArea', { type: 'Point', coordinates: [W, S] }, { hectares: 4.5 }],
    ['areaTooSmall', polygon(square(W, S, 0.000005))],
    ['areaDiffers', polygon(square()), { hectares: 5 }],
    ['swapped', { type: 'Point', coordinates: [S, W] }, { country: 'ID' }, 'coordinates'],
    ['outsideCountry', { type: 'Point', coordinates: [W - 20, S] }, { country: 'ID' }],
  ];
  it.each(cases)('names the rule %s, and only it', (rule, geometry, declared = {}, at = '') => {
    const check = checkPlotGeometry(geometry, declared);
    expect(check.problems.map((p) => [p.rule, p.at])).toEqual([[rule, at]]);
    // Two rules only warn: the plot is kept.
    expect(refused(check)).toBe(!['areaDiffers', 'outsideCountry'].includes(rule));
  });

  it('names the declared and computed areas when they differ', () => {
    const [differs] = checkPlotGeometry(polygon(square()), { hectares: 5 }).problems;
    expect(differs?.values?.declared).toBe('5.0000');
    expect(Number(differs?.values?.computed)).toBeCloseTo(4, 0);
  });
});

describe('the texts of the plot rules', () => {
  it('name every rule in Indonesian and in English', () => {
    const rules: PlotRule[] = [
      'notJson',
      'notGeometry',
      'lineString',
      'type',
      'position',
      'range',
      'ringTooShort',
      'ringOpen',
      'hole',
      'selfIntersection',
      'straightLine',
      'pointArea',
      'areaTooSmall',
      'areaDiffers',
      'swapped',
      'outsideCountry',
    ];
    for (const language of ['in', 'en']) {
      const texts = JSON.parse(
        readFileSync(path.resolve(import.meta.dirname, `../../i18n/${language}/eudr.json`), 'utf8'),
      );
      expect(Object.keys(texts.eudr.plot).sort(), language).toEqual([...rules].sort());
    }
  });
});
