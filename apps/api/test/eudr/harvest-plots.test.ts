/**
 * A unit's harvest plots (EUDR): written and read like the unit's other records, their geometry checked by the
 * EU's rules (a refusal names the rule's text and its place, in both languages; a warning is kept), kept apart
 * per tenant, named by receipts, imported from GeoJSON and CSV feature by feature, once; and the geolocations
 * receipts kept before plots, made plots by migration 0042.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Books, booksOf, type Json, receipt, unique } from '../books/fixtures.ts';
import { createTestApp, rowCount, type TestApp } from '../harness.ts';

const SETUP_MS = 400_000;
let t: TestApp;
let b: Books;
const token = { a: '', b: '' };
let unitB = 0;
let indonesia = 0;

beforeAll(async () => {
  t = await createTestApp();
  b = await booksOf(t);
  token.a = b.token;
  token.b = await t.login('kudusadmin');
  unitB = ((await t.call({ method: 'GET', url: '/api/business-units', token: token.b })).json() as Json[])[0]
    ?.id as number;
  indonesia = b.indonesiaId;
}, SETUP_MS);
afterAll(async () => {
  expect(t.app.responseValidationFailures).toEqual([]);
  await t.close();
});

type Res = { status: number; body: Json & { fieldErrors?: Json[] } };
const call = async (method: string, url: string, payload?: unknown, as = token.a): Promise<Res> => {
  const res = await t.call({
    method: method as 'GET',
    url,
    token: as,
    ...(payload === undefined ? {} : { payload: payload as Json }),
  });
  return { status: res.statusCode, body: res.body ? (res.json() as Res['body']) : {} };
};

const point = (lon: number, lat: number) => JSON.stringify({ type: 'Point', coordinates: [lon, lat] });
/** A square of `side` degrees with its south-west corner at (lon, lat), about 1.2 ha at 0.001°. */
const square = (lon: number, lat: number, side = 0.001) => ({
  type: 'Polygon',
  coordinates: [
    [
      [lon, lat],
      [lon + side, lat],
      [lon + side, lat + side],
      [lon, lat + side],
      [lon, lat],
    ],
  ],
});
const plot = (extra: Json = {}) => ({
  businessUnitId: b.unitId,
  producerName: 'KTH Wana Lestari',
  producerCountryId: indonesia,
  productionPlace: 'Desa Tempur, Jepara',
  geometry: point(110.6712345678, -6.5912345678),
  ...extra,
});

