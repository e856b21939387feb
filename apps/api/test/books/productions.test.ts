/**
 * Productions (docs/domain/MODEL.md §2.8, §4.1), the first document with lines: sources and outputs written,
 * checked and posted together, every refusal named at its line, nothing half-posted; the lines read on their
 * own but written only with their production; cancelled by reversal, never edited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, rowCount, type TestApp } from '../harness.ts';
import { type Books, bookCalls, booksOf, freshMaterial, type Json, logs, unique } from './fixtures.ts';

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

const { call, balance } = bookCalls(
  () => t,
  () => b,
);
const count = (table: 'stock_credit' | 'production' | 'production_source_material') => rowCount(t, table);
/** A raw material made by sawing (sawn timber), not counted in pieces, with no stock yet. */
const sawn = () => freshMaterial(t, b, { code: unique('KG'), trackPieces: false });

const production = (sources: Json[], outputs: Json[], extra: Json = {}) => ({
  businessUnitId: b.unitId,
  productionDate: '2026-09-15',
  description: 'Penggergajian log',
  sources,
  outputs,
  ...extra,
});

/** Expects a refusal with its problem type and field, and nothing written: no production, no entry. */
async function refused(payload: Json, status: number, type: string, field?: string) {
  const before = [
    await count('stock_credit'),
    await count('production'),
    await count('production_source_material'),
  ];
  const res = await call('POST', '/api/productions', payload);
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.type).toBe(type);
  if (field) expect((res.body.fieldErrors ?? []).map((e) => e.field)).toContain(field);
  expect([
    await count('stock_credit'),
    await count('production'),
    await count('production_source_material'),
  ]).toEqual(before);
  return res.body;
}

