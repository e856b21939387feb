import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithUnits, createUser } from '../src/bootstrap.ts';
import { loadContract } from '@vlegal/domain/contract-file';
import { HttpProblem } from '../src/http/problems.ts';
import { scopeFor } from '../src/http/scope.ts';
import { hashPassword } from '../src/services/passwords.ts';
import { registration } from './fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let a: { companyId: number; businessUnitIds: number[] };
let b: { companyId: number; businessUnitIds: number[] };

beforeAll(async () => {
  t = await createTestApp();
  // The demo company's units (the second demo company has its own).
  const units = await t.db.kysely
    .selectFrom('business_unit')
    .select(['id', 'company_id'])
    .where('code', 'like', 'JJF-%')
    .orderBy('id')
    .execute();
  a = { companyId: units[0]?.company_id as number, businessUnitIds: units.map((u) => u.id) };
  b = await createCompanyWithUnits(
    t.db,
    { name: 'CV Rotan Cirebon', registry: '9120009999999', taxId: '02.222.333.4-555.000' },
    [
      { code: 'RC-01', name: 'Workshop Plered', city: 'Cirebon' },
      { code: 'RC-02', name: 'Gudang Tegal', city: 'Tegal' },
    ],
  );
  const hash = await hashPassword(t.password, 4);
  await createUser(t.db, {
    login: 'unitadmin-b',
    passwordHash: hash,
    email: 'unitadmin-b@example.co.id',
    authorities: ['ROLE_USER', 'ROLE_USER_ADMIN'],
    companyId: b.companyId,
    businessUnitIds: [b.businessUnitIds[0] as number],
  });
  await createUser(t.db, {
    login: 'companyadmin-b',
    passwordHash: hash,
    email: 'companyadmin-b@example.co.id',
    authorities: ['ROLE_USER', 'ROLE_USER_ADMIN_COMPANY'],
    companyId: b.companyId,
  });
});
afterAll(async () => {
  expect(t.app.responseValidationFailures).toEqual([]);
  await t.close();
});

async function scopeOf(login: string) {
  const token = await t.login(login);
  const principal = await t.app.services.principals.resolve(token);
  expect(principal).not.toBeNull();
  return scopeFor(principal);
}

describe('ownership across two tenants', () => {
  it('a unit admin reaches only their unit, in their company', async () => {
    const sa = await scopeOf('unitadmin');
    expect(sa.ownsBusinessUnit(a.businessUnitIds[0])).toBe(true);
    expect(sa.ownsBusinessUnit(a.businessUnitIds[1])).toBe(false);
    expect(sa.ownsBusinessUnit(b.businessUnitIds[0])).toBe(false);
    expect(sa.ownsCompany(a.companyId)).toBe(true);
    expect(sa.ownsCompany(b.companyId)).toBe(false);
    const sb = await scopeOf('unitadmin-b');
    expect(sb.ownsBusinessUnit(b.businessUnitIds[0])).toBe(true);
    expect(sb.ownsBusinessUnit(a.businessUnitIds[0])).toBe(false);
  });

  it('a company admin reaches every unit of their company and none of the other', async () => {
    const sa = await scopeOf('companyadmin');
    expect(a.businessUnitIds.every((id) => sa.ownsBusinessUnit(id))).toBe(true);
    expect(b.businessUnitIds.some((id) => sa.ownsBusinessUnit(id))).toBe(false);
    const sb = await scopeOf('companyadmin-b');
    expect(sb.businessUnitIds).toEqual(b.businessUnitIds);
    expect(() => sb.assertBusinessUnit(a.businessUnitIds[0])).toThrow(HttpProblem);
    try {
      sb.assertCompany(a.companyId);
    } catch (err) {
      expect((err as HttpProblem).status).toBe(403);
      expect((err as HttpProblem).body.type).toBe('/problems/forbidden');
    }
  });

  it('the admin reaches both tenants; staff without a company reaches none', async () => {
    const admin = await scopeOf('admin');
    expect(admin.unrestricted).toBe(true);
    expect([...a.businessUnitIds, ...b.businessUnitIds].every((id) => admin.ownsBusinessUnit(id))).toBe(true);
    const verificator = await scopeOf('verificator');
    expect(verificator.businessUnitIds).toEqual([]);
    expect(verificator.ownsBusinessUnit(a.businessUnitIds[0])).toBe(false);
  });

  it('restricts queries to the reachable units', async () => {
    const permits = (login: string) =>
      scopeOf(login).then((scope) =>
        scope
          .restrictToBusinessUnits(
            t.db.kysely.selectFrom('business_permit').select('business_unit_id'),
            'business_unit_id',
          )
          .execute()
          .then((rows) => [...new Set(rows.map((r) => r.business_unit_id))].sort((x, y) => x - y)),
      );
    expect(await permits('unitadmin')).toEqual([a.businessUnitIds[0]]);
    expect(await permits('companyadmin')).toEqual(a.businessUnitIds);
    expect(await permits('companyadmin-b')).toEqual(b.businessUnitIds);
    expect(await permits('verificator')).toEqual([]);
    // Every unit with a permit: both tenants', and the second demo company's.
    const every = await t.db.kysely.selectFrom('business_permit').select('business_unit_id').execute();
    expect(await permits('admin')).toEqual(
      [...new Set(every.map((r) => r.business_unit_id))].sort((x, y) => x - y),
    );
    expect(await permits('admin')).toEqual(
      expect.arrayContaining([...a.businessUnitIds, ...b.businessUnitIds]),
    );
    const companies = await (await scopeOf('unitadmin-b'))
      .restrictToCompanies(t.db.kysely.selectFrom('company').select('id'), 'id')
      .execute();
    expect(companies.map((c) => c.id)).toEqual([b.companyId]);
  });

  it('reports each tenant its own company on the account', async () => {
    const accountA = await t.call({ method: 'GET', url: '/api/account', token: await t.login('unitadmin') });
    const accountB = await t.call({
      method: 'GET',
      url: '/api/account',
      token: await t.login('unitadmin-b'),
    });
    expect(accountA.json()).toMatchObject({ companyId: a.companyId, businessUnitId: a.businessUnitIds[0] });
    expect(accountB.json()).toMatchObject({ companyId: b.companyId, businessUnitId: b.businessUnitIds[0] });
  });
});

describe('mail without SMTP_URL', () => {
  it('keeps the mail in the outbox (and the log) so activation works on a fresh machine', async () => {
    const res = await t.call({ method: 'POST', url: '/api/register', payload: registration('outboxco') });
    expect(res.statusCode).toBe(201);
    const mail = await t.db.kysely
      .selectFrom('mail_outbox')
      .selectAll()
      .where('recipient', '=', 'outboxco@example.co.id')
      .executeTakeFirstOrThrow();
    expect(mail.status).toBe('LOGGED');
    expect(mail.template).toBe('activation');
    const key = /key=([A-Za-z0-9]+)/.exec(mail.body_text)?.[1];
    expect((await t.call({ method: 'GET', url: `/api/activate?key=${key}` })).statusCode).toBe(204);
  });
});

describe('deny by default', () => {
  it('refuses an operation whose contract entry has no x-roles, even to an administrator', async () => {
    const contract = loadContract() as { paths: Record<string, Record<string, Record<string, unknown>>> };
    const op = contract.paths['/api/account']?.get as Record<string, unknown>;
    delete op['x-roles'];
    const strict = await createTestApp({ contract });
    try {
      const res = await strict.call({
        method: 'GET',
        url: '/api/account',
        token: await strict.login('admin'),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().type).toBe('/problems/forbidden');
    } finally {
      await strict.close();
    }
  });
});
