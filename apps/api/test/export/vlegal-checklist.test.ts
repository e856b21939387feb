/**
 * A V-Legal's verification checklist (`GET vlegals/checklist/{id}`, MODEL.md §3.4): each check the server
 * computes passes on an application that holds and fails (or warns) on one that does not; the receipts that
 * fed a line's stock are found through transfers and productions, to any depth, each once, cancelled
 * documents left out; the exporter of another unit learns nothing of it.
 */
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessToday } from '@vlegal/domain/unit-validity';
import { createUser, OTHER_TENANT } from '../../src/bootstrap.ts';
import { receiptsFeeding } from '../../src/vlegal/sources.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import {
  type Books,
  bookCalls,
  booksOf,
  freshMaterial,
  type Json,
  receipt,
  unique,
} from '../books/fixtures.ts';
import { ATTACHMENTS } from './fixtures.ts';

// biome-ignore lint/suspicious/noExplicitAny: the test sets up rows in SQL
type AnyDB = Kysely<any>;

const today = businessToday();
let t: TestApp;
let b: Books;
const token: Record<string, string> = {};
const master: Record<string, number> = {};
/** The HS code of the products made here. */
let hsCode = '';
const { call } = bookCalls(
  () => t,
  () => b,
);
const k = () => t.db.kysely as unknown as AnyDB;

/**
 * The stocks of the chain: logs received from the supplier (R1) and sent to a sub-contractor, imported
 * logs (R2), both sawn there into garden benches (`benches`); tables from an opening balance only.
 */
const chain = {
  logs: 0,
  logsAtSubCon: 0,
  imported: 0,
  benches: 0,
  tables: 0,
  r1: '',
  r2: '',
  r1Id: 0,
  cancelled: '',
};
/** Species of the lines: dense teak, a CITES-listed one without density, a restricted one. */
const species = { teak: 0, listed: 0, restricted: 0 };

