/**
 * Realization against the business permits' capacity through the API: a permit naming two products of one
 * HS code (a yearly capacity of 120 m³ and one of 12 m³), products of another code with the same six digits
 * made in July and August and sold in August; each month's and year's produced, share and over-capacity flag,
 * the permit's year, the search, and the units each role reaches. Then recorded realization: a month, a year
 * and a permit's year recorded by verificators and administrators, read back, refused twice, refreshed after
 * a new production, removed, retried with its Idempotency-Key, and kept from other tenants and other roles.
 */
import { randomUUID } from 'node:crypto';
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
let sourceStock = 0;
let productId = 0;

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
  productId = Number(product.body.id);
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
  sourceStock = from;
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

describe('recorded realization', () => {
  const send = async (
    method: 'POST' | 'PUT' | 'DELETE' | 'GET',
    url: string,
    token: string,
    payload?: Json,
    headers?: Record<string, string>,
  ) => {
    const res = await t.call({
      method,
      url,
      token,
      ...(payload ? { payload } : {}),
      ...(headers ? { headers } : {}),
    });
    return { status: res.statusCode, body: (res.body ? res.json() : null) as Json, headers: res.headers };
  };
  let verificator = '';
  let admin = '';
  let kudus = '';
  let big = 0;
  let small = 0;
  let foreignProduct = 0;
  let recordedMonth: Json = {};

  beforeAll(async () => {
    verificator = await t.login('verificator');
    admin = b.adminToken;
    kudus = await t.login('kudusadmin');
    const live = (await rows(`/api/_search/realization-in-years?query=${permitCode}`)).rows;
    big = Number(live.find((r) => r.productName === 'Kayu olahan besar')?.businessPermitProductId);
    small = Number(live.find((r) => r.productName === 'Kayu olahan kecil')?.businessPermitProductId);
    const foreign = (await rows(`/api/_search/realization-in-years?query=${foreignPermitCode}`, admin)).rows;
    foreignProduct = Number(foreign[0]?.businessPermitProductId);
  });

  it('records a month as computed, with who recorded it and when, and reads it back by id and in the list', async () => {
    const made = await send('POST', '/api/realization-in-months', verificator, {
      businessPermitProductId: big,
      year: 2026,
      month: 7,
      note: 'Audit S-LK 2026',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toEqual({
      id: expect.any(Number),
      note: 'Audit S-LK 2026',
      recordedBy: 'verificator',
      recordedDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      businessUnitId: b.unitId,
      businessPermitId: expect.any(Number),
      businessPermitCode: permitCode,
      businessPermitProductId: big,
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
    });
    recordedMonth = made.body;
    // The unit's own administrator reads it, by id and among the recorded rows of its unit.
    const one = await send('GET', `/api/realization-in-months/${made.body.id}`, b.token);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(made.body);
    const listed = await rows(`/api/realization-in-months?recorded=true&businessUnitId=${b.unitId}`);
    expect(listed.rows).toEqual([made.body]);
    expect(listed.count).toBe(1);
    const searched = await rows(
      `/api/_search/realization-in-months?recorded=true&query=${permitCode}&month=7`,
    );
    expect(searched.rows.map((r) => r.id)).toEqual([made.body.id]);
    // The computed list is unchanged: no ids there.
    const live = await rows(`/api/_search/realization-in-months?query=${permitCode}&year=2026&month=7`);
    expect(live.rows.every((r) => !('id' in r))).toBe(true);
  });

  it('refuses to record a period twice (409, a translated key), a later period and one out of force (400)', async () => {
    const again = await send('POST', '/api/realization-in-months', admin, {
      businessPermitProductId: big,
      year: 2026,
      month: 7,
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ status: 409, message: 'realization.recordedAlready' });

    const thisYear = Number(businessToday().slice(0, 4));
    const later = await send('POST', '/api/realization-in-years', admin, {
      businessPermitProductId: big,
      year: thisYear + 1,
    });
    expect(later.status).toBe(400);
    expect(later.body.fieldErrors).toEqual([
      { objectName: 'realization', field: 'year', message: 'realization.futurePeriod' },
    ]);
    // The permit is in force from 2026.
    const before = await send('POST', '/api/realization-in-years', admin, {
      businessPermitProductId: big,
      year: 2025,
    });
    expect(before.status).toBe(400);
    expect(before.body.fieldErrors).toEqual([
      { objectName: 'realization', field: 'businessPermitProductId', message: 'realization.notInForce' },
    ]);
    const missing = await send('POST', '/api/realization-in-years', admin, {
      businessPermitProductId: 2_000_000_000,
      year: 2026,
    });
    expect(missing.status).toBe(400);
    expect((missing.body.fieldErrors as Json[])[0]).toMatchObject({
      field: 'businessPermitProductId',
      message: 'resources.form.unknownReference',
    });
    expect((await rows(`/api/realization-in-years?recorded=true&businessUnitId=${b.unitId}`)).rows).toEqual(
      [],
    );
  });

  it('records a retried request once with its Idempotency-Key', async () => {
    const key = randomUUID();
    const body = { businessPermitProductId: small, year: 2026 };
    const first = await send('POST', '/api/realization-in-years', verificator, body, {
      'idempotency-key': key,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ produced: '15.0000', overCapacity: true, note: null });
    const retried = await send('POST', '/api/realization-in-years', verificator, body, {
      'idempotency-key': key,
    });
    expect(retried.status).toBe(201);
    expect(retried.body).toEqual(first.body);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    const recorded = await rows(`/api/realization-in-years?recorded=true&businessUnitId=${b.unitId}`);
    expect(recorded.rows.map((r) => r.id)).toEqual([first.body.id]);
    // Without the key, it is a second request: refused, the period being recorded.
    expect((await send('POST', '/api/realization-in-years', verificator, body)).status).toBe(409);
  });

  it("records a permit product's year to date, the current year when none is named", async () => {
    const made = await send('POST', '/api/realization-busines-permits', admin, {
      businessPermitProductId: big,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({
      year: Number(businessToday().slice(0, 4)),
      validDate: '2026-01-01',
      expiredDate: null,
      produced: '15.0000',
      recordedBy: 'admin',
    });
    expect('exportedVolumeM3' in made.body).toBe(false);
    const one = await send('GET', `/api/realization-busines-permits/${made.body.id}`, b.token);
    expect(one.body).toEqual(made.body);
    // A row of another grain is not found under this one.
    expect((await send('GET', `/api/realization-in-months/${made.body.id}`, admin)).status).toBe(404);
  });

  it('keeps the recorded figures until a refresh computes them again', async () => {
    const res = await call('POST', '/api/productions', {
      businessUnitId: b.unitId,
      productionDate: '2026-07-20',
      description: 'Papan',
      sources: [{ stockId: sourceStock, volumeM3: '3', pieces: '6' }],
      outputs: [{ stockType: 'PRODUCT', productId, volumeM3: '2' }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const live = await rows(`/api/_search/realization-in-months?query=${permitCode}&year=2026&month=7`);
    expect(ofProduct(live.rows, 'Kayu olahan besar')[0]?.produced).toBe('6.0000');
    const kept = await send('GET', `/api/realization-in-months/${recordedMonth.id}`, admin);
    expect(kept.body).toEqual(recordedMonth);

    const refreshed = await send('PUT', '/api/realization-in-months', admin, { id: recordedMonth.id });
    expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
    expect(refreshed.body).toEqual({
      ...recordedMonth,
      produced: '6.0000',
      capacityUsedPercent: '60.00',
      recordedBy: 'admin',
      recordedDate: expect.any(String),
    });
    expect(Date.parse(refreshed.body.recordedDate as string)).toBeGreaterThanOrEqual(
      Date.parse(recordedMonth.recordedDate as string),
    );
    // A note sent replaces the one kept; left out above, it stayed.
    const noted = await send('PUT', '/api/realization-in-months', verificator, {
      id: recordedMonth.id,
      note: null,
    });
    expect(noted.body).toMatchObject({ note: null, produced: '6.0000', recordedBy: 'verificator' });
    expect((await send('PUT', '/api/realization-in-months', admin, { id: 2_000_000_000 })).status).toBe(404);
  });

  it('keeps recorded rows from other tenants: 404 for their row, 403 for their unit, nothing listed', async () => {
    const foreign = await send('POST', '/api/realization-in-years', admin, {
      businessPermitProductId: foreignProduct,
      year: 2026,
    });
    expect(foreign.status, JSON.stringify(foreign.body)).toBe(201);
    // Our unit's administrator and another company's unit administrator, each on the other's row.
    expect((await send('GET', `/api/realization-in-years/${foreign.body.id}`, b.token)).status).toBe(404);
    expect((await send('GET', `/api/realization-in-months/${recordedMonth.id}`, kudus)).status).toBe(404);
    expect(
      (await rows(`/api/realization-in-months?recorded=true&businessUnitId=${b.unitId}`, kudus)).status,
    ).toBe(403);
    const kudusRows = await rows('/api/realization-in-months?recorded=true&size=200', kudus);
    expect(kudusRows.rows.some((r) => r.businessUnitId === b.unitId)).toBe(false);
    const ours = await rows('/api/realization-in-years?recorded=true&size=200');
    expect(ours.rows.some((r) => r.id === foreign.body.id)).toBe(false);
    // Verificators read every unit's.
    const all = await rows('/api/realization-in-years?recorded=true&size=200', verificator);
    expect(all.rows.some((r) => r.id === foreign.body.id)).toBe(true);
    // Recording, refreshing and removing are the auditors': a unit's administrators may not, even their own.
    for (const token of [b.token, kudus, await t.login('companyadmin')]) {
      expect(
        (
          await send('POST', '/api/realization-in-years', token, {
            businessPermitProductId: foreignProduct,
            year: 2026,
          })
        ).status,
      ).toBe(403);
      expect((await send('PUT', '/api/realization-in-years', token, { id: foreign.body.id })).status).toBe(
        403,
      );
      expect((await send('DELETE', `/api/realization-in-months/${recordedMonth.id}`, token)).status).toBe(
        403,
      );
    }
  });

  it('keeps a permitted product whose realization is recorded from being deleted', async () => {
    const refused = await send('DELETE', `/api/business-permit-products/${small}`, b.token);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ type: '/problems/referenced-row' });
    expect((await send('GET', `/api/business-permit-products/${small}`, b.token)).status).toBe(200);
  });

  it('refuses the roles without authority', async () => {
    const exporter = await t.login('exporter');
    expect((await send('GET', `/api/realization-in-months/${recordedMonth.id}`, exporter)).status).toBe(403);
    expect((await rows('/api/realization-in-months?recorded=true', exporter)).status).toBe(403);
    expect(
      (
        await send('POST', '/api/realization-in-months', exporter, {
          businessPermitProductId: big,
          year: 2026,
          month: 8,
        })
      ).status,
    ).toBe(403);
  });

  it('removes a recorded row, audited, and the computed figures stay', async () => {
    const removed = await send('DELETE', `/api/realization-in-months/${recordedMonth.id}`, verificator);
    expect(removed.status).toBe(204);
    expect((await send('GET', `/api/realization-in-months/${recordedMonth.id}`, admin)).status).toBe(404);
    expect((await send('DELETE', `/api/realization-in-months/${recordedMonth.id}`, admin)).status).toBe(404);
    expect((await rows(`/api/realization-in-months?recorded=true&businessUnitId=${b.unitId}`)).rows).toEqual(
      [],
    );
    const live = await rows(`/api/_search/realization-in-months?query=${permitCode}&year=2026&month=7`);
    expect(ofProduct(live.rows, 'Kayu olahan besar')).toHaveLength(1);
    const audits = (
      await t.db.kysely
        .selectFrom('audit_event')
        .select(['principal', 'event_type', 'data'])
        .where('event_type', 'in', ['ENTITY_CREATED', 'ENTITY_UPDATED', 'ENTITY_DELETED'])
        .orderBy('id')
        .execute()
    )
      .map((e) => ({ ...e, data: (typeof e.data === 'string' ? JSON.parse(e.data) : e.data) as Json }))
      .filter((e) => e.data.entity === 'realizationRecord' && Number(e.data.id) === recordedMonth.id);
    expect(audits.map((e) => [e.principal, e.event_type])).toEqual([
      ['verificator', 'ENTITY_CREATED'],
      ['admin', 'ENTITY_UPDATED'],
      ['verificator', 'ENTITY_UPDATED'],
      ['verificator', 'ENTITY_DELETED'],
    ]);
  });
});
