import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../src/services/tokens.ts';
import { registration } from './fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { keyFrom, startSmtp } from './smtp.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ config: (c) => ({ ...c, smtpUrl: smtp.url }) });
});
afterAll(async () => {
  expect(t.app.responseValidationFailures).toEqual([]);
  await t.close();
  await smtp.close();
});

const auth = (username: string, password: string, rememberMe = false) =>
  t.call({ method: 'POST', url: '/api/authenticate', payload: { username, password, rememberMe } });

describe('authenticate', () => {
  it('signs admin in with the generated password and answers a bearer token', async () => {
    const res = await auth('admin', t.password);
    expect(res.statusCode).toBe(200);
    const token = res.json().id_token as string;
    expect(res.headers.authorization).toBe(`Bearer ${token}`);
    const account = await t.call({ method: 'GET', url: '/api/account', token });
    expect(account.statusCode).toBe(200);
    expect(account.json()).toMatchObject({ login: 'admin', activated: true });
    expect(account.json().authorities).toContain('ROLE_ADMIN');
  });

  it('gives remember-me a longer validity (24 h and 30 days by default)', async () => {
    const short = decodeJwt((await auth('user', t.password)).json().id_token);
    const long = decodeJwt((await auth('user', t.password, true)).json().id_token);
    expect((short.exp as number) - (short.iat as number)).toBe(24 * 3600);
    expect((long.exp as number) - (long.iat as number)).toBe(30 * 86400);
    expect(short.iss).toBe(t.config.jwt.issuer);
    expect(short.aud).toBe(t.config.jwt.audience);
  });

  it('refuses a wrong password with a 401 problem and audits it', async () => {
    const res = await auth('admin', 'wrong-password');
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ status: 401 });
    expect(res.body).not.toMatch(/\bat .*\.ts:\d+/);
    const audits = await t.call({
      method: 'GET',
      url: '/management/audits?size=50',
      token: await t.login('admin'),
    });
    const types = (audits.json() as { type: string; principal: string }[]).map(
      (a) => `${a.type}:${a.principal}`,
    );
    expect(types).toContain('AUTHENTICATION_FAILURE:admin');
    expect(types).toContain('AUTHENTICATION_SUCCESS:admin');
  });

  it('refuses an unknown login the same way', async () => {
    const res = await auth('nobody', 'whatever');
    expect(res.statusCode).toBe(401);
  });

  it('rejects an invalid body with field errors', async () => {
    const res = await t.call({ method: 'POST', url: '/api/authenticate', payload: { username: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().type).toBe('/problems/constraint-violation');
    expect(res.json().fieldErrors.length).toBeGreaterThan(0);
  });
});

describe('tokens', () => {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

  it('answers 401 without a token, with alg:none, tampered and expired tokens', async () => {
    expect((await t.call({ method: 'GET', url: '/api/account' })).statusCode).toBe(401);
    const good = await t.login('admin');
    const claims = decodeJwt(good);
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
    expect((await t.call({ method: 'GET', url: '/api/account', token: none })).statusCode).toBe(401);
    const [h, , s] = good.split('.');
    const tampered = `${h}.${b64({ ...claims, sub: 'user' })}.${s}`;
    expect((await t.call({ method: 'GET', url: '/api/account', token: tampered })).statusCode).toBe(401);
    const expiredConfig = { ...t.config, jwt: { ...t.config.jwt, validity: -60 } };
    const expired = await issueToken(expiredConfig, 'admin', ['ROLE_ADMIN'], 0, false);
    await t.db.kysely
      .insertInto('user_token')
      .values({
        jti: expired.jti,
        user_id: 1,
        token_version: 0,
        expires_at: expired.expiresAt,
        remember_me: false,
      })
      .execute();
    expect((await t.call({ method: 'GET', url: '/api/account', token: expired.token })).statusCode).toBe(401);
    const foreign = await issueToken(
      { ...t.config, jwt: { ...t.config.jwt, secret: new TextEncoder().encode('x'.repeat(64)) } },
      'admin',
      ['ROLE_ADMIN'],
      0,
      false,
    );
    expect((await t.call({ method: 'GET', url: '/api/account', token: foreign.token })).statusCode).toBe(401);
  });

  it('logout revokes the token', async () => {
    const token = await t.login('exporter', t.password);
    expect((await t.call({ method: 'GET', url: '/api/account', token })).statusCode).toBe(200);
    expect((await t.call({ method: 'POST', url: '/api/logout', token })).statusCode).toBe(204);
    expect((await t.call({ method: 'GET', url: '/api/account', token })).statusCode).toBe(401);
    expect((await t.call({ method: 'POST', url: '/api/logout' })).statusCode).toBe(401);
  });
});

