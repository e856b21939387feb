/**
 * Postings that race (MODEL.md §4.1): the ledger's row locks, the transport-document unique index and the
 * locked number counter must hold when requests arrive at once. Receipts, usage and transfers (each alone
 * and mixed) never leave a day short nor post more than a stock holds, and never share a number nor leave a
 * gap in the numbers; the races of productions and local sales are in
 * `ledger-concurrency-production-sales.test.ts`. On PostgreSQL (API_TEST_DB=postgres) the
 * requests run on parallel connections; PGlite has one connection and serialises them, and the outcome
 * asserted is the same either way.
 */
import { firstShortfall } from '@vlegal/domain/books/ledger';
import { quantities } from '@vlegal/domain/books/quantity';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp, usePostgres } from '../harness.ts';
import { type Books, bookCalls, booksOf, freshMaterial, type Json, receipt, unique } from './fixtures.ts';

let t: TestApp;
let b: Books;

beforeAll(async () => {
  t = await createTestApp();
  b = await booksOf(t);
  console.log(
    `ledger concurrency on ${usePostgres ? 'PostgreSQL (parallel connections)' : 'PGlite (serialised)'}`,
  );
}, 400_000);
afterAll(async () => {
  expect(t.app.responseValidationFailures).toEqual([]);
  await t.close();
});

const { call } = bookCalls(
  () => t,
  () => b,
);
const post = (url: string, payload?: Json) => call('POST', url, payload);

async function entriesOf(stockId: number) {
  const { rows } = await sql<{ day: string; direction: string; v: string; w: string; p: string }>`
    SELECT movement_date::text AS day, direction, volume_m3::text AS v, weight_kg::text AS w, pieces::text AS p
    FROM stock_credit WHERE stock_id = ${stockId}`.execute(t.db.kysely);
  return rows;
}

it('50 outflows at once on a stock holding exactly 10 of them: 10 are posted, 40 refused, nothing short', async () => {
  const rawMaterialId = await freshMaterial(t, b);
  const stocked = await post(
    '/api/import-materials',
    receipt(b, { rawMaterialId, volumeM3: '10.0000', pieces: '10' }),
  );
  expect(stocked.status, JSON.stringify(stocked.body)).toBe(201);
  const stockId = Number(stocked.body.stockId);

  const answers = await Promise.all(
    Array.from({ length: 50 }, () =>
      post('/api/stocks-other', {
        stockId,
        businessUnitId: b.unitId,
        usageDate: '2026-10-01',
        usageType: 'WASTE',
        volumeM3: '1.0000',
        pieces: '1',
        reason: 'Pecah',
      }),
    ),
  );
  const statuses = answers.map((a) => a.status);
  expect(
    statuses.filter((s) => s === 201),
    JSON.stringify(answers.filter((a) => a.status !== 201 && a.status !== 409)),
  ).toHaveLength(10);
  const refusals = answers.filter((a) => a.status !== 201);
  expect(refusals).toHaveLength(40);
  for (const a of refusals) {
    expect(a.status).toBe(409);
    expect(a.body.type).toBe('/problems/insufficient-stock');
  }

  const entries = await entriesOf(stockId);
  expect(entries.filter((e) => e.direction === 'OUT')).toHaveLength(10);
  expect(
    firstShortfall(entries.map((e) => ({ date: e.day, quantities: quantities(e.v, e.w, e.p) }))),
  ).toBeNull();
  const { rows } = await sql<{ v: string; p: string; usages: number }>`
    SELECT volume_m3::text AS v, pieces::text AS p,
      (SELECT count(*)::int FROM stock_other WHERE stock_id = ${stockId}) AS usages
    FROM stock WHERE id = ${stockId}`.execute(t.db.kysely);
  // The balance exactly spent, and a refused usage leaves no document behind.
  expect(rows[0]).toEqual({ v: '0.0000', p: '0.00', usages: 10 });
});

it('receipts of one transport-document line at once: exactly one is booked', async () => {
  const rawMaterialId = await freshMaterial(t, b);
  const documentNumber = unique('SKSHHK-RACE');
  const answers = await Promise.all(
    Array.from({ length: 12 }, (_, i) =>
      // The same line written in different cases: the line is compared without case.
      post(
        '/api/import-materials',
        receipt(b, { rawMaterialId, documentNumber: i % 2 ? documentNumber.toLowerCase() : documentNumber }),
      ),
    ),
  );
  expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
  for (const a of answers.filter((a) => a.status !== 201)) {
    expect(a.status, JSON.stringify(a.body)).toBe(409);
    expect(a.body.type).toBe('/problems/conflict');
  }
  const { rows } = await sql<{ receipts: number; entries: number; v: string }>`
    SELECT (SELECT count(*)::int FROM import_material WHERE raw_material_id = ${rawMaterialId}) AS receipts,
      (SELECT count(*)::int FROM stock_credit e JOIN stock s ON s.id = e.stock_id
        WHERE s.raw_material_id = ${rawMaterialId}) AS entries,
      (SELECT volume_m3::text FROM stock WHERE raw_material_id = ${rawMaterialId}) AS v`.execute(t.db.kysely);
  expect(rows[0]).toEqual({ receipts: 1, entries: 1, v: '10.0000' });
});

