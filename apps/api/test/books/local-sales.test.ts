/**
 * Local sales (docs/domain/MODEL.md §2.9, §4.1): a document with material lines sold to a domestic buyer,
 * posted as LOCAL_SALES; corrected by reversing and reposting with its lines replaced; cancelled by reversal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.ts';
import { type Books, bookCalls, booksOf, type Json, logs, unique } from './fixtures.ts';

let t: TestApp;
let b: Books;
const buyer = { domestic: 0, foreign: 0 };
let chairs = 0;
const { call, balance } = bookCalls(
  () => t,
  () => b,
);

beforeAll(async () => {
  t = await createTestApp();
  b = await booksOf(t);
  const country = async (code: string) =>
    ((await call('GET', `/api/_search/countries?query=${code}`)).body as unknown as Json[]).find(
      (c) => c.code === code,
    )?.id;
  for (const [kind, type, code] of [
    ['domestic', 'DOMESTIC', 'ID'],
    ['foreign', 'FOREIGN', 'MY'],
  ] as const) {
    const res = await call('POST', '/api/buyers', {
      name: unique(`Pembeli ${kind}`),
      buyerType: type,
      countryId: await country(code),
      businessUnitId: b.unitId,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    buyer[kind] = Number(res.body.id);
  }
  // The demo unit's garden chairs: processed wood.
  const products = (await call('GET', `/api/stocks?stockType=PRODUCT&businessUnitId=${b.unitId}&size=50`))
    .body as unknown as Json[];
  chairs = Number(products.find((s) => s.subConId === null && Number(s.volumeM3) > 0.5)?.id);
}, 400_000);
afterAll(async () => {
  expect(t.app.responseValidationFailures).toEqual([]);
  await t.close();
});

const sale = (materials: Json[], extra: Json = {}) => ({
  businessUnitId: b.unitId,
  salesDate: '2026-09-20',
  buyerId: buyer.domestic,
  invoiceNumber: unique('INV'),
  materials,
  ...extra,
});

describe('a local sale', () => {
  it('posts every line out of its stock, with its values, totals and number', async () => {
    const stock = await logs(t, b);
    const res = await call(
      'POST',
      '/api/local-sales',
      sale([
        { stockId: stock, volumeM3: '2.5000', pieces: '5', unitPrice: '4500000' },
        { stockId: stock, volumeM3: '1.0000', pieces: '2' },
      ]),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ status: 'POSTED', totalVolumeM3: '3.5000', totalValue: '11250000.00' });
    // The seeded LOCAL_SALES format: {SEQ}/PJL/{UNIT_CODE}/{ROMAN_MONTH}/{YYYY}.
    expect(res.body.salesNumber).toMatch(/^\d{4}\/PJL\/.+\/IX\/2026$/);
    expect((res.body.materials as Json[]).map((m) => m.value)).toEqual(['11250000.00', null]);
    expect(await balance(stock)).toBe('6.5000');
    const entries = (await call('GET', `/api/stock-credits?sourceType=LOCAL_SALES&sourceId=${res.body.id}`))
      .body as unknown as Json[];
    expect(entries.map((e) => e.volumeM3).sort()).toEqual(['-1.0000', '-2.5000']);
    expect((await call('GET', `/api/local-sales-materials?localSalesId=${res.body.id}`)).body).toHaveLength(
      2,
    );
  });

  it('is corrected with its lines replaced: the old entries reversed, the new posted, the number kept', async () => {
    const stock = await logs(t, b);
    const made = await call(
      'POST',
      '/api/local-sales',
      sale([{ stockId: stock, volumeM3: '4', pieces: '8' }]),
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const [line] = made.body.materials as Json[];
    const res = await call('PUT', '/api/local-sales', {
      ...made.body,
      materials: [
        { ...line, volumeM3: '3.0000' },
        { stockId: stock, volumeM3: '0.5000', pieces: '1' },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.salesNumber).toBe(made.body.salesNumber);
    expect((res.body.materials as Json[]).map((m) => m.volumeM3)).toEqual(['3.0000', '0.5000']);
    expect(res.body.totalVolumeM3).toBe('3.5000');
    expect(await balance(stock)).toBe('6.5000');
    expect((await call('GET', `/api/local-sales-materials?localSalesId=${made.body.id}`)).body).toHaveLength(
      2,
    );
  });

  it('is refused to a foreign buyer, without a transport document for processed wood, and beyond the stock', async () => {
    const stock = await logs(t, b);
    const foreign = await call(
      'POST',
      '/api/local-sales',
      sale([{ stockId: stock, volumeM3: '1', pieces: '1' }], { buyerId: buyer.foreign }),
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.fieldErrors?.map((e) => e.field)).toContain('buyerId');
    const processed = await call(
      'POST',
      '/api/local-sales',
      sale([{ stockId: chairs, volumeM3: '0.1', pieces: '1' }]),
    );
    expect(processed.status).toBe(400);
    expect(processed.body.fieldErrors?.map((e) => e.field)).toContain('documentNumber');
    const withDocument = await call(
      'POST',
      '/api/local-sales',
      sale([{ stockId: chairs, volumeM3: '0.1', pieces: '1' }], { documentNumber: unique('NOTA') }),
    );
    expect(withDocument.status, JSON.stringify(withDocument.body)).toBe(201);
    const short = await call(
      'POST',
      '/api/local-sales',
      sale([{ stockId: stock, volumeM3: '10.0001', pieces: '1' }]),
    );
    expect(short.status).toBe(409);
    expect(short.body.fieldErrors?.map((e) => e.field)).toContain('materials[0].volumeM3');
    const untracked = await call('POST', '/api/local-sales', sale([{ stockId: stock, volumeM3: '1' }]));
    expect(untracked.status).toBe(400);
    expect(untracked.body.fieldErrors?.map((e) => e.field)).toContain('materials[0].pieces');
    expect(await balance(stock)).toBe('10.0000');
  });

  it('is cancelled by reversing every line, once; never deleted; its lines only written with it', async () => {
    const stock = await logs(t, b);
    const made = await call(
      'POST',
      '/api/local-sales',
      sale([{ stockId: stock, volumeM3: '2', pieces: '2' }]),
    );
    const cancelled = await call('POST', `/api/local-sales/${made.body.id}/cancel`, {
      reason: 'Salah input',
    });
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED', allowedActions: [] });
    expect(await balance(stock)).toBe('10.0000');
    expect(
      (await call('POST', `/api/local-sales/${made.body.id}/cancel`, { reason: 'Salah input' })).status,
    ).toBe(409);
    expect((await call('DELETE', `/api/local-sales/${made.body.id}`)).status).toBe(409);
    expect((await call('PUT', '/api/local-sales-materials', { id: 1 })).status).toBe(405);
  });
});

it('is refused when its value would be beyond what is kept, naming the price', async () => {
  const stock = await logs(t, b);
  const res = await call(
    'POST',
    '/api/local-sales',
    sale([{ stockId: stock, volumeM3: '100000', pieces: '1', unitPrice: '99999999999999' }]),
  );
  expect(res.status).toBe(400);
  expect(res.body.fieldErrors?.map((e) => e.field)).toContain('materials[0].unitPrice');
});
