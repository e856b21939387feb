import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createTestApp, type TestApp } from './harness.ts';

const pick = ({ mapStyleUrl, mapOrigins }: ReturnType<typeof loadConfig>) => ({ mapStyleUrl, mapOrigins });

let t: TestApp;
const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vlegal-static-'));

beforeAll(async () => {
  fs.writeFileSync(
    path.join(staticDir, 'index.html'),
    '<!doctype html><title>V-Legal</title><div id="root"></div>',
  );
  fs.mkdirSync(path.join(staticDir, 'assets'));
  fs.writeFileSync(path.join(staticDir, 'assets', 'app-123.js'), 'console.log(1)');
  t = await createTestApp({
    config: (c) => ({
      ...c,
      staticDir,
      bodyLimit: 64 * 1024,
      rateLimit: { ...c.rateLimit, authenticatePerIp: 8, authenticatePerLogin: 3, resetInit: 2, register: 2 },
    }),
  });
});
afterAll(async () => {
  expect(t.app.responseValidationFailures).toEqual([]);
  await t.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

describe('HTTP behaviour', () => {
  it('sets the security headers on every answer and no X-Powered-By', async () => {
    for (const url of ['/api/account', '/', '/assets/app-123.js', '/nowhere/api']) {
      const res = await t.call({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-eval');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBeDefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('sends HSTS when served over TLS (behind a trusted proxy)', async () => {
    const tls = await createTestApp({ config: (c) => ({ ...c, trustProxy: true }) });
    try {
      const res = await tls.call({
        method: 'GET',
        url: '/management/info',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.headers['strict-transport-security']).toContain('max-age=');
    } finally {
      await tls.close();
    }
  });

  it('names a configured map style to the app and lets the page fetch from its hosts, and no other', async () => {
    const plain = await t.call({ method: 'GET', url: '/management/info' });
    expect(plain.json().mapStyleUrl).toBeUndefined();
    expect(String(plain.headers['content-security-policy'])).toContain("connect-src 'self';");
    const env = {
      JWT_SECRET: 'x'.repeat(32),
      MAP_STYLE_URL: 'https://tiles.example.org/styles/plots.json',
      MAP_ORIGINS: 'https://fonts.example.org/glyphs, https://tiles.example.org',
    };
    const config = loadConfig(env);
    expect(config.mapOrigins).toEqual(['https://tiles.example.org', 'https://fonts.example.org']);
    const mapped = await createTestApp({ config: (c) => ({ ...c, ...pick(config) }) });
    try {
      const res = await mapped.call({ method: 'GET', url: '/management/info' });
      expect(res.json().mapStyleUrl).toBe('https://tiles.example.org/styles/plots.json');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("connect-src 'self' https://tiles.example.org https://fonts.example.org;");
      expect(csp).toContain(
        "img-src 'self' data: blob: https://tiles.example.org https://fonts.example.org;",
      );
      expect(csp).toContain("worker-src 'self' blob:");
    } finally {
      await mapped.close();
    }
    expect(() => loadConfig({ ...env, MAP_STYLE_URL: 'javascript:alert(1)' })).toThrow(/MAP_STYLE_URL/);
  });

  it('answers unknown API routes with a 404 problem, wrong methods with 405', async () => {
    const missing = await t.call({ method: 'GET', url: '/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('application/problem+json');
    const wrong = await t.call({ method: 'DELETE', url: '/api/authenticate' });
    expect(wrong.statusCode).toBe(405);
    expect(wrong.headers.allow).toContain('POST');
    const wrongGet = await t.call({ method: 'GET', url: '/api/authenticate' });
    expect(wrongGet.statusCode).toBe(405);
  });

  it('serves the single-page app with a fallback to index.html outside the API', async () => {
    const deep = await t.call({ method: 'GET', url: '/app/general-setting/country' });
    expect(deep.statusCode).toBe(200);
    expect(deep.headers['content-type']).toContain('text/html');
    expect(deep.body).toContain('<div id="root">');
    const asset = await t.call({ method: 'GET', url: '/assets/app-123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    for (const url of ['/management/nothing', '/i18n/xx/yy', '/websocket/nothing']) {
      expect((await t.call({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it("sends the build's precompressed copies to browsers that accept them", async () => {
    const code = 'console.log("compressed");'.repeat(100);
    fs.writeFileSync(path.join(staticDir, 'assets', 'big-1.js'), code);
    fs.writeFileSync(path.join(staticDir, 'assets', 'big-1.js.br'), brotliCompressSync(code));
    fs.writeFileSync(path.join(staticDir, 'assets', 'big-1.js.gz'), gzipSync(code));
    const br = await t.call({
      method: 'GET',
      url: '/assets/big-1.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(code);
    const gz = await t.call({
      method: 'GET',
      url: '/assets/big-1.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(code);
    const plain = await t.call({ method: 'GET', url: '/assets/big-1.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(code);
  });

  it('caps the body size and refuses bad JSON without a stack trace', async () => {
    const big = await t.call({
      method: 'POST',
      url: '/api/authenticate',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'admin', password: 'x'.repeat(100_000) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.headers['content-type']).toContain('application/problem+json');
    const broken = await t.call({
      method: 'POST',
      url: '/api/authenticate',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.body).not.toContain('node_modules');
    const media = await t.call({
      method: 'POST',
      url: '/api/authenticate',
      headers: { 'content-type': 'text/xml' },
      payload: '<x/>',
    });
    expect(media.statusCode).toBe(415);
  });

  it('rate-limits sign-in per login and per address with 429 and Retry-After', async () => {
    const attempt = (username: string, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/authenticate',
        payload: { username, password: 'wrong' },
        remoteAddress: ip,
      });
    for (let i = 0; i < 3; i++) expect((await attempt('companyadmin', '10.0.0.1')).statusCode).toBe(401);
    const limited = await attempt('companyadmin', '10.0.0.2');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().type).toBe('/problems/too-many-requests');
    for (let i = 0; i < 8; i++) await attempt(`someone${i}`, '10.0.0.3');
    expect((await attempt('someone-else', '10.0.0.3')).statusCode).toBe(429);
    expect((await attempt('user', '10.0.0.4')).statusCode).toBe(401);
    // The counters live in the database, shared by every instance.
    const counters = await t.db.kysely.selectFrom('rate_limit_counter').selectAll().execute();
    expect(counters.some((c) => c.key.includes('companyadmin') && c.hits >= 4)).toBe(true);
  });

  it('rate-limits reset requests and registration per address', async () => {
    const reset = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/reset-password/init',
        payload: { email: 'a@example.co.id' },
        remoteAddress: '10.0.1.1',
      });
    expect((await reset()).statusCode).toBe(204);
    expect((await reset()).statusCode).toBe(204);
    expect((await reset()).statusCode).toBe(429);
    const register = () =>
      t.app.inject({ method: 'POST', url: '/api/register', payload: {}, remoteAddress: '10.0.1.2' });
    await register();
    await register();
    const third = await register();
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
  });
});
