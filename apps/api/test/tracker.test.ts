import type { WebSocket } from '@fastify/websocket';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createDatabase } from '../src/db/index.ts';
import { createLogging } from '../src/services/logging.ts';
import { createTestApp, type TestApp, usePostgres } from './harness.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function nextMessage(
  ws: WebSocket,
  label = '',
  timeoutMs = 3000,
): Promise<{ destination?: string; body?: Record<string, string>; error?: string }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no message ${label}`)), timeoutMs);
    ws.once('message', (data: Buffer) => {
      clearTimeout(timer);
      resolve(JSON.parse(data.toString()));
    });
  });
}

const connect = (app: TestApp['app'], token: string, origin?: string) =>
  app.injectWS(`/websocket/tracker?access_token=${encodeURIComponent(token)}`, {
    headers: origin ? { origin, host: 'localhost:80' } : { host: 'localhost:80' },
  });

describe('tracker websocket', () => {
  it('refuses missing or bad tokens and foreign origins', async () => {
    await expect(t.app.injectWS('/websocket/tracker')).rejects.toThrow(/401/);
    await expect(connect(t.app, 'not-a-token')).rejects.toThrow(/401/);
    const token = await t.login('user');
    await expect(connect(t.app, token, 'https://evil.example.com')).rejects.toThrow(/403/);
    const ok = await connect(t.app, token, 'http://localhost:80');
    ok.terminate();
  });

  it('delivers page views to admins subscribed on /topic/tracker, not to others', async () => {
    const adminWs = await connect(t.app, await t.login('admin'));
    adminWs.send(JSON.stringify({ type: 'subscribe', destination: '/topic/tracker' }));
    const userWs = await connect(t.app, await t.login('user'));
    userWs.send(JSON.stringify({ type: 'subscribe', destination: '/topic/tracker' }));
    const refused = await nextMessage(userWs, 'refusal');
    expect(refused.error).toBe('Forbidden');
    await new Promise((r) => setTimeout(r, 50));
    const received = nextMessage(adminWs, 'page view');
    userWs.send(JSON.stringify({ type: 'send', destination: '/topic/activity', page: '/app/dashboard' }));
    const msg = await received;
    expect(msg.destination).toBe('/topic/tracker');
    expect(msg.body).toMatchObject({ userLogin: 'user', page: '/app/dashboard' });
    expect(typeof msg.body?.ipAddress).toBe('string');
    expect(Date.parse(msg.body?.time ?? '')).not.toBeNaN();

    // The session's last page shows in active logins.
    await new Promise((r) => setTimeout(r, 50));
    const logins = await t.call({ method: 'GET', url: '/api/active-logins', token: await t.login('admin') });
    expect(
      (logins.json() as { login: string; page: string | null }[]).some(
        (l) => l.login === 'user' && l.page === '/app/dashboard',
      ),
    ).toBe(true);

    const leaving = nextMessage(adminWs, 'logout');
    userWs.terminate();
    expect((await leaving).body).toMatchObject({ userLogin: 'user', page: 'logout' });
    adminWs.terminate();
  });

  it('fans out through LISTEN/NOTIFY to another instance on the same database', async () => {
    // On PostgreSQL a second pool (another instance); on PGlite the one embedded database.
    const db2 = usePostgres
      ? await createDatabase({ databaseUrl: t.config.databaseUrl, pgliteDir: null, poolSize: 2 })
      : { ...t.db, close: async () => undefined };
    const app2 = await buildApp({ db: db2, config: t.config, logging: createLogging('silent') });
    await app2.ready();
    try {
      const adminWs = await connect(app2, await t.login('admin'));
      adminWs.send(JSON.stringify({ type: 'subscribe', destination: '/topic/tracker' }));
      await new Promise((r) => setTimeout(r, 100));
      const received = nextMessage(adminWs);
      const userWs = await connect(t.app, await t.login('user'));
      userWs.send(
        JSON.stringify({ type: 'send', destination: '/topic/activity', page: '/app/account/settings' }),
      );
      expect((await received).body).toMatchObject({ userLogin: 'user', page: '/app/account/settings' });
      userWs.terminate();
      adminWs.terminate();
    } finally {
      await app2.close();
      await db2.close();
    }
  });
});
