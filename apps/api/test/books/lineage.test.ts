/**
 * Lineage through the HTTP API (docs/adr/0031-lineage-first-in-first-out.md): what postings record, first in,
 * first out, and the traces that read it (`traceBackward`, `traceForward`): a sale traced back through three
 * productions to its receipts, their suppliers and plots, and each receipt forward to the sale; what a
 * cancellation, a receipt reversed after it was drawn and a back-dated sale do to it; who may trace what; and
 * the migration's fill of a ledger kept before lineage, held to the rule written in the test.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { businessToday } from '@vlegal/domain/unit-validity';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/index.ts';
import { MIGRATIONS_DIR, migrate } from '../../src/db/migrate.ts';
import { createTestApp, TEST_PG_URL, type TestApp, usePostgres } from '../harness.ts';
import {
  type Books,
  bookCalls,
  booksOf,
  domesticBuyer,
  freshMaterial,
  type Json,
  receipt,
  unique,
} from './fixtures.ts';
import { expectLineageKept, fifoByDate, ledgerOf, lineageOf, sameLineage } from './lineage-model.ts';

// biome-ignore lint/suspicious/noExplicitAny: the ledger's tables are read in SQL
type AnyDB = Kysely<any>;

const SETUP_MS = 400_000;
let t: TestApp;
let b: Books;
let buyerId = 0;

beforeAll(async () => {
  t = await createTestApp();
  b = await booksOf(t);
  buyerId = await domesticBuyer(t, b);
}, SETUP_MS);
afterAll(async () => {
  expect(t.app.responseValidationFailures).toEqual([]);
  await t.close();
});

const { call } = bookCalls(
  () => t,
  () => b,
);
const db = () => t.db.kysely as unknown as AnyDB;

async function created(url: string, payload: Json) {
  const res = await call('POST', url, payload);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}
const received = (
  rawMaterialId: number,
  receiptDate: string,
  volumeM3: string,
  pieces: string | null = null,
) =>
  created(
    '/api/import-materials',
    receipt(b, {
      rawMaterialId,
      receiptDate,
      documentDate: receiptDate,
      documentNumber: unique('SKSHHK'),
      volumeM3,
      pieces,
    }),
  );
const sold = (stockId: unknown, salesDate: string, volumeM3: string, pieces?: string) =>
  created('/api/local-sales', {
    businessUnitId: b.unitId,
    salesDate,
    buyerId,
    invoiceNumber: unique('INV'),
    materials: [{ stockId, volumeM3, ...(pieces ? { pieces } : {}) }],
  });
/** A production from one stock into a new stock of a new raw material (not counted in pieces). */
async function produced(
  from: unknown,
  productionDate: string,
  input: string,
  output: string,
  pieces?: string,
) {
  const rawMaterialId = await freshMaterial(t, b, { code: unique('KG'), trackPieces: false });
  const row = await created('/api/productions', {
    businessUnitId: b.unitId,
    productionDate,
    description: 'Olah',
    sources: [{ stockId: from, volumeM3: input, ...(pieces ? { pieces } : {}) }],
    outputs: [{ stockType: 'RAW_MATERIAL', rawMaterialId, volumeM3: output }],
  });
  return { id: Number(row.id), stockId: Number((row.outputs as Json[])[0]?.stockId) };
}
const trace = async (way: 'backward' | 'forward', query: string, token = b.token) => {
  const res = await call('GET', `/api/eudr/trace/${way}?${query}`, undefined, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Json & {
    outflows: Json[];
    inflows: Json[];
    links: Json[];
    receipts: Json[];
    plots: Json[];
  };
};
/** What the links of a trace say each outflow drew (`side` 'outflowId') or was drawn from each inflow, in m³. */
const linkedVolume = (links: Json[], side: 'outflowId' | 'inflowId') => {
  const sums = new Map<unknown, number>();
  for (const l of links) sums.set(l[side], (sums.get(l[side]) ?? 0) + Number(l.volumeM3));
  return sums;
};
/** The standing entries a document posted, as the ledger lists them. */
const entriesOf = async (sourceType: string, sourceId: unknown) =>
  (await call('GET', `/api/stock-credits?sourceType=${sourceType}&sourceId=${sourceId}&sort=id,asc`))
    .body as unknown as Json[];

/** Plots of the unit named by a receipt. */
async function plotsFor(receiptId: number, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const { rows: plot } = await sql<{ id: number }>`
      INSERT INTO harvest_plot (business_unit_id, plot_code, producer_name, producer_country_id, area_ha, geometry,
        geometry_type)
      VALUES (${b.unitId}, ${unique('PLOT')}, 'KTH Wana Lestari', ${b.indonesiaId}, 4,
        ${`{"type":"Point","coordinates":[110.${i}1,-7.${receiptId}]}`}, 'Point')
      RETURNING id`.execute(db());
    const id = Number(plot[0]?.id);
    await sql`INSERT INTO receipt_harvest_plot (import_material_id, harvest_plot_id) VALUES (${receiptId}, ${id})`.execute(
      db(),
    );
    ids.push(id);
  }
  return ids;
}

