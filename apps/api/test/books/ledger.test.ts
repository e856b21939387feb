/**
 * The stock ledger's movement rules (docs/domain/MODEL.md §4.1) that receipts, initial balances and other
 * usage exercise, one table row each: what is posted, and every refusal with its problem and field, the
 * books unchanged after a refusal.
 */
import { businessToday } from '@vlegal/domain/unit-validity';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.ts';
import { type Books, bookCalls, booksOf, freshMaterial, type Json, receipt, unique } from './fixtures.ts';

// Building a PGlite database and server takes minutes when other suites load the machine.
const SETUP_MS = 400_000;
/** A day after today in Jakarta, within the test certificate's validity. */
const tomorrow = new Date(Date.parse(businessToday()) + 86_400_000).toISOString().slice(0, 10);
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

const { call, refused } = bookCalls(
  () => t,
  () => b,
);
const stockOf = async (rawMaterialId: number) =>
  (await call('GET', `/api/stocks?rawMaterialId=${rawMaterialId}`)).body as unknown as Json[];
const balanceOf = async (rawMaterialId: number) => (await stockOf(rawMaterialId))[0]?.volumeM3;

async function received(extra: Json = {}) {
  const res = await call('POST', '/api/import-materials', receipt(b, extra));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe('a receipt', () => {
  it('books into the item stock: a numbered RECEIPT_SUPPLIER entry, the certificate copied', async () => {
    const rawMaterialId = await freshMaterial(t, b);
    const row = await received({ rawMaterialId, volumeM3: '12.3456', pieces: '31' });
    expect(row.status).toBe('POSTED');
    expect(row.receiptNumber).toMatch(/^\d{4}\/RCV\/.+\/IX\/2026$/);
    expect(row.supplierCertificateNumber).toMatch(/^S-PHPL/);
    expect(row.allowedActions).toEqual(['cancel']);
    const [stock] = await stockOf(rawMaterialId);
    expect(stock).toMatchObject({
      id: row.stockId,
      volumeM3: '12.3456',
      pieces: '31.00',
      openingDate: '2026-09-10',
    });
    const entries = (await call('GET', `/api/stock-credits?sourceType=IMPORT_MATERIAL&sourceId=${row.id}`))
      .body as unknown as Json[];
    expect(entries).toMatchObject([
      {
        movementType: 'RECEIPT_SUPPLIER',
        direction: 'IN',
        volumeM3: '12.3456',
        documentNumber: row.documentNumber,
      },
    ]);
  });

  it('numbers receipts in sequence without gaps, a refused one drawing none', async () => {
    const rawMaterialId = await freshMaterial(t, b);
    const first = await received({ rawMaterialId });
    await refused(
      'POST',
      '/api/import-materials',
      receipt(b, { rawMaterialId, receiptDate: tomorrow }),
      400,
      '/problems/constraint-violation',
      'receiptDate',
    );
    const second = await received({ rawMaterialId });
    const seq = (n: unknown) => Number(String(n).split('/')[0]);
    expect(seq(second.receiptNumber)).toBe(seq(first.receiptNumber) + 1);
  });

  const refusals: [string, (b: Books) => Json, number, string, string][] = [
    [
      'dated in the future',
      () => ({ receiptDate: tomorrow }),
      400,
      '/problems/constraint-violation',
      'receiptDate',
    ],
    [
      'a transport document dated after the receipt',
      () => ({ documentDate: '2026-09-11' }),
      400,
      '/problems/constraint-violation',
      'receiptDate',
    ],
    [
      'from a supplier and a sub-contractor at once',
      () => ({ subConId: 1 }),
      400,
      '/problems/constraint-violation',
      'subConId',
    ],
    [
      'without a volume above zero',
      () => ({ volumeM3: '0' }),
      400,
      '/problems/constraint-violation',
      'volumeM3',
    ],
    [
      'with more than 4 decimals of m³',
      () => ({ volumeM3: '1.23456' }),
      400,
      '/problems/constraint-violation',
      'volumeM3',
    ],
    [
      'a volume sent as a binary float',
      () => ({ volumeM3: 1.5 }),
      400,
      '/problems/constraint-violation',
      'volumeM3',
    ],
    [
      'without the pieces of logs counted in pieces',
      () => ({ pieces: null }),
      400,
      '/problems/constraint-violation',
      'pieces',
    ],
    [
      'an Indonesian origin harvested abroad',
      (b) => ({ countryOfHarvestId: b.foreignCountryId }),
      400,
      '/problems/constraint-violation',
      'countryOfHarvestId',
    ],
    [
      'an import harvested in Indonesia',
      (b) => ({ originOfRawMaterialId: b.importOriginId }),
      400,
      '/problems/constraint-violation',
      'countryOfHarvestId',
    ],
    [
      'Indonesian timber without the supplier certificate',
      () => ({ supplierCertificateId: null }),
      400,
      '/problems/constraint-violation',
      'supplierCertificateId',
    ],
    [
      'a harvest plot that is no GeoJSON geometry',
      () => ({ harvestGeolocation: '{"type":"Polygon","coordinates":[[[110,-7],[111,-7],[110,-7]]]}' }),
      400,
      '/problems/constraint-violation',
      'harvestGeolocation',
    ],
  ];
  for (const [what, extra, status, type, field] of refusals) {
    it(`is refused ${what}`, async () => {
      await refused('POST', '/api/import-materials', receipt(b, extra(b)), status, type, field);
    });
  }

  it('is refused when the certificate is not valid on its date, and names the certificate', async () => {
    const body = await refused(
      'POST',
      '/api/import-materials',
      receipt(b, { receiptDate: '2023-06-01', documentDate: '2023-06-01' }),
      400,
      '/problems/constraint-violation',
      'supplierCertificateId',
    );
    expect(String(body.detail)).toContain('is not valid on 2023-06-01');
  });

  it('is refused for a raw material the supplier does not supply', async () => {
    const other = await call('POST', '/api/raw-materials', {
      name: unique('Log Mahoni'),
      rawMaterialTypeId: ((await call('GET', `/api/raw-materials/${b.rawMaterialId}`)).body as Json)
        .rawMaterialTypeId,
      scientificNameId: ((await call('GET', `/api/raw-materials/${b.rawMaterialId}`)).body as Json)
        .scientificNameId,
      businessUnitId: b.unitId,
    });
    expect(other.status).toBe(201);
    await refused(
      'POST',
      '/api/import-materials',
      receipt(b, { rawMaterialId: other.body.id }),
      400,
      '/problems/constraint-violation',
      'rawMaterialId',
    );
  });

  it('is refused when its transport-document line is already booked, naming the receipt; a cancelled one frees it', async () => {
    const rawMaterialId = await freshMaterial(t, b);
    const first = await received({ rawMaterialId, documentNumber: 'SKSHHK-DUP-1' });
    const body = await refused(
      'POST',
      '/api/import-materials',
      receipt(b, { rawMaterialId, documentNumber: 'skshhk-dup-1' }),
      409,
      '/problems/conflict',
      'documentNumber',
    );
    expect(String(body.detail)).toContain(String(first.receiptNumber));
    expect((await call('POST', `/api/import-materials/${first.id}/cancel`)).status).toBe(200);
    await received({ rawMaterialId, documentNumber: 'SKSHHK-DUP-1' });
  });

  it('is not edited nor deleted once posted: it is cancelled', async () => {
    const row = await received({ rawMaterialId: await freshMaterial(t, b) });
    await refused(
      'PUT',
      '/api/import-materials',
      { ...row, notes: 'changed' },
      409,
      '/problems/action-not-allowed',
    );
    await refused(
      'DELETE',
      `/api/import-materials/${row.id}`,
      undefined,
      409,
      '/problems/action-not-allowed',
    );
  });
});

describe('cancelling a receipt', () => {
  it('appends the mirror entry on the same date, once', async () => {
    const rawMaterialId = await freshMaterial(t, b);
    const row = await received({ rawMaterialId, volumeM3: '4.5000' });
    const cancelled = await call('POST', `/api/import-materials/${row.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED', allowedActions: [] });
    expect(await balanceOf(rawMaterialId)).toBe('0.0000');
    const entries = (
      await call('GET', `/api/stock-credits?sourceType=IMPORT_MATERIAL&sourceId=${row.id}&sort=id,asc`)
    ).body as unknown as Json[];
    expect(entries.map((e) => [e.direction, e.volumeM3, e.movementDate])).toEqual([
      ['IN', '4.5000', '2026-09-10'],
      ['OUT', '-4.5000', '2026-09-10'],
    ]);
    expect(entries[1]?.reversesId).toBe(entries[0]?.id);
    await refused(
      'POST',
      `/api/import-materials/${row.id}/cancel`,
      undefined,
      409,
      '/problems/action-not-allowed',
    );
  });

  it('is refused when the stock was used after it: a later day would be short', async () => {
    const rawMaterialId = await freshMaterial(t, b);
    const row = await received({ rawMaterialId, volumeM3: '10' });
    const stockId = row.stockId;
    const waste = await call('POST', '/api/stocks-other', {
      stockId,
      businessUnitId: b.unitId,
      usageDate: '2026-10-01',
      usageType: 'WASTE',
      volumeM3: '8',
      pieces: '1',
      reason: 'Pecah',
    });
    expect(waste.status, JSON.stringify(waste.body)).toBe(201);
    const body = await refused(
      'POST',
      `/api/import-materials/${row.id}/cancel`,
      undefined,
      409,
      '/problems/insufficient-stock',
    );
    expect(String(body.detail)).toContain('-8 m³ at the end of 2026-10-01');
    // What a screen says in the reader's language.
    const { body: stock } = await call('GET', `/api/stocks/${stockId}`);
    expect(body.shortfall).toEqual({
      stockId,
      item: stock.itemName,
      date: '2026-10-01',
      quantity: 'volumeM3',
      balance: '-8',
    });
  });
});

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
    expect((await call('POST', `/api/stocks-other/${row.id}/cancel`)).status).toBe(200);
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
      allowedActions: ['edit'],
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
    await refused('DELETE', `/api/stocks/${created.body.id}`, undefined, 409, '/problems/referenced-row');
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
    expect((await call('GET', `/api/stocks/${stock.id}/balance?date=2026-08-20`)).body).toEqual({
      stockId: stock.id,
      date: '2026-08-20',
      volumeM3: '1.5000',
      weightKg: '0.00',
      pieces: '27.00',
    });
    await call('POST', `/api/import-materials/${late.id}/cancel`);
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
