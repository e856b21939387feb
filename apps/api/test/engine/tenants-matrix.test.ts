/**
 * Two tenants, every resource a business unit owns (the registry's owners, not a list kept here): what one
 * company's users write, the other company's users neither list, search, read, change nor delete, and
 * nobody moves a row to a unit that is not theirs. A row of another tenant answers 404, as a missing one.
 */
import { type AnyResource, resourceList } from '@vlegal/domain/resources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithUnits, createUser } from '../../src/bootstrap.ts';
import { hashPassword } from '../../src/services/passwords.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { type Row, referenceIds, sample, urls } from './samples.ts';

/** Building the app on a fresh database takes long on a busy machine. */
const SETUP_MS = 180_000;

const owned = resourceList().filter((r) => r.owner.kind === 'businessUnit' && !r.owner.shared);
/** The field naming a row's unit. */
const unitField = (resource: AnyResource) =>
  resource.owner.kind === 'businessUnit' ? resource.owner.field : 'businessUnitId';

let t: TestApp;
let refs: Record<string, number>;
const token: Record<'admin' | 'unitA' | 'companyA' | 'unitB' | 'companyB', string> = {
  admin: '',
  unitA: '',
  companyA: '',
  unitB: '',
  companyB: '',
};
const unit = { a: 0, b: 0 };

beforeAll(async () => {
  t = await createTestApp();
  refs = await referenceIds(t);
  token.admin = await t.login('admin');
  token.unitA = await t.login('unitadmin');
  token.companyA = await t.login('companyadmin');
  const linked = await t.db.kysely
    .selectFrom('user_business_unit')
    .innerJoin('app_user', 'app_user.id', 'user_business_unit.user_id')
    .select('user_business_unit.business_unit_id')
    .where('app_user.login', '=', 'unitadmin')
    .executeTakeFirstOrThrow();
  unit.a = linked.business_unit_id;
  const other = await createCompanyWithUnits(
    t.db,
    { name: 'CV Tenant Lain', registry: '9120007777777', taxId: '02.777.222.3-444.000' },
    [{ code: 'TL-01', name: 'Gudang Tenant Lain', city: 'Pati' }],
  );
  unit.b = other.businessUnitIds[0] as number;
  const passwordHash = await hashPassword(t.password, 4);
  for (const [login, authority] of [
    ['unitadmin-b', 'ROLE_USER_ADMIN'],
    ['companyadmin-b', 'ROLE_USER_ADMIN_COMPANY'],
  ] as const)
    await createUser(t.db, {
      login,
      passwordHash,
      email: `${login}@example.co.id`,
      authorities: ['ROLE_USER', authority],
      companyId: other.companyId,
      businessUnitIds: authority === 'ROLE_USER_ADMIN' ? [unit.b] : [],
    });
  token.unitB = await t.login('unitadmin-b');
  token.companyB = await t.login('companyadmin-b');
}, SETUP_MS);
afterAll(async () => {
  expect(t.app.responseValidationFailures).toEqual([]);
  await t.close();
});

async function idsOf(url: string, as: string): Promise<number[]> {
  const res = await t.call({ method: 'GET', url, token: as });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Row[]).map((row) => Number(row.id));
}

it('covers every resource a business unit owns', () => {
  expect(owned.map((r) => r.key)).toEqual(
    expect.arrayContaining(['tdp', 'npwp', 'siup', 'uplRecommendation', 'hoDocument', 'companyCertificate']),
  );
});

