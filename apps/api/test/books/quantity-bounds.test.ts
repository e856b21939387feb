/**
 * Quantities at the bounds of the contract (docs/adr/0017-stock-ledger.md, "Bounds of quantities"): every
 * document that posts to the stock ledger takes the largest quantity the contract allows, on create and on
 * correction, and refuses one beyond it with a field error at the quantity, never a 5xx; a refused request
 * stores nothing, and the balances and monthly sums still equal the ledger. An item that would receive more
 * than the books answer is refused with 409.
 */
import { PROBLEM_TYPES } from '@vlegal/domain/problems';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.ts';
import { boundsCalls, KG, M3 } from './bounds.ts';
import { type Books, booksOf, freshMaterial, type Json, receipt, unique } from './fixtures.ts';

// Building a PGlite database and server takes minutes when other suites load the machine.
const SETUP_MS = 400_000;
let t: TestApp;
let b: Books;
let subConId = 0;
let buyerId = 0;

const DAY = '2026-09-20';

beforeAll(async () => {
  t = await createTestApp();
  b = await booksOf(t);
  subConId = Number(
    (await call('POST', '/api/sub-cons', { name: unique('Penggergajian'), businessUnitId: b.unitId })).body
      .id,
  );
  buyerId = Number(
    (
      await call('POST', '/api/buyers', {
        name: unique('Pembeli'),
        buyerType: 'DOMESTIC',
        countryId: b.indonesiaId,
        businessUnitId: b.unitId,
      })
    ).body.id,
  );
}, SETUP_MS);
afterAll(async () => {
  expect(t.app.responseValidationFailures).toEqual([]);
  await t.close();
});

const { call, accepted, refusedAt, disagreements, stock, stockWithMost, bothPaths } = boundsCalls(
  () => t,
  () => b,
);

