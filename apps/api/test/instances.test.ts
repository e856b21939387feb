/**
 * Two API instances on one PostgreSQL database, as behind a load balancer: what one instance revokes or
 * changes counts on the other's very next request, although each keeps the principals it has seen
 * (docs/adr/0005-tokens-and-revocation.md), and tracker events cross from one to the other.
 *
 * PostgreSQL only: PGlite is an embedded, single-process database, so a second instance cannot open it
 * (the tracker's LISTEN/NOTIFY fan-out on one PGlite is covered by tracker.test.ts).
 */
import type { WebSocket } from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createDatabase, type Database, LISTENER_NAME } from '../src/db/index.ts';
import { createLogging } from '../src/services/logging.ts';
import { createTestApp, type TestApp, usePostgres } from './harness.ts';

let t: TestApp;
/** The second instance: its own pool, listener and principal cache. */
let other: FastifyInstance;
let otherDb: Database;
let admin: string;

beforeAll(async () => {
  if (!usePostgres) return;
  t = await createTestApp();
  otherDb = await createDatabase({ databaseUrl: t.config.databaseUrl, pgliteDir: null, poolSize: 3 });
  other = await buildApp({ db: otherDb, config: t.config, logging: createLogging('silent') });
  await other.ready();
  admin = await t.login('admin');
});
afterAll(async () => {
  if (!usePostgres) return;
  expect(t.app.responseValidationFailures).toEqual([]);
  expect(other.responseValidationFailures).toEqual([]);
  await other.close();
  await otherDb.close();
  await t.close();
});

type Instance = FastifyInstance;
const one = () => t.app;

function get(app: Instance, url: string, token: string) {
  return app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
}