describe.each(owned.map((r) => [r.key, r] as const))('%s', (_key, resource: AnyResource) => {
  const u = urls(resource);
  const field = unitField(resource);

  it("is written by its unit's users, and out of reach of the other tenant's", async () => {
    const created = await t.call({
      method: 'POST',
      url: u.list,
      token: token.unitA,
      payload: { ...sample(resource, refs), [field]: unit.a },
    });
    expect(created.statusCode, created.body).toBe(201);
    const row = created.json() as Row;
    const listUrl = `${u.list}?size=200`;

    // The same company's administrator reaches it; the other company's users do not.
    expect(await idsOf(listUrl, token.companyA)).toContain(row.id);
    for (const other of [token.unitB, token.companyB]) {
      expect(await idsOf(listUrl, other)).not.toContain(row.id);
      expect(await idsOf(`${u.list}?size=200&${field}=${unit.a}`, other)).toEqual([]);
      expect(await idsOf(`/api/_search/${resource.path}?query=a&size=200`, other)).not.toContain(row.id);
      expect((await t.call({ method: 'GET', url: u.one(row.id), token: other })).statusCode).toBe(404);
      const put = await t.call({
        method: 'PUT',
        url: u.list,
        token: other,
        payload: { ...row, [field]: unit.b },
      });
      expect(put.statusCode, put.body).toBe(404);
      expect((await t.call({ method: 'DELETE', url: u.one(row.id), token: other })).statusCode).toBe(404);
      for (const file of resource.fields.filter((f) => f.kind === 'file')) {
        const path = file.name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
        const download = await t.call({ method: 'GET', url: `${u.one(row.id)}/${path}`, token: other });
        expect(download.statusCode).toBe(404);
      }
    }

    // Each reach for the other tenant's row is audited as an authorization failure.
    const failures = async () =>
      (
        await t.db.kysely
          .selectFrom('audit_event')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('principal', '=', 'unitadmin-b')
          .where('event_type', '=', 'AUTHORIZATION_FAILURE')
          .executeTakeFirstOrThrow()
      ).n;
    const before = Number(await failures());
    await t.call({ method: 'GET', url: u.one(row.id), token: token.unitB });
    await t.call({ method: 'DELETE', url: u.one(row.id), token: token.unitB });
    expect(Number(await failures())).toBe(before + 2);
    await t.call({ method: 'GET', url: u.one(999_999), token: token.unitB });
    expect(Number(await failures())).toBe(before + 2);

    // Nobody writes a row into a unit that is not theirs, on create or by moving one.
    const planted = await t.call({
      method: 'POST',
      url: u.list,
      token: token.unitB,
      payload: { ...sample(resource, refs), [field]: unit.a },
    });
    expect(planted.statusCode, planted.body).toBe(403);
    const moved = await t.call({
      method: 'PUT',
      url: u.list,
      token: token.unitA,
      payload: { ...row, [field]: unit.b },
    });
    expect(moved.statusCode, moved.body).toBe(403);

    // The row is as its unit wrote it.
    const kept = await t.call({ method: 'GET', url: u.one(row.id), token: token.admin });
    expect(kept.json()).toEqual(row);
  });
});

describe('a locked or inactive unit, or an inactive company', () => {
  const setUnit = (values: { admin_locked?: boolean; active?: boolean }) =>
    t.db.kysely.updateTable('business_unit').set(values).where('id', '=', unit.a).execute();
  const setCompany = async (active: boolean) => {
    const { company_id } = await t.db.kysely
      .selectFrom('business_unit')
      .select('company_id')
      .where('id', '=', unit.a)
      .executeTakeFirstOrThrow();
    await t.db.kysely.updateTable('company').set({ active }).where('id', '=', company_id).execute();
  };
  const create = (resource: AnyResource, as: string) =>
    t.call({
      method: 'POST',
      url: urls(resource).list,
      token: as,
      payload: {
        ...sample(resource, refs),
        [unitField(resource)]: unit.a,
      },
    });

  it("refuses its users' writes with /problems/unit-locked, keeps reads open, and lets administrators write", async () => {
    for (const lock of [
      () => setUnit({ admin_locked: true }),
      () => setUnit({ active: false }),
      () => setCompany(false),
    ]) {
      await lock();
      for (const resource of owned) {
        const refused = await create(resource, token.unitA);
        expect(refused.statusCode, `${resource.key}: ${refused.body}`).toBe(409);
        expect(refused.json().type).toBe('/problems/unit-locked');
        expect(
          (await t.call({ method: 'GET', url: urls(resource).list, token: token.unitA })).statusCode,
        ).toBe(200);
        expect((await create(resource, token.admin)).statusCode).toBe(201);
      }
      await setUnit({ admin_locked: false, active: true });
      await setCompany(true);
    }
    for (const resource of owned) expect((await create(resource, token.unitA)).statusCode).toBe(201);
  });
});