describe('quantities at the bounds of the contract', () => {
  it('refuses other usage of 999999999999.9999 m³ at its quantity, where it answered 500', async () => {
    const stockId = await stockWithMost();
    const usage = (volumeM3: string) => ({
      stockId,
      businessUnitId: b.unitId,
      usageDate: DAY,
      usageType: 'WASTE',
      volumeM3,
      weightKg: null,
      pieces: '1',
      reason: 'x',
    });
    // The month already took something: its sum of reductions and the quantity overflowed together.
    await accepted('POST', '/api/stocks-other', usage('1.0000'));
    for (const url of bothPaths('stocks-other'))
      await refusedAt('POST', url, usage(M3.widest), 'volumeM3', 'stock_other', { token: b.adminToken });
  });

  it('opens a stock with the most, corrects it while nothing else moved it, and refuses beyond', async () => {
    const opening = async (extra: Json = {}) => ({
      businessUnitId: b.unitId,
      stockType: 'RAW_MATERIAL',
      rawMaterialId: await freshMaterial(t, b, { code: unique('QS') }),
      openingDate: '2026-01-02',
      initialVolumeM3: M3.most,
      initialPieces: KG.most,
      ...extra,
    });
    const body = await opening();
    const row = await accepted('POST', '/api/stocks', body);
    expect(row).toMatchObject({ volumeM3: M3.most, pieces: KG.most, movementCount: 0 });
    for (const url of bothPaths('stocks')) {
      await refusedAt('POST', url, await opening({ initialVolumeM3: M3.beyond }), 'initialVolumeM3', 'stock');
      await refusedAt('POST', url, await opening({ initialVolumeM3: M3.widest }), 'initialVolumeM3', 'stock');
      await refusedAt('POST', url, await opening({ initialPieces: KG.widest }), 'initialPieces', 'stock');
      await refusedAt('POST', url, await opening({ initialWeightKg: KG.beyond }), 'initialWeightKg', 'stock');
    }
    const correction = { id: row.id, ...body };
    for (const url of bothPaths('stocks')) {
      await refusedAt('PUT', url, { ...correction, initialVolumeM3: M3.beyond }, 'initialVolumeM3', 'stock');
      await refusedAt('PUT', url, { ...correction, initialPieces: KG.widest }, 'initialPieces', 'stock');
    }
    expect(await accepted('PUT', '/api/stocks', { ...correction, initialVolumeM3: '1.0000' })).toMatchObject({
      volumeM3: '1.0000',
    });
    expect(await accepted('PUT', '/api/stocks', correction)).toMatchObject({ volumeM3: M3.most });
    expect(await disagreements()).toEqual([]);
  });

  it('receives the most in one receipt and refuses beyond, on create and on a correction', async () => {
    const stockId = await stockWithMost();
    const rawMaterialId = (await stock(stockId)).rawMaterialId;
    const body = (extra: Json = {}) =>
      receipt(b, { rawMaterialId, volumeM3: M3.most, pieces: KG.most, ...extra });
    for (const url of bothPaths('import-materials')) {
      await refusedAt('POST', url, body({ volumeM3: M3.beyond }), 'volumeM3', 'import_material');
      await refusedAt('POST', url, body({ volumeM3: M3.widest }), 'volumeM3', 'import_material');
      await refusedAt('POST', url, body({ pieces: KG.widest }), 'pieces', 'import_material');
      await refusedAt('POST', url, body({ weightKg: KG.beyond }), 'weightKg', 'import_material');
    }
    // A second receipt of the most into the same item: its sums hold twice the most one value may be.
    const second = await accepted('POST', '/api/import-materials', body());
    expect(await stock(stockId)).toMatchObject({ volumeM3: '1999999999.9998', pieces: '1999999999.98' });
    // A receipt is never edited, but a correction beyond the bound is refused at its quantity first.
    for (const url of bothPaths('import-materials'))
      await refusedAt('PUT', url, { ...second, volumeM3: M3.widest }, 'volumeM3', 'import_material');
    expect(await disagreements()).toEqual([]);
  });

  it('uses the most in other usage, corrects to the most, and refuses beyond', async () => {
    const stockId = await stockWithMost();
    const usage = (extra: Json = {}) => ({
      stockId,
      businessUnitId: b.unitId,
      usageDate: DAY,
      usageType: 'WASTE',
      volumeM3: '1.0000',
      pieces: '1',
      reason: 'Batas jumlah',
      ...extra,
    });
    const row = await accepted('POST', '/api/stocks-other', usage());
    for (const url of bothPaths('stocks-other')) {
      await refusedAt('POST', url, usage({ volumeM3: M3.beyond }), 'volumeM3', 'stock_other');
      await refusedAt('POST', url, usage({ pieces: KG.widest }), 'pieces', 'stock_other');
      await refusedAt(
        'PUT',
        url,
        { id: row.id, ...usage({ volumeM3: M3.widest }) },
        'volumeM3',
        'stock_other',
      );
      await refusedAt(
        'PUT',
        url,
        { id: row.id, ...usage({ weightKg: KG.beyond }) },
        'weightKg',
        'stock_other',
      );
    }
    await accepted('PUT', '/api/stocks-other', {
      id: row.id,
      ...usage({ volumeM3: M3.most, pieces: KG.most }),
    });
    expect(await stock(stockId)).toMatchObject({ volumeM3: '0.0000', pieces: '0.00' });
    // An administrator's correction upwards by the most, twice: the balance is twice the most one value may be.
    for (let i = 0; i < 2; i++)
      await accepted(
        'POST',
        '/api/stocks-other',
        usage({ usageType: 'CORRECTION_PLUS', volumeM3: M3.most, pieces: KG.most }),
        b.adminToken,
      );
    expect(await stock(stockId)).toMatchObject({ volumeM3: '1999999999.9998', pieces: '1999999999.98' });
    expect(await disagreements()).toEqual([]);
  });

  it('transfers the most, corrects a transfer to the most, and refuses beyond', async () => {
    const fromStockId = await stockWithMost();
    const transfer = (extra: Json = {}) => ({
      businessUnitId: b.unitId,
      transferDate: DAY,
      fromStockId,
      toSubConId: subConId,
      volumeM3: '1.0000',
      pieces: '1',
      ...extra,
    });
    const row = await accepted('POST', '/api/transfer-materials', transfer());
    for (const url of bothPaths('transfer-materials')) {
      await refusedAt('POST', url, transfer({ volumeM3: M3.beyond }), 'volumeM3', 'transfer_material');
      await refusedAt('POST', url, transfer({ pieces: KG.beyond }), 'pieces', 'transfer_material');
      await refusedAt(
        'PUT',
        url,
        { id: row.id, ...transfer({ volumeM3: M3.widest }) },
        'volumeM3',
        'transfer_material',
      );
    }
    await accepted('PUT', '/api/transfer-materials', {
      id: row.id,
      ...transfer({ volumeM3: M3.most, pieces: KG.most }),
    });
    expect(await stock(fromStockId)).toMatchObject({ volumeM3: '0.0000', pieces: '0.00' });
    expect(await stock(row.toStockId)).toMatchObject({ volumeM3: M3.most, pieces: KG.most });
    expect(await disagreements()).toEqual([]);
  });

  it('produces from the most of two stocks, its totals twice the most, and refuses beyond at the line', async () => {
    const [first, second] = [await stockWithMost(), await stockWithMost()];
    const boards = await freshMaterial(t, b, { code: unique('QP'), trackPieces: false });
    const production = (sources: Json[], outputs: Json[] = []) => ({
      businessUnitId: b.unitId,
      productionDate: DAY,
      subConId,
      sources,
      outputs: outputs.length
        ? outputs
        : [{ stockType: 'RAW_MATERIAL', rawMaterialId: boards, volumeM3: M3.most }],
    });
    const line = (stockId: number, extra: Json = {}) => ({
      stockId,
      volumeM3: M3.most,
      pieces: KG.most,
      ...extra,
    });
    for (const url of bothPaths('productions')) {
      await refusedAt(
        'POST',
        url,
        production([line(first, { volumeM3: M3.beyond })]),
        'sources[0].volumeM3',
        'production',
      );
      await refusedAt(
        'POST',
        url,
        production([line(first), line(second, { pieces: KG.widest })]),
        'sources[1].pieces',
        'production',
      );
      await refusedAt(
        'POST',
        url,
        production(
          [line(first)],
          [{ stockType: 'RAW_MATERIAL', rawMaterialId: boards, volumeM3: M3.widest }],
        ),
        'outputs[0].volumeM3',
        'production',
      );
    }
    const row = await accepted('POST', '/api/productions', production([line(first), line(second)]));
    expect(row).toMatchObject({
      inputVolumeM3: '1999999999.9998',
      outputVolumeM3: M3.most,
      yieldPercent: '50.00',
    });
    // A production is never edited, but a correction beyond the bound is refused at its line first.
    const sources = (row.sources as Json[]).map((s) => ({
      id: s.id,
      stockId: s.stockId,
      volumeM3: M3.widest,
    }));
    for (const url of bothPaths('productions'))
      await refusedAt(
        'PUT',
        url,
        { id: row.id, businessUnitId: b.unitId, productionDate: DAY, sources },
        'sources[0].volumeM3',
        'production',
      );
    expect(await disagreements()).toEqual([]);
  });

  it('sells the most, values it up to what is kept, corrects a sale to the most, and refuses beyond', async () => {
    const stockId = await stockWithMost();
    const sale = (materials: Json[]) => ({
      businessUnitId: b.unitId,
      salesDate: DAY,
      buyerId,
      invoiceNumber: unique('INV'),
      materials,
    });
    const line = (extra: Json = {}) => ({ stockId, volumeM3: '1.0000', pieces: '1', ...extra });
    const row = await accepted('POST', '/api/local-sales', sale([line()]));
    for (const url of bothPaths('local-sales')) {
      await refusedAt(
        'POST',
        url,
        sale([line({ volumeM3: M3.beyond })]),
        'materials[0].volumeM3',
        'local_sales',
      );
      await refusedAt(
        'POST',
        url,
        sale([line(), line({ pieces: KG.widest })]),
        'materials[1].pieces',
        'local_sales',
      );
      await refusedAt(
        'PUT',
        url,
        { id: row.id, ...sale([line({ volumeM3: M3.widest })]) },
        'materials[0].volumeM3',
        'local_sales',
      );
    }
    // The most at a price whose value the sale cannot keep is refused at the price.
    await refusedAt(
      'POST',
      '/api/local-sales',
      sale([line({ volumeM3: M3.most, pieces: KG.most, unitPrice: '99999999999999.99' })]),
      'materials[0].unitPrice',
      'local_sales',
    );
    const corrected = await accepted('PUT', '/api/local-sales', {
      id: row.id,
      ...sale([line({ volumeM3: M3.most, pieces: KG.most, unitPrice: '10000000' })]),
    });
    expect(corrected).toMatchObject({ totalVolumeM3: M3.most, totalValue: '9999999999999000.00' });
    expect(await stock(stockId)).toMatchObject({ volumeM3: '0.0000', pieces: '0.00' });
    expect(await disagreements()).toEqual([]);
  });

  it('refuses with 409 a posting after which an item would have received more than the books answer', async () => {
    const rawMaterialId = await freshMaterial(t, b, { code: unique('QM'), trackPieces: false });
    const opened = await accepted('POST', '/api/stocks', {
      businessUnitId: b.unitId,
      stockType: 'RAW_MATERIAL',
      rawMaterialId,
      openingDate: '2026-01-02',
      initialVolumeM3: '0',
    });
    // A thousand of the largest movements, written straight into the ledger, its monthly sums and the balance
    // (through the API they would take minutes): 999,999,999,999.9 m³ received.
    await sql`
      INSERT INTO stock_credit (stock_id, business_unit_id, movement_date, direction, movement_type, volume_m3,
        weight_kg, pieces, source_type, source_id, created_by)
      SELECT ${opened.id}, ${b.unitId}, DATE '2026-01-05', 'IN', 'ADJUSTMENT', ${M3.most}, 0, 0, 'STOCK', ${opened.id},
        'test'
      FROM generate_series(1, 1000)`.execute(t.db.kysely);
    await sql`
      INSERT INTO stock_month (stock_id, business_unit_id, year, month, in_volume_m3, entries)
      VALUES (${opened.id}, ${b.unitId}, 2026, 1, 999999999999.9000, 1000)`.execute(t.db.kysely);
    await sql`UPDATE stock SET volume_m3 = 999999999999.9000 WHERE id = ${opened.id}`.execute(t.db.kysely);
    const over = { type: PROBLEM_TYPES.conflict, status: 409 };
    const body = (volumeM3: string) => receipt(b, { rawMaterialId, volumeM3, pieces: null });
    for (const url of bothPaths('import-materials'))
      await refusedAt('POST', url, body('0.1000'), 'volumeM3', 'import_material', over);
    await refusedAt(
      'POST',
      '/api/stocks-other',
      {
        stockId: opened.id,
        businessUnitId: b.unitId,
        usageDate: DAY,
        usageType: 'CORRECTION_PLUS',
        volumeM3: M3.most,
        reason: 'Koreksi',
      },
      'volumeM3',
      'stock_other',
      { ...over, token: b.adminToken },
    );
    // Up to exactly the most the books answer, it is received and answered, period balances too.
    await accepted('POST', '/api/import-materials', body('0.0999'));
    expect(await stock(opened.id)).toMatchObject({ volumeM3: '999999999999.9999' });
    const months = (await call('GET', `/api/stock-in-months?stockId=${opened.id}&sort=id,asc`))
      .body as unknown as Json[];
    expect(months.map((m) => m.closingVolumeM3)).toEqual(['999999999999.9000', '999999999999.9999']);
    const years = (await call('GET', `/api/stock-in-years?stockId=${opened.id}`)).body as unknown as Json[];
    expect(years).toMatchObject([{ inVolumeM3: '999999999999.9999', closingVolumeM3: '999999999999.9999' }]);
    // Taking out is never refused for what the item received.
    await accepted('POST', '/api/stocks-other', {
      stockId: opened.id,
      businessUnitId: b.unitId,
      usageDate: DAY,
      usageType: 'WASTE',
      volumeM3: M3.most,
      reason: 'Susut',
    });
    expect(await disagreements()).toEqual([]);
  });

  it('refuses with 409, never 500, a sum beyond what the database holds', async () => {
    const rawMaterialId = await freshMaterial(t, b, { code: unique('QO'), trackPieces: false });
    const opened = await accepted('POST', '/api/stocks', {
      businessUnitId: b.unitId,
      stockType: 'RAW_MATERIAL',
      rawMaterialId,
      openingDate: '2026-01-02',
      initialVolumeM3: '0',
    });
    // A month's sum at the width of its column, as no posting through the contract can make it.
    const widest = `${'9'.repeat(24)}.9999`;
    await sql`
      INSERT INTO stock_month (stock_id, business_unit_id, year, month, in_volume_m3)
      VALUES (${opened.id}, ${b.unitId}, 2026, 9, ${widest})`.execute(t.db.kysely);
    await refusedAt(
      'POST',
      '/api/import-materials',
      receipt(b, { rawMaterialId, volumeM3: '1.0000', pieces: null }),
      'volumeM3',
      'import_material',
      { status: 409, type: PROBLEM_TYPES.conflict },
    );
    await sql`DELETE FROM stock_month WHERE stock_id = ${opened.id}`.execute(t.db.kysely);
    expect(await disagreements()).toEqual([]);
  });
});