describe('a harvest plot', () => {
  it('is stored with its positions rounded to 6 decimals, a point standing for 4 ha', async () => {
    const created = await call('POST', '/api/harvest-plots', plot({ plotCode: unique('BLK') }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      geometry: '{"type":"Point","coordinates":[110.671235,-6.591235]}',
      geometryType: 'Point',
      areaHa: 4,
      geometryWarnings: null,
    });
    const read = await call('GET', `/api/business-unit-harvest-plots/${created.body.id}`);
    expect(read.body).toEqual(created.body);
  });

  it('is changed and deleted by its unit, its geometry checked again', async () => {
    const { body } = await call(
      'POST',
      '/api/harvest-plots',
      plot({ geometry: JSON.stringify(square(110.7, -6.6)) }),
    );
    expect(body).toMatchObject({ geometryType: 'Polygon', areaHa: null });
    const changed = await call('PUT', '/api/harvest-plots', {
      ...body,
      geometry: point(110.8, -6.7),
      harvestStartDate: '2026-01-05',
      harvestEndDate: '2026-02-10',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ geometryType: 'Point', areaHa: 4, harvestEndDate: '2026-02-10' });
    const backwards = await call('PUT', '/api/harvest-plots', {
      ...changed.body,
      harvestEndDate: '2025-12-31',
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.fieldErrors?.[0]).toMatchObject({ field: 'harvestEndDate' });
    expect((await call('DELETE', `/api/harvest-plots/${body.id}`)).status).toBe(204);
  });

  it.each([
    ['not JSON', '{"type":"Point"', 'geometry', 'notJson'],
    [
      'a line',
      JSON.stringify({
        type: 'LineString',
        coordinates: [
          [110, -7],
          [111, -7],
        ],
      }),
      'geometry',
      'lineString',
    ],
    ['out of range', point(200, -7), 'geometry.coordinates', 'range'],
    ['latitude first in Indonesia', point(-6.59, 110.67), 'geometry.coordinates', 'swapped'],
    [
      'an open ring',
      JSON.stringify({ type: 'Polygon', coordinates: [square(110.7, -6.6).coordinates[0]?.slice(0, 4)] }),
      'geometry.coordinates[0]',
      'ringOpen',
    ],
    [
      'a hole',
      JSON.stringify({
        type: 'Polygon',
        coordinates: [...square(110.7, -6.6).coordinates, ...square(110.7002, -6.5998, 0.0002).coordinates],
      }),
      'geometry.coordinates[1]',
      'hole',
    ],
    [
      'a crossed outline',
      JSON.stringify({
        type: 'Polygon',
        coordinates: [
          [
            [110.7, -6.6],
            [110.701, -6.599],
            [110.701, -6.6],
            [110.7, -6.599],
            [110.7, -6.6],
          ],
        ],
      }),
      'geometry.coordinates[0]',
      'selfIntersection',
    ],
    [
      'a tiny polygon',
      JSON.stringify(square(110.7, -6.6, 0.000005)),
      'geometry',
      'areaTooSmall',
      { declared: '0.0000' },
    ],
  ])('is refused with %s, naming the rule and where', async (_what, geometry, field, rule, values?: Json) => {
    const before = await rowCount(t, 'harvest_plot');
    const res = await call('POST', '/api/harvest-plots', plot({ geometry }));
    expect(res.status).toBe(400);
    expect(res.body.type).toBe('/problems/constraint-violation');
    expect(res.body.fieldErrors).toEqual([
      { objectName: 'harvestPlot', field, message: `eudr.plot.${rule}`, ...(values ? { values } : {}) },
    ]);
    expect(await rowCount(t, 'harvest_plot')).toBe(before);
  });

  it('is refused as a point for more than 4 ha, on its area', async () => {
    const res = await call('POST', '/api/harvest-plots', plot({ areaHa: 5 }));
    // The text names the area declared.
    expect(res.body.fieldErrors).toEqual([
      {
        objectName: 'harvestPlot',
        field: 'areaHa',
        message: 'eudr.plot.pointArea',
        values: { declared: '5.0000' },
      },
    ]);
  });

  it("has the refusal's text in both languages", async () => {
    const texts = async (lang: string) =>
      (await t.call({ method: 'GET', url: `/i18n/${lang}.json` })).json() as {
        eudr: { plot: Record<string, string> };
      };
    expect((await texts('en')).eudr.plot.selfIntersection).toBe(
      "The polygon's boundary crosses itself. Check the order of its positions.",
    );
    expect((await texts('in')).eudr.plot.selfIntersection).toBe(
      'Batas poligon memotong dirinya sendiri. Periksa urutan titiknya.',
    );
  });

  it('keeps what only warns: an area far from the polygon, positions outside the country', async () => {
    const far = await call(
      'POST',
      '/api/harvest-plots',
      plot({ geometry: JSON.stringify(square(110.71, -6.61)), areaHa: 5 }),
    );
    expect(far.status).toBe(201);
    expect(far.body).toMatchObject({ areaHa: 5, geometryWarnings: 'areaDiffers' });
    const abroad = await call('POST', '/api/harvest-plots', plot({ geometry: point(10.5, 51.2) }));
    expect(abroad.body).toMatchObject({ geometryWarnings: 'outsideCountry' });
  });
});

describe("a unit's plots are its own", () => {
  let plotA: number;
  let plotB: number;
  beforeAll(async () => {
    plotA = (await call('POST', '/api/harvest-plots', plot({ geometry: point(110.61, -6.51) }))).body
      .id as number;
    plotB = (
      await call(
        'POST',
        '/api/business-unit-harvest-plots',
        plot({ businessUnitId: unitB, geometry: point(110.84, -6.8) }),
        token.b,
      )
    ).body.id as number;
  });

  it('another unit neither reads, lists, changes nor deletes them, nor adds one to the unit', async () => {
    const listed = (await call('GET', '/api/harvest-plots?size=200', undefined, token.b))
      .body as unknown as Json[];
    expect(listed.map((row) => row.id)).toEqual([plotB]);
    expect((await call('GET', `/api/harvest-plots/${plotA}`, undefined, token.b)).status).toBe(404);
    const mine = (await call('GET', `/api/harvest-plots/${plotA}`)).body;
    expect((await call('PUT', '/api/harvest-plots', { ...mine, producerName: 'X' }, token.b)).status).toBe(
      404,
    );
    expect((await call('DELETE', `/api/harvest-plots/${plotA}`, undefined, token.b)).status).toBe(404);
    expect(
      (await call('POST', '/api/harvest-plots', plot({ geometry: point(110.62, -6.52) }), token.b)).status,
    ).toBe(403);
  });

  it("names only its own unit's supplier", async () => {
    const res = await call(
      'POST',
      '/api/harvest-plots',
      plot({ businessUnitId: unitB, supplierId: b.supplierId, geometry: point(110.85, -6.81) }),
      token.b,
    );
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual([
      { objectName: 'harvestPlot', field: 'supplierId', message: 'resources.form.unknownReference' },
    ]);
    const own = await call(
      'POST',
      '/api/harvest-plots',
      plot({ supplierId: b.supplierId, geometry: point(110.63, -6.53) }),
    );
    expect(own.body.supplierId).toBe(b.supplierId);
  });

  it('is named by receipts of its unit only, and kept while one names it', async () => {
    const other = await call(
      'POST',
      '/api/import-materials',
      receipt(b, { harvestPlots: [{ harvestPlotId: plotB }] }),
    );
    expect(other.status).toBe(400);
    expect(other.body.fieldErrors).toEqual([
      {
        objectName: 'importMaterial',
        field: 'harvestPlots[0].harvestPlotId',
        message: 'resources.form.unknownReference',
      },
    ]);
    const second = (await call('POST', '/api/harvest-plots', plot({ geometry: point(110.64, -6.54) }))).body
      .id;
    const booked = await call(
      'POST',
      '/api/import-materials',
      receipt(b, { harvestPlots: [{ harvestPlotId: plotA }, { harvestPlotId: second }] }),
    );
    expect(booked.status).toBe(201);
    const named = (rows: unknown) => (rows as Json[]).map((row) => row.harvestPlotId);
    expect(named(booked.body.harvestPlots)).toEqual([plotA, second]);
    const read = await call('GET', `/api/import-materials/${booked.body.id}`);
    expect(named(read.body.harvestPlots)).toEqual([plotA, second]);
    const links = await call('GET', `/api/receipt-harvest-plots?importMaterialId=${booked.body.id}`);
    expect(named(links.body)).toEqual([plotA, second]);
    const removed = await call('DELETE', `/api/harvest-plots/${plotA}`);
    expect(removed.status).toBe(409);
    expect(removed.body.type).toBe('/problems/referenced-row');
  });
});

describe('an import', () => {
  /** Four features: a point with a code, a crossed polygon, a polygon `shift` degrees south, the point again. */
  const collection = (code: string, shift = 0) => ({
    type: 'FeatureCollection',
    name: 'petak',
    features: [
      {
        type: 'Feature',
        properties: {
          ProducerName: 'KTH Sido Makmur',
          ProducerCountry: 'ID',
          ProductionPlace: 'Blora',
          Area: 2,
          PlotCode: code,
          HarvestStartDate: '2026-03-01',
          HarvestEndDate: '2026-03-31',
        },
        geometry: { type: 'Point', coordinates: [111.41, -7.02] },
      },
      {
        type: 'Feature',
        properties: { ProducerName: 'KTH Sido Makmur', ProducerCountry: 'ID' },
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [111.4, -7],
              [111.401, -6.999],
              [111.401, -7],
              [111.4, -6.999],
              [111.4, -7],
            ],
          ],
        },
      },
      {
        type: 'Feature',
        properties: { ProducerName: 'KTH Sido Makmur', ProducerCountry: 'ID', Area: 1.23 },
        geometry: square(111.42, -7.03 - shift),
      },
      {
        type: 'Feature',
        properties: { ProducerName: 'KTH Sido Makmur', ProducerCountry: 'ID', PlotCode: code },
        geometry: { type: 'Point', coordinates: [111.41, -7.02] },
      },
    ],
  });
  const post = (body: unknown, query = `businessUnitId=${b.unitId}`, as = token.a) =>
    t.call({
      method: 'POST',
      url: `/api/harvest-plots/import?${query}`,
      token: as,
      headers: { 'content-type': 'application/geo+json' },
      payload: JSON.stringify(body),
    });

  it('answers each feature: stored, refused with its rule and place, or found again in the file', async () => {
    const code = unique('IMP');
    const shift = Math.round(Math.random() * 10_000) / 1_000_000;
    const before = await rowCount(t, 'harvest_plot');
    const res = await post(collection(code, shift), `businessUnitId=${b.unitId}&supplierId=${b.supplierId}`);
    expect(res.statusCode).toBe(200);
    const answer = res.json() as { features: Json[] } & Json;
    expect(answer).toMatchObject({ stored: 2, unchanged: 1, refused: 1 });
    const [first, crossed, polygon, again] = answer.features as Json[];
    expect(first).toMatchObject({ index: 0, outcome: 'STORED', plotCode: code, problems: [] });
    expect(crossed).toEqual({
      index: 1,
      outcome: 'REFUSED',
      id: null,
      plotCode: null,
      producerName: 'KTH Sido Makmur',
      problems: [
        {
          rule: 'selfIntersection',
          severity: 'error',
          field: 'geometry.coordinates[0]',
          message: 'eudr.plot.selfIntersection',
        },
      ],
    });
    expect(polygon).toMatchObject({ outcome: 'STORED', problems: [] });
    expect(again).toMatchObject({ outcome: 'UNCHANGED', id: first?.id });
    expect(await rowCount(t, 'harvest_plot')).toBe(before + 2);
    const stored = (await call('GET', `/api/harvest-plots/${first?.id}`)).body;
    expect(stored).toMatchObject({
      plotCode: code,
      areaHa: 2,
      productionPlace: 'Blora',
      harvestStartDate: '2026-03-01',
      supplierId: b.supplierId,
      geometry: '{"type":"Point","coordinates":[111.41,-7.02]}',
    });

    // The same file again stores nothing new.
    const twice = (await post(collection(code, shift))).json() as Json;
    expect(twice).toMatchObject({ stored: 0, unchanged: 3, refused: 1 });
    expect(await rowCount(t, 'harvest_plot')).toBe(before + 2);
  });

  it('stores a feature that only warns, with its warning', async () => {
    const res = await post({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { ProducerName: 'KTH Sido Makmur', ProducerCountry: 'id', Area: 5 },
          geometry: square(111.5, -7.1 - Math.round(Math.random() * 1000) / 100_000),
        },
      ],
    });
    const [feature] = (res.json() as { features: Json[] }).features;
    expect(feature).toMatchObject({
      outcome: 'STORED',
      problems: [
        {
          rule: 'areaDiffers',
          severity: 'warning',
          field: 'geometry',
          message: 'eudr.plot.areaDiffers',
          values: { declared: '5.0000' },
        },
      ],
    });
    const stored = (await call('GET', `/api/harvest-plots/${feature?.id}`)).body;
    expect(stored).toMatchObject({
      areaHa: 5,
      geometryWarnings: 'areaDiffers',
      producerCountryId: indonesia,
    });
  });

  it("is refused in another tenant's unit, and with a supplier of another unit", async () => {
    expect((await post(collection(unique('X')), `businessUnitId=${b.unitId}`, token.b)).statusCode).toBe(403);
    const res = await post(
      collection(unique('X')),
      `businessUnitId=${unitB}&supplierId=${b.supplierId}`,
      token.b,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[0]).toMatchObject({ field: 'supplierId' });
  });

  it('reads a CSV of points, semicolons and decimal commas included, and refuses a line on its own', async () => {
    const code = unique('CSV');
    const csv = [
      'PlotCode;ProducerName;ProducerCountry;Longitude;Latitude;Area;Note',
      `${code};"Koperasi ""Wana"" Jaya";ID;110,68;-6,60;1,5;x`,
      '',
      `${code}-2;Koperasi Wana Jaya;XX;110,69;-6,61;;`,
    ].join('\r\n');
    const res = await t.call({
      method: 'POST',
      url: `/api/harvest-plots/import?businessUnitId=${b.unitId}`,
      token: token.a,
      headers: { 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(res.statusCode).toBe(200);
    const answer = res.json() as { features: Json[] } & Json;
    expect(answer).toMatchObject({ stored: 1, refused: 1 });
    expect(answer.features[1]).toMatchObject({
      index: 1,
      line: 4,
      outcome: 'REFUSED',
      plotCode: `${code}-2`,
      producerName: 'Koperasi Wana Jaya',
      problems: [
        { rule: 'producerCountry', field: 'ProducerCountry', message: 'eudr.import.producerCountry' },
      ],
    });
    const stored = (await call('GET', `/api/harvest-plots/${answer.features[0]?.id}`)).body;
    expect(stored).toMatchObject({
      producerName: 'Koperasi "Wana" Jaya',
      areaHa: 1.5,
      geometry: '{"type":"Point","coordinates":[110.68,-6.6]}',
    });
    const headless = await t.call({
      method: 'POST',
      url: `/api/harvest-plots/import?businessUnitId=${b.unitId}`,
      token: token.a,
      headers: { 'content-type': 'text/csv' },
      payload: 'Name,Lon,Lat\nx,1,2\n',
    });
    expect(headless.statusCode).toBe(400);
    // A quote left open is no file of points: refused whole, at the line it opened on, nothing stored.
    const open = await t.call({
      method: 'POST',
      url: `/api/harvest-plots/import?businessUnitId=${b.unitId}`,
      token: token.a,
      headers: { 'content-type': 'text/csv' },
      payload: `ProducerName,ProducerCountry,Longitude,Latitude\nA,ID,110.1,-6.1\n"B,ID,110.2,-6.2\n`,
    });
    expect(open.statusCode).toBe(400);
    expect(open.json()).toMatchObject({
      detail: expect.stringContaining('line 3'),
      fieldErrors: [{ field: 'csv', message: 'eudr.import.csv' }],
    });
  });
});

describe('migration 0042', () => {
  it("makes each receipt's geolocation a plot of its unit, once per geometry, and links the receipt to it", async () => {
    const k = t.db.kysely;
    const receipts = await k
      .selectFrom('import_material')
      .select(['id', 'business_unit_id'])
      .where('business_unit_id', '=', b.unitId)
      .where('supplier_id', 'is not', null)
      .orderBy('id')
      .limit(3)
      .execute();
    expect(receipts.length).toBe(3);
    const [r1, r2, r3] = receipts.map((r) => r.id) as [number, number, number];
    // Two receipts with the same point written differently, one with a polygon.
    const geolocations: [number, string][] = [
      [r1, '{"type":"Point","coordinates":[110.5000001, -6.4, 12]}'],
      [r2, '{"coordinates":[110.5,-6.4],"type":"Point"}'],
      [r3, JSON.stringify(square(110.5, -6.4))],
    ];
    const file = readFileSync(
      path.join(import.meta.dirname, '../../migrations/0042_harvest_plots.sql'),
      'utf8',
    );
    const step = file.slice(file.indexOf('-- The geolocations receipts kept before'));
    await t.db.execScript(`
      DELETE FROM receipt_harvest_plot WHERE import_material_id IN (${r1}, ${r2}, ${r3});
      ${geolocations.map(([id, g]) => `UPDATE import_material SET harvest_geolocation = '${g}' WHERE id = ${id};`).join('\n')}
      DELETE FROM harvest_plot WHERE plot_code IS NULL AND md5(geometry) IN (
        md5('{"type":"Point","coordinates":[110.5,-6.4]}'),
        md5('${JSON.stringify(square(110.5, -6.4))}'));
      ${step}`);
    const { rows } = await sql<{
      receipt: number;
      geometry: string;
      area_ha: string | null;
      producer_name: string;
    }>`
      SELECT l.import_material_id AS receipt, p.geometry, p.area_ha, p.producer_name
      FROM receipt_harvest_plot l JOIN harvest_plot p ON p.id = l.harvest_plot_id
      WHERE l.import_material_id IN (${r1}, ${r2}, ${r3}) ORDER BY l.import_material_id`.execute(k);
    expect(rows.map((r) => r.geometry)).toEqual([
      '{"type":"Point","coordinates":[110.5,-6.4]}',
      '{"type":"Point","coordinates":[110.5,-6.4]}',
      JSON.stringify(square(110.5, -6.4)),
    ]);
    expect(rows.map((r) => (r.area_ha === null ? null : Number(r.area_ha)))).toEqual([4, 4, null]);
    const supplier = await k
      .selectFrom('import_material as r')
      .innerJoin('supplier as s', 's.id', 'r.supplier_id')
      .select('s.name')
      .where('r.id', '=', r1)
      .executeTakeFirstOrThrow();
    expect(rows[0]?.producer_name).toBe(supplier.name);
    const read = await call('GET', `/api/import-materials/${r1}`, undefined, b.adminToken);
    expect((read.body.harvestPlots as Json[]).length).toBe(1);
  });
});
