/**
 * A unit's stock summed by kind of item and species (the dashboard's stock): the sums agree with the unit's
 * stock list, items held at a sub-contractor are apart, and another tenant's unit is never summed for a caller.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.ts';
import { type Books, bookCalls, booksOf, freshMaterial, type Json } from './fixtures.ts';

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

const { call, received } = bookCalls(
  () => t,
  () => b,
);

/** Decimal text summed exactly at `scale` places (the balances are exact decimals). */
const sum = (values: unknown[], scale: number) => {
  const factor = 10n ** BigInt(scale);
  const total = values.reduce<bigint>((acc, value) => {
    const [whole = '0', part = ''] = String(value).replace('-', '').split('.');
    const units = BigInt(whole) * factor + BigInt(part.padEnd(scale, '0').slice(0, scale) || '0');
    return acc + (String(value).startsWith('-') ? -units : units);
  }, 0n);
  const sign = total < 0n ? '-' : '';
  const size = total < 0n ? -total : total;
  return `${sign}${size / factor}.${String(size % factor).padStart(scale, '0')}`;
};

describe('the stock summary', () => {
  it("sums the unit's items by kind and species as its stock list holds them", async () => {
    const rawMaterialId = await freshMaterial(t, b);
    await received({ rawMaterialId, volumeM3: '3.2500', pieces: '7' });
    await received({ rawMaterialId, volumeM3: '1.5000', pieces: '2' });
    const summary = (await call('GET', `/api/stocks-summary?businessUnitId=${b.unitId}`))
      .body as unknown as Json[];
    const stocks = (await call('GET', `/api/stocks?businessUnitId=${b.unitId}&size=200`))
      .body as unknown as Json[];
    const key = (r: Json) => `${r.stockType}/${r.scientificNameId}/${r.atSubCon ?? r.subConId !== null}`;
    const groups = new Map<string, Json[]>();
    for (const stock of stocks) groups.set(key(stock), [...(groups.get(key(stock)) ?? []), stock]);
    // A group whose items hold nothing any more is no holding.
    const empty = (items: Json[]) =>
      items.every((s) => Number(s.volumeM3) === 0 && Number(s.weightKg) === 0 && Number(s.pieces) === 0);
    for (const [name, items] of groups) if (empty(items)) groups.delete(name);
    expect(summary.map((r) => key(r)).sort()).toEqual([...groups.keys()].sort());
    for (const row of summary) {
      const items = groups.get(key(row)) as Json[];
      expect(row, key(row)).toMatchObject({
        businessUnitId: b.unitId,
        items: items.length,
        volumeM3: sum(
          items.map((s) => s.volumeM3),
          4,
        ),
        pieces: sum(
          items.map((s) => s.pieces),
          2,
        ),
      });
    }
    // Largest volume first.
    const volumes = summary.map((r) => Number(r.volumeM3));
    expect(volumes).toEqual([...volumes].sort((x, y) => y - x));
    // Paged like every list: a page of one row, the count of every group, and past the last page none.
    const first = await t.call({
      method: 'GET',
      url: `/api/stocks-summary?businessUnitId=${b.unitId}&size=1`,
      token: b.token,
    });
    expect(first.headers['x-total-count']).toBe(String(summary.length));
    expect((first.json() as Json[]).map((r) => r.volumeM3)).toEqual([summary[0]?.volumeM3]);
    const past = await t.call({
      method: 'GET',
      url: `/api/stocks-summary?businessUnitId=${b.unitId}&size=1&page=${summary.length}`,
      token: b.token,
    });
    expect([past.json(), past.headers['x-total-count']]).toEqual([[], String(summary.length)]);
  });

  it("is refused another tenant's unit, and sums only the caller's own units", async () => {
    const kudus = await t.login('kudusadmin');
    const refused = await t.call({
      method: 'GET',
      url: `/api/stocks-summary?businessUnitId=${b.unitId}`,
      token: kudus,
    });
    expect(refused.statusCode).toBe(403);
    const own = (await t.call({ method: 'GET', url: '/api/stocks-summary', token: kudus })).json() as Json[];
    expect(own.filter((r) => r.businessUnitId === b.unitId)).toEqual([]);
    // A verificator audits every unit; a plain user holds no books.
    const verificator = await t.login('verificator');
    const audited = await t.call({
      method: 'GET',
      url: `/api/stocks-summary?businessUnitId=${b.unitId}`,
      token: verificator,
    });
    expect(audited.statusCode).toBe(200);
    expect((audited.json() as Json[]).length).toBeGreaterThan(0);
    const user = await t.login('user');
    expect((await t.call({ method: 'GET', url: '/api/stocks-summary', token: user })).statusCode).toBe(403);
  });
});