beforeAll(async () => {
  t = await createTestApp();
  b = await booksOf(t);
  const { password_hash } = await k()
    .selectFrom('app_user')
    .select('password_hash')
    .where('login', '=', 'verificator')
    .executeTakeFirstOrThrow();
  // An exporter of the other company's unit.
  const kudus = await k()
    .selectFrom('business_unit')
    .select(['id', 'company_id'])
    .where('code', '=', OTHER_TENANT.unit.code)
    .executeTakeFirstOrThrow();
  await createUser(t.db, {
    login: 'kudusexporter',
    passwordHash: password_hash,
    email: 'kudusexporter@example.co.id',
    authorities: ['ROLE_USER', 'ROLE_USER_VLEGAL'],
    companyId: kudus.company_id,
    businessUnitIds: [kudus.id],
  });
  for (const login of ['exporter', 'verificator', 'kudusexporter', 'user'])
    token[login] = await t.login(login);

  const first = async (url: string, match: (row: Json) => boolean) =>
    Number(((await call('GET', url)).body as unknown as Json[]).find(match)?.id);
  master.japan = await first('/api/_search/countries?query=Japan', (c) => c.code === 'JP');
  master.tokyo = await first('/api/_search/sea-ports?query=JPTYO', (p) => p.code === 'JPTYO');
  master.semarang = await first('/api/_search/sea-ports?query=IDSRG', (p) => p.code === 'IDSRG');
  master.rotterdam = await first('/api/_search/sea-ports?query=NLRTM', (p) => p.code === 'NLRTM');
  master.sea = await first('/api/transportations?size=20', (m) => m.code === 'SEA');
  master.currency = await first('/api/currencies?size=1', () => true);
  const buyer = await call('POST', '/api/buyers', {
    name: unique('Tanaka Furniture'),
    buyerType: 'FOREIGN',
    countryId: master.japan,
    businessUnitId: b.unitId,
  });
  expect(buyer.status, JSON.stringify(buyer.body)).toBe(201);
  master.buyer = Number(buyer.body.id);

  species.teak = await speciesOf({ density_kg_m3: '650.00' });
  species.listed = await speciesOf({ cites_appendix: 'II', density_kg_m3: null });
  species.restricted = await speciesOf({ restricted: true, density_kg_m3: '1000.00' });

  // R1: logs from the certified supplier, 4 m³ of them sent to a sub-contractor and 1 m³ taken back.
  const logs = await received(await freshMaterial(t, b, { code: unique('KB') }), {
    receiptDate: '2026-09-10',
  });
  chain.logs = logs.stockId;
  chain.r1 = logs.receiptNumber;
  chain.r1Id = logs.id;
  const subConId = Number(
    (await call('POST', '/api/sub-cons', { name: unique('Penggergajian'), businessUnitId: b.unitId })).body
      .id,
  );
  const out = await posted('/api/transfer-materials', {
    businessUnitId: b.unitId,
    transferDate: '2026-09-12',
    fromStockId: chain.logs,
    toSubConId: subConId,
    volumeM3: '4.0000',
    pieces: '8',
  });
  chain.logsAtSubCon = Number(out.toStockId);
  await posted('/api/transfer-materials', {
    businessUnitId: b.unitId,
    transferDate: '2026-09-13',
    fromStockId: chain.logsAtSubCon,
    toBusinessUnitId: b.unitId,
    volumeM3: '1.0000',
    pieces: '2',
  });
  // R2: imported logs, harvested in Malaysia, with no supplier certificate (an import needs none).
  const imported = await received(await freshMaterial(t, b, { code: unique('KBI') }), {
    receiptDate: '2026-09-11',
    documentDate: '2026-09-11',
    originOfRawMaterialId: b.importOriginId,
    countryOfHarvestId: b.foreignCountryId,
    supplierCertificateId: null,
  });
  chain.imported = imported.stockId;
  chain.r2 = imported.receiptNumber;
  // Both sawn at the sub-contractor into garden benches.
  const benches = await productOf(species.teak);
  const made = await posted('/api/productions', {
    businessUnitId: b.unitId,
    productionDate: '2026-09-15',
    description: 'Bangku taman',
    sources: [
      { stockId: chain.logsAtSubCon, volumeM3: '2.0000', pieces: '4' },
      { stockId: chain.imported, volumeM3: '2.0000', pieces: '4' },
    ],
    outputs: [{ stockType: 'PRODUCT', productId: benches, volumeM3: '3.0000' }],
  });
  chain.benches = Number((made.outputs as Json[])[0]?.stockId);
  // R3's logs made benches too, but that production was cancelled: R3 fed nothing.
  const cancelledLogs = await received(await freshMaterial(t, b, { code: unique('KBC') }), {
    receiptDate: '2026-09-14',
    documentDate: '2026-09-14',
  });
  chain.cancelled = cancelledLogs.receiptNumber;
  const undone = await posted('/api/productions', {
    businessUnitId: b.unitId,
    productionDate: '2026-09-16',
    description: 'Salah input',
    sources: [{ stockId: cancelledLogs.stockId, volumeM3: '2.0000', pieces: '4' }],
    outputs: [{ stockType: 'PRODUCT', productId: benches, volumeM3: '1.0000' }],
  });
  const cancel = await call('POST', `/api/productions/${undone.id}/cancel`, { reason: 'Salah input' });
  expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
  // Tables of an opening balance, fed by no receipt.
  chain.tables = await openingStock(await productOf(species.listed), '5.0000');
}, 400_000);
afterAll(async () => {
  expect(t.app.responseValidationFailures).toEqual([]);
  await t.close();
});

