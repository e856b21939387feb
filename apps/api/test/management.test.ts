import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redact } from '../src/http/handlers/management.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({
    config: (c) => ({ ...c, smtpUrl: 'smtp://mailer:s3cr3t-pass@mail.example.co.id:587' }),
  });
  admin = await t.login('admin');
});
afterAll(async () => {
  expect(t.app.responseValidationFailures).toEqual([]);
  await t.close();
});

describe('management', () => {
  it('health: status for everyone, components (database, disk) for admins', async () => {
    const anon = await t.call({ method: 'GET', url: '/management/health' });
    expect(anon.statusCode).toBe(200);
    expect(anon.json()).toEqual({ status: 'UP' });
    const full = await t.call({ method: 'GET', url: '/management/health', token: admin });
    expect(full.json().components.db.status).toBe('UP');
    expect(full.json().components.diskSpace.status).toBe('UP');
    const asUser = await t.call({ method: 'GET', url: '/management/health', token: await t.login('user') });
    expect(asUser.json().components).toBeUndefined();
  });

  it('metrics: memory, event loop, HTTP by route and status, database pool', async () => {
    await t.call({ method: 'GET', url: '/api/users', token: admin });
    const res = await t.call({ method: 'GET', url: '/management/jhimetrics', token: admin });
    expect(res.statusCode).toBe(200);
    const m = res.json();
    expect(m.memory.heapUsed).toBeGreaterThan(0);
    expect(m.eventLoop).toHaveProperty('p99Ms');
    expect(
      m['http.server.requests'].byRoute.some(
        (r: { route: string; status: number }) => r.route === 'GET /api/users' && r.status === 200,
      ),
    ).toBe(true);
    expect(m.database.pool).toHaveProperty('max');
  });

  it('thread dump: the main stack and the open handles', async () => {
    const res = await t.call({ method: 'GET', url: '/management/threaddump', token: admin });
    expect(res.statusCode).toBe(200);
    const threads = res.json().threads as { threadName: string }[];
    expect(threads[0]?.threadName).toContain('main');
    expect(threads.length).toBeGreaterThan(1);
  });

  it('configprops and env mask secrets', async () => {
    const props = await t.call({ method: 'GET', url: '/management/configprops', token: admin });
    expect(props.statusCode).toBe(200);
    expect(props.body).not.toContain('s3cr3t-pass');
    expect(props.json().contexts.application.beans.securityConfig.properties.jwtSecret).toBe('******');
    const env = await t.call({ method: 'GET', url: '/management/env', token: admin });
    expect(env.statusCode).toBe(200);
    expect(env.json().activeProfiles).toEqual(['test']);
    expect(env.body).not.toContain('s3cr3t-pass');
    expect(redact('JWT_SECRET', 'abc')).toBe('******');
    expect(redact('DATABASE_URL', 'postgres://u:pw@h/db')).toBe('postgres://u:******@h/db');
  });

  it('loggers: list and change a level at run time, reset with null', async () => {
    const list = await t.call({ method: 'GET', url: '/management/loggers', token: admin });
    expect(list.json().levels).toContain('DEBUG');
    expect(list.json().loggers).toHaveProperty('ROOT');
    const set = await t.call({
      method: 'POST',
      url: '/management/loggers/mail',
      token: admin,
      payload: { configuredLevel: 'DEBUG' },
    });
    expect(set.statusCode).toBe(204);
    const after = await t.call({ method: 'GET', url: '/management/loggers', token: admin });
    expect(after.json().loggers.mail).toEqual({ configuredLevel: 'DEBUG', effectiveLevel: 'DEBUG' });
    expect(t.app.logging.get('mail').level).toBe('debug');
    await t.call({
      method: 'POST',
      url: '/management/loggers/mail',
      token: admin,
      payload: { configuredLevel: null },
    });
    expect(
      (await t.call({ method: 'GET', url: '/management/loggers', token: admin })).json().loggers.mail
        .configuredLevel,
    ).toBe(null);
    const unknown = await t.call({
      method: 'POST',
      url: '/management/loggers/nope',
      token: admin,
      payload: { configuredLevel: 'INFO' },
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.call({
      method: 'POST',
      url: '/management/loggers/mail',
      token: admin,
      payload: { configuredLevel: 'LOUD' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('audits: filtered by date, paged, sortable', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const res = await t.call({
      method: 'GET',
      url: `/management/audits?fromDate=${today}&toDate=${today}&sort=timestamp,desc&size=5`,
      token: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(Number(res.headers['x-total-count'])).toBeGreaterThan(0);
    const old = await t.call({ method: 'GET', url: '/management/audits?toDate=2000-01-01', token: admin });
    expect(old.json()).toEqual([]);
    expect(
      (await t.call({ method: 'GET', url: '/management/audits?fromDate=yesterday', token: admin }))
        .statusCode,
    ).toBe(400);
  });
});