/** Signs in afresh (its own token, not the harness's shared one). */
async function signIn(login: string, password = t.password): Promise<string> {
  const res = await one().inject({
    method: 'POST',
    url: '/api/authenticate',
    payload: { username: login, password, rememberMe: false },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { id_token: string }).id_token;
}

/** Answers 200 on both instances, and the second instance now serves the token from what it keeps. */
async function warm(token: string, url = '/api/account'): Promise<void> {
  expect((await get(one(), url, token)).statusCode).toBe(200);
  expect((await get(other, url, token)).statusCode).toBe(200);
  const before = other.services.principals.stats().loads;
  expect((await get(other, url, token)).statusCode).toBe(200);
  expect(other.services.principals.stats().loads).toBe(before);
}

async function adminUser(login: string): Promise<Record<string, unknown>> {
  const res = await get(one(), `/api/users/${login}`, admin);
  expect(res.statusCode).toBe(200);
  return res.json() as Record<string, unknown>;
}

async function updateUser(body: Record<string, unknown>): Promise<void> {
  const res = await one().inject({
    method: 'PUT',
    url: '/api/users',
    headers: { authorization: `Bearer ${admin}` },
    payload: body,
  });
  expect(res.statusCode).toBe(200);
}

describe.runIf(usePostgres)('two API instances on one PostgreSQL database', () => {
  it('plans the hourly housekeeping on both instances and runs each hour’s once', async () => {
    const housekeeping = () =>
      t.db.kysely
        .selectFrom('job')
        .select(['dedupe_key', 'status', 'attempts'])
        .where('kind', '=', 'housekeeping')
        .execute();
    await expect.poll(async () => (await housekeeping()).every((job) => job.status === 'DONE')).toBe(true);
    const jobs = await housekeeping();
    expect(jobs.length).toBeGreaterThan(0);
    for (const job of jobs) expect(job).toMatchObject({ status: 'DONE', attempts: 1 });
  });

  it('a logout on one instance is refused by the other on its next request', async () => {
    const token = await signIn('user');
    await warm(token);
    const out = await one().inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(204);
    expect((await get(other, '/api/account', token)).statusCode).toBe(401);
    expect((await get(one(), '/api/account', token)).statusCode).toBe(401);
  });

  it('a password change on one instance revokes the other sessions on the other instance', async () => {
    const changing = await signIn('unitadmin');
    const elsewhere = await signIn('unitadmin');
    await warm(changing);
    await warm(elsewhere);
    const res = await one().inject({
      method: 'POST',
      url: '/api/account/change-password',
      headers: { authorization: `Bearer ${changing}` },
      payload: { currentPassword: t.password, newPassword: 'Another-Pass-2026' },
    });
    expect(res.statusCode).toBe(204);
    expect((await get(other, '/api/account', elsewhere)).statusCode).toBe(401);
    // The session that proved the current password stays valid, on both instances.
    expect((await get(other, '/api/account', changing)).statusCode).toBe(200);
    expect((await get(one(), '/api/account', changing)).statusCode).toBe(200);
  });

  it('a deactivation on one instance is refused by the other on its next request', async () => {
    const token = await signIn('exporter');
    await warm(token);
    await updateUser({ ...(await adminUser('exporter')), activated: false });
    expect((await get(other, '/api/account', token)).statusCode).toBe(401);
  });

  it('a change of authorities counts on the other instance at once, both ways', async () => {
    const token = await signIn('verificator');
    await warm(token);
    expect((await get(other, '/api/users', token)).statusCode).toBe(403);
    const user = await adminUser('verificator');
    await updateUser({ ...user, authorities: ['ROLE_USER', 'ROLE_VERIFICATOR', 'ROLE_ADMIN'] });
    expect((await get(other, '/api/users', token)).statusCode).toBe(200);
    await updateUser({ ...user, authorities: ['ROLE_USER', 'ROLE_VERIFICATOR'] });
    expect((await get(other, '/api/users', token)).statusCode).toBe(403);
  });

  it('a changed unit link, and a new unit of the company, count on the other instance at once', async () => {
    const units = await t.db.kysely.selectFrom('business_unit').select('id').orderBy('id').execute();
    const [first, second] = units.map((u) => u.id);
    const mine = async (login: string, token: string) => {
      const res = await get(other, '/api/company-business-units-by-user', token);
      expect(res.statusCode, login).toBe(200);
      return (res.json() as { id: number }[]).map((u) => u.id).sort((a, b) => a - b);
    };
    const user = await signIn('user');
    await warm(user, '/api/company-business-units-by-user');
    expect(await mine('user', user)).toEqual([first]);
    await updateUser({ ...(await adminUser('user')), businessUnitId: second });
    expect(await mine('user', user)).toEqual([second]);

    // A company admin reaches every unit of the company, including one added a moment ago elsewhere.
    const companyAdmin = await signIn('companyadmin');
    await warm(companyAdmin, '/api/company-business-units-by-user');
    expect(await mine('companyadmin', companyAdmin)).toEqual([first, second]);
    const company = await t.db.kysely
      .selectFrom('business_unit')
      .select('company_id')
      .where('id', '=', first as number)
      .executeTakeFirstOrThrow();
    const added = await t.db.kysely
      .insertInto('business_unit')
      .values({ code: 'JJF-03', name: 'Gudang Kudus', company_id: company.company_id })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await mine('companyadmin', companyAdmin)).toEqual([first, second, added.id]);
  });

  it('a master-data write on one instance shows in the very next list of the other', async () => {
    const url = '/api/countries?size=200&sort=code,asc';
    const codes = async (app: Instance) => {
      const res = await get(app, url, admin);
      expect(res.statusCode).toBe(200);
      return (res.json() as { code: string }[]).map((c) => c.code);
    };
    // The other instance keeps the page: a second read does not go to the database.
    const before = await codes(other);
    const loads = other.services.pages.stats().loads;
    expect(await codes(other)).toEqual(before);
    expect(other.services.pages.stats().loads).toBe(loads);

    const created = await one().inject({
      method: 'POST',
      url: '/api/countries',
      headers: { authorization: `Bearer ${admin}` },
      payload: { code: 'QZ', name: 'Negeri Uji' },
    });
    expect(created.statusCode).toBe(201);
    expect(await codes(other)).toContain('QZ');
    const id = (created.json() as { id: number }).id;
    const updated = await one().inject({
      method: 'PUT',
      url: '/api/countries',
      headers: { authorization: `Bearer ${admin}` },
      payload: { ...(created.json() as object), code: 'QY' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const after = await codes(other);
    expect(after).toContain('QY');
    expect(after).not.toContain('QZ');
    // A write outside the API (a script, a migration) is announced by the table's trigger too.
    await sql`DELETE FROM country WHERE id = ${id}`.execute(t.db.kysely);
    expect(await codes(other)).toEqual(before);
  });

  it('replaces a lost listening connection and trusts nothing it kept before', async () => {
    const token = await signIn('companyadmin');
    await warm(token);
    expect((await get(other, '/api/currencies', admin)).statusCode).toBe(200);
    expect(other.services.pages.stats().pages).toBeGreaterThan(0);
    // Every listening connection of both instances dies, as when PostgreSQL restarts them.
    await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE application_name = ${LISTENER_NAME} AND datname = current_database()`.execute(t.db.kysely);
    const out = await one().inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(204);
    expect((await get(other, '/api/account', token)).statusCode).toBe(401);
    // Pages kept before the loss are not trusted either.
    expect(other.services.pages.stats().pages).toBe(0);
    // Listening again: a new token is kept, and a later revocation still reaches the other instance.
    const again = await signIn('companyadmin');
    await warm(again);
    await one().inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${again}` } });
    expect((await get(other, '/api/account', again)).statusCode).toBe(401);
  });

  it('delivers a tracker event sent to one instance to a subscriber of the other', async () => {
    const nextMessage = (ws: WebSocket) =>
      new Promise<{ error?: string; body?: Record<string, string> }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no tracker event')), 5000);
        ws.once('message', (data: Buffer) => {
          clearTimeout(timer);
          resolve(JSON.parse(data.toString()));
        });
      });
    const connect = (app: Instance, token: string) =>
      app.injectWS(`/websocket/tracker?access_token=${encodeURIComponent(token)}`, {
        headers: { host: 'localhost:80' },
      });
    const subscriber = await connect(other, admin);
    subscriber.send(JSON.stringify({ type: 'subscribe', destination: '/topic/tracker' }));
    // Frames are handled in order: once the refusal of a bad frame is back, the subscription holds.
    const refusal = nextMessage(subscriber);
    subscriber.send(JSON.stringify({ type: 'ping' }));
    expect(await refusal).toMatchObject({ error: 'Unknown frame.' });
    const sender = await connect(one(), await signIn('verificator'));
    const received = nextMessage(subscriber);
    const page = '/app/account/settings';
    sender.send(JSON.stringify({ type: 'send', destination: '/topic/activity', page }));
    expect((await received).body).toMatchObject({ userLogin: 'verificator', page });
    sender.terminate();
    subscriber.terminate();
  });
});