describe('a production', () => {
  it('posts its sources out and its outputs in, in one posting, with its totals, yield and number', async () => {
    const from = await logs(t, b);
    const into = await sawn();
    const res = await call(
      'POST',
      '/api/productions',
      production(
        [{ stockId: from, volumeM3: '6.0000', pieces: '12' }],
        [{ stockType: 'RAW_MATERIAL', rawMaterialId: into, volumeM3: '3.3000' }],
      ),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const row = res.body;
    expect(row).toMatchObject({
      status: 'POSTED',
      inputVolumeM3: '6.0000',
      outputVolumeM3: '3.3000',
      yieldPercent: '55.00',
      allowedActions: ['cancel'],
    });
    // The seeded PRODUCTION format: PRD-{UNIT_CODE}-{YYYY}{MM}-{SEQ}.
    expect(row.productionNumber).toMatch(/^PRD-.+-202609-\d{4}$/);
    const [source] = row.sources as Json[];
    const [output] = row.outputs as Json[];
    expect(source).toMatchObject({
      productionId: row.id,
      stockId: from,
      volumeM3: '6.0000',
      pieces: '12.00',
    });
    expect(output).toMatchObject({ productionId: row.id, rawMaterialId: into, volumeM3: '3.3000' });
    expect(await balance(from)).toBe('4.0000');
    expect(await balance(output?.stockId)).toBe('3.3000');
    const entries = (
      await call('GET', `/api/stock-credits?sourceType=PRODUCTION&sourceId=${row.id}&sort=id,asc`)
    ).body as unknown as Json[];
    expect(entries).toMatchObject([
      {
        stockId: from,
        movementType: 'PRODUCTION_INPUT',
        volumeM3: '-6.0000',
        documentNumber: row.productionNumber,
      },
      { stockId: output?.stockId, movementType: 'PRODUCTION_OUTPUT', volumeM3: '3.3000' },
    ]);
    // Read again, with its lines; in a list, without them.
    expect((await call('GET', `/api/productions/${row.id}`)).body).toEqual(row);
    const listed = (await call('GET', `/api/productions?id=${row.id}`)).body as unknown as Json[];
    expect(listed[0]).not.toHaveProperty('sources');
    // The lines read on their own, and written only with their production.
    const lines = (await call('GET', `/api/production-source-materials?productionId=${row.id}`))
      .body as unknown as Json[];
    expect(lines).toEqual([source]);
    expect((await call('POST', '/api/production-output-materials', { productionId: row.id })).status).toBe(
      405,
    );
  });

  it('makes an intermediate that a later production uses', async () => {
    const from = await logs(t, b);
    const boards = await sawn();
    const first = await call(
      'POST',
      '/api/productions',
      production(
        [{ stockId: from, volumeM3: '8', pieces: '16' }],
        [{ stockType: 'RAW_MATERIAL', rawMaterialId: boards, volumeM3: '4.8' }],
      ),
    );
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const boardStock = (first.body.outputs as Json[])[0]?.stockId;
    const dried = await sawn();
    const second = await call(
      'POST',
      '/api/productions',
      production(
        [{ stockId: boardStock, volumeM3: '4.8' }],
        [{ stockType: 'RAW_MATERIAL', rawMaterialId: dried, volumeM3: '4.1' }],
        { productionDate: '2026-09-16', description: 'Pengeringan' },
      ),
    );
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect(await balance(boardStock)).toBe('0.0000');
  });

  it('is refused for more than a source holds on its day, naming that line', async () => {
    const from = await logs(t, b);
    const body = await refused(
      production(
        [{ stockId: from, volumeM3: '10.0001', pieces: '1' }],
        [{ stockType: 'RAW_MATERIAL', rawMaterialId: await sawn(), volumeM3: '5' }],
      ),
      409,
      '/problems/insufficient-stock',
      'sources[0].volumeM3',
    );
    expect(body.shortfall).toMatchObject({ stockId: from, quantity: 'volumeM3', balance: '-0.0001' });
  });

  const refusals: [string, (from: number, into: number) => Json, string][] = [
    [
      'an output above its input',
      (from, into) =>
        production(
          [{ stockId: from, volumeM3: '2', pieces: '1' }],
          [{ stockType: 'RAW_MATERIAL', rawMaterialId: into, volumeM3: '2.0001' }],
        ),
      'outputs',
    ],
    [
      'a yield outside 30–90 % without a note',
      (from, into) =>
        production(
          [{ stockId: from, volumeM3: '4', pieces: '1' }],
          [{ stockType: 'RAW_MATERIAL', rawMaterialId: into, volumeM3: '1' }],
        ),
      'yieldNote',
    ],
    [
      'a source without the pieces its item keeps',
      (from, into) =>
        production(
          [{ stockId: from, volumeM3: '4' }],
          [{ stockType: 'RAW_MATERIAL', rawMaterialId: into, volumeM3: '2' }],
        ),
      'sources[0].pieces',
    ],
    [
      'an output without its item',
      (from) =>
        production(
          [{ stockId: from, volumeM3: '4', pieces: '1' }],
          [{ stockType: 'RAW_MATERIAL', volumeM3: '2' }],
        ),
      'outputs[0].rawMaterialId',
    ],
    [
      'a quantity that is no decimal',
      (from, into) =>
        production(
          [{ stockId: from, volumeM3: '4,5', pieces: '1' }],
          [{ stockType: 'RAW_MATERIAL', rawMaterialId: into, volumeM3: '2' }],
        ),
      'sources[0].volumeM3',
    ],
    [
      'no source at all',
      (_, into) => production([], [{ stockType: 'RAW_MATERIAL', rawMaterialId: into, volumeM3: '2' }]),
      'sources',
    ],
  ];
  it.each(refusals)('is refused for %s, naming the field', async (_, body, field) => {
    await refused(body(await logs(t, b), await sawn()), 400, '/problems/constraint-violation', field);
  });

  it('with a yield outside the band is posted once it says why', async () => {
    const res = await call(
      'POST',
      '/api/productions',
      production(
        [{ stockId: await logs(t, b), volumeM3: '4', pieces: '1' }],
        [{ stockType: 'RAW_MATERIAL', rawMaterialId: await sawn(), volumeM3: '1' }],
        { yieldNote: 'Log growong, banyak cacat' },
      ),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.yieldPercent).toBe('25.00');
  });

  it('does not make what it uses', async () => {
    const from = await logs(t, b);
    const item = (await call('GET', `/api/stocks/${from}`)).body.rawMaterialId;
    await refused(
      production(
        [{ stockId: from, volumeM3: '4', pieces: '1' }],
        [{ stockType: 'RAW_MATERIAL', rawMaterialId: item, volumeM3: '2', pieces: '1' }],
      ),
      400,
      '/problems/constraint-violation',
      'outputs[0].rawMaterialId',
    );
  });

  it("is refused on another unit's stock, and for a unit whose S-LK does not allow production", async () => {
    // A stock of the other demo company's unit, made here: the refusal is proven on every run.
    const k = t.db.kysely;
    const { id: otherUnit } = await k
      .selectFrom('business_unit')
      .select('id')
      .where('id', '<>', b.unitId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const template = (await call('GET', `/api/raw-materials/${b.rawMaterialId}`)).body;
    const theirs = await k
      .insertInto('raw_material')
      .values({
        business_unit_id: otherUnit,
        code: unique('LAIN'),
        name: 'Log unit lain',
        raw_material_type_id: template.rawMaterialTypeId,
        scientific_name_id: template.scientificNameId,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const other = await k
      .insertInto('stock')
      .values({
        business_unit_id: otherUnit,
        stock_type: 'RAW_MATERIAL',
        raw_material_id: theirs.id,
        item_name: 'Log unit lain',
        opening_date: '2026-09-01',
        initial_volume_m3: '0',
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    await refused(
      production(
        [{ stockId: other.id, volumeM3: '1' }],
        [{ stockType: 'RAW_MATERIAL', rawMaterialId: await sawn(), volumeM3: '0.5' }],
      ),
      400,
      '/problems/constraint-violation',
      'sources[0].stockId',
    );
    const unit = await t.db.kysely
      .selectFrom('business_unit')
      .select('slk_certificate_id')
      .where('id', '=', b.unitId)
      .executeTakeFirstOrThrow();
    const certificate = Number(unit.slk_certificate_id);
    const { slk_type: before } = await t.db.kysely
      .selectFrom('slk_certificate')
      .select('slk_type')
      .where('id', '=', certificate)
      .executeTakeFirstOrThrow();
    await t.db.kysely
      .updateTable('slk_certificate')
      .set({ slk_type: 'EXPORTER_NON_PRODUCE' })
      .where('id', '=', certificate)
      .execute();
    try {
      await refused(
        production(
          [{ stockId: await logs(t, b), volumeM3: '2', pieces: '1' }],
          [{ stockType: 'RAW_MATERIAL', rawMaterialId: await sawn(), volumeM3: '1' }],
        ),
        409,
        '/problems/action-not-allowed',
      );
    } finally {
      await t.db.kysely
        .updateTable('slk_certificate')
        .set({ slk_type: before })
        .where('id', '=', certificate)
        .execute();
    }
  });

  it('is cancelled by reversing every line, once, and not while its output is used; never edited nor deleted', async () => {
    const from = await logs(t, b);
    const made = await call(
      'POST',
      '/api/productions',
      production(
        [{ stockId: from, volumeM3: '5', pieces: '10' }],
        [{ stockType: 'RAW_MATERIAL', rawMaterialId: await sawn(), volumeM3: '3' }],
      ),
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const out = (made.body.outputs as Json[])[0]?.stockId;
    const used = await call('POST', '/api/stocks-other', {
      stockId: out,
      businessUnitId: b.unitId,
      usageDate: '2026-09-20',
      usageType: 'WASTE',
      volumeM3: '1',
      reason: 'Serbuk',
    });
    expect(used.status, JSON.stringify(used.body)).toBe(201);
    const refusedCancel = await call('POST', `/api/productions/${made.body.id}/cancel`, {
      reason: 'Salah input',
    });
    expect(refusedCancel.status).toBe(409);
    expect(refusedCancel.body.type).toBe('/problems/insufficient-stock');
    await call('POST', `/api/stocks-other/${used.body.id}/cancel`, { reason: 'Salah input' });

    const cancelled = await call('POST', `/api/productions/${made.body.id}/cancel`, {
      reason: 'Salah input',
    });
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED', allowedActions: [] });
    expect((cancelled.body.sources as Json[]).length).toBe(1);
    expect(await balance(from)).toBe('10.0000');
    expect(await balance(out)).toBe('0.0000');
    expect(
      (await call('POST', `/api/productions/${made.body.id}/cancel`, { reason: 'Salah input' })).status,
    ).toBe(409);
    expect((await call('DELETE', `/api/productions/${made.body.id}`)).status).toBe(409);
    const edit = await call('PUT', '/api/productions', { ...made.body, description: 'Ubah' });
    expect([400, 409]).toContain(edit.status);
  });
});