async function speciesOf(values: Json): Promise<number> {
  const name = unique('Tectona');
  const row = await k()
    .insertInto('scientific_name')
    .values({ scientific_name: name, trade_name: unique('Jati'), ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A product of the unit made of `speciesId`, under an HS code a V-Legal covers. */
async function productOf(speciesId: number): Promise<number> {
  const { rows } = await sql<{ id: number; code: string }>`
    SELECT id, code FROM hs_code WHERE vlegal_required AND NOT export_prohibited AND active ORDER BY id LIMIT 1`.execute(
    k(),
  );
  hsCode = String(rows[0]?.code);
  const row = await k()
    .insertInto('product')
    .values({
      business_unit_id: b.unitId,
      code: unique('BN').slice(0, 40),
      name: unique('Bangku taman'),
      commercial_description: 'Garden bench, teak, KD, sanded',
      hs_code_id: rows[0]?.id,
      scientific_name_id: speciesId,
      unit_name: 'PCS',
      created_by: 'unitadmin',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

async function openingStock(productId: number, volumeM3: string): Promise<number> {
  const res = await call('POST', '/api/stocks', {
    businessUnitId: b.unitId,
    stockType: 'PRODUCT',
    productId,
    openingDate: today,
    initialVolumeM3: volumeM3,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return Number(res.body.id);
}

async function received(rawMaterialId: number, extra: Json) {
  const row = await posted('/api/import-materials', receipt(b, { rawMaterialId, ...extra }));
  return { id: Number(row.id), stockId: Number(row.stockId), receiptNumber: String(row.receiptNumber) };
}

async function posted(url: string, body: Json) {
  const res = await call('POST', url, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

type Line = { stockId: number; volumeM3: string; netWeightKg: string };

async function draft(lines: Line[], extra: Json = {}): Promise<number> {
  const res = await call(
    'POST',
    '/api/vlegals',
    {
      businessUnitId: b.unitId,
      applicationDate: today,
      buyerId: master.buyer,
      countryOfDestinationId: master.japan,
      portOfLoadingId: master.semarang,
      portOfDischargeId: master.tokyo,
      transportationId: master.sea,
      estimatedShipmentDate: today,
      invoiceNumber: unique('INV'),
      invoiceDate: today,
      currencyId: master.currency,
      incoterm: 'FOB',
      ...ATTACHMENTS,
      materials: lines.map((line) => ({ numberOfUnits: '10', value: '1000', ...line })),
      ...extra,
    },
    token.exporter,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return Number(res.body.id);
}

type Item = { key: string; outcome: string; lineNo?: number; values?: Record<string, string> };

async function checklist(id: number, as = 'exporter') {
  const res = await call('GET', `/api/vlegals/checklist/${id}`, undefined, token[as]);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.vlegalId).toBe(id);
  expect(Number.isNaN(Date.parse(String(res.body.computedAt)))).toBe(false);
  return res.body.items as unknown as Item[];
}

/** The item of `key` (of line `lineNo`), without its key and line. */
function item(items: Item[], key: string, lineNo?: number) {
  const found = items.find((i) => i.key === key && i.lineNo === lineNo);
  expect(found, `${key} ${lineNo ?? ''}`).toBeDefined();
  const { key: _key, lineNo: _line, ...rest } = found as Item;
  return rest;
}

describe('the receipts that fed a stock', () => {
  it('are found through a transfer and a production, each once, ordered by date; a cancelled production fed nothing', async () => {
    const fed = await receiptsFeeding(t.db, [chain.benches, chain.logsAtSubCon, chain.tables, chain.logs]);
    const of = (stockId: number) =>
      fed.filter((r) => r.stockId === stockId).map((r) => `${r.receiptNumber} ${r.countryCode}`);
    // The benches: R1 through the production and the transfer to the sub-contractor, R2 through the production.
    expect(of(chain.benches)).toEqual([`${chain.r1} ID`, `${chain.r2} MY`]);
    expect(of(chain.logsAtSubCon)).toEqual([`${chain.r1} ID`]);
    // The logs went out and came back: the cycle ends, and R1 is named once.
    expect(of(chain.logs)).toEqual([`${chain.r1} ID`]);
    expect(of(chain.tables)).toEqual([]);
    expect(fed.map((r) => r.receiptNumber)).not.toContain(chain.cancelled);
    expect(fed.find((r) => r.stockId === chain.benches)).toMatchObject({
      receiptId: chain.r1Id,
      receiptDate: '2026-09-10',
      supplierCertificateId: b.certificateId,
      supplierCertificateExpiredDate: '2030-12-31',
      countryOfHarvestId: b.indonesiaId,
      originOfRawMaterialId: b.originId,
    });
    expect(fed.find((r) => r.receiptNumber === chain.r2)).toMatchObject({
      stockId: chain.benches,
      supplierCertificateId: null,
      supplierCertificateNumber: null,
      countryOfHarvestId: b.foreignCountryId,
    });
    expect(await receiptsFeeding(t.db, [])).toEqual([]);
  });
});

describe("a V-Legal's checklist", () => {
  it('passes an application that holds, and lists what only the verificator can check', async () => {
    const id = await draft([{ stockId: chain.benches, volumeM3: '1.0000', netWeightKg: '640' }]);
    const items = await checklist(id);
    expect(items.map((i) => `${i.key}${i.lineNo ? ` ${i.lineNo}` : ''} ${i.outcome}`)).toEqual([
      'certificate PASS',
      'unit PASS',
      'attachments PASS',
      'ports PASS',
      'commercialDocuments MANUAL',
      'hsCode MANUAL',
      'applicant MANUAL',
      'stock 1 PASS',
      'density 1 PASS',
      'cites 1 PASS',
      'countriesOfHarvest 1 PASS',
      'supplierCertificates 1 PASS',
    ]);
    const certificate = item(items, 'certificate');
    expect(certificate.values?.number).toBeTruthy();
    expect(String(certificate.values?.expiry) >= today).toBe(true);
    expect(item(items, 'ports').values).toEqual({
      loading: 'IDSRG',
      loadingCountry: 'ID',
      discharge: 'JPTYO',
      dischargeCountry: 'JP',
      destination: 'JP',
    });
    expect(item(items, 'hsCode').values).toEqual({ codes: hsCode });
    expect(item(items, 'stock', 1).values).toEqual({ available: '3.0000', quantity: '1.0000' });
    expect(item(items, 'density', 1).values).toEqual({ computed: '640', expected: '650' });
    expect(item(items, 'cites', 1).values?.species).toMatch(/^Jati-.+ \(Tectona-/);
    expect(item(items, 'countriesOfHarvest', 1).values).toEqual({ countries: 'ID, MY' });
    // A country no receipt of the stock came from is pointed out.
    const row = (await call('GET', `/api/vlegals/${id}`, undefined, token.exporter)).body as Json;
    const [line] = row.materials as Json[];
    // Left out on create, the line's countries were filled from those receipts: the import's country too.
    expect(((line?.countries ?? []) as Json[]).map((c) => c.countryId)).toEqual(
      expect.arrayContaining([b.foreignCountryId]),
    );
    const japan = { scientificNameId: line?.scientificNameId, countryId: master.japan };
    const named = await call(
      'PUT',
      '/api/vlegals',
      { ...row, materials: [{ ...line, countries: [japan] }] },
      token.exporter,
    );
    expect(named.status, JSON.stringify(named.body)).toBe(200);
    expect(item(await checklist(id), 'countriesOfHarvest', 1)).toEqual({
      outcome: 'WARN',
      values: { reason: 'DIFFERS', countries: 'ID, MY', named: 'JP' },
    });
    // Two receipts fed it: the supplier's, with its certificate, and the import, which needs none.
    expect(item(items, 'supplierCertificates', 1).values).toEqual({ count: '2' });
    // The verificator reads it too, and so does the unit's administrator; a plain user may not.
    expect(await checklist(id, 'verificator')).toHaveLength(items.length);
    expect((await call('GET', `/api/vlegals/checklist/${id}`)).status).toBe(200);
    expect((await call('GET', `/api/vlegals/checklist/${id}`, undefined, token.user)).status).toBe(403);
  });

  it('warns of a weight far from the density, a listed or restricted species, a stock no receipt fed; fails short stock and missing attachments', async () => {
    const id = await draft(
      [
        { stockId: chain.benches, volumeM3: '9.0000', netWeightKg: '9000' },
        { stockId: chain.tables, volumeM3: '1.0000', netWeightKg: '700' },
        {
          stockId: await openingStock(await productOf(species.restricted), '2.0000'),
          volumeM3: '1',
          netWeightKg: '0',
        },
      ],
      {
        invoiceFile: null,
        invoiceFileContentType: null,
        applicationLetterFile: null,
        applicationLetterFileContentType: null,
      },
    );
    const items = await checklist(id);
    expect(item(items, 'attachments')).toEqual({
      outcome: 'FAIL',
      values: { missing: 'invoiceFile,applicationLetterFile' },
    });
    expect(item(items, 'stock', 1)).toEqual({
      outcome: 'FAIL',
      values: { available: '3.0000', quantity: '9.0000' },
    });
    // 1,000 kg/m³ against 650: beyond 30 %.
    expect(item(items, 'density', 1)).toEqual({
      outcome: 'WARN',
      values: { computed: '1000', expected: '650' },
    });
    expect(item(items, 'stock', 2).outcome).toBe('PASS');
    expect(item(items, 'density', 2)).toEqual({ outcome: 'MANUAL', values: { reason: 'NO_DENSITY' } });
    expect(item(items, 'cites', 2)).toMatchObject({
      outcome: 'WARN',
      values: { reason: 'CITES', appendix: 'II' },
    });
    expect(item(items, 'countriesOfHarvest', 2)).toEqual({ outcome: 'WARN' });
    expect(item(items, 'supplierCertificates', 2)).toEqual({
      outcome: 'MANUAL',
      values: { reason: 'NO_RECEIPTS' },
    });
    expect(item(items, 'density', 3)).toEqual({
      outcome: 'MANUAL',
      values: { reason: 'NO_WEIGHT', expected: '1000' },
    });
    expect(item(items, 'cites', 3)).toMatchObject({ outcome: 'WARN', values: { reason: 'RESTRICTED' } });
  });

  it("fails a certificate that ends before the shipment or is suspended, a locked unit, ports elsewhere, a supplier's certificate expired at its receipt", async () => {
    const late = await draft([{ stockId: chain.benches, volumeM3: '1.0000', netWeightKg: '650' }], {
      estimatedShipmentDate: '2099-01-01',
    });
    const certificate = item(await checklist(late), 'certificate');
    expect(certificate).toMatchObject({
      outcome: 'FAIL',
      values: { reason: 'ENDS_BEFORE_SHIPMENT', shipmentDate: '2099-01-01' },
    });
    expect(certificate.values?.number).toBeTruthy();

    const id = await draft([{ stockId: chain.benches, volumeM3: '1.0000', netWeightKg: '650' }]);
    const { rows } = await sql<{ slk_certificate_id: number }>`
      SELECT slk_certificate_id FROM business_unit WHERE id = ${b.unitId}`.execute(k());
    const slk = rows[0]?.slk_certificate_id;
    try {
      await sql`UPDATE slk_certificate SET status = 'SUSPENDED' WHERE id = ${slk}`.execute(k());
      await sql`UPDATE business_unit SET trans_locked = true WHERE id = ${b.unitId}`.execute(k());
      await sql`UPDATE vlegal SET port_of_discharge_id = ${master.rotterdam} WHERE id = ${id}`.execute(k());
      await sql`
        UPDATE import_material SET supplier_certificate_expired_date = '2026-09-01' WHERE id = ${chain.r1Id}`.execute(
        k(),
      );
      const items = await checklist(id, 'verificator');
      expect(item(items, 'certificate')).toMatchObject({
        outcome: 'FAIL',
        values: { reason: 'NOT_ACTIVE', status: 'SUSPENDED' },
      });
      expect(item(items, 'unit')).toEqual({ outcome: 'FAIL', values: { reason: 'TRANS_LOCKED' } });
      expect(item(items, 'ports')).toMatchObject({
        outcome: 'FAIL',
        values: { discharge: 'NLRTM', dischargeCountry: 'NL', destination: 'JP' },
      });
      // The import among its receipts needs no certificate; the supplier's had expired on its date.
      expect(item(items, 'supplierCertificates', 1)).toEqual({
        outcome: 'FAIL',
        values: { count: '1', receipts: chain.r1 },
      });
    } finally {
      await sql`UPDATE slk_certificate SET status = 'ACTIVE' WHERE id = ${slk}`.execute(k());
      await sql`UPDATE business_unit SET trans_locked = false WHERE id = ${b.unitId}`.execute(k());
      await sql`
        UPDATE import_material SET supplier_certificate_expired_date = '2030-12-31' WHERE id = ${chain.r1Id}`.execute(
        k(),
      );
    }
    expect(item(await checklist(id), 'unit')).toEqual({ outcome: 'PASS' });
  });

  it("counts a submitted application's own reservation as available to it, and not to another", async () => {
    const id = await draft([{ stockId: chain.benches, volumeM3: '3.0000', netWeightKg: '1950' }]);
    const submitted = await call('POST', `/api/vlegals/submit-verification/${id}`, {}, token.exporter);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(item(await checklist(id, 'verificator'), 'stock', 1)).toEqual({
      outcome: 'PASS',
      values: { available: '3.0000', quantity: '3.0000' },
    });
    const other = await draft([{ stockId: chain.benches, volumeM3: '0.5000', netWeightKg: '325' }]);
    expect(item(await checklist(other), 'stock', 1)).toEqual({
      outcome: 'FAIL',
      values: { available: '0.0000', quantity: '0.5000' },
    });
    const rejected = await call(
      'POST',
      `/api/vlegals/reject/${id}`,
      { reason: 'Checked the stock.' },
      token.verificator,
    );
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(item(await checklist(other), 'stock', 1).outcome).toBe('PASS');
  });

  it("is another unit's exporter's to read no more than the V-Legal: 404, as for no V-Legal", async () => {
    const id = await draft([{ stockId: chain.benches, volumeM3: '1.0000', netWeightKg: '650' }]);
    const foreign = await call('GET', `/api/vlegals/checklist/${id}`, undefined, token.kudusexporter);
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body)).not.toContain('certificate');
    expect((await call('GET', `/api/vlegals/${id}`, undefined, token.kudusexporter)).status).toBe(404);
    expect((await call('GET', '/api/vlegals/checklist/99999999', undefined, token.exporter)).status).toBe(
      404,
    );
  });
});
