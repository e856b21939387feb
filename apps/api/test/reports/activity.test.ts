/**
 * The activity reports through the API: receipts, productions and local sales of a July the demo data
 * leaves empty, the demo V-Legal documents and licences approved here; each report's rows and totals for
 * the period (a cancelled receipt left out), the query, the units each role reaches, the period check, and
 * each workbook's total as LibreOffice computes it against the JSON totals. The declarations agree with the
 * contract's row and totals schemas.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessToday } from '@vlegal/domain/unit-validity';
import { type ReportRow, rowBatches, rowsOf } from '../../src/reports/activity.ts';
import { activityHeaderOf, activityWorkbook } from '../../src/reports/activity-excel.ts';
import { ACTIVITY_REPORTS } from '../../src/reports/activity-reports.ts';
import {
  type Books,
  bookCalls,
  booksOf,
  domesticBuyer,
  freshMaterial,
  type Json,
  receipt,
  unique,
} from '../books/fixtures.ts';
import { ATTACHMENTS } from '../export/fixtures.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { sheetRows } from './sheet.ts';

let t: TestApp;
let b: Books;
/** Another unit of the demo company, and the other demo company's unit. */
let sibling = 0;
let otherCompanyUnit = 0;
const mine: Record<string, string> = {};
let siblingReceipt = '';
let siblingMaterial = '';
const licences: Json[] = [];
const today = businessToday();
const JULY = 'startDate=2026-07-01&endDate=2026-07-31';
/** The day `days` after today. */
const dayFrom = (days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const { call, received } = bookCalls(
  () => t,
  () => b,
);

type Answer = { businessUnitId: number | null; rows: Json[]; totals: Json & { byCurrency?: Json[] } };
/** A report as JSON, with its X-Total-Count. */
async function report(name: string, query: string, token = b.token) {
  const res = await t.call({ method: 'GET', url: `/api/${name}-report?${query}`, token });
  const body = res.json() as Answer & { fieldErrors?: Json[]; type?: string };
  return { status: res.statusCode, body, count: Number(res.headers['x-total-count']) };
}
const numbers = (rows: Json[], key: string) => rows.map((r) => r[key]);

/** A supplier of `unitId` with a valid certificate and one raw material of its, written as `token`. */
async function partyIn(unitId: number, token: string) {
  const post = async (url: string, payload: Json) => {
    const res = await call('POST', url, payload, token);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return Number(res.body.id);
  };
  const supplierId = await post('/api/suppliers', {
    name: unique('Perhutani KPH'),
    supplierType: 'PERHUTANI',
    countryId: b.indonesiaId,
    businessUnitId: unitId,
  });
  const template = (await call('GET', `/api/raw-materials/${b.rawMaterialId}`)).body;
  const name = unique('Log Mahoni');
  const rawMaterialId = await post(`/api/raw-materials-by-supplier?supplierId=${supplierId}`, {
    name,
    rawMaterialTypeId: template.rawMaterialTypeId,
    scientificNameId: template.scientificNameId,
    trackPieces: true,
    businessUnitId: unitId,
  });
  const types = (await call('GET', '/api/business-certificate-types?size=1')).body as unknown as Json[];
  const certificateId = await post('/api/business-certificates', {
    businessCertificateTypeId: types[0]?.id,
    code: unique('S-PHPL'),
    holderName: 'Perum Perhutani',
    validDate: '2024-01-01',
    expiredDate: '2030-12-31',
    supplierId,
    businessUnitId: unitId,
  });
  return { supplierId, rawMaterialId, certificateId, name };
}

beforeAll(async () => {
  t = await createTestApp();
  b = await booksOf(t);
  const company = (
    await call('GET', '/api/business-units?size=100', undefined, await t.login('companyadmin'))
  ).body as unknown as Json[];
  sibling = Number(company.find((u) => u.id !== b.unitId)?.id);
  const every = (await call('GET', '/api/business-units?size=100', undefined, b.adminToken))
    .body as unknown as Json[];
  otherCompanyUnit = Number(every.find((u) => !company.some((c) => c.id === u.id))?.id);

  // Logs received twice in July (a third receipt cancelled, a fourth in August), sawn twice, sold twice.
  const logsId = await freshMaterial(t, b, { code: unique('KB') });
  const first = await received({
    rawMaterialId: logsId,
    receiptDate: '2026-07-06',
    documentDate: '2026-07-05',
    volumeM3: '10.0000',
    pieces: '20',
    weightKg: '8000',
  });
  const second = await received({
    rawMaterialId: logsId,
    receiptDate: '2026-07-10',
    documentDate: '2026-07-10',
    volumeM3: '4.5',
    pieces: '9',
  });
  const cancelled = await received({
    rawMaterialId: logsId,
    receiptDate: '2026-07-12',
    documentDate: '2026-07-12',
    volumeM3: '2',
  });
  expect(
    (await call('POST', `/api/import-materials/${cancelled.id}/cancel`, { reason: 'Salah input' })).status,
  ).toBe(200);
  await received({
    rawMaterialId: logsId,
    receiptDate: '2026-08-03',
    documentDate: '2026-08-03',
    volumeM3: '1',
  });
  Object.assign(mine, {
    first: String(first.receiptNumber),
    second: String(second.receiptNumber),
    cancelled: String(cancelled.receiptNumber),
    logs: String(first.stockId),
  });
  const stock = Number(first.stockId);
  const produce = async (date: string, input: string, output: string) => {
    const sawn = await freshMaterial(t, b, { code: unique('KG'), trackPieces: false });
    const res = await call('POST', '/api/productions', {
      businessUnitId: b.unitId,
      productionDate: date,
      description: 'Penggergajian log',
      sources: [{ stockId: stock, volumeM3: input, pieces: '2' }],
      outputs: [{ stockType: 'RAW_MATERIAL', rawMaterialId: sawn, volumeM3: output }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return String(res.body.productionNumber);
  };
  mine.production1 = await produce('2026-07-15', '6', '3.3');
  mine.production2 = await produce('2026-07-20', '2', '1.5');
  const buyerId = await domesticBuyer(t, b);
  const currencies = (await call('GET', '/api/currencies?size=100')).body as unknown as Json[];
  const currency = (code: string) => currencies.find((c) => c.code === code)?.id;
  const sell = async (date: string, code: string, materials: Json[]) => {
    const res = await call('POST', '/api/local-sales', {
      businessUnitId: b.unitId,
      salesDate: date,
      buyerId,
      invoiceNumber: unique('INV'),
      currencyId: currency(code),
      materials,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return String(res.body.salesNumber);
  };
  mine.sale1 = await sell('2026-07-25', 'IDR', [
    { stockId: stock, volumeM3: '1', pieces: '2', unitPrice: '4500000' },
    { stockId: stock, volumeM3: '0.5', pieces: '1' },
  ]);
  mine.sale2 = await sell('2026-07-28', 'USD', [
    { stockId: stock, volumeM3: '0.25', pieces: '1', unitPrice: '100' },
  ]);

  // A receipt of the sibling unit in the same July, written by an administrator.
  const party = await partyIn(sibling, b.adminToken);
  siblingMaterial = party.name;
  const theirs = await call(
    'POST',
    '/api/import-materials',
    receipt(b, {
      businessUnitId: sibling,
      supplierId: party.supplierId,
      rawMaterialId: party.rawMaterialId,
      supplierCertificateId: party.certificateId,
      receiptDate: '2026-07-08',
      documentDate: '2026-07-08',
      volumeM3: '3',
      pieces: '6',
    }),
    b.adminToken,
  );
  expect(theirs.status, JSON.stringify(theirs.body)).toBe(201);
  siblingReceipt = String(theirs.body.receiptNumber);

  // Two licences approved today: one whose validity is moved to end in ten days, one to have ended.
  const exporter = await t.login('exporter');
  const verificator = await t.login('verificator');
  const idOf = async (url: string, match: (row: Json) => boolean) =>
    Number(((await call('GET', url)).body as unknown as Json[]).find(match)?.id);
  const japan = await idOf('/api/_search/countries?query=Japan', (c) => c.code === 'JP');
  const importer = await call('POST', '/api/buyers', {
    name: unique('Tanaka Furniture'),
    buyerType: 'FOREIGN',
    countryId: japan,
    businessUnitId: b.unitId,
  });
  const products = (await call('GET', `/api/stocks?stockType=PRODUCT&businessUnitId=${b.unitId}&size=50`))
    .body as unknown as Json[];
  const chairs = Number(products.find((s) => s.subConId === null && Number(s.volumeM3) > 1)?.id);
  for (const [volumeM3, validUntil] of [
    ['0.1000', dayFrom(10)],
    ['0.2000', dayFrom(-1)],
  ] as const) {
    const made = await call(
      'POST',
      '/api/vlegals',
      {
        businessUnitId: b.unitId,
        applicationDate: today,
        buyerId: importer.body.id,
        countryOfDestinationId: japan,
        portOfLoadingId: await idOf('/api/_search/sea-ports?query=IDSRG', (p) => p.code === 'IDSRG'),
        portOfDischargeId: await idOf('/api/_search/sea-ports?query=JPTYO', (p) => p.code === 'JPTYO'),
        transportationId: await idOf('/api/transportations?size=20', (m) => m.code === 'SEA'),
        estimatedShipmentDate: today,
        invoiceNumber: unique('INV'),
        invoiceDate: today,
        currencyId: currency('USD'),
        incoterm: 'FOB',
        ...ATTACHMENTS,
        materials: [{ stockId: chairs, volumeM3, netWeightKg: '50', numberOfUnits: '4', value: '400' }],
      },
      exporter,
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(
      (await call('POST', `/api/vlegals/submit-verification/${made.body.id}`, {}, exporter)).status,
    ).toBe(200);
    const approved = await call('POST', `/api/vlegals/approve/${made.body.id}`, {}, verificator);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    // The validity as days passing would leave it (the approval sets four months from today).
    await sql`UPDATE vlegal SET valid_until = ${validUntil} WHERE id = ${made.body.id}`.execute(t.db.kysely);
    licences.push(approved.body);
  }
}, 400_000);
afterAll(async () => {
  expect(t.app.responseValidationFailures).toEqual([]);
  await t.close();
});

describe('the declarations', () => {
  it('answer the fields the contract names, in its order', () => {
    const schemas = (t.app.contract as { components: { schemas: Record<string, Json> } }).components.schemas;
    const names: Record<string, string> = {
      'import-materials': 'ImportMaterials',
      productions: 'Productions',
      'local-sales': 'LocalSales',
      vlegals: 'Vlegals',
      'vlegals-peb': 'VlegalsPeb',
    };
    for (const declared of ACTIVITY_REPORTS) {
      const schema = `${names[declared.name]}Report`;
      expect(schemas[`${schema}Row`]?.required, declared.name).toEqual(declared.columns.map((c) => c.key));
      const totals = [
        'rows',
        ...declared.columns.filter((c) => c.total && c.kind !== 'money').map((c) => c.key),
        ...(declared.currency ? ['byCurrency'] : []),
      ];
      expect(schemas[`${schema}Totals`]?.required, declared.name).toEqual(totals);
    }
  });
});

describe('the receipts report', () => {
  it("holds the period's posted receipts, not a cancelled one, with their totals", async () => {
    const res = await report('import-materials', JULY);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(numbers(res.body.rows, 'receiptNumber')).toEqual([mine.first, mine.second]);
    expect(res.count).toBe(2);
    expect(res.body.businessUnitId).toBeNull();
    expect(res.body.rows[0]).toMatchObject({
      businessUnitId: b.unitId,
      receiptDate: '2026-07-06',
      partyType: 'SUPPLIER',
      documentDate: '2026-07-05',
      countryOfHarvest: 'Indonesia',
      volumeM3: '10.0000',
      pieces: '20.00',
      weightKg: '8000.00',
    });
    expect(res.body.rows[1]?.weightKg).toBeNull();
    expect(String(res.body.rows[0]?.documentNumber)).toMatch(/^SKSHHK-/);
    expect(res.body.rows[0]?.supplierCertificateNumber).toMatch(/^S-PHPL-/);
    expect(res.body.totals).toEqual({ rows: 2, volumeM3: '14.5000', pieces: '29.00', weightKg: '8000.00' });
  });

  it('pages its rows and keeps the totals of all', async () => {
    const res = await report('import-materials', `${JULY}&page=1&size=1`);
    expect(numbers(res.body.rows, 'receiptNumber')).toEqual([mine.second]);
    expect(res.count).toBe(2);
    expect(res.body.totals.volumeM3).toBe('14.5000');
  });

  it('keeps the rows the query finds', async () => {
    const res = await report(
      'import-materials',
      `${JULY}&query=${encodeURIComponent(mine.second as string)}`,
    );
    expect(numbers(res.body.rows, 'receiptNumber')).toEqual([mine.second]);
    expect(res.body.totals).toMatchObject({ rows: 1, volumeM3: '4.5000' });
    const none = await report('import-materials', `${JULY}&query=nothing-of-the-kind`);
    expect(none.body.rows).toEqual([]);
    expect(none.body.totals).toEqual({ rows: 0, volumeM3: '0.0000', pieces: '0.00', weightKg: '0.00' });
    // A LIKE wildcard is a character like any other.
    expect((await report('import-materials', `${JULY}&query=%25`)).body.rows).toEqual([]);
  });

  it('refuses a period that ends before it starts, naming the field', async () => {
    for (const name of ['import-materials', 'vlegals-peb']) {
      const res = await report(name, 'startDate=2026-08-01&endDate=2026-07-31');
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toEqual([
        expect.objectContaining({ objectName: 'report', field: 'endDate', message: 'report.endBeforeStart' }),
      ]);
    }
  });
});

describe('the units a caller reaches', () => {
  const receipts = async (token: string, unit = '') =>
    report('import-materials', `${JULY}${unit ? `&businessUnitId=${unit}` : ''}`, token);

  it("keeps a unit administrator to their unit: another unit's report is refused, theirs never holds it", async () => {
    expect((await receipts(b.token, String(sibling))).status).toBe(403);
    expect((await receipts(b.token, String(otherCompanyUnit))).status).toBe(403);
    const own = await receipts(b.token);
    expect(numbers(own.body.rows, 'receiptNumber')).not.toContain(siblingReceipt);
    expect(new Set(numbers(own.body.rows, 'businessUnitId'))).toEqual(new Set([b.unitId]));
    const named = await receipts(b.token, String(b.unitId));
    expect(named.body.businessUnitId).toBe(b.unitId);
    expect(named.body.rows).toEqual(own.body.rows);
  });

  it("gives a company administrator every unit of the company and no other company's", async () => {
    const token = await t.login('companyadmin');
    const all = await receipts(token);
    expect(numbers(all.body.rows, 'receiptNumber')).toEqual(
      expect.arrayContaining([mine.first, mine.second, siblingReceipt]),
    );
    expect(all.body.totals.volumeM3).toBe('17.5000');
    const theirs = await receipts(token, String(sibling));
    expect(numbers(theirs.body.rows, 'receiptNumber')).toEqual([siblingReceipt]);
    expect((await receipts(token, String(otherCompanyUnit))).status).toBe(403);
    const kudus = await receipts(await t.login('kudusadmin'));
    expect(kudus.status).toBe(200);
    expect(kudus.body.rows).toEqual([]);
    expect((await receipts(await t.login('kudusadmin'), String(b.unitId))).status).toBe(403);
  });

  it('gives administrators and verificators any unit, every unit when none is named', async () => {
    for (const token of [b.adminToken, await t.login('verificator')]) {
      const all = await receipts(token);
      expect(all.status).toBe(200);
      expect(numbers(all.body.rows, 'receiptNumber')).toEqual(
        expect.arrayContaining([mine.first, siblingReceipt]),
      );
      const one = await receipts(token, String(sibling));
      expect(numbers(one.body.rows, 'receiptNumber')).toEqual([siblingReceipt]);
    }
    expect((await receipts(b.adminToken, '999999')).status).toBe(404);
  });

  it('lets V-Legal users read the V-Legal reports of their unit only, and plain users none', async () => {
    const exporter = await t.login('exporter');
    const user = await t.login('user');
    for (const name of ['import-materials', 'productions', 'local-sales'])
      expect((await report(name, JULY, exporter)).status, name).toBe(403);
    for (const name of ['vlegals', 'vlegals-peb']) {
      const res = await report(name, `startDate=2026-10-01&endDate=${today}`, exporter);
      expect(res.status, name).toBe(200);
      expect(new Set(numbers(res.body.rows, 'businessUnitId'))).toEqual(new Set([b.unitId]));
      expect((await report(name, `${JULY}&businessUnitId=${sibling}`, exporter)).status).toBe(403);
    }
    for (const name of ['import-materials', 'productions', 'local-sales', 'vlegals', 'vlegals-peb'])
      expect((await report(name, JULY, user)).status, name).toBe(403);
  });
});

describe('the productions report', () => {
  it('holds each production with its lines, volumes and yield, and the overall yield', async () => {
    const res = await report('productions', JULY);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(numbers(res.body.rows, 'productionNumber')).toEqual([mine.production1, mine.production2]);
    expect(res.body.rows[0]).toMatchObject({
      productionDate: '2026-07-15',
      inputVolumeM3: '6.0000',
      outputVolumeM3: '3.3000',
      yieldPercent: '55.00',
      subConName: null,
    });
    expect(res.body.rows[0]?.inputs).toMatch(/^KB-.* 6\.0000 m³$/);
    expect(res.body.rows[0]?.outputs).toMatch(/^KG-.* 3\.3000 m³$/);
    expect(res.body.totals).toEqual({
      rows: 2,
      inputVolumeM3: '8.0000',
      outputVolumeM3: '4.8000',
      yieldPercent: '60.00',
    });
    const found = await report(
      'productions',
      `${JULY}&query=${encodeURIComponent(mine.production2 as string)}`,
    );
    expect(found.body.totals).toEqual({
      rows: 1,
      inputVolumeM3: '2.0000',
      outputVolumeM3: '1.5000',
      yieldPercent: '75.00',
    });
    const none = await report('productions', 'startDate=2026-06-01&endDate=2026-06-30');
    expect(none.body.totals).toEqual({
      rows: 0,
      inputVolumeM3: '0.0000',
      outputVolumeM3: '0.0000',
      yieldPercent: null,
    });
  });
});

describe('the local sales report', () => {
  it('holds each sold line with its sale, and the value per currency', async () => {
    const res = await report('local-sales', JULY);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(numbers(res.body.rows, 'salesNumber')).toEqual([mine.sale1, mine.sale1, mine.sale2]);
    expect(res.body.rows.map((r) => [r.volumeM3, r.value, r.currencyCode])).toEqual([
      ['1.0000', '4500000.00', 'IDR'],
      ['0.5000', null, 'IDR'],
      ['0.2500', '25.00', 'USD'],
    ]);
    expect(res.body.totals).toEqual({
      rows: 3,
      volumeM3: '1.7500',
      pieces: '4.00',
      weightKg: '0.00',
      byCurrency: [
        { currencyCode: 'IDR', value: '4500000.00' },
        { currencyCode: 'USD', value: '25.00' },
      ],
    });
    const usd = await report('local-sales', `${JULY}&query=${encodeURIComponent(mine.sale2 as string)}`);
    expect(usd.body.totals.byCurrency).toEqual([{ currencyCode: 'USD', value: '25.00' }]);
  });
});

describe('the V-Legal reports', () => {
  it('holds the documents applied for in the period whatever their status, value per currency', async () => {
    const res = await report('vlegals', 'startDate=2026-10-01&endDate=2026-11-20');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // The demo licence and the demo draft duplicated from it.
    expect(res.body.rows.map((r) => [r.applicationDate, r.status, r.volumeM3, r.value])).toEqual([
      ['2026-10-30', 'PUBLISHED', '0.3500', '1850.00'],
      ['2026-11-20', 'DRAFT', '0.2100', '1110.00'],
    ]);
    expect(res.body.rows[0]).toMatchObject({
      issueDate: '2026-11-02',
      destinationCountry: 'Japan',
      buyerName: 'Tanaka Garden Furniture Co., Ltd.',
      currencyCode: 'USD',
      netWeightKg: '210.00',
      units: '10.00',
    });
    expect(res.body.rows[0]?.hsCodes).toMatch(/^\d{4}\./);
    expect(res.body.rows[0]?.scientificNames).toBeTruthy();
    expect(res.body.rows[1]?.vlegalNumber).toBeNull();
    expect(res.body.totals).toEqual({
      rows: 2,
      volumeM3: '0.5600',
      netWeightKg: '336.00',
      units: '16.00',
      byCurrency: [{ currencyCode: 'USD', value: '2960.00' }],
    });
    const found = await report(
      'vlegals',
      `startDate=2026-10-01&endDate=2026-11-20&query=${encodeURIComponent(String(res.body.rows[0]?.vlegalNumber))}`,
    );
    expect(found.body.rows.map((r) => r.status)).toEqual(['PUBLISHED']);
  });

  it('holds the issued licences with their PEB, approved against exported, and flags the ones without', async () => {
    const res = await report('vlegals-peb', `startDate=2026-11-01&endDate=${today}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [demo, soon, ended] = res.body.rows;
    expect(demo).toMatchObject({
      issueDate: '2026-11-02',
      status: 'PUBLISHED',
      pebNumber: null,
      pebDate: null,
      approvedVolumeM3: '0.3500',
      exportedVolumeM3: '0.3500',
      pebMissing: true,
      expiresSoon: false,
      expired: false,
    });
    expect(soon).toMatchObject({
      vlegalNumber: licences[0]?.vlegalNumber,
      issueDate: today,
      approvedVolumeM3: '0.1000',
      exportedVolumeM3: '0.1000',
      pebMissing: true,
      expiresSoon: true,
      expired: false,
    });
    expect(ended).toMatchObject({
      vlegalNumber: licences[1]?.vlegalNumber,
      pebMissing: true,
      expiresSoon: false,
      expired: true,
    });
    expect(res.body.totals).toEqual({ rows: 3, approvedVolumeM3: '0.6500', exportedVolumeM3: '0.6500' });
    // Drafts are no licences.
    expect(numbers(res.body.rows, 'status')).not.toContain('DRAFT');
  });

  it('shows a licence with the PEB its release recorded, no longer flagged', async () => {
    // The release step records the declaration after shipment; written here as it will write it.
    const shipped = licences[1];
    await sql`UPDATE vlegal SET peb_number = '000123', peb_date = ${dayFrom(-1)},
      peb_customs_office = 'KPPBC Tanjung Emas' WHERE id = ${shipped?.id}`.execute(t.db.kysely);
    try {
      const res = await report('vlegals-peb', `startDate=2026-11-01&endDate=${today}`);
      const row = res.body.rows.find((r) => r.vlegalNumber === shipped?.vlegalNumber);
      expect(row).toMatchObject({
        pebNumber: '000123',
        pebDate: dayFrom(-1),
        pebMissing: false,
        expiresSoon: false,
        expired: false,
      });
      const peb = await report('vlegals-peb', `startDate=2026-11-01&endDate=${today}&query=000123`);
      // The PEB's number finds its licence.
      expect(peb.body.rows.map((r) => r.vlegalNumber)).toEqual([shipped?.vlegalNumber]);
    } finally {
      await sql`UPDATE vlegal SET peb_number = NULL, peb_date = NULL, peb_customs_office = NULL
        WHERE id = ${shipped?.id}`.execute(t.db.kysely);
    }
  });
});

describe('the workbooks', () => {
  const figure = (cell: string | undefined) => Number(String(cell).replace(/,/g, ''));

  async function workbook(name: string, query: string, token = b.token) {
    const res = await t.call({ method: 'GET', url: `/api/${name}-excel-report?${query}`, token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const rows = sheetRows(res.rawPayload);
    const titles = rows.find((row) => row[0] === 'No.') as string[];
    return { res, rows, titles, at: (title: string) => titles.indexOf(title) };
  }
  const totalRow = (rows: string[][], label: string) => rows.find((row) => row.includes(label)) as string[];

  it('writes the receipts with their totals as formulas, in Indonesian and in English', async () => {
    const json = (await report('import-materials', JULY)).body;
    const { res, rows, at } = await workbook('import-materials', JULY);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="import-materials .* 2026-07-01 2026-07-31\.xlsx"$/,
    );
    expect(rows[0]?.[0]).toBe('Laporan Penerimaan Bahan Baku');
    expect(rows.some((row) => row[0] === 'Periode' && row[1] === '2026-07-01 – 2026-07-31')).toBe(true);
    expect(rows.some((row) => row[0]?.startsWith('Dicetak oleh unitadmin'))).toBe(true);
    const total = totalRow(rows, 'Jumlah');
    expect(figure(total[at('Volume (m³)')])).toBeCloseTo(Number(json.totals.volumeM3), 4);
    expect(figure(total[at('Jumlah (btg/kpg)')])).toBe(Number(json.totals.pieces));
    expect(figure(total[at('Berat (kg)')])).toBe(Number(json.totals.weightKg));
    const line = rows.find((row) => row.includes(mine.first as string)) as string[];
    expect(line[at('Tanggal')]).toBe('2026-07-06');
    expect(line[at('Dari')]).toBe('Pemasok');
    expect(line[at('Volume (m³)')]).toBe('10.0000');
    // A unit's own report leaves the unit column out.
    expect(at('Unit usaha')).toBe(-1);

    // An English reader, reading every unit: the same figures under English titles, with the unit column.
    const verificator = await t.login('verificator');
    const account = (await t.call({ method: 'GET', url: '/api/account', token: verificator })).json();
    const english = await t.call({
      method: 'POST',
      url: '/api/account',
      token: verificator,
      payload: { email: account.email, langKey: 'en' },
    });
    expect(english.statusCode, english.body).toBe(200);
    const every = (await report('import-materials', JULY, verificator)).body;
    const en = await workbook('import-materials', JULY, await t.login('verificator'));
    expect(en.rows[0]?.[0]).toBe('Material receipts report');
    expect(en.rows.some((row) => row[0] === 'Business unit' && row[1] === 'All business units')).toBe(true);
    const enTotal = totalRow(en.rows, 'Total');
    expect(figure(enTotal[en.at('Volume (m³)')])).toBeCloseTo(Number(every.totals.volumeM3), 4);
    const theirs = en.rows.find((row) => row.includes(siblingReceipt)) as string[];
    expect(theirs[en.at('Item')]).toBe(siblingMaterial);
    expect(theirs[en.at('Business unit')]).toBeTruthy();
  });

  it('writes the productions with their total volumes and the overall yield', async () => {
    const json = (await report('productions', JULY)).body;
    const { rows, at } = await workbook('productions', JULY);
    const total = totalRow(rows, 'Jumlah');
    expect(figure(total[at('Volume bahan (m³)')])).toBeCloseTo(Number(json.totals.inputVolumeM3), 4);
    expect(figure(total[at('Volume hasil (m³)')])).toBeCloseTo(Number(json.totals.outputVolumeM3), 4);
    expect(figure(total[at('Rendemen (%)')])).toBeCloseTo(Number(json.totals.yieldPercent), 2);
  });

  it('writes the local sales with their totals and a total per currency', async () => {
    const json = (await report('local-sales', JULY)).body;
    const { rows, at } = await workbook('local-sales', JULY);
    expect(figure(totalRow(rows, 'Jumlah')[at('Volume (m³)')])).toBeCloseTo(Number(json.totals.volumeM3), 4);
    for (const { currencyCode, value } of json.totals.byCurrency ?? [])
      expect(figure(totalRow(rows, `Jumlah ${currencyCode}`)[at('Nilai')])).toBeCloseTo(Number(value), 2);
  });

  it('writes the V-Legal documents with their totals', async () => {
    const period = 'startDate=2026-10-01&endDate=2026-11-20';
    const json = (await report('vlegals', period)).body;
    const { rows, at } = await workbook('vlegals', period);
    const total = totalRow(rows, 'Jumlah');
    expect(figure(total[at('Volume (m³)')])).toBeCloseTo(Number(json.totals.volumeM3), 4);
    expect(figure(total[at('Berat bersih (kg)')])).toBeCloseTo(Number(json.totals.netWeightKg), 2);
    expect(figure(totalRow(rows, 'Jumlah USD')[at('Nilai')])).toBeCloseTo(2960, 2);
    expect(rows.some((row) => row[at('Status')] === 'Terbit')).toBe(true);
  });

  it('writes the licences and their PEB with the flags in words', async () => {
    const period = `startDate=2026-11-01&endDate=${today}`;
    const json = (await report('vlegals-peb', period, await t.login('exporter'))).body;
    const { rows, at } = await workbook('vlegals-peb', period, await t.login('exporter'));
    const total = totalRow(rows, 'Jumlah');
    expect(figure(total[at('Volume disetujui (m³)')])).toBeCloseTo(Number(json.totals.approvedVolumeM3), 4);
    expect(figure(total[at('Volume diekspor (m³)')])).toBeCloseTo(Number(json.totals.exportedVolumeM3), 4);
    const ended = rows.find((row) => row.includes(String(licences[1]?.vlegalNumber))) as string[];
    expect(ended[at('Masa berlaku habis')]).toBe('Ya');
    expect(ended[at('PEB belum ada')]).toBe('Ya');
  });

  it('reads a long report a batch at a time, every row once in order, and writes them all', async () => {
    const declaration = ACTIVITY_REPORTS.find(
      (r) => r.name === 'vlegals',
    ) as (typeof ACTIVITY_REPORTS)[number];
    const request = {
      unitId: undefined,
      reach: null,
      startDate: '2026-01-01',
      endDate: today,
      query: undefined,
    };
    const db = t.db.kysely as unknown as Parameters<typeof rowsOf>[0];
    const whole = await rowsOf(db, declaration, request);
    expect(whole.length).toBeGreaterThan(2);
    const batches: ReportRow[][] = [];
    for await (const batch of rowBatches(db, declaration, request, 2)) batches.push(batch);
    expect(batches.every((batch) => batch.length <= 2)).toBe(true);
    expect(batches.flat()).toEqual(whole);

    const header = await activityHeaderOf(db, request, 'admin', 'en');
    const stream = activityWorkbook(declaration, rowBatches(db, declaration, request, 2), header, 'en');
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const rows = sheetRows(Buffer.concat(chunks));
    const titles = rows.find((row) => row[0] === 'No.') as string[];
    const numbered = rows.filter((row) => /^\d+$/.test(row[0] ?? ''));
    expect(numbered.map((row) => Number(row[0]))).toEqual(whole.map((_, i) => i + 1));
    const volume = titles.indexOf('Volume (m³)');
    expect(figure(totalRow(rows, 'Total')[volume])).toBeCloseTo(
      whole.reduce((sum, row) => sum + Number(row.volumeM3), 0),
      4,
    );
  });
});
