/**
 * The EUDR data pack of a V-Legal (`eudr/data-packs/{id}`, ADR 0032): each line names the plots its own lineage
 * reaches (first in, first out through a production, never every receipt its stock ever had), the pack says what
 * keeps it from being offered, its GeoJSON carries the EU's property names, its summary is one page, and the
 * exporter of another company learns nothing of it.
 */
import { type Kysely, sql } from 'kysely';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessToday } from '@vlegal/domain/unit-validity';
import { createUser, OTHER_TENANT } from '../../src/bootstrap.ts';
import {
  type Books,
  bookCalls,
  booksOf,
  freshMaterial,
  type Json,
  receipt,
  unique,
} from '../books/fixtures.ts';
import { ATTACHMENTS } from '../export/fixtures.ts';
import { createTestApp, type TestApp } from '../harness.ts';

// biome-ignore lint/suspicious/noExplicitAny: the test sets up rows in SQL
type AnyDB = Kysely<any>;

const today = businessToday();
let t: TestApp;
let b: Books;
const token: Record<string, string> = {};
const { call } = bookCalls(
  () => t,
  () => b,
);
const k = () => t.db.kysely as unknown as AnyDB;
const plots = { first: 0, second: 0, undated: 0 };
const codes = { first: '', second: '' };
const stocks = { chairs: 0, tables: 0, opened: 0 };
let germany = 0;
let buyer = 0;

const point = (lon: number, lat: number) => JSON.stringify({ type: 'Point', coordinates: [lon, lat] });

