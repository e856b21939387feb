import { loadContract } from '@vlegal/domain/contract-file';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: (c) => ({ ...c, profiles: ['prod', 'swagger'] }) });
});
afterAll(async () => {
  expect(t.app.responseValidationFailures).toEqual([]);
  await t.close();
});

describe('API documentation (swagger profile)', () => {
  it('serves the contract to administrators only', async () => {
    expect((await t.call({ method: 'GET', url: '/v3/api-docs' })).statusCode).toBe(401);
    expect(
      (await t.call({ method: 'GET', url: '/v3/api-docs', token: await t.login('user') })).statusCode,
    ).toBe(403);
    const res = await t.call({ method: 'GET', url: '/v3/api-docs', token: await t.login('admin') });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/authenticate'].post.operationId).toBe('authenticate');
    // The whole contract, its files under openapi/ included, as one document with internal references.
    expect(res.json()).toEqual(loadContract());
    expect(res.body).not.toContain('.yaml#');
  });

  it('serves the interactive explorer under the strict CSP and lists the profile', async () => {
    const page = await t.call({ method: 'GET', url: '/swagger-ui/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/swagger-ui/explorer.js');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const js = await t.call({ method: 'GET', url: '/swagger-ui/explorer.js' });
    expect(js.headers['content-type']).toContain('javascript');
    const info = await t.call({ method: 'GET', url: '/management/info' });
    expect(info.json().activeProfiles).toContain('swagger');
  });

  it('is absent without the profile', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.call({ method: 'GET', url: '/swagger-ui/' })).statusCode).toBe(404);
      expect(
        (await plain.call({ method: 'GET', url: '/v3/api-docs', token: await plain.login('admin') }))
          .statusCode,
      ).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