describe('account settings and password', () => {
  it('saves the settings of the signed-in user', async () => {
    const token = await t.login('user');
    const res = await t.call({
      method: 'POST',
      url: '/api/account',
      token,
      payload: { firstName: 'Siti', lastName: 'Rahayu', email: 'siti@example.co.id', langKey: 'en' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      login: 'user',
      firstName: 'Siti',
      email: 'siti@example.co.id',
      langKey: 'en',
    });
    const taken = await t.call({
      method: 'POST',
      url: '/api/account',
      token,
      payload: { email: 'admin@vlegal.localhost', langKey: 'en' },
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().type).toBe('/problems/email-already-used');
    const bad = await t.call({
      method: 'POST',
      url: '/api/account',
      token,
      payload: { email: 'x', langKey: 'fr' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('changes the password: wrong current password, common password, then success revoking other tokens', async () => {
    const other = await t.login('unitadmin', t.password);
    const token = await t.login('unitadmin', t.password);
    const wrong = await t.call({
      method: 'POST',
      url: '/api/account/change-password',
      token,
      payload: { currentPassword: 'nope', newPassword: 'Another-Pass-1' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().type).toBe('/problems/invalid-password');
    const common = await t.call({
      method: 'POST',
      url: '/api/account/change-password',
      token,
      payload: { currentPassword: t.password, newPassword: 'password123' },
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().fieldErrors[0].field).toBe('newPassword');
    const ok = await t.call({
      method: 'POST',
      url: '/api/account/change-password',
      token,
      payload: { currentPassword: t.password, newPassword: 'Another-Pass-1' },
    });
    expect(ok.statusCode).toBe(204);
    expect((await t.call({ method: 'GET', url: '/api/account', token: other })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/account', token })).statusCode).toBe(200);
    expect((await auth('unitadmin', t.password)).statusCode).toBe(401);
    expect((await auth('unitadmin', 'Another-Pass-1')).statusCode).toBe(200);
  });
});

describe('registration and activation', () => {
  it('registers a company in one go, mails a key, activates, signs in', async () => {
    const res = await t.call({ method: 'POST', url: '/api/register', payload: registration('jatimebel') });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.login).toBe('jatimebel');
    expect(body.company.active).toBe(false);
    expect(body.businessUnit.companyId).toBe(body.company.id);
    expect(body.businessPermit.businessUnitId).toBe(body.businessUnit.id);
    expect(body.employee.businessUnitId).toBe(body.businessUnit.id);
    expect(body.businessUnit.slkCertificateId).toBe(body.slkCertificate.id);

    // Not active yet.
    expect((await auth('jatimebel', 'Kayu-Jati-2026!')).statusCode).toBe(401);
    const mail = await smtp.waitFor('jatimebel@example.co.id');
    expect(mail.text).toContain('Activate your V-Legal account');
    const key = keyFrom(mail);
    expect((await t.call({ method: 'GET', url: `/api/activate?key=${key}` })).statusCode).toBe(204);
    // Single use.
    expect((await t.call({ method: 'GET', url: `/api/activate?key=${key}` })).statusCode).toBe(400);
    const login = await auth('jatimebel', 'Kayu-Jati-2026!');
    expect(login.statusCode).toBe(200);
    const account = await t.call({ method: 'GET', url: '/api/account', token: login.json().id_token });
    expect([...account.json().authorities].sort()).toEqual(
      ['ROLE_USER', 'ROLE_USER_ADMIN', 'ROLE_USER_ADMIN_COMPANY', 'ROLE_USER_VLEGAL'].sort(),
    );
    expect(account.json().companyId).toBe(body.company.id);
  });

  it('mails in Indonesian by default', async () => {
    const payload = { ...registration('mebelid'), langKey: undefined };
    expect((await t.call({ method: 'POST', url: '/api/register', payload })).statusCode).toBe(201);
    const mail = await smtp.waitFor('mebelid@example.co.id');
    expect(mail.text).toContain('Aktivasi akun V-Legal Anda');
  });

  it('refuses a taken login or e-mail with the spec problem types and stores nothing', async () => {
    const before = await t.db.kysely
      .selectFrom('company')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const login = await t.call({
      method: 'POST',
      url: '/api/register',
      payload: registration('jatimebel', 'other@example.co.id'),
    });
    expect(login.statusCode).toBe(400);
    expect(login.json().type).toBe('/problems/login-already-used');
    const email = await t.call({
      method: 'POST',
      url: '/api/register',
      payload: registration('another', 'jatimebel@example.co.id'),
    });
    expect(email.statusCode).toBe(400);
    expect(email.json().type).toBe('/problems/email-already-used');
    const after = await t.db.kysely
      .selectFrom('company')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('applies the form bounds, the common-password list and file checks', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ login: 'bad login!' }, 'login'],
      [{ login: 'x'.repeat(51) }, 'login'],
      [{ email: 'a@b' }, 'email'],
      [{ password: 'abc' }, 'password'],
      [{ password: '123456789' }, 'password'],
    ];
    for (const [patch, field] of cases) {
      const res = await t.call({
        method: 'POST',
        url: '/api/register',
        payload: { ...registration('bounds'), ...patch },
      });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(
        res
          .json()
          .fieldErrors.map((f: { field: string }) => f.field)
          .join(' '),
      ).toContain(field);
    }
    const wrongFile = registration('filecheck');
    wrongFile.slkCertificate.certificateFile = Buffer.from('not a pdf at all').toString('base64');
    const res = await t.call({ method: 'POST', url: '/api/register', payload: wrongFile });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[0].field).toBe('slkCertificate.certificateFile');
  });

  it('refuses an expired activation key', async () => {
    expect(
      (await t.call({ method: 'POST', url: '/api/register', payload: registration('latecomer') })).statusCode,
    ).toBe(201);
    const key = keyFrom(await smtp.waitFor('latecomer@example.co.id'));
    await t.db.kysely
      .updateTable('user_key')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('purpose', '=', 'ACTIVATION')
      .where('used_at', 'is', null)
      .execute();
    const res = await t.call({ method: 'GET', url: `/api/activate?key=${key}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().type).toBe('/problems/invalid-key');
  });

  it('refuses an unknown activation key', async () => {
    expect((await t.call({ method: 'GET', url: '/api/activate?key=unknownkey123' })).statusCode).toBe(400);
    expect((await t.call({ method: 'GET', url: '/api/activate' })).statusCode).toBe(400);
  });
});

describe('password reset', () => {
  it('answers the same whether the e-mail exists or not, and the key is single-use', async () => {
    const unknown = await t.call({
      method: 'POST',
      url: '/api/account/reset-password/init',
      payload: { email: 'nobody@example.co.id' },
    });
    expect(unknown.statusCode).toBe(204);
    const known = await t.call({
      method: 'POST',
      url: '/api/account/reset-password/init',
      payload: { email: 'verificator@vlegal.localhost' },
    });
    expect(known.statusCode).toBe(204);
    expect(known.body).toBe(unknown.body);
    const mail = await smtp.waitFor('verificator@vlegal.localhost');
    const key = keyFrom(mail);
    const session = await t.login('verificator', t.password);
    const common = await t.call({
      method: 'POST',
      url: '/api/account/reset-password/finish',
      payload: { key, newPassword: 'qwerty' },
    });
    expect(common.statusCode).toBe(400);
    const ok = await t.call({
      method: 'POST',
      url: '/api/account/reset-password/finish',
      payload: { key, newPassword: 'Fresh-Start-77' },
    });
    expect(ok.statusCode).toBe(204);
    const again = await t.call({
      method: 'POST',
      url: '/api/account/reset-password/finish',
      payload: { key, newPassword: 'Fresh-Start-78' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().type).toBe('/problems/invalid-key');
    expect((await t.call({ method: 'GET', url: '/api/account', token: session })).statusCode).toBe(401);
    expect((await auth('verificator', 'Fresh-Start-77')).statusCode).toBe(200);
  });

  it('validates the reset bodies', async () => {
    const init = await t.call({
      method: 'POST',
      url: '/api/account/reset-password/init',
      payload: { email: 'nope' },
    });
    expect(init.statusCode).toBe(400);
    const finish = await t.call({
      method: 'POST',
      url: '/api/account/reset-password/finish',
      payload: { key: 'k', newPassword: 'abc' },
    });
    expect(finish.statusCode).toBe(400);
    expect(finish.json().fieldErrors[0].field).toBe('newPassword');
  });

  it('refuses an expired key', async () => {
    await t.call({
      method: 'POST',
      url: '/api/account/reset-password/init',
      payload: { email: 'companyadmin@vlegal.localhost' },
    });
    const key = keyFrom(await smtp.waitFor('companyadmin@vlegal.localhost'));
    await t.db.kysely
      .updateTable('user_key')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('used_at', 'is', null)
      .execute();
    const res = await t.call({
      method: 'POST',
      url: '/api/account/reset-password/finish',
      payload: { key, newPassword: 'Fresh-Start-79' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('info and texts', () => {
  it('answers management info and the texts of a language', async () => {
    const info = await t.call({ method: 'GET', url: '/management/info' });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ activeProfiles: ['test'], version: '1.6.5' });
    const texts = await t.call({ method: 'GET', url: '/i18n/in.json' });
    expect(texts.statusCode).toBe(200);
    expect(typeof texts.json()).toBe('object');
    expect((await t.call({ method: 'GET', url: '/i18n/fr.json' })).statusCode).toBe(400);
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const compressed = await t.call({
        method: 'GET',
        url: '/i18n/in.json',
        headers: { 'accept-encoding': accept },
      });
      expect(compressed.headers['content-encoding']).toBe(encoding);
      expect(compressed.headers['content-type']).toContain('application/json');
      expect(JSON.parse(decode(compressed.rawPayload).toString())).toEqual(texts.json());
    }
  });
});
