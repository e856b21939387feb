/**
 * Two tenants, every resource a business unit owns (the registry's owners, not a list kept here): what one
 * company's users write, the other company's users neither list, search, read, change nor delete, and
 * nobody moves a row to a unit that is not theirs. A row of another tenant answers 404, as a missing one.
 */
import { type AnyResource, resourceList, resources } from '@vlegal/domain/resources';
import { allows } from '@vlegal/domain/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithUnits, createUser } from '../../src/bootstrap.ts';
import { hashPassword } from '../../src/services/passwords.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { postingSample, type Row, referenceIds, sample, unitOf, urls } from './samples.ts';

/** Building the app on a fresh database takes long on a busy machine. */
const SETUP_MS = 180_000;

const ofUnit = resourceList().filter((r) => r.owner.kind === 'businessUnit' && !r.owner.shared);
/** The ledger and its period balances: rows the postings write, read only. */
const postedOnly = ofUnit.filter((r) => r.readsOnly);
/** What a unit's own users write (an S-LK certificate, say, is the administrators'). */
const owned = ofUnit.filter((r) => !r.readsOnly && allows(r.roles.write, ['ROLE_USER_ADMIN']));
const administered = ofUnit.filter((r) => !owned.includes(r) && !r.readsOnly);
/** A valid create body of the resource in `unitId`: a posting resource's satisfies its rules. */
const bodyIn = async (resource: AnyResource, unitId: number): Promise<Row> =>
  resource.posting
    ? postingSample(t, resource, unitId, token.admin)
    : { ...sample(resource, refs), [unitField(resource)]: unitId };

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
  unit.a = (await unitOf(t, 'unitadmin')).unit;
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
      payload: await bodyIn(resource, unit.a),
    });
    expect(created.statusCode, created.body).toBe(201);
    const row = created.json() as Row;
    const listUrl = `${u.list}?size=200`;

    // The same company's administrator reaches it; the other company's users do not.
    expect(await idsOf(listUrl, token.companyA)).toContain(row.id);
    for (const [other, authority] of [
      [token.unitB, 'ROLE_USER_ADMIN'],
      [token.companyB, 'ROLE_USER_ADMIN_COMPANY'],
    ] as const) {
      // A caller whose role does not write the resource is refused by the role before any row is looked at.
      const unreachable = allows(resource.roles.write, [authority]) ? 404 : 403;
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
      expect(put.statusCode, put.body).toBe(unreachable);
      expect((await t.call({ method: 'DELETE', url: u.one(row.id), token: other })).statusCode).toBe(
        unreachable,
      );
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
      payload: await bodyIn(resource, unit.a),
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

describe.each(postedOnly.map((r) => [r.key, r] as const))('%s', (_key, resource: AnyResource) => {
  const u = urls(resource);
  it("is read by its unit's users and by nobody of the other tenant", async () => {
    // The demo unit's postings (its opening stock, receipts and waste) wrote the rows.
    const mine = await idsOf(`${u.list}?size=200&businessUnitId=${unit.a}`, token.unitA);
    expect(mine.length).toBeGreaterThan(0);
    // Company administrators read their units' rows where their role reads the resource at all (not the
    // V-Legal approvals: the exporter's and the verificators' business); where it does not, the role refuses.
    const companiesRead = allows(resource.roles.read, ['ROLE_USER', 'ROLE_USER_ADMIN_COMPANY']);
    if (companiesRead)
      expect(await idsOf(`${u.list}?size=200`, token.companyA)).toEqual(expect.arrayContaining(mine));
    else expect((await t.call({ method: 'GET', url: u.list, token: token.companyA })).statusCode).toBe(403);
    for (const other of companiesRead ? [token.unitB, token.companyB] : [token.unitB]) {
      expect(await idsOf(`${u.list}?size=200`, other)).toEqual([]);
      expect(await idsOf(`${u.list}?size=200&businessUnitId=${unit.a}`, other)).toEqual([]);
      expect(await idsOf(`/api/_search/${resource.path}?query=a&size=200`, other)).toEqual([]);
      expect((await t.call({ method: 'GET', url: u.one(mine[0] as number), token: other })).statusCode).toBe(
        404,
      );
    }
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
  const create = (resource: AnyResource, as: string, payload: Row) =>
    t.call({ method: 'POST', url: urls(resource).list, token: as, payload });

  it("refuses its users' writes with /problems/unit-locked, keeps reads open, and lets administrators write but not post stock", async () => {
    for (const lock of [
      () => setUnit({ admin_locked: true }),
      () => setUnit({ active: false }),
      () => setCompany(false),
    ]) {
      // The bodies are made while the unit is open: making one may post to its ledger.
      const bodies = new Map<string, Row[]>();
      for (const resource of owned)
        bodies.set(resource.key, [await bodyIn(resource, unit.a), await bodyIn(resource, unit.a)]);
      await lock();
      for (const resource of owned) {
        const [mine, theirs] = bodies.get(resource.key) as [Row, Row];
        const refused = await create(resource, token.unitA, mine);
        expect(refused.statusCode, `${resource.key}: ${refused.body}`).toBe(409);
        expect(refused.json().type).toBe('/problems/unit-locked');
        expect(
          (await t.call({ method: 'GET', url: urls(resource).list, token: token.unitA })).statusCode,
        ).toBe(200);
        // A locked unit's books take no posting, an administrator's neither (docs/adr/0017-stock-ledger.md).
        const byAdmin = await create(resource, token.admin, theirs);
        expect(byAdmin.statusCode, `${resource.key}: ${byAdmin.body}`).toBe(resource.posting ? 409 : 201);
      }
      await setUnit({ admin_locked: false, active: true });
      await setCompany(true);
    }
    for (const resource of owned)
      expect((await create(resource, token.unitA, await bodyIn(resource, unit.a))).statusCode).toBe(201);
  });
});

describe.each(administered.map((r) => [r.key, r] as const))('%s', (_key, resource: AnyResource) => {
  const u = urls(resource);
  it("is written by administrators only, read by its unit's users and by nobody of the other tenant", async () => {
    const payload = await bodyIn(resource, unit.a);
    const refused = await t.call({ method: 'POST', url: u.list, token: token.unitA, payload });
    expect(refused.statusCode, refused.body).toBe(403);
    const created = await t.call({ method: 'POST', url: u.list, token: token.admin, payload });
    expect(created.statusCode, created.body).toBe(201);
    const row = created.json() as Row;
    expect(await idsOf(`${u.list}?size=200`, token.unitA)).toContain(row.id);
    expect(await idsOf(`${u.list}?size=200`, token.unitB)).not.toContain(row.id);
    // Another tenant's row is no row; a resource its role does not read at all is refused by the role first.
    const seen = allows(resource.roles.read, ['ROLE_USER', 'ROLE_USER_ADMIN_COMPANY']) ? 404 : 403;
    expect((await t.call({ method: 'GET', url: u.one(row.id), token: token.companyB })).statusCode).toBe(
      seen,
    );
  });
});

describe('companies and their business units', () => {
  const companyOf = async (unitId: number) =>
    (
      await t.db.kysely
        .selectFrom('business_unit')
        .select('company_id')
        .where('id', '=', unitId)
        .executeTakeFirstOrThrow()
    ).company_id;
  const read = async (url: string, as: string) => {
    const res = await t.call({ method: 'GET', url, token: as });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Row;
  };

  it('each company reaches its own company and units only', async () => {
    const [a, b] = [await companyOf(unit.a), await companyOf(unit.b)];
    expect(await idsOf('/api/companies?size=200', token.companyB)).toEqual([b]);
    expect(
      (await t.call({ method: 'GET', url: `/api/companies/${a}`, token: token.companyB })).statusCode,
    ).toBe(404);
    expect(await idsOf('/api/company-business-units?size=200', token.companyB)).toEqual([unit.b]);
    expect(await idsOf('/api/business-units?size=200', token.unitA)).toEqual([unit.a]);
    expect(await idsOf('/api/company-business-units?size=200', token.companyA)).toContain(unit.a);
    const theirs = await read(`/api/business-units/${unit.b}`, token.admin);
    const put = await t.call({
      method: 'PUT',
      url: '/api/business-units',
      token: token.companyA,
      payload: theirs,
    });
    expect(put.statusCode).toBe(404);
  });

  it('a company administrator keeps the company data and adds units to it, never to another company', async () => {
    const a = await companyOf(unit.a);
    const company = await read(`/api/companies/${a}`, token.companyA);
    const renamed = await t.call({
      method: 'PUT',
      url: '/api/companies',
      token: token.companyA,
      payload: { ...company, etpikId: 'ETPIK-7' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ etpikId: 'ETPIK-7', lastModifiedBy: 'companyadmin' });
    // Activation is the administrators': the company's own administrator cannot switch it.
    const switched = await t.call({
      method: 'PUT',
      url: '/api/companies',
      token: token.companyA,
      payload: { ...company, active: false },
    });
    expect(switched.statusCode).toBe(403);
    expect((await read(`/api/companies/${a}`, token.admin)).active).toBe(true);

    const added = await t.call({
      method: 'POST',
      url: '/api/company-business-units',
      token: token.companyA,
      payload: { code: 'JJF-09', name: 'Gudang Kendal', companyId: a },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ active: true, adminLocked: false, createdBy: 'companyadmin' });
    expect(await idsOf('/api/company-business-units?size=200', token.companyA)).toContain(added.json().id);
    expect(await idsOf('/api/company-business-units?size=200', token.companyB)).not.toContain(
      added.json().id,
    );
    const planted = await t.call({
      method: 'POST',
      url: '/api/company-business-units',
      token: token.companyA,
      payload: { code: 'TL-09', name: 'Titipan', companyId: await companyOf(unit.b) },
    });
    expect(planted.statusCode).toBe(403);
    const byUnitAdmin = await t.call({
      method: 'POST',
      url: '/api/business-units',
      token: token.unitA,
      payload: { code: 'JJF-10', name: 'Tanpa izin', companyId: a },
    });
    expect(byUnitAdmin.statusCode).toBe(403);
    const duplicate = await t.call({
      method: 'POST',
      url: '/api/company-business-units',
      token: token.companyA,
      payload: { code: 'JJF-09', name: 'Lagi', companyId: a },
    });
    expect(duplicate.statusCode).toBe(409);
  });

  it('locks are set by administrators only, and who changed one is recorded', async () => {
    const current = await read(`/api/business-units/${unit.a}`, token.unitA);
    const own = await t.call({
      method: 'PUT',
      url: '/api/business-units',
      token: token.unitA,
      payload: { ...current, adminLocked: true },
    });
    expect(own.statusCode).toBe(403);
    const renamed = await t.call({
      method: 'PUT',
      url: '/api/business-units',
      token: token.unitA,
      payload: { ...current, name: 'Pabrik Tahunan Baru' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().lockChangedBy).toBe(current.lockChangedBy ?? null);
    const locked = await t.call({
      method: 'PUT',
      url: '/api/business-units',
      token: token.admin,
      payload: { ...(renamed.json() as Row), transLocked: true },
    });
    expect(locked.statusCode, locked.body).toBe(200);
    expect(locked.json()).toMatchObject({ transLocked: true, lockChangedBy: 'admin' });
    expect(Date.parse(locked.json().lockChangedDate)).toBeGreaterThan(Date.now() - 60_000);
    await t.call({
      method: 'PUT',
      url: '/api/business-units',
      token: token.admin,
      payload: { ...(locked.json() as Row), transLocked: false },
    });
  });

  it('activating a company mails its company administrators in their language, once', async () => {
    const b = await companyOf(unit.b);
    await t.db.kysely.updateTable('company').set({ active: false }).where('id', '=', b).execute();
    await t.db.kysely
      .updateTable('app_user')
      .set({ lang_key: 'en' })
      .where('login', '=', 'companyadmin-b')
      .execute();
    const company = await read(`/api/companies/${b}`, token.admin);
    const activated = await t.call({
      method: 'PUT',
      url: '/api/companies',
      token: token.admin,
      payload: { ...company, active: true },
    });
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json()).toMatchObject({ active: true, statusChangedBy: 'admin' });
    const mails = await t.db.kysely
      .selectFrom('mail_outbox')
      .select(['recipient', 'subject', 'template', 'body_text'])
      .where('template', '=', 'companyActivated')
      .execute();
    expect(mails).toEqual([
      expect.objectContaining({
        recipient: 'companyadmin-b@example.co.id',
        subject: 'Your company is active in V-Legal',
      }),
    ]);
    expect(mails[0]?.body_text).toContain('CV Tenant Lain');
    // Saving it again, still active, tells nobody anything new.
    await t.call({ method: 'PUT', url: '/api/companies', token: token.admin, payload: activated.json() });
    expect(
      await t.db.kysely
        .selectFrom('mail_outbox')
        .select('id')
        .where('template', '=', 'companyActivated')
        .execute(),
    ).toHaveLength(1);
  });
});

describe("rows owned through a parent (a permit's products)", () => {
  const product = resources.businessPermitProduct as unknown as AnyResource;
  it('follow their permit: out of reach of the other tenant, never planted under its permits', async () => {
    const permit = await t.call({
      method: 'POST',
      url: '/api/business-permits',
      token: token.unitA,
      payload: {
        ...sample(resources.businessPermit as unknown as AnyResource, refs),
        businessUnitId: unit.a,
      },
    });
    expect(permit.statusCode, permit.body).toBe(201);
    const created = await t.call({
      method: 'POST',
      url: urls(product).list,
      token: token.unitA,
      payload: { ...sample(product, refs), businessPermitId: permit.json().id },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    expect(await idsOf(`${urls(product).list}?size=200`, token.unitB)).not.toContain(id);
    expect((await t.call({ method: 'GET', url: urls(product).one(id), token: token.unitB })).statusCode).toBe(
      404,
    );
    const planted = await t.call({
      method: 'POST',
      url: urls(product).list,
      token: token.unitB,
      payload: { ...sample(product, refs), businessPermitId: permit.json().id },
    });
    expect(planted.statusCode).toBe(403);
  });
});