describe('a trace', () => {
  it('follows a sale back through three productions to its receipts, their suppliers and plots, and each receipt forward to the sale', async () => {
    const logs = await freshMaterial(t, b, { code: unique('KB') });
    const first = await received(logs, '2026-09-10', '10.0000', '10');
    const second = await received(logs, '2026-09-11', '10.0000', '10');
    const plots = await plotsFor(Number(first.id), 2);
    // Sawn from 15 m³ of logs: all of the first receipt and half of the second (first in, first out).
    const sawn = await produced(first.stockId, '2026-09-15', '15.0000', '9.0000', '15');
    const boards = await produced(sawn.stockId, '2026-09-16', '9.0000', '7.0000');
    const parts = await produced(boards.stockId, '2026-09-17', '7.0000', '5.0000');
    const sale = await sold(parts.stockId, '2026-09-20', '4.0000');

    const back = await trace('backward', `sourceType=LOCAL_SALES&sourceId=${sale.id}`);
    expect(back).toMatchObject({ complete: true, truncated: false });
    // The sale's line, then each production's input, each once.
    expect(back.outflows.map((o) => [o.movementType, o.sourceId, o.volumeM3])).toEqual([
      ['PRODUCTION_INPUT', sawn.id, '15.0000'],
      ['PRODUCTION_INPUT', boards.id, '9.0000'],
      ['PRODUCTION_INPUT', parts.id, '7.0000'],
      ['LOCAL_SALES', sale.id, '4.0000'],
    ]);
    // What each drew: the sale 4 of the 5 m³ made, each production all of what the one before made, the sawing
    // 10 m³ and 10 pieces of the first receipt and 5 m³ and 5 pieces of the second.
    expect(back.inflows.map((i) => [i.movementType, i.sourceId, i.volumeM3, i.pieces])).toEqual([
      ['RECEIPT_SUPPLIER', first.id, '10.0000', '10.00'],
      ['RECEIPT_SUPPLIER', second.id, '5.0000', '5.00'],
      ['PRODUCTION_OUTPUT', sawn.id, '9.0000', '0.00'],
      ['PRODUCTION_OUTPUT', boards.id, '7.0000', '0.00'],
      ['PRODUCTION_OUTPUT', parts.id, '4.0000', '0.00'],
    ]);
    expect(back.receipts).toEqual([
      expect.objectContaining({
        id: first.id,
        receiptNumber: first.receiptNumber,
        receiptDate: '2026-09-10',
        supplierId: b.supplierId,
        supplierName: expect.stringMatching(/^Perhutani KPH/),
        subConId: null,
        countryOfHarvestId: b.indonesiaId,
        harvestPlotIds: plots,
        // The supplier's certificate the receipt cites, in force on its date.
        certificates: [
          expect.objectContaining({
            id: b.certificateId,
            code: expect.stringMatching(/^S-PHPL/),
            expiredDate: '2030-12-31',
            status: 'VALID',
            cited: true,
            validOnReceiptDate: true,
          }),
        ],
      }),
      expect.objectContaining({ id: second.id, receiptDate: '2026-09-11', harvestPlotIds: [] }),
    ]);

    // The chain's edges: the sawing drew 10 m³ of the first receipt and 5 of the second, and what each outflow
    // drew from its inflows adds up to what it took.
    const inflowOf = new Map(back.inflows.map((i) => [i.entryId, i]));
    expect(
      back.links
        .filter((l) => l.outflowId === back.outflows[0]?.entryId)
        .map((l) => [inflowOf.get(l.inflowId)?.sourceId, l.volumeM3]),
    ).toEqual([
      [first.id, '10.0000'],
      [second.id, '5.0000'],
    ]);
    const drawnBy = linkedVolume(back.links, 'outflowId');
    for (const o of back.outflows) expect(drawnBy.get(o.entryId), String(o.entryId)).toBe(Number(o.volumeM3));
    // The plots named, whole, as the plots' own calls answer them.
    expect(back.plots.map((p) => p.id).sort()).toEqual([...plots].sort());
    expect(back.plots[0]).toMatchObject({ businessUnitId: b.unitId, geometryType: 'Point', areaHa: 4 });

    // The same from the sale's ledger entry, and a production traced back alone stops at its own inputs.
    const [saleEntry] = await entriesOf('LOCAL_SALES', sale.id);
    const fromEntry = await trace('backward', `entryId=${saleEntry?.id}`);
    expect(fromEntry.receipts.map((r) => r.id)).toEqual([first.id, second.id]);
    const sawing = await trace('backward', `sourceType=PRODUCTION&sourceId=${sawn.id}`);
    expect(sawing.outflows.map((o) => o.sourceId)).toEqual([sawn.id]);

    // Each receipt forward reaches every production and the sale.
    for (const r of [first, second]) {
      const on = await trace('forward', `sourceType=IMPORT_MATERIAL&sourceId=${r.id}`);
      expect(on.truncated).toBe(false);
      expect(on.outflows.map((o) => [o.movementType, o.sourceId])).toEqual([
        ['PRODUCTION_INPUT', sawn.id],
        ['PRODUCTION_INPUT', boards.id],
        ['PRODUCTION_INPUT', parts.id],
        ['LOCAL_SALES', sale.id],
      ]);
      expect(on.inflows.map((i) => i.movementType)).toEqual([
        'RECEIPT_SUPPLIER',
        'PRODUCTION_OUTPUT',
        'PRODUCTION_OUTPUT',
        'PRODUCTION_OUTPUT',
      ]);
    }
    // A plot forward reaches what its receipt reached; the links say what each outflow drew of each inflow.
    const fromPlot = await trace('forward', `harvestPlotId=${plots[0]}`);
    // It names the receipt it starts from, as a trace backward does.
    expect(fromPlot.receipts).toEqual([
      expect.objectContaining({ id: first.id, receiptNumber: first.receiptNumber, harvestPlotIds: plots }),
    ]);
    expect(fromPlot.outflows.map((o) => [o.movementType, o.sourceId])).toEqual([
      ['PRODUCTION_INPUT', sawn.id],
      ['PRODUCTION_INPUT', boards.id],
      ['PRODUCTION_INPUT', parts.id],
      ['LOCAL_SALES', sale.id],
    ]);
    const drawnFrom = linkedVolume(fromPlot.links, 'outflowId');
    for (const o of fromPlot.outflows)
      expect(drawnFrom.get(o.entryId), String(o.entryId)).toBe(Number(o.volumeM3));
    // What a stock holds now: the logs keep 5 m³ of the second receipt, the parts 1 m³ of their production.
    const held = await trace('backward', `stockId=${first.stockId}`);
    expect(held.inflows.map((i) => [i.sourceId, i.volumeM3, i.pieces])).toEqual([
      [second.id, '5.0000', '5.00'],
    ]);
    expect(held).toMatchObject({ outflows: [], complete: true });
    const partsHeld = await trace('backward', `stockId=${parts.stockId}`);
    expect(partsHeld.inflows[0]).toMatchObject({ sourceId: parts.id, volumeM3: '1.0000' });
    expect(partsHeld.receipts.map((r) => r.id)).toEqual([first.id, second.id]);
    await expectLineageKept(
      db(),
      [first.stockId, sawn.stockId, boards.stockId, parts.stockId].map(Number),
      'chain',
    );
  });

  it('says it is incomplete where an opening balance, not a receipt, fed the outflow', async () => {
    const rawMaterialId = await freshMaterial(t, b, { code: unique('KB') });
    const opened = await created('/api/stocks', {
      businessUnitId: b.unitId,
      stockType: 'RAW_MATERIAL',
      rawMaterialId,
      openingDate: '2026-09-01',
      initialVolumeM3: '3.0000',
      initialPieces: '3',
    });
    await received(rawMaterialId, '2026-09-05', '5.0000', '5');
    const sale = await sold(opened.id, '2026-09-10', '4.0000', '4');
    const back = await trace('backward', `sourceType=LOCAL_SALES&sourceId=${sale.id}`);
    expect(back.inflows.map((i) => [i.movementType, i.volumeM3, i.pieces])).toEqual([
      ['INITIAL', '3.0000', '3.00'],
      ['RECEIPT_SUPPLIER', '1.0000', '1.00'],
    ]);
    expect(back).toMatchObject({
      complete: false,
      receipts: [expect.objectContaining({ receiptDate: '2026-09-05' })],
    });
  });
});

