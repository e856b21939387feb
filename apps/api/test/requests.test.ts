/**
 * The request check every operation passes (docs/contract.md, "Requests"): one regression test per class
 * of bad input that used to answer 500, be accepted, or change a row silently.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  expect(t.app.responseValidationFailures).toEqual([]);
  await t.close();
});

const json = (payload: unknown) => ({
  headers: { 'content-type': 'application/json' },
  payload: JSON.stringify(payload),
});
const fields = (body: string) => (JSON.parse(body).fieldErrors ?? []).map((f: { field: string }) => f.field);
const countryCount = async () =>
  Number(
    (await t.call({ method: 'GET', url: '/api/countries?size=1', token: admin })).headers['x-total-count'],
  );

async function newCountry(code: string, extra: Record<string, unknown> = {}) {
  const res = await t.call({
    method: 'POST',
    url: '/api/countries',
    token: admin,
    payload: { code, name: `Land ${code}`, ...extra },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Record<string, unknown>;
}

describe('the request check', () => {
  it('validates a body whatever its media type: a second JSON type is refused, not stored unchecked', async () => {
    const before = await countryCount();
    const sneaky = await t.call({
      method: 'POST',
      url: '/api/countries',
      token: admin,
      headers: { 'content-type': 'application/problem+json' },
      payload: JSON.stringify({ code: 'a!', name: { x: 'y' } }),
    });
    expect(sneaky.statusCode).toBe(415);
    expect(await countryCount()).toBe(before);
    const register = await t.call({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/problem+json' },
      payload: '{}',
    });
    expect(register.statusCode).toBe(415);
  });

  it('refuses NUL characters and unpaired surrogates with a field error, in bodies and queries alike', async () => {
    const body = await t.call({
      method: 'POST',
      url: '/api/countries',
      token: admin,
      payload: { code: 'QN', name: 'a\u0000b' },
    });
    expect(body.statusCode).toBe(400);
    expect(fields(body.body)).toEqual(['name']);
    const query = await t.call({ method: 'GET', url: '/api/_search/countries?query=a%00b', token: admin });
    expect(query.statusCode).toBe(400);
    expect(fields(query.body)).toEqual(['query']);
    const surrogate = await t.call({
      method: 'POST',
      url: '/api/account',
      token: admin,
      ...json({ email: 'admin@vlegal.localhost', langKey: 'in', firstName: '\ud800x' }),
    });
    expect(surrogate.statusCode).toBe(400);
    expect(fields(surrogate.body)).toEqual(['firstName']);
  });

  it('answers a missing or text body with 400 or 415 in every handler, never 500', async () => {
    const calls = [
      ['POST', '/api/account'],
      ['POST', '/api/users'],
      ['POST', '/api/account/change-password'],
      ['POST', '/management/loggers/http'],
      ['POST', '/api/document-number-formats-vlegal'],
    ] as const;
    for (const [method, url] of calls) {
      const none = await t.call({ method, url, token: admin });
      expect(none.statusCode, `${url} without a body`).toBe(400);
      const text = await t.call({
        method,
        url,
        token: admin,
        headers: { 'content-type': 'text/plain' },
        payload: 'x',
      });
      expect(text.statusCode, `${url} with a text body`).toBe(415);
    }
    const bodyless = await t.call({ method: 'DELETE', url: '/api/countries/1', token: admin, ...json({}) });
    expect(bodyless.statusCode).toBe(415);
  });

  it('refuses sort fields that are only inherited members of the allow-list', async () => {
    for (const url of [
      '/api/users',
      '/management/audits',
      '/api/active-logins',
      '/api/company-business-units-by-user',
    ]) {
      for (const sort of ['constructor', 'toString,desc', '__proto__']) {
        const res = await t.call({ method: 'GET', url: `${url}?sort=${sort}`, token: admin });
        expect(res.statusCode, `${url}?sort=${sort}`).toBe(400);
        expect(fields(res.body).some((f: string) => f === 'sort' || f.startsWith('sort['))).toBe(true);
      }
    }
  });

  it('coerces query text to its type, and nothing in a JSON body', async () => {
    const country = await newCountry('QC');
    for (const [field, value] of [
      ['active', null],
      ['name', 12345],
      ['flegtPartner', 'true'],
    ] as const) {
      const res = await t.call({
        method: 'PUT',
        url: '/api/countries',
        token: admin,
        payload: { ...country, [field]: value },
      });
      expect(res.statusCode, `${field}: ${JSON.stringify(value)}`).toBe(400);
      expect(fields(res.body)).toContain(field);
    }
    const stored = (
      await t.call({ method: 'GET', url: `/api/countries/${country.id}`, token: admin })
    ).json();
    expect(stored).toEqual(country);
    const user = await t.call({
      method: 'POST',
      url: '/api/users',
      token: admin,
      payload: { login: 'coerced', email: 'coerced@example.co.id', langKey: 'in', authorities: 'ROLE_ADMIN' },
    });
    expect(user.statusCode).toBe(400);
    expect(fields(user.body)).toContain('authorities');
    const page = await t.call({
      method: 'GET',
      url: '/api/countries?page=1&size=5&active=true',
      token: admin,
    });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toHaveLength(5);
  });

  it('applies defaults on create only: an update without a required field is refused, an omitted optional one kept', async () => {
    const created = await newCountry('QD');
    expect(created.flegtPartner).toBe(false);
    expect(created.active).toBe(true);
    const partner = await t.call({
      method: 'PUT',
      url: '/api/countries',
      token: admin,
      payload: { ...created, flegtPartner: true },
    });
    expect(partner.statusCode).toBe(200);
    const { flegtPartner: _left, ...withoutFlag } = partner.json();
    const update = await t.call({ method: 'PUT', url: '/api/countries', token: admin, payload: withoutFlag });
    expect(update.statusCode).toBe(400);
    expect(fields(update.body)).toEqual(['flegtPartner']);
    expect(
      (await t.call({ method: 'GET', url: `/api/countries/${created.id}`, token: admin })).json()
        .flegtPartner,
    ).toBe(true);

    const user = await t.call({
      method: 'POST',
      url: '/api/users',
      token: admin,
      payload: {
        login: 'keeper',
        email: 'keeper@example.co.id',
        langKey: 'in',
        authorities: [],
        imageUrl: '/me.png',
      },
    });
    const {
      imageUrl: _image,
      createdBy: _a,
      createdDate: _b,
      lastModifiedBy: _c,
      lastModifiedDate: _d,
      ...rest
    } = user.json();
    const saved = await t.call({
      method: 'PUT',
      url: '/api/users',
      token: admin,
      payload: { ...rest, firstName: 'Sari' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ firstName: 'Sari', imageUrl: '/me.png' });
  });

  it('answers a malformed path id or an unknown parameter with a 400 problem the contract declares', async () => {
    for (const url of [
      '/api/countries/abc',
      '/api/countries/0',
      `/api/users/${'a'.repeat(300)}`,
      '/api/countries/%E0%A4%A',
    ]) {
      const res = await t.call({ method: 'GET', url, token: admin });
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
    const unknown = await t.call({ method: 'GET', url: '/api/account?debug=1', token: admin });
    expect(unknown.statusCode).toBe(400);
    expect(fields(unknown.body)).toEqual(['debug']);
  });

  it('keeps each bound in the contract and the server alike', async () => {
    const emoji = '😀'.repeat(100);
    expect((await newCountry('QE', { name: emoji })).name).toBe(emoji);
    const tooLong = await t.call({
      method: 'POST',
      url: '/api/countries',
      token: admin,
      payload: { code: 'QF', name: `${emoji}x` },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(
      (await t.call({ method: 'GET', url: '/api/countries?page=10000000', token: admin })).statusCode,
    ).toBe(200);
    expect(
      (await t.call({ method: 'GET', url: '/api/countries?page=10000001', token: admin })).statusCode,
    ).toBe(400);
    const preview = await t.call({
      method: 'POST',
      url: '/api/document-number-formats-vlegal',
      token: admin,
      payload: { pattern: '{SEQ}', sequenceLength: 13 },
    });
    expect(preview.statusCode).toBe(400);
    const rounded = await t.call({
      method: 'POST',
      url: '/api/scientific-names',
      token: admin,
      payload: { scientificName: 'Tectona rounding', tradeName: 'Jati', densityKgM3: 650.125 },
    });
    expect(rounded.statusCode).toBe(400);
    expect(fields(rounded.body)).toEqual(['densityKgM3']);
  });
});

describe('a deeply nested body', () => {
  const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

  it('is refused with 400 before anything walks it, every time, and changes nothing', async () => {
    const before = await countryCount();
    // 8,000 levels overflowed the stack (500); 5,000 did now and then; 100 is beyond any body of the contract.
    for (const depth of [8000, 5000, 100, 33])
      for (let i = 0; i < 3; i++) {
        const res = await t.call({
          method: 'POST',
          url: '/api/countries',
          token: admin,
          headers: { 'content-type': 'application/json' },
          payload: nested(depth),
        });
        expect(res.statusCode, `depth ${depth}: ${res.body}`).toBe(400);
        expect(res.headers['content-type']).toContain('application/problem+json');
        expect(res.json()).toMatchObject({ type: '/problems/constraint-violation', status: 400 });
        expect(fields(res.body)).toEqual(['body']);
      }
    // Arrays nest as objects do, in any operation that takes a body.
    const arrays = await t.call({
      method: 'POST',
      url: '/api/account',
      token: admin,
      headers: { 'content-type': 'application/json' },
      payload: `${'['.repeat(6000)}${']'.repeat(6000)}`,
    });
    expect(arrays.statusCode).toBe(400);
    expect(await countryCount()).toBe(before);
  });

  it('at the depth the contract allows is checked as usual, and a normal body still works', async () => {
    const nestedAtBound = await t.call({
      method: 'POST',
      url: '/api/countries',
      token: admin,
      headers: { 'content-type': 'application/json' },
      payload: `{"code":"QX","name":"Land QX","x":${nested(31)}}`,
    });
    expect(nestedAtBound.statusCode).toBe(400);
    expect(fields(nestedAtBound.body)).toContain('x');
    expect((await newCountry('QX')).code).toBe('QX');
  });
});