async function posted(url: string, body: Json) {
  const res = await call('POST', url, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function plot(code: string, lon: number, extra: Json = {}) {
  return Number(
    (
      await posted('/api/harvest-plots', {
        businessUnitId: b.unitId,
        plotCode: code,
        producerName: 'KPH Randublatung',
        producerCountryId: b.indonesiaId,
        productionPlace: 'Blora',
        geometry: point(lon, -7.05),
        harvestStartDate: '2026-06-01',
        harvestEndDate: '2026-08-31',
        ...extra,
      })
    ).id,
  );
}

async function product(): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    SELECT id FROM hs_code WHERE vlegal_required AND NOT export_prohibited AND active ORDER BY id LIMIT 1`.execute(
    k(),
  );
  const template = await k()
    .selectFrom('scientific_name')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const row = await k()
    .insertInto('product')
    .values({
      business_unit_id: b.unitId,
      code: unique('KT').slice(0, 40),
      name: unique('Kursi taman'),
      commercial_description: 'Garden chair, teak',
      hs_code_id: rows[0]?.id,
      scientific_name_id: template.id,
      unit_name: 'PCS',
      created_by: 'unitadmin',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Logs of one raw material received twice (the plots of R1, then of R2) and sawn: the saw draws R1 only. */
beforeAll(async () => {
  t = await createTestApp();
  b = await booksOf(t);
  const { password_hash } = await k()
    .selectFrom('app_user')
    .select('password_hash')
    .where('login', '=', 'exporter')
    .executeTakeFirstOrThrow();
  const kudus = await k()
    .selectFrom('business_unit')
    .select(['id', 'company_id'])
    .where('code', '=', OTHER_TENANT.unit.code)
    .executeTakeFirstOrThrow();
  await createUser(t.db, {
    login: 'kudusvlegal',
    passwordHash: password_hash,
    email: 'kudusvlegal@example.co.id',
    authorities: ['ROLE_USER', 'ROLE_USER_VLEGAL'],
    companyId: kudus.company_id,
    businessUnitIds: [kudus.id],
  });
  for (const login of ['exporter', 'verificator', 'kudusvlegal']) token[login] = await t.login(login);
  germany = Number(
    (await k().selectFrom('country').select('id').where('code', '=', 'DE').executeTakeFirstOrThrow()).id,
  );
  buyer = Number(
    (
      await posted('/api/buyers', {
        name: unique('Gartenmöbel Schmidt'),
        buyerType: 'FOREIGN',
        countryId: germany,
        businessUnitId: b.unitId,
      })
    ).id,
  );
  codes.first = unique('BLK-A');
  codes.second = unique('BLK-B');
  plots.first = await plot(codes.first, 111.25);
  plots.second = await plot(codes.second, 111.26);
  plots.undated = await plot(unique('BLK-C'), 111.27, { harvestStartDate: null, harvestEndDate: null });

  const material = await freshMaterial(t, b, { code: unique('KB') });
  const r1 = await posted(
    '/api/import-materials',
    receipt(b, {
      rawMaterialId: material,
      receiptDate: '2026-09-10',
      harvestPlots: [{ harvestPlotId: plots.first }],
    }),
  );
  await posted(
    '/api/import-materials',
    receipt(b, {
      rawMaterialId: material,
      receiptDate: '2026-09-11',
      harvestPlots: [{ harvestPlotId: plots.second }],
    }),
  );
  const made = await posted('/api/productions', {
    businessUnitId: b.unitId,
    productionDate: '2026-09-15',
    description: 'Kursi taman',
    sources: [{ stockId: Number(r1.stockId), volumeM3: '4.0000', pieces: '8' }],
    outputs: [{ stockType: 'PRODUCT', productId: await product(), volumeM3: '3.0000' }],
  });
  stocks.chairs = Number((made.outputs as Json[])[0]?.stockId);
  // Tables from logs of an undated plot; benches of an opening balance, fed by no receipt.
  const undated = await posted(
    '/api/import-materials',
    receipt(b, {
      rawMaterialId: await freshMaterial(t, b, { code: unique('KBU') }),
      receiptDate: '2026-09-12',
      harvestPlots: [{ harvestPlotId: plots.undated }],
    }),
  );
  const tables = await posted('/api/productions', {
    businessUnitId: b.unitId,
    productionDate: '2026-09-16',
    description: 'Meja',
    sources: [{ stockId: Number(undated.stockId), volumeM3: '2.0000', pieces: '4' }],
    outputs: [{ stockType: 'PRODUCT', productId: await product(), volumeM3: '1.5000' }],
  });
  stocks.tables = Number((tables.outputs as Json[])[0]?.stockId);
  stocks.opened = Number(
    (
      await posted('/api/stocks', {
        businessUnitId: b.unitId,
        stockType: 'PRODUCT',
        productId: await product(),
        openingDate: today,
        initialVolumeM3: '5.0000',
      })
    ).id,
  );
}, 400_000);
afterAll(async () => {
  expect(t.app.responseValidationFailures).toEqual([]);
  await t.close();
});

async function vlegal(lines: { stockId: number; volumeM3: string }[]): Promise<number> {
  const [loading, discharge, sea, currency] = await Promise.all([
    k().selectFrom('sea_port').select('id').where('code', '=', 'IDSRG').executeTakeFirstOrThrow(),
    k().selectFrom('sea_port').select('id').where('code', '=', 'DEHAM').executeTakeFirstOrThrow(),
    k().selectFrom('transportation').select('id').where('code', '=', 'SEA').executeTakeFirstOrThrow(),
    k().selectFrom('currency').select('id').orderBy('id').executeTakeFirstOrThrow(),
  ]);
  const res = await call(
    'POST',
    '/api/vlegals',
    {
      businessUnitId: b.unitId,
      applicationDate: today,
      buyerId: buyer,
      countryOfDestinationId: germany,
      portOfLoadingId: loading.id,
      portOfDischargeId: discharge.id,
      transportationId: sea.id,
      estimatedShipmentDate: today,
      invoiceNumber: unique('INV'),
      invoiceDate: today,
      currencyId: currency.id,
      incoterm: 'FOB',
      ...ATTACHMENTS,
      materials: lines.map((line) => ({ numberOfUnits: '10', value: '1000', netWeightKg: '600', ...line })),
    },
    token.exporter,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return Number(res.body.id);
}

const packOf = async (id: number, as = 'exporter') => {
  const res = await call('GET', `/api/eudr/data-packs/${id}`, undefined, token[as]);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Json & { lines: Json[]; harvestPlots: Json[]; problems: Json[]; statement: Json };
};

describe("a V-Legal's data pack", () => {
  it('names the plots the line would draw from, first in first out, not every plot its stock was ever fed from', async () => {
    const id = await vlegal([{ stockId: stocks.chairs, volumeM3: '1.0000' }]);
    const pack = await packOf(id);
    expect(pack).toMatchObject({
      vlegalId: id,
      destinationCountry: 'DE',
      euDestination: true,
      ready: true,
      problems: [],
    });
    expect(pack.lines).toEqual([
      {
        lineNo: 1,
        stockId: stocks.chairs,
        posted: false,
        exportEntryId: null,
        harvestPlotIds: [plots.first],
      },
    ]);
    expect(pack.harvestPlots).toEqual([
      expect.objectContaining({
        id: plots.first,
        plotCode: codes.first,
        producerCountry: 'ID',
        geolocation: { type: 'Point', coordinates: [111.25, -7.05] },
        harvestStartDate: '2026-06-01',
        harvestEndDate: '2026-08-31',
      }),
    ]);
    const [commodity] = pack.statement.commodities as Json[];
    expect(commodity).toMatchObject({
      descriptors: {
        descriptionOfGoods: 'Garden chair, teak',
        goodsMeasure: { netWeight: 600, volume: 1, supplementaryUnit: 10 },
      },
      producers: [expect.objectContaining({ country: 'ID', name: 'KPH Randublatung' })],
    });
    // The verificator's checklist says so of the line, and reads the pack too.
    const checklist = await call('GET', `/api/vlegals/checklist/${id}`, undefined, token.verificator);
    expect((checklist.body.items as Json[]).filter((i) => i.key === 'harvestPlots')).toEqual([
      { key: 'harvestPlots', lineNo: 1, outcome: 'PASS', values: { count: '1' } },
    ]);
    // The exporter of another company finds no such V-Legal.
    expect((await packOf(id, 'verificator')).lines).toEqual(pack.lines);
    const foreign = await call('GET', `/api/eudr/data-packs/${id}`, undefined, token.kudusvlegal);
    expect(foreign.status).toBe(404);
  });

  it('reads the lineage the export recorded once the V-Legal is approved', async () => {
    const id = await vlegal([{ stockId: stocks.chairs, volumeM3: '0.5000' }]);
    const step = (action: string, as: string, body: Json) =>
      call('POST', `/api/vlegals/${action}/${id}`, body, token[as]);
    expect((await step('submit-verification', 'exporter', { seenStatus: 'DRAFT' })).status).toBe(200);
    const approved = await step('approve', 'verificator', { seenStatus: 'SUBMITTED' });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const pack = await packOf(id);
    // The line names its export's ledger entry, where its own trace starts.
    const [exported] = (await call('GET', `/api/stock-credits?sourceType=VLEGAL&sourceId=${id}&sort=id,asc`))
      .body as unknown as Json[];
    expect(pack.lines).toEqual([
      {
        lineNo: 1,
        stockId: stocks.chairs,
        posted: true,
        exportEntryId: exported?.id,
        harvestPlotIds: [plots.first],
      },
    ]);
    expect(pack.statement.internalReferenceNumber).toBe(approved.body.vlegalNumber);
  });

  it('says which line reaches no plot and which plot has no harvest dates', async () => {
    const id = await vlegal([
      { stockId: stocks.tables, volumeM3: '1.0000' },
      { stockId: stocks.opened, volumeM3: '1.0000' },
    ]);
    const pack = await packOf(id);
    expect(pack.ready).toBe(false);
    expect(pack.problems).toEqual([
      { rule: 'plotWithoutHarvestDates', plotId: plots.undated },
      { rule: 'lineWithoutPlots', lineNo: 2 },
    ]);
    const checklist = await call('GET', `/api/vlegals/checklist/${id}`, undefined, token.verificator);
    expect((checklist.body.items as Json[]).filter((i) => i.key === 'harvestPlots')).toEqual([
      {
        key: 'harvestPlots',
        lineNo: 1,
        outcome: 'WARN',
        values: { reason: 'INCOMPLETE', count: '1', incomplete: '1' },
      },
      { key: 'harvestPlots', lineNo: 2, outcome: 'WARN', values: { reason: 'NO_PLOTS' } },
    ]);
  });

  it('gives the plots as a GeoJSON file and the summary as one page', async () => {
    const id = await vlegal([{ stockId: stocks.chairs, volumeM3: '1.0000' }]);
    const geojson = await t.call({
      method: 'GET',
      url: `/api/eudr/data-packs/${id}/geojson`,
      token: token.exporter,
    });
    expect(geojson.statusCode).toBe(200);
    expect(geojson.headers['content-type']).toContain('application/geo+json');
    expect(geojson.headers['content-disposition']).toMatch(
      /^attachment; filename="eudr-[A-Za-z0-9-]+\.geojson"$/,
    );
    expect(geojson.json()).toEqual({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [111.25, -7.05] },
          properties: {
            ProducerName: 'KPH Randublatung',
            ProducerCountry: 'ID',
            ProductionPlace: 'Blora',
            Area: 4,
          },
        },
      ],
    });
    const pdf = await t.call({ method: 'GET', url: `/api/eudr/data-packs/${id}/pdf`, token: token.exporter });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), {
      mergePages: false,
    });
    expect(text).toHaveLength(1);
    expect(text[0]).toContain(
      'KPH Randublatung ID Blora 4 2026-06-01 – 2026-08-31 7.05000°S 111.25000°E (Point)',
    );
    expect(text[0]).toContain('Complete: every line traces to 1 plot(s)');
  });
});