describe('lineage as the books change', () => {
  it('is removed exactly by a cancelled sale, and moves to another receipt when the one drawn from is cancelled', async () => {
    const logs = await freshMaterial(t, b, { code: unique('KB'), trackPieces: false });
    const early = await received(logs, '2026-09-10', '4.0000');
    const later = await received(logs, '2026-09-11', '10.0000');
    const kept = await sold(early.stockId, '2026-09-12', '3.0000');
    const cancelled = await sold(early.stockId, '2026-09-13', '2.0000');
    const receiptsOf = async (sale: Json) =>
      (await trace('backward', `sourceType=LOCAL_SALES&sourceId=${sale.id}`)).inflows.map((i) => [
        i.sourceId,
        i.volumeM3,
      ]);
    expect(await receiptsOf(kept)).toEqual([[early.id, '3.0000']]);
    expect(await receiptsOf(cancelled)).toEqual([
      [early.id, '1.0000'],
      [later.id, '1.0000'],
    ]);
    const before = await lineageOf(db(), [Number(early.stockId)]);
    const [line] = await entriesOf('LOCAL_SALES', cancelled.id);
    const res = await call('POST', `/api/local-sales/${cancelled.id}/cancel`, { reason: 'Batal' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    sameLineage(
      await lineageOf(db(), [Number(early.stockId)]),
      new Map([...before].filter(([key]) => !key.startsWith(`${line?.id}>`))),
    );
    expect(await receiptsOf(cancelled)).toEqual([]);
    // The early receipt cancelled: the ledger takes it (no day short), and the kept sale draws from the later one.
    const undone = await call('POST', `/api/import-materials/${early.id}/cancel`, { reason: 'Salah' });
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(await receiptsOf(kept)).toEqual([[later.id, '3.0000']]);
    await expectLineageKept(db(), [Number(early.stockId)], 'after the cancellations');
  });

  it('draws a back-dated sale in date order when what it could draw in posting order is taken', async () => {
    const logs = await freshMaterial(t, b, { code: unique('KB'), trackPieces: false });
    const a = await received(logs, '2026-09-01', '10.0000');
    const late = await sold(a.stockId, '2026-09-20', '10.0000');
    const bReceipt = await received(logs, '2026-09-10', '10.0000');
    // Dated before the second receipt, with the first all drawn by the later sale: the ledger takes it (no day
    // ends short), and the stock's outflows from its day on draw again, first in, first out by date.
    const early = await sold(a.stockId, '2026-09-05', '10.0000');
    const origins = async (sale: Json) =>
      (await trace('backward', `sourceType=LOCAL_SALES&sourceId=${sale.id}`)).receipts.map((r) => r.id);
    expect(await origins(early)).toEqual([a.id]);
    expect(await origins(late)).toEqual([bReceipt.id]);
    await expectLineageKept(db(), [Number(a.stockId)], 'back-dated');
  });
});

describe('who traces', () => {
  it("answers another tenant's start as a missing one, audited; verificators and the company's administrator trace any of theirs", async () => {
    const logs = await freshMaterial(t, b, { code: unique('KB'), trackPieces: false });
    const r = await received(logs, '2026-09-10', '5.0000');
    const sale = await sold(r.stockId, '2026-09-12', '1.0000');
    const [entry] = await entriesOf('LOCAL_SALES', sale.id);
    const [plot] = await plotsFor(Number(r.id), 1);
    const other = await t.login('kudusadmin');
    const audits = async () =>
      Number(
        (
          await t.db.kysely
            .selectFrom('audit_event')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('principal', '=', 'kudusadmin')
            .where('event_type', '=', 'AUTHORIZATION_FAILURE')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await audits();
    const starts = [
      `backward?sourceType=LOCAL_SALES&sourceId=${sale.id}`,
      `backward?entryId=${entry?.id}`,
      `backward?stockId=${r.stockId}`,
      `forward?sourceType=IMPORT_MATERIAL&sourceId=${r.id}`,
      `forward?harvestPlotId=${plot}`,
    ];
    for (const start of starts) {
      const res = await call('GET', `/api/eudr/trace/${start}`, undefined, other);
      expect(res.status, start).toBe(404);
      expect(res.body.type).toBe('/problems/not-found');
    }
    expect(await audits()).toBe(before + starts.length);
    // A start that does not exist answers the same, unaudited.
    for (const start of ['backward?sourceType=LOCAL_SALES&sourceId=999999', 'backward?entryId=99999999'])
      expect((await call('GET', `/api/eudr/trace/${start}`, undefined, other)).status).toBe(404);
    expect(await audits()).toBe(before + starts.length);
    for (const login of ['verificator', 'companyadmin', 'exporter', 'admin'] as const) {
      const back = await trace(
        'backward',
        `sourceType=LOCAL_SALES&sourceId=${sale.id}`,
        await t.login(login),
      );
      expect(
        back.receipts.map((x) => x.id),
        login,
      ).toEqual([r.id]);
    }
    // A plain user holds none of the roles that read the books.
    expect((await call('GET', `/api/eudr/trace/${starts[0]}`, undefined, await t.login('user'))).status).toBe(
      403,
    );
  });

  it('is refused without exactly one start, or forward from an outflow', async () => {
    const logs = await freshMaterial(t, b, { code: unique('KB'), trackPieces: false });
    const r = await received(logs, '2026-09-10', '5.0000');
    const sale = await sold(r.stockId, '2026-09-12', '1.0000');
    const [entry] = await entriesOf('LOCAL_SALES', sale.id);
    for (const query of [
      'backward?',
      `backward?entryId=${entry?.id}&stockId=${r.stockId}`,
      'backward?sourceType=LOCAL_SALES',
      `backward?sourceId=${sale.id}`,
      `forward?entryId=${entry?.id}`,
      `forward?stockId=${r.stockId}`,
      `forward?harvestPlotId=1&sourceType=IMPORT_MATERIAL&sourceId=${r.id}`,
      `backward?harvestPlotId=1`,
    ]) {
      const res = await call('GET', `/api/eudr/trace/${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.type).toBe('/problems/constraint-violation');
    }
  });
});

describe('the migration', () => {
  it('fills the lineage of a ledger kept before it, first in, first out by date, on PGlite and PostgreSQL', async () => {
    // The migrations up to lineage, a ledger written into them as postings would have, then lineage's.
    const before = fs.mkdtempSync(path.join(os.tmpdir(), 'vlegal-migrations-'));
    for (const file of fs.readdirSync(MIGRATIONS_DIR))
      if (Number(file.slice(0, 4)) < 43)
        fs.copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(before, file));
    const name = `vlegal_lineage_${process.pid}_${Date.now()}`;
    let url: string | null = null;
    if (usePostgres) {
      const admin = new pg.Client({ connectionString: TEST_PG_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const u = new URL(TEST_PG_URL);
      u.pathname = `/${name}`;
      url = u.toString();
    }
    const bare = await createDatabase({ databaseUrl: url, pgliteDir: null });
    try {
      await migrate(bare, before);
      const k = bare.kysely as unknown as AnyDB;
      const stocks = await oldLedger(k);
      await migrate(bare);
      const filled = await lineageOf(k, stocks);
      expect(filled.size).toBeGreaterThan(50);
      sameLineage(filled, fifoByDate(await ledgerOf(k, stocks)));
      await expectLineageKept(k, stocks, 'migrated');
    } finally {
      await bare.close();
      fs.rmSync(before, { recursive: true, force: true });
      if (usePostgres) {
        const admin = new pg.Client({ connectionString: TEST_PG_URL });
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    }
  });
});

/**
 * A unit with three stocks and a ledger of a few hundred entries on random days, written straight into the
 * tables as the posting service would have: no day short, some entries reversed.
 */
async function oldLedger(k: AnyDB): Promise<number[]> {
  const { rows: company } = await sql<{ id: number }>`
    INSERT INTO company (name, company_registry, tax_id) VALUES ('PT Lama', '9999', '01') RETURNING id`.execute(
    k,
  );
  const { rows: unit } = await sql<{ id: number }>`
    INSERT INTO business_unit (code, name, company_id) VALUES ('OLD-01', 'Gudang Lama', ${company[0]?.id})
    RETURNING id`.execute(k);
  const unitId = Number(unit[0]?.id);
  const { rows: category } = await sql<{ id: number }>`
    INSERT INTO raw_material_category (code, name, report_group) VALUES ('OLD', 'Lama', 'LMKB') RETURNING id`.execute(
    k,
  );
  const { rows: species } = await sql<{ id: number }>`
    INSERT INTO scientific_name (scientific_name, trade_name) VALUES ('Tectona grandis', 'Jati') RETURNING id`.execute(
    k,
  );
  const { rows: type } = await sql<{ id: number }>`
    INSERT INTO raw_material_type (code, name, raw_material_category_id) VALUES ('OLD', 'Lama', ${category[0]?.id})
    RETURNING id`.execute(k);
  const stocks: number[] = [];
  let seed = 42;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const day = (n: number) =>
    new Date(Date.parse(businessToday()) - n * 86_400_000).toISOString().slice(0, 10);
  for (let s = 0; s < 3; s++) {
    const { rows: material } = await sql<{ id: number }>`
      INSERT INTO raw_material (name, raw_material_type_id, scientific_name_id, business_unit_id)
      VALUES (${`Log ${s}`}, ${type[0]?.id}, ${species[0]?.id}, ${unitId})
      RETURNING id`.execute(k);
    const { rows: stock } = await sql<{ id: number }>`
      INSERT INTO stock (business_unit_id, stock_type, raw_material_id, opening_date, initial_volume_m3)
      VALUES (${unitId}, 'RAW_MATERIAL', ${material[0]?.id}, ${day(200)}, 0) RETURNING id`.execute(k);
    const stockId = Number(stock[0]?.id);
    stocks.push(stockId);
    // Balance by day, so that an outflow never leaves any day from its own on short.
    const days = new Map<number, [number, number]>();
    const shortAfter = (at: number, v: number, p: number) => {
      let bv = 0;
      let bp = 0;
      for (let d = 200; d >= 0; d--) {
        const [dv, dp] = days.get(d) ?? [0, 0];
        bv += dv + (d === at ? v : 0);
        bp += dp + (d === at ? p : 0);
        if (bv < 0 || bp < 0) return true;
      }
      return false;
    };
    const entries: { id: number; at: number; v: number; p: number }[] = [];
    for (let n = 0; n < 120; n++) {
      const at = Math.floor(random() * 200);
      const inflow = random() < 0.5;
      const v = Math.floor(random() * 50_000) + 1;
      const p = random() < 0.5 ? 0 : Math.floor(random() * 20) * 100;
      const signed: [number, number] = inflow ? [v, p] : [-v, -p];
      if (!inflow && shortAfter(at, ...signed)) continue;
      const { rows } = await sql<{ id: number }>`
        INSERT INTO stock_credit (stock_id, business_unit_id, movement_date, direction, movement_type, volume_m3,
          weight_kg, pieces, source_type, source_id)
        VALUES (${stockId}, ${unitId}, ${day(at)}, ${inflow ? 'IN' : 'OUT'},
          ${inflow ? 'RECEIPT_SUPPLIER' : 'LOCAL_SALES'}, ${signed[0] / 10_000}, 0, ${signed[1] / 100},
          ${inflow ? 'IMPORT_MATERIAL' : 'LOCAL_SALES'}, ${n + 1})
        RETURNING id`.execute(k);
      const [dv, dp] = days.get(at) ?? [0, 0];
      days.set(at, [dv + signed[0], dp + signed[1]]);
      entries.push({ id: Number(rows[0]?.id), at, v: signed[0], p: signed[1] });
      // Now and then an entry reversed, when that leaves no day short.
      const undo = entries[Math.floor(random() * entries.length)] as (typeof entries)[number];
      if (random() < 0.15 && undo.v !== 0 && !shortAfter(undo.at, -undo.v, -undo.p)) {
        await sql`
          INSERT INTO stock_credit (stock_id, business_unit_id, movement_date, direction, movement_type, volume_m3,
            weight_kg, pieces, source_type, source_id, reverses_id)
          SELECT stock_id, business_unit_id, movement_date, CASE direction WHEN 'IN' THEN 'OUT' ELSE 'IN' END,
            movement_type, -volume_m3, -weight_kg, -pieces, source_type, source_id, id
          FROM stock_credit WHERE id = ${undo.id}`.execute(k);
        const [uv, up] = days.get(undo.at) ?? [0, 0];
        days.set(undo.at, [uv - undo.v, up - undo.p]);
        undo.v = 0;
      }
    }
  }
  return stocks;
}
