import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  expect(t.app.responseValidationFailures).toEqual([]);
  await t.close();
});

describe('authenticate', () => {
  it('signs admin in with the generated password and answers a bearer token', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/authenticate',
      payload: { username: 'admin', password: t.password },
    });
    expect(res.statusCode).toBe(200);
    const token = res.json().id_token as string;
    expect(res.headers.authorization).toBe(`Bearer ${token}`);
    const account = await t.call({ method: 'GET', url: '/api/account', token });
    expect(account.statusCode).toBe(200);
    expect(account.json()).toMatchObject({ login: 'admin', activated: true });
    expect(account.json().authorities).toContain('ROLE_ADMIN');
  });

  it('refuses a wrong password with a 401 problem', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/authenticate',
      payload: { username: 'admin', password: 'wrong-password' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ status: 401 });
    expect(res.body).not.toContain('at ');
  });

  it('rejects an invalid body with field errors', async () => {
    const res = await t.call({ method: 'POST', url: '/api/authenticate', payload: { username: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.length).toBeGreaterThan(0);
  });

  it('answers 401 on the account without a token', async () => {
    const res = await t.call({ method: 'GET', url: '/api/account' });
    expect(res.statusCode).toBe(401);
  });
});
