/**
 * Transfers (docs/domain/MODEL.md §2.7, §4.1): one item to a sub-contractor, back, or to another unit of the
 * same company, posted as TRANSFER_OUT and TRANSFER_IN in one transaction; corrected by reversal and
 * reposting, cancelled by reversal; every refusal with its problem and field, the ledger unchanged after it.
 */
import { createCompanyWithUnits, createUser } from '../../src/bootstrap.ts';
import { hashPassword } from '../../src/services/passwords.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.ts';
import { type Books, bookCalls, booksOf, freshMaterial, type Json, receipt, unique } from './fixtures.ts';

// Building a PGlite database and server takes minutes when other suites load the machine.
const SETUP_MS = 400_000;
let t: TestApp;
let b: Books;
/** A second unit of the books' company, its own administrator, and a unit of another company. */
const sibling = { unitId: 0, token: '' };
let foreignUnitId = 0;
let subConId = 0;

beforeAll(async () => {
  t = await createTestApp();
  b = await booksOf(t);
  const { company_id: companyId } = await t.db.kysely
    .selectFrom('business_unit')
    .select('company_id')
    .where('id', '=', b.unitId)
    .executeTakeFirstOrThrow();
  const unit = await t.db.kysely
    .insertInto('business_unit')
    .values({ code: 'TRF-02', name: 'Gudang Kedua', company_id: companyId })
    .returning('id')
    .executeTakeFirstOrThrow();
  sibling.unitId = unit.id;
  await createUser(t.db, {
    login: 'siblingadmin',
    passwordHash: await hashPassword(t.password, 4),
    email: 'siblingadmin@example.co.id',
    authorities: ['ROLE_USER', 'ROLE_USER_ADMIN'],
    companyId,
    businessUnitIds: [sibling.unitId],
  });
  sibling.token = await t.login('siblingadmin');
  const other = await createCompanyWithUnits(
    t.db,
    { name: 'CV Lain', registry: '9120008888888', taxId: '02.888.222.3-444.000' },
    [{ code: 'LN-01', name: 'Gudang Lain', city: 'Pati' }],
  );
  foreignUnitId = other.businessUnitIds[0] as number;
  subConId = (await call('POST', '/api/sub-cons', { name: unique('Pengrajin'), businessUnitId: b.unitId }))
    .body.id as number;
}, SETUP_MS);
afterAll(async () => {
  expect(t.app.responseValidationFailures).toEqual([]);
  await t.close();
});

const { call, ledgerSize, refused } = bookCalls(
  () => t,
  () => b,
);
const stock = async (id: unknown, token = b.token) =>
  (await call('GET', `/api/stocks/${id}`, undefined, token)).body;
const entriesOf = async (id: unknown) =>
  (await call('GET', `/api/stock-credits?sourceType=TRANSFER_MATERIAL&sourceId=${id}&sort=id,asc`))
    .body as unknown as Json[];

/** A stock of a new raw material (with `code`) holding 10 m³ and 20 pieces from a receipt. */
async function stocked(code = unique('KB')) {
  const rawMaterialId = await freshMaterial(t, b, { code });
  const res = await call('POST', '/api/import-materials', receipt(b, { rawMaterialId }));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { stockId: res.body.stockId as number, code };
}

const transfer = (fromStockId: number, extra: Json = {}) => ({
  businessUnitId: b.unitId,
  transferDate: '2026-09-12',
  fromStockId,
  toSubConId: subConId,
  volumeM3: '4.0000',
  pieces: '8',
  ...extra,
});

