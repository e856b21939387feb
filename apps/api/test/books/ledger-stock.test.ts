/**
 * The stock ledger's movement rules (docs/domain/MODEL.md §4.1) that initial balances and other usage
 * exercise, one table row each, and what the books refuse whatever the document (a write to the ledger, a
 * closed month, a locked unit): what is posted, and every refusal with its problem and field, the books
 * unchanged after a refusal.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.ts';
import { type Books, bookCalls, booksOf, freshMaterial, type Json, receipt } from './fixtures.ts';

// Building a PGlite database and server takes minutes when other suites load the machine.
const SETUP_MS = 400_000;
let t: TestApp;
let b: Books;

beforeAll(async () => {
  t = await createTestApp();
  b = await booksOf(t);
}, SETUP_MS);
afterAll(async () => {
  expect(t.app.responseValidationFailures).toEqual([]);
  await t.close();
});

const { call, refused, balanceOf, received } = bookCalls(
  () => t,
  () => b,
);

describe('other usage', () => {
  async function stocked(volumeM3 = '10') {
    const rawMaterialId = await freshMaterial(t, b);
    const row = await received({ rawMaterialId, volumeM3, pieces: '10' });
    return { rawMaterialId, stockId: row.stockId as number };
  }
  const usage = (stockId: number, extra: Json = {}) => ({
    stockId,
    businessUnitId: b.unitId,
    usageDate: '2026-10-05',
    usageType: 'WASTE',
    volumeM3: '1.5',
    pieces: '1',
    reason: 'Busuk hati',
    ...extra,
  });

  it('takes from the stock as OTHER_USAGE', async () => {
    const { rawMaterialId, stockId } = await stocked();
    const res = await call('POST', '/api/stocks-other', usage(stockId));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await balanceOf(rawMaterialId)).toBe('8.5000');
  });

  it('is refused beyond the balance, and before a receipt it would precede (a back-dated outflow)', async () => {
    const { rawMaterialId, stockId } = await stocked('2');
    await refused(
      'POST',
      '/api/stocks-other',
      usage(stockId, { volumeM3: '2.0001' }),
      409,
      '/problems/insufficient-stock',
      'volumeM3',
    );
    // The stock opened on the receipt's day: nothing is used before it.
    await refused(
      'POST',
      '/api/stocks-other',
      usage(stockId, { usageDate: '2026-09-01' }),
      400,
      '/problems/constraint-violation',
      'usageDate',
    );
    // A later receipt does not cover an earlier day: 1.5 on 10-05, then 1.5 more back-dated to 10-04 with a
    // receipt of 5 only on 10-20: the 10-05 balance would be -1.
    expect((await call('POST', '/api/stocks-other', usage(stockId))).status).toBe(201);
    await received({ rawMaterialId, receiptDate: '2026-10-20', documentDate: '2026-10-20', volumeM3: '5' });
    await refused(
      'POST',
      '/api/stocks-other',
      usage(stockId, { usageDate: '2026-10-04' }),
      409,
      '/problems/insufficient-stock',
      'volumeM3',
    );
    expect(
      (await call('POST', '/api/stocks-other', usage(stockId, { usageDate: '2026-10-21' }))).status,
    ).toBe(201);
    expect(await balanceOf(rawMaterialId)).toBe('4.0000');
  });

  it('is corrected by reversal and reposting, and cancelled once', async () => {
    const { rawMaterialId, stockId } = await stocked();
    const row = (await call('POST', '/api/stocks-other', usage(stockId))).body;
    const edited = await call('PUT', '/api/stocks-other', { ...row, volumeM3: '2.2500' });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(await balanceOf(rawMaterialId)).toBe('7.7500');
    const entries = (
      await call('GET', `/api/stock-credits?sourceType=STOCK_OTHER&sourceId=${row.id}&sort=id,asc`)
    ).body as unknown as Json[];
    expect(entries.map((e) => e.volumeM3)).toEqual(['-1.5000', '1.5000', '-2.2500']);
    expect((await call('POST', `/api/stocks-other/${row.id}/cancel`, { reason: 'Salah input' })).status).toBe(
      200,
    );
    expect(await balanceOf(rawMaterialId)).toBe('10.0000');
    await refused(
      'PUT',
      '/api/stocks-other',
      { ...edited.body, status: 'CANCELLED', volumeM3: '1' },
      409,
      '/problems/action-not-allowed',
    );
  });

  it('adds for CORRECTION_PLUS by an administrator only', async () => {
    const { rawMaterialId, stockId } = await stocked();
    await refused(
      'POST',
      '/api/stocks-other',
      usage(stockId, { usageType: 'CORRECTION_PLUS' }),
      403,
      '/problems/forbidden',
    );
    const res = await call(
      'POST',
      '/api/stocks-other',
      usage(stockId, { usageType: 'CORRECTION_PLUS' }),
      b.adminToken,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await balanceOf(rawMaterialId)).toBe('11.5000');
  });

  it('names its reason', async () => {
    const { stockId } = await stocked();
    await refused(
      'POST',
      '/api/stocks-other',
      usage(stockId, { reason: '' }),
      400,
      '/problems/constraint-violation',
      'reason',
    );
  });
});

describe('a stock item', () => {
  const item = (rawMaterialId: number, extra: Json = {}) => ({
    businessUnitId: b.unitId,
    stockType: 'RAW_MATERIAL',
    rawMaterialId,
    openingDate: '2026-01-02',
    initialVolumeM3: '3.2500',
    initialPieces: '7',
    ...extra,
  });

  it('posts its initial balance as INITIAL on its opening date, and is corrected while nothing else moved it', async () => {
    const rawMaterialId = await freshMaterial(t, b);
    const created = await call('POST', '/api/stocks', item(rawMaterialId));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      volumeM3: '3.2500',
      pieces: '7.00',
      movementCount: 0,
      allowedActions: ['update'],
    });
    const edited = await call('PUT', '/api/stocks', {
      ...created.body,
      initialVolumeM3: '4',
      openingDate: '2026-01-05',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ volumeM3: '4.0000', openingDate: '2026-01-05' });
    const waste = await call('POST', '/api/stocks-other', {
      stockId: created.body.id,
      businessUnitId: b.unitId,
      usageDate: '2026-02-01',
      usageType: 'DAMAGED',
      volumeM3: '1',
      pieces: '1',
      reason: 'Retak',
    });
    expect(waste.status).toBe(201);
    await refused(
      'PUT',
      '/api/stocks',
      { ...edited.body, initialVolumeM3: '9' },
      409,
      '/problems/action-not-allowed',
    );
    // Its workflow names a stock with entries undeletable (the ledger's references would refuse too).
    await refused('DELETE', `/api/stocks/${created.body.id}`, undefined, 409, '/problems/action-not-allowed');
  });

  it('is one per item and site', async () => {
    const rawMaterialId = await freshMaterial(t, b);
    expect((await call('POST', '/api/stocks', item(rawMaterialId))).status).toBe(201);
    await refused('POST', '/api/stocks', item(rawMaterialId), 409, '/problems/conflict', 'rawMaterialId');
  });

  it('names an item of its own unit and type', async () => {
    await refused(
      'POST',
      '/api/stocks',
      item(b.rawMaterialId, { stockType: 'PRODUCT' }),
      400,
      '/problems/constraint-violation',
      'productId',
    );
    await refused(
      'POST',
      '/api/stocks',
      item(999999),
      400,
      '/problems/constraint-violation',
      'rawMaterialId',
    );
  });

  it('shows its card with the running balance after each entry, its balance on a day, and its months', async () => {
    const rawMaterialId = await freshMaterial(t, b);
    const stock = (
      await call(
        'POST',
        '/api/stocks',
        item(rawMaterialId, { openingDate: '2026-08-01', initialVolumeM3: '1' }),
      )
    ).body;
    await received({ rawMaterialId, receiptDate: '2026-09-02', documentDate: '2026-09-01', volumeM3: '2' });
    const late = await received({
      rawMaterialId,
      receiptDate: '2026-08-15',
      documentDate: '2026-08-14',
      volumeM3: '0.5',
    });
    const card = await t.call({ method: 'GET', url: `/api/stocks/${stock.id}/card`, token: b.token });
    expect(card.headers['x-total-count']).toBe('3');
    // Newest first by date: the back-dated receipt sits in August, the balance after it 1.5.
    expect((card.json() as Json[]).map((e) => [e.movementDate, e.movementType, e.balanceVolumeM3])).toEqual([
      ['2026-09-02', 'RECEIPT_SUPPLIER', '3.5000'],
      ['2026-08-15', 'RECEIPT_SUPPLIER', '1.5000'],
      ['2026-08-01', 'INITIAL', '1.0000'],
    ]);
    const asOf = await call('GET', `/api/stocks/${stock.id}/card?asOf=2026-08-31`);
    expect((asOf.body as unknown as Json[]).length).toBe(2);
    // The count of a later day takes August's entries from its month count, September's to the day.
    for (const [day, count] of [
      ['2026-08-31', '2'],
      ['2026-09-01', '2'],
      ['2026-09-02', '3'],
    ]) {
      const counted = await t.call({
        method: 'GET',
        url: `/api/stocks/${stock.id}/card?asOf=${day}`,
        token: b.token,
      });
      expect(counted.headers['x-total-count'], day).toBe(count);
    }
    expect((await call('GET', `/api/stocks/${stock.id}/balance?date=2026-08-20`)).body).toEqual({
      stockId: stock.id,
      date: '2026-08-20',
      volumeM3: '1.5000',
      weightKg: '0.00',
      pieces: '27.00',
    });
    await call('POST', `/api/import-materials/${late.id}/cancel`, { reason: 'Salah input' });
    const months = (await call('GET', `/api/stock-in-months?stockId=${stock.id}&sort=month,asc`))
      .body as unknown as Json[];
    // The cancelled receipt nets out of August's additions instead of adding to its reductions.
    expect(
      months.map((m) => [m.month, m.openingVolumeM3, m.inVolumeM3, m.outVolumeM3, m.closingVolumeM3]),
    ).toEqual([
      [8, '0.0000', '1.0000', '0.0000', '1.0000'],
      [9, '1.0000', '2.0000', '0.0000', '3.0000'],
    ]);
    const years = (await call('GET', `/api/stock-in-years?stockId=${stock.id}`)).body as unknown as Json[];
    expect(years).toMatchObject([
      { year: 2026, openingVolumeM3: '0.0000', inVolumeM3: '3.0000', closingVolumeM3: '3.0000' },
    ]);
  });
});

describe('the books refuse', () => {
  it('any write to the ledger or the period balances: 405 saying why', async () => {
    for (const [method, url] of [
      ['POST', '/api/stock-credits'],
      ['PUT', '/api/stock-credits'],
      ['DELETE', '/api/stock-credits/1'],
      ['POST', '/api/business-unit-stock-credits'],
      ['PUT', '/api/stock-in-months'],
      ['DELETE', '/api/stock-in-years/1'],
    ] as const) {
      const res = await call(method, url, method === 'DELETE' ? undefined : {});
      expect(res.status, url).toBe(405);
      expect(String(res.body.detail)).toMatch(/append-only|computed from the ledger/);
    }
  });

  it('a change of a ledger entry even from inside the database', async () => {
    await expect(
      t.db.kysely.updateTable('stock_credit').set({ volume_m3: '1' }).where('id', '>', 0).execute(),
    ).rejects.toThrow(/append-only/);
  });

  it('a movement in a closed month', async () => {
    const rawMaterialId = await freshMaterial(t, b);
    // closed_month is written in SQL (no typed table, like the rest of the ledger's tables).
    await sql`
      INSERT INTO closed_month (business_unit_id, year, month, closed_by) VALUES (${b.unitId}, 2026, 7, 'admin')
      ON CONFLICT DO NOTHING`.execute(t.db.kysely);
    await refused(
      'POST',
      '/api/import-materials',
      receipt(b, { rawMaterialId, receiptDate: '2026-07-20', documentDate: '2026-07-19' }),
      400,
      '/problems/constraint-violation',
      'receiptDate',
    );
  });

  it('postings while the unit is frozen (transLocked) or locked by an administrator', async () => {
    const rawMaterialId = await freshMaterial(t, b);
    for (const [flag, type] of [
      ['trans_locked', '/problems/books-locked'],
      ['admin_locked', '/problems/unit-locked'],
    ] as const) {
      await t.db.kysely
        .updateTable('business_unit')
        .set({ [flag]: true })
        .where('id', '=', b.unitId)
        .execute();
      try {
        await refused(
          'POST',
          '/api/import-materials',
          receipt(b, { rawMaterialId }),
          409,
          type,
          undefined,
          b.adminToken,
        );
      } finally {
        await t.db.kysely
          .updateTable('business_unit')
          .set({ [flag]: false })
          .where('id', '=', b.unitId)
          .execute();
      }
    }
  });
});
