/**
 * Realization against the business permits' capacity through the API: a permit naming two products of one
 * HS code (a yearly capacity of 120 m³ and one of 12 m³), products of another code with the same six digits
 * made in July and August and sold in August; each month's and year's produced, share and over-capacity flag,
 * the permit's year, the search, and the units each role reaches.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessToday } from '@vlegal/domain/unit-validity';
import { type Books, bookCalls, booksOf, domesticBuyer, type Json, logs, unique } from '../books/fixtures.ts';
import { createTestApp, type TestApp } from '../harness.ts';

let t: TestApp;
let b: Books;
let otherCompanyUnit = 0;
let permitCode = '';
let foreignPermitCode = '';
let permitHs = '';

const { call } = bookCalls(
  () => t,
  () => b,
);

async function rows(url: string, token = b.token) {
  const res = await t.call({ method: 'GET', url, token });
  return {
    status: res.statusCode,
    rows: (res.statusCode === 200 ? res.json() : []) as Json[],
    count: Number(res.headers['x-total-count']),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  b = await booksOf(t);
  const company = (
    await call('GET', '/api/business-units?size=100', undefined, await t.login('companyadmin'))
  ).body as unknown as Json[];
  const every = (await call('GET', '/api/business-units?size=100', undefined, b.adminToken))
    .body as unknown as Json[];
  otherCompanyUnit = Number(every.find((u) => !company.some((c) => c.id === u.id))?.id);

  // Two codes of one six-digit heading no demo product uses: the permit names one, the products the other.
  const digits = String(10 + (process.pid % 90));
  permitHs = `4499.${digits}.10`;
  const hsCode = async (code: string) => {
    const res = await call('POST', '/api/hs-codes', { code, description: 'Kayu olahan' }, b.adminToken);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return Number(res.body.id);
  };
  const permittedHsId = await hsCode(permitHs);
  const productHsId = await hsCode(`4499.${digits}.90`);

  const types = (await call('GET', '/api/business-permit-types')).body as unknown as Json[];
  const permit = async (unitId: number, token: string, products: [string, number][]) => {
    const code = unique('IUI');
    const made = await call(
      'POST',
      '/api/business-permits',
      { code, validDate: '2026-01-01', businessPermitTypeId: types[0]?.id, businessUnitId: unitId },
      token,
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    for (const [productName, capacity] of products) {
      const res = await call(
        'POST',
        '/api/business-permit-products',
        {
          businessPermitId: made.body.id,
          productName,
          hsCodeId: permittedHsId,
          capacity,
          capacityUnit: 'M3',
        },
        token,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    return code;
  };
  permitCode = await permit(b.unitId, b.token, [
    ['Kayu olahan besar', 120],
    ['Kayu olahan kecil', 12],
  ]);
  foreignPermitCode = await permit(otherCompanyUnit, b.adminToken, [['Kayu olahan lain', 120]]);

  const template = (await call('GET', `/api/raw-materials/${b.rawMaterialId}`)).body;
  const product = await call('POST', '/api/products', {
    code: unique('PRD'),
    name: unique('Papan'),
    commercialDescription: 'Sawn boards, KD',
    hsCodeId: productHsId,
    scientificNameId: template.scientificNameId,
    unitName: 'pcs',
    businessUnitId: b.unitId,
  });
  expect(product.status, JSON.stringify(product.body)).toBe(201);
  const from = await logs(t, b, {
    receiptDate: '2026-06-02',
    documentDate: '2026-06-02',
    volumeM3: '30',
    pieces: '60',
  });
  let made = 0;
  for (const [date, input, output] of [
    ['2026-07-14', '6', '4'],
    ['2026-08-11', '14', '11'],
  ] as const) {
    const res = await call('POST', '/api/productions', {
      businessUnitId: b.unitId,
      productionDate: date,
      description: 'Papan',
      sources: [{ stockId: from, volumeM3: input, pieces: String(Number(input) * 2) }],
      outputs: [{ stockType: 'PRODUCT', productId: product.body.id, volumeM3: output }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    made = Number((res.body.outputs as Json[])[0]?.stockId);
  }
  const sale = await call('POST', '/api/local-sales', {
    businessUnitId: b.unitId,
    salesDate: '2026-08-20',
    buyerId: await domesticBuyer(t, b),
    invoiceNumber: unique('INV'),
    documentTransportTypeId: b.transportTypeId,
    documentNumber: unique('NOTA'),
    materials: [{ stockId: made, volumeM3: '1.5' }],
  });
  expect(sale.status, JSON.stringify(sale.body)).toBe(201);
}, 400_000);
afterAll(async () => {
  expect(t.app.responseValidationFailures).toEqual([]);
  await t.close();
});

const ofProduct = (list: Json[], name: string) => list.filter((r) => r.productName === name);

describe('realization by month', () => {
  it("counts the products of the permit's six digits against a twelfth of the capacity", async () => {
    const { status, rows: july } = await rows(
      `/api/_search/realization-in-months?query=${permitCode}&year=2026&month=7`,
    );
    expect(status).toBe(200);
    expect(ofProduct(july, 'Kayu olahan besar')).toEqual([
      {
        businessUnitId: b.unitId,
        businessPermitId: expect.any(Number),
        businessPermitCode: permitCode,
        businessPermitProductId: expect.any(Number),
        productName: 'Kayu olahan besar',
        hsCode: permitHs,
        year: 2026,
        month: 7,
        capacity: '10.00',
        capacityUnit: 'M3',
        produced: '4.0000',
        capacityUsedPercent: '40.00',
        overCapacity: false,
        exportedVolumeM3: '0.0000',
        localSalesVolumeM3: '0.0000',
      },
    ]);
  });

  it('flags a month over its capacity, and shows what was sold', async () => {
    const { rows: year, count } = await rows(
      `/api/_search/realization-in-months?query=${permitCode}&year=2026&businessUnitId=${b.unitId}&size=50`,
    );
    // Every month of the year up to this one, for each of the two products.
    const months = Math.min(12, Number(businessToday().slice(5, 7)));
    expect(count).toBe(2 * months);
    const august = year.find((r) => r.productName === 'Kayu olahan besar' && r.month === 8);
    expect(august).toMatchObject({
      produced: '11.0000',
      capacityUsedPercent: '110.00',
      overCapacity: true,
      localSalesVolumeM3: '1.5000',
    });
    const june = year.find((r) => r.productName === 'Kayu olahan kecil' && r.month === 6);
    expect(june).toMatchObject({ capacity: '1.00', produced: '0.0000', capacityUsedPercent: '0.00' });
  });

  it('pages with the headers of every list', async () => {
    const res = await t.call({
      method: 'GET',
      url: `/api/_search/realization-in-months?query=${permitCode}&year=2026&size=5&page=1`,
      token: b.token,
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as Json[]).length).toBe(5);
    expect(res.headers.link).toContain('rel="next"');
  });
});

describe('realization by year and by permit', () => {
  it('sums the year against the yearly capacity, over it for the smaller product', async () => {
    const { rows: year } = await rows(`/api/_search/realization-in-years?query=${permitCode}`);
    expect(
      year.map((r) => [r.productName, r.capacity, r.produced, r.capacityUsedPercent, r.overCapacity]),
    ).toEqual([
      ['Kayu olahan besar', '120.00', '15.0000', '12.50', false],
      ['Kayu olahan kecil', '12.00', '15.0000', '125.00', true],
    ]);
    expect(year[0]).toMatchObject({ year: 2026, localSalesVolumeM3: '1.5000', exportedVolumeM3: '0.0000' });
    // Another year holds nothing of this.
    const before = await rows(`/api/_search/realization-in-years?query=${permitCode}&year=2025`);
    expect(before.rows).toEqual([]);
  });

  it("answers the permit's year with its validity", async () => {
    const { rows: permits } = await rows(`/api/_search/realization-busines-permits?query=${permitHs}`);
    const mine = permits.filter((r) => r.businessPermitCode === permitCode);
    expect(mine.map((r) => [r.productName, r.produced, r.capacityUsedPercent, r.overCapacity])).toEqual([
      ['Kayu olahan besar', '15.0000', '12.50', false],
      ['Kayu olahan kecil', '15.0000', '125.00', true],
    ]);
    expect(mine[0]).toMatchObject({ validDate: '2026-01-01', expiredDate: null, year: 2026 });
  });
});

describe('the units each role reaches', () => {
  it("never answers another unit's rows to a unit's administrator, and refuses it by name", async () => {
    for (const name of ['in-months', 'in-years', 'busines-permits']) {
      const asked = await rows(`/api/realization-${name}?businessUnitId=${otherCompanyUnit}`);
      expect(asked.status, name).toBe(403);
      const searched = await rows(`/api/_search/realization-${name}?query=${foreignPermitCode}`);
      expect(searched.rows, name).toEqual([]);
      const all = await rows(`/api/realization-${name}?size=200`);
      expect(all.rows.some((r) => r.businessUnitId === otherCompanyUnit)).toBe(false);
    }
  });

  it('answers every unit to administrators and verificators, nothing to others', async () => {
    for (const login of ['admin', 'verificator'] as const) {
      const theirs = await rows(
        `/api/_search/realization-in-years?query=${foreignPermitCode}`,
        await t.login(login),
      );
      expect(theirs.rows.map((r) => [r.businessUnitId, r.produced])).toEqual([[otherCompanyUnit, '0.0000']]);
    }
    expect((await rows('/api/realization-in-years', await t.login('exporter'))).status).toBe(403);
  });
});
