/**
 * The stock ledger's movement rules (docs/domain/MODEL.md §4.1) that receipts exercise, one table row each:
 * what a receipt and its cancellation post, and every refusal with its problem and field, the books
 * unchanged after a refusal. Other usage, a stock's initial balance and what the books refuse whatever the
 * document are in `ledger-stock.test.ts`.
 */
import { businessToday } from '@vlegal/domain/unit-validity';
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

const { call, refused, stockOf, balanceOf, received } = bookCalls(
  () => t,
  () => b,
);

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
      'with a harvest geolocation, which receipts no longer take (they name harvest plots)',
      () => ({ harvestGeolocation: '{"type":"Point","coordinates":[110.67,-6.59]}' }),
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
    expect(
      (await call('POST', `/api/import-materials/${first.id}/cancel`, { reason: 'Salah input' })).status,
    ).toBe(200);
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
  it('asks why: without a reason, or with only spaces, nothing is reversed', async () => {
    const rawMaterialId = await freshMaterial(t, b);
    const row = await received({ rawMaterialId, volumeM3: '1.0000' });
    const url = `/api/import-materials/${row.id}/cancel`;
    await refused('POST', url, {}, 400, '/problems/constraint-violation', 'reason');
    await refused('POST', url, { reason: '   ' }, 400, '/problems/constraint-violation', 'reason');
    await refused('POST', url, { reason: 'x'.repeat(501) }, 400, '/problems/constraint-violation', 'reason');
    expect((await call('GET', `/api/import-materials/${row.id}`)).body).toMatchObject({
      status: 'POSTED',
      cancelledBy: null,
      cancelReason: null,
    });
  });

  it('appends the mirror entry on the same date, once, and keeps who cancelled it, when and why', async () => {
    const rawMaterialId = await freshMaterial(t, b);
    const row = await received({ rawMaterialId, volumeM3: '4.5000' });
    const before = Date.now();
    const cancelled = await call('POST', `/api/import-materials/${row.id}/cancel`, {
      reason: '  Nomor dokumen angkut salah  ',
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      status: 'CANCELLED',
      allowedActions: [],
      cancelledBy: 'unitadmin',
      cancelReason: 'Nomor dokumen angkut salah',
    });
    expect(Date.parse(String(cancelled.body.cancelledDate))).toBeGreaterThanOrEqual(before - 1000);
    // The card shows the reason on the reversal, none on the receipt's own entry.
    const card = (await call('GET', `/api/stocks/${row.stockId}/card`)).body as unknown as Json[];
    expect(card.map((e) => [e.volumeM3, e.reason])).toEqual([
      ['-4.5000', 'Nomor dokumen angkut salah'],
      ['4.5000', null],
    ]);
    expect(await balanceOf(rawMaterialId)).toBe('0.0000');
    const entries = (
      await call('GET', `/api/stock-credits?sourceType=IMPORT_MATERIAL&sourceId=${row.id}&sort=id,asc`)
    ).body as unknown as Json[];
    expect(entries.map((e) => [e.direction, e.volumeM3, e.movementDate])).toEqual([
      ['IN', '4.5000', '2026-09-10'],
      ['OUT', '-4.5000', '2026-09-10'],
    ]);
    expect(entries[1]?.reversesId).toBe(entries[0]?.id);
    expect(entries.map((e) => e.reason)).toEqual([null, 'Nomor dokumen angkut salah']);
    await refused(
      'POST',
      `/api/import-materials/${row.id}/cancel`,
      { reason: 'Salah input' },
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
      { reason: 'Salah input' },
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
