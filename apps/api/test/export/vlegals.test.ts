/**
 * A V-Legal's base workflow (MODEL.md §3.3) through the API: an exporter drafts from product stock and
 * submits (the stock is reserved), a verificator other than who submitted rejects with a reason (released)
 * or approves (numbered, exported from stock on the approval day, queued for SILK); every other step,
 * edit and delete is refused by the table; reserved stock cannot be sold.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessToday } from '@vlegal/domain/unit-validity';
import { createTestApp, type TestApp } from '../harness.ts';
import { type Books, bookCalls, booksOf, domesticBuyer, type Json, unique } from '../books/fixtures.ts';
import { ATTACHMENTS } from './fixtures.ts';

let t: TestApp;
let b: Books;
let exporter = '';
let verificator = '';
let chairs = 0;
const master: Record<string, number> = {};
const { call, balance } = bookCalls(
  () => t,
  () => b,
);
const today = businessToday();

beforeAll(async () => {
  t = await createTestApp();
  b = await booksOf(t);
  exporter = await t.login('exporter');
  verificator = await t.login('verificator');
  const first = async (url: string, match: (row: Json) => boolean = () => true) =>
    Number(((await call('GET', url)).body as unknown as Json[]).find(match)?.id);
  master.japan = await first('/api/_search/countries?query=Japan', (c) => c.code === 'JP');
  master.tokyo = await first('/api/_search/sea-ports?query=JPTYO', (p) => p.code === 'JPTYO');
  master.semarang = await first('/api/_search/sea-ports?query=IDSRG', (p) => p.code === 'IDSRG');
  master.rotterdam = await first('/api/_search/sea-ports?query=NLRTM', (p) => p.code === 'NLRTM');
  master.sea = await first('/api/transportations?size=20', (m) => m.code === 'SEA');
  master.currency = await first('/api/currencies?size=1');
  const buyer = await call('POST', '/api/buyers', {
    name: unique('Tanaka Furniture'),
    buyerType: 'FOREIGN',
    countryId: master.japan,
    businessUnitId: b.unitId,
  });
  expect(buyer.status, JSON.stringify(buyer.body)).toBe(201);
  master.buyer = Number(buyer.body.id);
  const products = (await call('GET', `/api/stocks?stockType=PRODUCT&businessUnitId=${b.unitId}&size=50`))
    .body as unknown as Json[];
  chairs = Number(products.find((s) => s.subConId === null && Number(s.volumeM3) > 1)?.id);
  expect(chairs).toBeGreaterThan(0);
}, 400_000);
afterAll(async () => {
  expect(t.app.responseValidationFailures).toEqual([]);
  await t.close();
});

const application = (volumeM3: string, extra: Json = {}) => ({
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
  materials: [{ stockId: chairs, volumeM3, netWeightKg: '300', numberOfUnits: '20', value: '4000' }],
  ...extra,
});

async function draft(volumeM3: string, extra: Json = {}) {
  const res = await call('POST', '/api/vlegals', application(volumeM3, extra), exporter);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}
const step = (id: unknown, action: string, token: string, body: Json = {}) =>
  call('POST', `/api/vlegals/${action === 'submit' ? 'submit-verification' : action}/${id}`, body, token);
const reserved = async (stockId: number) => (await call('GET', `/api/stocks/${stockId}`)).body as Json;

describe('a V-Legal application', () => {
  it('is drafted with its lines filled from the product, its totals and application number', async () => {
    const made = await draft('0.2500');
    expect(made).toMatchObject({
      status: 'DRAFT',
      totalVolumeM3: '0.2500',
      totalValue: '4000.00',
      vlegalNumber: null,
    });
    expect(made.applicationNumber).toMatch(/^APP\//);
    const [line] = made.materials as Json[];
    expect(line).toMatchObject({ lineNo: 1, stockId: chairs });
    expect(line?.productId).toBeTypeOf('number');
    expect(line?.hsCodeId).toBeTypeOf('number');
    expect(made.allowedActions).toEqual(['update', 'delete', 'submit']);
    // The exporter's own view; a verificator may only read it.
    const seen = await call('GET', `/api/vlegals/${made.id}`, undefined, verificator);
    expect(seen.status).toBe(200);
    expect(seen.body.allowedActions).toEqual([]);
  });

  it('refuses a port of discharge outside the destination and a domestic importer', async () => {
    const res = await call(
      'POST',
      '/api/vlegals',
      application('0.1', { portOfDischargeId: master.rotterdam }),
      exporter,
    );
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual([
      expect.objectContaining({ field: 'portOfDischargeId', message: 'vlegal.dischargeInDestination' }),
    ]);
    const domestic = await domesticBuyer(t, b);
    const local = await call('POST', '/api/vlegals', application('0.1', { buyerId: domestic }), exporter);
    expect(local.status).toBe(400);
    expect(local.body.fieldErrors).toEqual([
      expect.objectContaining({ field: 'buyerId', message: 'vlegal.foreignBuyer' }),
    ]);
  });

  it('is submitted with its stock reserved, rejected with a reason (released), then approved and exported', async () => {
    const before = await balance(chairs);
    const made = await draft('0.5000');
    const submitted = await step(made.id, 'submit', exporter, { seenStatus: 'DRAFT' });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body).toMatchObject({ status: 'SUBMITTED', submittedBy: 'exporter' });
    expect((await reserved(chairs)).reservedVolumeM3).toBe('0.5000');
    // Edits stop while it is checked; the exporter cannot approve their own.
    const edited = await call('PUT', '/api/vlegals', { ...application('0.5'), id: made.id }, exporter);
    expect(edited.status, JSON.stringify(edited.body)).toBe(409);
    expect((await step(made.id, 'approve', exporter)).status).toBe(403);
    // A reason is required to reject.
    expect((await step(made.id, 'reject', verificator, { reason: ' ' })).status).toBe(400);
    const rejected = await step(made.id, 'reject', verificator, {
      reason: 'Invoice value differs from the packing list.',
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(rejected.body).toMatchObject({
      status: 'REJECTED',
      rejectionNote: 'Invoice value differs from the packing list.',
      decidedBy: 'verificator',
    });
    // Fixed and submitted again.
    const fixed = await call(
      'PUT',
      '/api/vlegals',
      { ...application('0.5000'), id: made.id, notes: 'Invoice corrected' },
      exporter,
    );
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    expect((await step(made.id, 'submit', exporter)).status).toBe(200);
    const approved = await step(made.id, 'approve', verificator, { seenStatus: 'SUBMITTED' });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ status: 'APPROVED', issueDate: today, integrationStatus: 'SENT' });
    // YY.NNNNN-SSSSS.LLL-ID-CC with the verification body's code and the destination.
    expect(approved.body.vlegalNumber).toMatch(
      new RegExp(`^${today.slice(2, 4)}\\.\\d{5}-\\d{5}\\.003-ID-JP$`),
    );
    expect(String(approved.body.token)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(String(approved.body.validUntil) > today).toBe(true);
    expect(await balance(chairs)).toBe((Number(before) - 0.5).toFixed(4));
    const entries = (await call('GET', `/api/stock-credits?sourceType=VLEGAL&sourceId=${made.id}`))
      .body as unknown as Json[];
    expect(entries).toEqual([
      expect.objectContaining({ movementType: 'VLEGAL_EXPORT', volumeM3: '-0.5000', movementDate: today }),
    ]);
    // Decided: no step and no edit is left to anybody.
    expect(approved.body.allowedActions).toEqual([]);
    expect((await step(made.id, 'approve', verificator)).status).toBe(409);
    expect((await call('DELETE', `/api/vlegals/${made.id}`, undefined, exporter)).status).toBe(409);
  });

  it('holds its stock: a sale cannot take what a submitted application reserved', async () => {
    const available = Number(await balance(chairs));
    const made = await draft(available.toFixed(4));
    expect((await step(made.id, 'submit', exporter)).status).toBe(200);
    // A second application for the same stock finds nothing available.
    const second = await draft('0.0100');
    const refused = await step(second.id, 'submit', exporter);
    expect(refused.status).toBe(409);
    expect(refused.body.type).toMatch(/insufficient-stock$/);
    expect(refused.body.fieldErrors).toEqual([
      expect.objectContaining({ field: 'materials[0].volumeM3', message: 'ledger.reserved' }),
    ]);
    const domestic = await call('POST', '/api/buyers', {
      name: unique('Toko Mebel'),
      buyerType: 'DOMESTIC',
      countryId: b.indonesiaId,
      businessUnitId: b.unitId,
    });
    const sale = await call('POST', '/api/local-sales', {
      businessUnitId: b.unitId,
      salesDate: today,
      buyerId: domestic.body.id,
      documentTransportTypeId: b.transportTypeId,
      documentNumber: unique('NOTA'),
      materials: [{ stockId: chairs, volumeM3: '0.0100' }],
    });
    expect(sale.status).toBe(409);
    expect(sale.body.type).toMatch(/insufficient-stock$/);
    // Rejected, the stock is free again.
    expect((await step(made.id, 'reject', verificator, { reason: 'Stock taking pending.' })).status).toBe(
      200,
    );
    expect((await step(second.id, 'submit', exporter)).status).toBe(200);
    expect((await step(second.id, 'reject', verificator, { reason: 'Withdrawn.' })).status).toBe(200);
  });

  it('needs its attachments, a line and a shipment not in the past to be submitted', async () => {
    const made = await draft('0.1000', { invoiceFile: null, invoiceFileContentType: null, materials: [] });
    const res = await step(made.id, 'submit', exporter);
    expect(res.status).toBe(400);
    expect((res.body.fieldErrors as Json[]).map((e) => `${e.field} ${e.message}`).sort()).toEqual([
      'invoiceFile vlegal.attachment',
      'materials vlegal.oneLine',
    ]);
  });

  it('opens one approval per submission, decided through the approvals with the checklist; its history tells each step', async () => {
    const made = await draft('0.0500');
    expect((await step(made.id, 'submit', exporter)).status).toBe(200);
    const [pending] = (await call('GET', `/api/vlegal-approvals?vlegalId=${made.id}`, undefined, verificator))
      .body as unknown as Json[];
    expect(pending).toMatchObject({ status: 'PENDING', requestedBy: 'exporter', vlegalId: made.id });
    // A rejection needs its note; the exporter cannot decide their own.
    const bare = await call('POST', '/api/vlegal-approvals-rejected', { id: pending?.id }, verificator);
    expect(bare.status).toBe(400);
    expect((await call('POST', '/api/vlegal-approvals-approved', { id: pending?.id }, exporter)).status).toBe(
      403,
    );
    const rejected = await call(
      'POST',
      '/api/vlegal-approvals-rejected',
      {
        id: pending?.id,
        note: 'The packing list shows 12 pieces, the invoice 10.',
        documentsConsistent: false,
      },
      verificator,
    );
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(rejected.body).toMatchObject({
      status: 'REJECTED',
      verificatorLogin: 'verificator',
      documentsConsistent: false,
    });
    expect((await call('GET', `/api/vlegals/${made.id}`)).body).toMatchObject({
      status: 'REJECTED',
      rejectionNote: 'The packing list shows 12 pieces, the invoice 10.',
    });
    // Decided once: deciding it again is refused as stale.
    const again = await call('POST', '/api/vlegal-approvals-approved', { id: pending?.id }, verificator);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ type: '/problems/stale-state', currentState: 'REJECTED' });
    // Submitted again: a second approval, approved with the checklist ticked.
    expect((await step(made.id, 'submit', exporter)).status).toBe(200);
    const approvals = (
      await call('GET', `/api/vlegal-approvals?vlegalId=${made.id}&status=PENDING`, undefined, verificator)
    ).body as unknown as Json[];
    expect(approvals).toHaveLength(1);
    const checklist = {
      certificateValid: true,
      unitValid: true,
      documentsConsistent: true,
      hsCodeCorrect: true,
      speciesCorrect: true,
      stockSufficient: true,
      suppliersCovered: true,
      quantitiesPlausible: true,
    };
    const approved = await call(
      'POST',
      '/api/vlegal-approvals-approved',
      { id: approvals[0]?.id, ...checklist, seenStatus: 'SUBMITTED' },
      verificator,
    );
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ status: 'APPROVED', ...checklist });
    expect((await call('GET', `/api/vlegals/${made.id}`)).body.vlegalNumber).toMatch(/-ID-JP$/);
    const history = (await call('GET', `/api/vlegal-histories?vlegalId=${made.id}`, undefined, exporter))
      .body as unknown as Json[];
    expect(history.map((h) => `${h.action} ${h.fromStatus}>${h.toStatus} ${h.actorLogin}`)).toEqual([
      'submit DRAFT>SUBMITTED exporter',
      'reject SUBMITTED>REJECTED verificator',
      'submit REJECTED>SUBMITTED exporter',
      'approve SUBMITTED>APPROVED verificator',
    ]);
    expect(history[1]?.note).toBe('The packing list shows 12 pieces, the invoice 10.');
  });

  it('is duplicated into the next draft: same parties and lines, its parent named, nothing issued copied', async () => {
    const [issued] = (await call('GET', '/api/vlegals?status=PUBLISHED&size=1', undefined, exporter))
      .body as unknown as Json[];
    const copy = await call('POST', `/api/vlegals/duplicate/${issued?.id}`, undefined, exporter);
    expect(copy.status, JSON.stringify(copy.body)).toBe(201);
    expect(copy.body).toMatchObject({
      status: 'DRAFT',
      parentVlegalId: issued?.id,
      buyerId: issued?.buyerId,
      countryOfDestinationId: issued?.countryOfDestinationId,
      applicationDate: today,
      vlegalNumber: null,
      token: null,
      invoiceFile: null,
    });
    expect(copy.body.applicationNumber).not.toBe(issued?.applicationNumber);
    expect((copy.body.materials as Json[]).map((m) => m.stockId)).toEqual([chairs]);
    expect((await call('POST', `/api/vlegals/duplicate/${issued?.id}`, undefined, verificator)).status).toBe(
      403,
    );
  });

  it('is deleted only while a draft, by its exporter', async () => {
    const made = await draft('0.1000');
    expect((await call('DELETE', `/api/vlegals/${made.id}`, undefined, verificator)).status).toBe(403);
    expect((await call('DELETE', `/api/vlegals/${made.id}`, undefined, exporter)).status).toBe(204);
    expect((await call('GET', `/api/vlegal-materials?vlegalId=${made.id}`)).body).toEqual([]);
  });
});
