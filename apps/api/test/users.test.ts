import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';
import { keyFrom, startSmtp } from './smtp.ts';

let t: TestApp;
let admin: string;
let smtp: Awaited<ReturnType<typeof startSmtp>>;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ config: (c) => ({ ...c, smtpUrl: smtp.url }) });
  admin = await t.login('admin');
});
afterAll(async () => {
  expect(t.app.responseValidationFailures).toEqual([]);
  await t.close();
  await smtp.close();
});

async function companyAndUnits() {
  const unit = await t.db.kysely
    .selectFrom('business_unit')
    .select(['id', 'company_id'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return { companyId: unit.company_id, businessUnitId: unit.id };
}

describe('users', () => {
  it('lists with paging headers, filters and allow-listed sorting', async () => {
    const res = await t.call({ method: 'GET', url: '/api/users?page=0&size=2&sort=login,asc', token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(2);
    // admin, the five demo accounts and the second demo company's administrator.
    expect(Number(res.headers['x-total-count'])).toBe(7);
    expect(res.headers.link).toContain('rel="next"');
    expect(res.json()[0].login).toBe('admin');
    const admins = await t.call({ method: 'GET', url: '/api/users?authority=ROLE_ADMIN', token: admin });
    expect(admins.json().map((u: { login: string }) => u.login)).toEqual(['admin']);
    const bad = await t.call({ method: 'GET', url: '/api/users?sort=password_hash,asc', token: admin });
    expect(bad.statusCode).toBe(400);
    const tooBig = await t.call({ method: 'GET', url: '/api/users?size=1000', token: admin });
    expect(tooBig.statusCode).toBe(400);
    expect(
      (await t.call({ method: 'GET', url: '/api/users', token: await t.login('user') })).statusCode,
    ).toBe(403);
  });

  it('creates a user linked to a company and unit; the user chooses a password from the mail', async () => {
    const { companyId, businessUnitId } = await companyAndUnits();
    const res = await t.call({
      method: 'POST',
      url: '/api/users',
      token: admin,
      payload: {
        login: 'Operator1',
        email: 'operator1@example.co.id',
        langKey: 'in',
        authorities: ['ROLE_USER', 'ROLE_USER_ADMIN'],
        companyId,
        businessUnitId,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers.location).toBe('/api/users/operator1');
    expect(res.json()).toMatchObject({ login: 'operator1', activated: true, companyId, businessUnitId });
    const key = keyFrom(await smtp.waitFor('operator1@example.co.id'));
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/account/reset-password/finish',
          payload: { key, newPassword: 'Operator-Pass-1' },
        })
      ).statusCode,
    ).toBe(204);
    const token = await t.login('operator1', 'Operator-Pass-1');
    const account = await t.call({ method: 'GET', url: '/api/account', token });
    expect(account.json()).toMatchObject({ companyId, businessUnitId });
  });

  it('refuses taken logins and e-mails, unknown links, and invalid bodies', async () => {
    const taken = await t.call({
      method: 'POST',
      url: '/api/users',
      token: admin,
      payload: { login: 'user', email: 'new@example.co.id', langKey: 'in', authorities: [] },
    });
    expect(taken.json().type).toBe('/problems/login-already-used');
    const email = await t.call({
      method: 'POST',
      url: '/api/users',
      token: admin,
      payload: { login: 'fresh', email: 'user@vlegal.localhost', langKey: 'in', authorities: [] },
    });
    expect(email.json().type).toBe('/problems/email-already-used');
    const unit = await t.call({
      method: 'POST',
      url: '/api/users',
      token: admin,
      payload: {
        login: 'fresh',
        email: 'fresh@example.co.id',
        langKey: 'in',
        authorities: [],
        businessUnitId: 9999,
      },
    });
    expect(unit.statusCode).toBe(400);
    expect(unit.json().fieldErrors[0].field).toBe('businessUnitId');
    const invalid = await t.call({
      method: 'POST',
      url: '/api/users',
      token: admin,
      payload: { login: 'x y' },
    });
    expect(invalid.statusCode).toBe(400);
  });

  it('reads, searches and lists authorities', async () => {
    const one = await t.call({ method: 'GET', url: '/api/users/unitadmin', token: admin });
    expect(one.statusCode).toBe(200);
    expect(one.json().authorities).toContain('ROLE_USER_ADMIN');
    expect((await t.call({ method: 'GET', url: '/api/users/ghost', token: admin })).statusCode).toBe(404);
    const found = await t.call({ method: 'GET', url: '/api/_search/users?query=ADMIN', token: admin });
    expect(
      found
        .json()
        .map((u: { login: string }) => u.login)
        .sort(),
    ).toEqual(['admin', 'companyadmin', 'kudusadmin', 'unitadmin']);
    const auths = await t.call({ method: 'GET', url: '/api/users/authorities', token: admin });
    expect(auths.json()).toHaveLength(6);
    expect((await t.call({ method: 'GET', url: '/api/_search/users', token: admin })).statusCode).toBe(400);
    expect((await t.call({ method: 'GET', url: '/api/users/bad%20login', token: admin })).statusCode).toBe(
      400,
    );
  });

  it('deactivation revokes every token of the user at once', async () => {
    const session = await t.login('exporter', t.password);
    const user = (await t.call({ method: 'GET', url: '/api/users/exporter', token: admin })).json();
    const res = await t.call({
      method: 'PUT',
      url: '/api/users',
      token: admin,
      payload: { ...stripRo(user), activated: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().activated).toBe(false);
    expect((await t.call({ method: 'GET', url: '/api/account', token: session })).statusCode).toBe(401);
    const login = await t.call({
      method: 'POST',
      url: '/api/authenticate',
      payload: { username: 'exporter', password: t.password },
    });
    expect(login.statusCode).toBe(401);
    const back = await t.call({
      method: 'PUT',
      url: '/api/users',
      token: admin,
      payload: { ...stripRo(user), activated: true },
    });
    expect(back.statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/account', token: session })).statusCode).toBe(401);
  });

  it('changes authorities with effect on the next request', async () => {
    const session = await t.login('user', t.password);
    const user = (await t.call({ method: 'GET', url: '/api/users/user', token: admin })).json();
    await t.call({
      method: 'PUT',
      url: '/api/users',
      token: admin,
      payload: { ...stripRo(user), authorities: ['ROLE_USER', 'ROLE_VERIFICATOR'] },
    });
    const account = await t.call({ method: 'GET', url: '/api/account', token: session });
    expect(account.json().authorities).toContain('ROLE_VERIFICATOR');
    await t.call({ method: 'PUT', url: '/api/users', token: admin, payload: stripRo(user) });
  });

  it('an admin cannot deactivate, demote or delete themself', async () => {
    const me = (await t.call({ method: 'GET', url: '/api/users/admin', token: admin })).json();
    const deactivate = await t.call({
      method: 'PUT',
      url: '/api/users',
      token: admin,
      payload: { ...stripRo(me), activated: false },
    });
    expect(deactivate.statusCode).toBe(400);
    const demote = await t.call({
      method: 'PUT',
      url: '/api/users',
      token: admin,
      payload: { ...stripRo(me), authorities: ['ROLE_USER'] },
    });
    expect(demote.statusCode).toBe(400);
    const del = await t.call({ method: 'DELETE', url: '/api/users/admin', token: admin });
    expect(del.statusCode).toBe(409);
    expect((await t.call({ method: 'GET', url: '/api/account', token: admin })).statusCode).toBe(200);
  });

  it('updates 404 for an unknown id and deletes by login, revoking tokens', async () => {
    const ghost = await t.call({
      method: 'PUT',
      url: '/api/users',
      token: admin,
      payload: {
        id: 9999,
        login: 'ghost',
        email: 'ghost@example.co.id',
        activated: true,
        langKey: 'in',
        authorities: [],
      },
    });
    expect(ghost.statusCode).toBe(404);
    const session = await t.login('operator1', 'Operator-Pass-1');
    expect((await t.call({ method: 'DELETE', url: '/api/users/operator1', token: admin })).statusCode).toBe(
      204,
    );
    expect((await t.call({ method: 'GET', url: '/api/account', token: session })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/users/operator1', token: admin })).statusCode).toBe(404);
    const audits = (
      await t.call({ method: 'GET', url: '/management/audits?size=200', token: admin })
    ).json() as {
      type: string;
    }[];
    const types = new Set(audits.map((a) => a.type));
    for (const type of ['USER_CREATED', 'USER_UPDATED', 'USER_DELETED']) expect(types).toContain(type);
  });

  it('lists active logins with their address and last page', async () => {
    const res = await t.call({ method: 'GET', url: '/api/active-logins?sort=login,asc', token: admin });
    expect(res.statusCode).toBe(200);
    const logins = res.json() as { login: string; ipAddress: string; sessionId: string }[];
    expect(logins.some((l) => l.login === 'admin')).toBe(true);
    expect(logins.every((l) => l.sessionId.length > 0)).toBe(true);
    expect(logins.some((l) => l.login === 'operator1')).toBe(false);
    const bad = await t.call({ method: 'GET', url: '/api/active-logins?sort=jti,asc', token: admin });
    expect(bad.statusCode).toBe(400);
  });
});

function stripRo(u: Record<string, unknown>) {
  const { createdBy, createdDate, lastModifiedBy, lastModifiedDate, ...rest } = u;
  return rest;
}