async function transferred(body: Json, token = b.token) {
  const res = await call('POST', '/api/transfer-materials', body, token);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe('a transfer', () => {
  it('to a sub-contractor: TRANSFER_OUT from the unit, TRANSFER_IN to the item held there, same day, numbered', async () => {
    const { stockId } = await stocked();
    const row = await transferred(transfer(stockId));
    expect(row).toMatchObject({
      status: 'POSTED',
      stockType: 'RAW_MATERIAL',
      allowedActions: ['update', 'cancel'],
    });
    expect(row.transferNumber).toMatch(/^\d{4}\/TRF\/.+\/IX\/2026$/);
    expect(row.toStockId).not.toBe(stockId);
    expect(await stock(row.toStockId)).toMatchObject({
      subConId,
      volumeM3: '4.0000',
      pieces: '8.00',
      openingDate: '2026-09-12',
    });
    expect(await stock(stockId)).toMatchObject({ volumeM3: '6.0000', pieces: '12.00' });
    expect(await entriesOf(row.id)).toMatchObject([
      {
        stockId,
        movementType: 'TRANSFER_OUT',
        direction: 'OUT',
        volumeM3: '-4.0000',
        movementDate: '2026-09-12',
      },
      {
        stockId: row.toStockId,
        movementType: 'TRANSFER_IN',
        direction: 'IN',
        volumeM3: '4.0000',
        movementDate: '2026-09-12',
      },
    ]);
  });

  it('back from the sub-contractor to the unit, but never to the stock it leaves', async () => {
    const { stockId } = await stocked();
    const out = await transferred(transfer(stockId));
    const back = await transferred(
      transfer(out.toStockId as number, {
        toSubConId: null,
        toBusinessUnitId: b.unitId,
        volumeM3: '1.5000',
        pieces: '3',
      }),
    );
    expect(back.toStockId).toBe(stockId);
    expect(await stock(stockId)).toMatchObject({ volumeM3: '7.5000' });
    await refused(
      'POST',
      '/api/transfer-materials',
      transfer(stockId, { toSubConId: null, toBusinessUnitId: b.unitId }),
      400,
      '/problems/constraint-violation',
      'toBusinessUnitId',
    );
    await refused(
      'POST',
      '/api/transfer-materials',
      transfer(out.toStockId as number),
      400,
      '/problems/constraint-violation',
      'toSubConId',
    );
  });

  it('to another unit of the company: into its item of the same code, which that unit reads but does not change', async () => {
    const { stockId, code } = await stocked();
    const template = await call('GET', `/api/raw-materials/${b.rawMaterialId}`);
    const theirs = await call(
      'POST',
      '/api/raw-materials',
      {
        code,
        name: 'Log jati gudang kedua',
        rawMaterialTypeId: template.body.rawMaterialTypeId,
        scientificNameId: template.body.scientificNameId,
        trackPieces: true,
        businessUnitId: sibling.unitId,
      },
      sibling.token,
    );
    expect(theirs.status, JSON.stringify(theirs.body)).toBe(201);
    const row = await transferred(transfer(stockId, { toSubConId: null, toBusinessUnitId: sibling.unitId }));
    const target = await stock(row.toStockId, sibling.token);
    expect(target).toMatchObject({
      businessUnitId: sibling.unitId,
      rawMaterialId: theirs.body.id,
      volumeM3: '4.0000',
    });
    // The receiving unit reads the transfer and lists it by its own unit; it neither corrects nor cancels it.
    expect((await call('GET', `/api/transfer-materials/${row.id}`, undefined, sibling.token)).status).toBe(
      200,
    );
    const received = await call(
      'GET',
      `/api/transfer-materials?toBusinessUnitId=${sibling.unitId}`,
      undefined,
      sibling.token,
    );
    expect((received.body as unknown as Json[]).map((r) => r.id)).toContain(row.id);
    expect(
      (await call('PUT', '/api/transfer-materials', { ...row, volumeM3: '1' }, sibling.token)).status,
    ).toBe(404);
    expect(
      (
        await call(
          'POST',
          `/api/transfer-materials/${row.id}/cancel`,
          { reason: 'Salah input' },
          sibling.token,
        )
      ).status,
    ).toBe(404);
  });

  const refusals: [string, () => Promise<Json>, string][] = [
    ['to no place', async () => ({ toSubConId: null }), 'toSubConId'],
    [
      'to a unit of another company',
      async () => ({ toSubConId: null, toBusinessUnitId: foreignUnitId }),
      'toBusinessUnitId',
    ],
    [
      'to a unit without an item of the same code',
      async () => ({ toSubConId: null, toBusinessUnitId: sibling.unitId }),
      'toBusinessUnitId',
    ],
    ['without the pieces the item keeps', async () => ({ pieces: null }), 'pieces'],
  ];
  it.each(refusals)('is refused %s, with the field named', async (_, extra, field) => {
    const { stockId } = await stocked();
    await refused(
      'POST',
      '/api/transfer-materials',
      transfer(stockId, await extra()),
      400,
      '/problems/constraint-violation',
      field,
    );
  });

  it('to both a unit and a sub-contractor is refused', async () => {
    const { stockId } = await stocked();
    await refused(
      'POST',
      '/api/transfer-materials',
      transfer(stockId, { toBusinessUnitId: b.unitId }),
      400,
      '/problems/constraint-violation',
    );
  });

  it('of more than the stock holds on its day is refused, naming the quantity', async () => {
    const { stockId } = await stocked();
    const body = await refused(
      'POST',
      '/api/transfer-materials',
      transfer(stockId, { volumeM3: '10.0001' }),
      409,
      '/problems/insufficient-stock',
      'volumeM3',
    );
    expect(body.shortfall).toMatchObject({
      stockId,
      date: '2026-09-12',
      quantity: 'volumeM3',
      balance: '-0.0001',
    });
  });

  it('while the receiving unit is frozen is refused, for an administrator too', async () => {
    const { stockId, code } = await stocked();
    await t.db.kysely
      .insertInto('raw_material')
      .values({
        code,
        name: 'Log beku',
        raw_material_type_id: (await call('GET', `/api/raw-materials/${b.rawMaterialId}`)).body
          .rawMaterialTypeId,
        scientific_name_id: (await call('GET', `/api/raw-materials/${b.rawMaterialId}`)).body
          .scientificNameId,
        business_unit_id: sibling.unitId,
      } as never)
      .execute();
    await t.db.kysely
      .updateTable('business_unit')
      .set({ trans_locked: true })
      .where('id', '=', sibling.unitId)
      .execute();
    try {
      const before = await ledgerSize();
      const res = await call(
        'POST',
        '/api/transfer-materials',
        transfer(stockId, { toSubConId: null, toBusinessUnitId: sibling.unitId }),
        b.adminToken,
      );
      expect(res.status).toBe(409);
      expect(res.body.type).toBe('/problems/books-locked');
      expect(await ledgerSize()).toBe(before);
    } finally {
      await t.db.kysely
        .updateTable('business_unit')
        .set({ trans_locked: false })
        .where('id', '=', sibling.unitId)
        .execute();
    }
  });

  it('is corrected by reversing both entries and posting again, keeping its number', async () => {
    const { stockId } = await stocked();
    const row = await transferred(transfer(stockId));
    const res = await call('PUT', '/api/transfer-materials', { ...row, volumeM3: '2.5000', pieces: '5' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.transferNumber).toBe(row.transferNumber);
    expect(await stock(stockId)).toMatchObject({ volumeM3: '7.5000', pieces: '15.00' });
    expect(await stock(row.toStockId)).toMatchObject({ volumeM3: '2.5000' });
    const entries = await entriesOf(row.id);
    expect(entries.map((e) => e.volumeM3)).toEqual([
      '-4.0000',
      '4.0000',
      '4.0000',
      '-4.0000',
      '-2.5000',
      '2.5000',
    ]);
  });

  it('is cancelled by reversal, once, and not while the receiving stock has used what it received', async () => {
    const { stockId } = await stocked();
    const used = await transferred(transfer(stockId));
    const waste = await call('POST', '/api/stocks-other', {
      stockId: used.toStockId,
      businessUnitId: b.unitId,
      usageDate: '2026-09-13',
      usageType: 'WASTE',
      volumeM3: '1.0000',
      pieces: '1',
      reason: 'Serbuk gergaji',
    });
    expect(waste.status, JSON.stringify(waste.body)).toBe(201);
    await refused(
      'POST',
      `/api/transfer-materials/${used.id}/cancel`,
      { reason: 'Salah input' },
      409,
      '/problems/insufficient-stock',
    );

    const row = await transferred(transfer(stockId, { volumeM3: '1.0000', pieces: '2' }));
    const cancelled = await call('POST', `/api/transfer-materials/${row.id}/cancel`, {
      reason: 'Salah input',
    });
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED', allowedActions: [] });
    expect(await stock(row.toStockId)).toMatchObject({ volumeM3: '3.0000' });
    await refused(
      'POST',
      `/api/transfer-materials/${row.id}/cancel`,
      { reason: 'Salah input' },
      409,
      '/problems/action-not-allowed',
    );
    await refused(
      'DELETE',
      `/api/transfer-materials/${row.id}`,
      undefined,
      409,
      '/problems/action-not-allowed',
    );
  });

  it("from another unit's stock is refused as another unit's row", async () => {
    const template = (await call('GET', `/api/raw-materials/${b.rawMaterialId}`)).body;
    const theirs = await call(
      'POST',
      '/api/raw-materials',
      {
        name: 'Papan',
        rawMaterialTypeId: template.rawMaterialTypeId,
        scientificNameId: template.scientificNameId,
        businessUnitId: sibling.unitId,
      },
      sibling.token,
    );
    const opened = await call(
      'POST',
      '/api/stocks',
      {
        businessUnitId: sibling.unitId,
        stockType: 'RAW_MATERIAL',
        rawMaterialId: theirs.body.id,
        openingDate: '2026-09-01',
        initialVolumeM3: '5',
      },
      sibling.token,
    );
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    await refused(
      'POST',
      '/api/transfer-materials',
      transfer(opened.body.id as number, { pieces: null }),
      400,
      '/problems/constraint-violation',
      'fromStockId',
    );
  });
});