it('receipts at once draw distinct receipt numbers without a gap, into one stock made by the first', async () => {
  const rawMaterialId = await freshMaterial(t, b);
  const seq = (n: unknown) => Number(String(n).split('/')[0]);
  const first = await post('/api/import-materials', receipt(b, { rawMaterialId }));
  expect(first.status, JSON.stringify(first.body)).toBe(201);
  const other = await freshMaterial(t, b);
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      // Half on an item without a stock yet: the first of them makes it, the others book into it.
      post('/api/import-materials', receipt(b, { rawMaterialId: i % 2 ? rawMaterialId : other })),
    ),
  );
  for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(201);
  const numbers = answers.map((a) => seq(a.body.receiptNumber)).sort((x, y) => x - y);
  const from = seq(first.body.receiptNumber) + 1;
  expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => from + i));
  expect(new Set(answers.filter((_, i) => i % 2 === 0).map((a) => a.body.stockId)).size).toBe(1);
  const { rows } = await sql<{ stocks: number }>`
    SELECT count(*)::int AS stocks FROM stock WHERE raw_material_id = ${other}`.execute(t.db.kysely);
  expect(rows[0]?.stocks).toBe(1);
});

it('receipts and usages of one item at once all post: none waits on another in a circle', async () => {
  const rawMaterialId = await freshMaterial(t, b);
  const stocked = await post('/api/import-materials', receipt(b, { rawMaterialId, volumeM3: '100' }));
  expect(stocked.status, JSON.stringify(stocked.body)).toBe(201);
  const stockId = Number(stocked.body.stockId);
  const answers = await Promise.all(
    Array.from({ length: 30 }, (_, i) =>
      i % 2
        ? post('/api/import-materials', receipt(b, { rawMaterialId, volumeM3: '1.0000' }))
        : post('/api/stocks-other', {
            stockId,
            businessUnitId: b.unitId,
            usageDate: '2026-10-02',
            usageType: 'DAMAGED',
            volumeM3: '2.0000',
            pieces: '1',
            reason: 'Retak',
          }),
    ),
  );
  for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(201);
  // 100 + 15 × 1 − 15 × 2.
  const { rows } = await sql<{
    v: string;
  }>`SELECT volume_m3::text AS v FROM stock WHERE id = ${stockId}`.execute(t.db.kysely);
  expect(rows[0]?.v).toBe('85.0000');
});

it('transfers at once, there and back between a stock and the carver: never short, numbered without a gap', async () => {
  const rawMaterialId = await freshMaterial(t, b);
  const stocked = await post(
    '/api/import-materials',
    receipt(b, { rawMaterialId, volumeM3: '10.0000', pieces: '10' }),
  );
  expect(stocked.status, JSON.stringify(stocked.body)).toBe(201);
  const stockId = Number(stocked.body.stockId);
  const carver = await post('/api/sub-cons', { name: unique('Pengrajin'), businessUnitId: b.unitId });
  const transfer = (extra: Json) => ({
    businessUnitId: b.unitId,
    transferDate: '2026-10-03',
    volumeM3: '1.0000',
    pieces: '1',
    ...extra,
  });
  // The carver's stock, opened by a first transfer; then 30 at once, two thirds out to the carver (which
  // the unit can give 9 of), one third back from it (each of which its stock can hold at that moment or not).
  const first = await post(
    '/api/transfer-materials',
    transfer({ fromStockId: stockId, toSubConId: carver.body.id }),
  );
  expect(first.status, JSON.stringify(first.body)).toBe(201);
  const held = Number(first.body.toStockId);
  const answers = await Promise.all(
    Array.from({ length: 30 }, (_, i) =>
      post(
        '/api/transfer-materials',
        i % 3 === 2
          ? transfer({ fromStockId: held, toBusinessUnitId: b.unitId })
          : transfer({ fromStockId: stockId, toSubConId: carver.body.id }),
      ),
    ),
  );
  const posted = answers.filter((a) => a.status === 201);
  for (const a of answers) expect([201, 409], JSON.stringify(a.body)).toContain(a.status);
  for (const a of answers.filter((x) => x.status === 409))
    expect(a.body.type).toBe('/problems/insufficient-stock');
  // Nothing appears or vanishes: the two stocks hold the 10 received between them, neither below zero.
  const [unit, carved] = [await entriesOf(stockId), await entriesOf(held)];
  expect(
    firstShortfall(unit.map((e) => ({ date: e.day, quantities: quantities(e.v, e.w, e.p) }))),
  ).toBeNull();
  expect(
    firstShortfall(carved.map((e) => ({ date: e.day, quantities: quantities(e.v, e.w, e.p) }))),
  ).toBeNull();
  const total = (rows: { v: string }[]) => rows.reduce((s, e) => s + Number(e.v), 0);
  expect(total(unit) + total(carved)).toBeCloseTo(10, 4);
  // Every posted transfer drew its own number, in one run after the first's.
  const seq = (n: unknown) => Number(String(n).split('/')[0]);
  const numbers = posted.map((a) => seq(a.body.transferNumber)).sort((x, y) => x - y);
  expect(numbers).toEqual(
    Array.from({ length: posted.length }, (_, i) => seq(first.body.transferNumber) + 1 + i),
  );
});
