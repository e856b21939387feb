/**
 * A buyer's rules beside its contract: its country agrees with its type (a domestic buyer in Indonesia, a
 * foreign one abroad), only a domestic buyer has an NPWP, on create and on every change; a unit's user
 * writes only their unit's buyers, an exporter adds them too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

const SETUP_MS = 180_000;

let t: TestApp;
let unitId = 0;
const country = { indonesia: 0, abroad: 0 };
const token = { unitadmin: '', exporter: '' };

beforeAll(async () => {
  t = await createTestApp();
  token.unitadmin = await t.login('unitadmin');
  token.exporter = await t.login('exporter');
  const k = t.db.kysely;
  unitId = (
    await k
      .selectFrom('user_business_unit')
      .innerJoin('app_user', 'app_user.id', 'user_business_unit.user_id')
      .select('user_business_unit.business_unit_id')
      .where('app_user.login', '=', 'unitadmin')
      .executeTakeFirstOrThrow()
  ).business_unit_id;
  const idOf = async (code: string) =>
    (await k.selectFrom('country').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
  country.indonesia = await idOf('ID');
  country.abroad = await idOf('DE');
}, SETUP_MS);
afterAll(async () => {
  expect(t.app.responseValidationFailures).toEqual([]);
  await t.close();
});

const create = (body: Record<string, unknown>, as = token.unitadmin) =>
  t.call({
    method: 'POST',
    url: '/api/business-unit-buyers',
    token: as,
    payload: { name: 'Pembeli', businessUnitId: unitId, ...body },
  });

describe('a buyer', () => {
  it.each([
    [
      'a domestic buyer in Indonesia, with an NPWP',
      'DOMESTIC',
      'indonesia',
      '02.345.678.9-518.000',
      201,
      null,
    ],
    ['a foreign buyer abroad', 'FOREIGN', 'abroad', null, 201, null],
    ['a domestic buyer abroad', 'DOMESTIC', 'abroad', null, 400, ['countryId', 'sales.domesticInIndonesia']],
    ['a foreign buyer in Indonesia', 'FOREIGN', 'indonesia', null, 400, ['countryId', 'sales.foreignAbroad']],
    [
      'a foreign buyer with an NPWP',
      'FOREIGN',
      'abroad',
      '02.345.678.9-518.000',
      400,
      ['taxId', 'sales.taxIdDomestic'],
    ],
  ] as const)('%s: %i', async (_case, buyerType, where, taxId, status, error) => {
    const res = await create({ buyerType, countryId: country[where], taxId });
    expect(res.statusCode).toBe(status);
    if (error)
      expect(res.json().fieldErrors).toEqual([{ objectName: 'buyer', field: error[0], message: error[1] }]);
  });

  it('keeps to its rules when changed: a domestic buyer does not become foreign in Indonesia', async () => {
    const created = await create({ buyerType: 'DOMESTIC', countryId: country.indonesia });
    const row = created.json();
    const changed = await t.call({
      method: 'PUT',
      url: '/api/business-unit-buyers',
      token: token.unitadmin,
      payload: { ...row, buyerType: 'FOREIGN' },
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().fieldErrors[0]).toMatchObject({
      field: 'countryId',
      message: 'sales.foreignAbroad',
    });
    const moved = await t.call({
      method: 'PUT',
      url: '/api/business-unit-buyers',
      token: token.unitadmin,
      payload: { ...row, buyerType: 'FOREIGN', countryId: country.abroad },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ buyerType: 'FOREIGN', countryId: country.abroad });
  });

  it('is added by an exporter of the unit, who may not delete it', async () => {
    const created = await create({ buyerType: 'FOREIGN', countryId: country.abroad }, token.exporter);
    expect(created.statusCode).toBe(201);
    const removed = await t.call({
      method: 'DELETE',
      url: `/api/business-unit-buyers/${created.json().id}`,
      token: token.exporter,
    });
    expect(removed.statusCode).toBe(403);
  });
});
