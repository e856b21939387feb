import { AUTHORITIES } from '@vlegal/domain/roles';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContractOperation, operationsOf } from '../src/http/contract.ts';
import { createTestApp, type TestApp } from './harness.ts';

/** One demo account per authority (plus admin). */
const ACCOUNT_OF: Record<string, string> = {
  ROLE_ADMIN: 'admin',
  ROLE_USER: 'user',
  ROLE_USER_ADMIN: 'unitadmin',
  ROLE_USER_ADMIN_COMPANY: 'companyadmin',
  ROLE_USER_VLEGAL: 'exporter',
  ROLE_VERIFICATOR: 'verificator',
};

let t: TestApp;
let operations: ContractOperation[];

beforeAll(async () => {
  t = await createTestApp();
  operations = operationsOf(t.app.contract as Parameters<typeof operationsOf>[0]);
});
afterAll(async () => {
  expect(t.app.responseValidationFailures).toEqual([]);
  await t.close();
});

/** A request that reaches the operation: path parameters filled, a harmless (possibly invalid) body. */
function requestFor(op: ContractOperation): InjectOptions {
  const url = op.path
    .replace('{id}', '999999')
    .replace('{login}', 'no-such-user')
    .replace('{lang}', 'in')
    .replace('{name}', 'no.such.logger')
    .replace(/\{[^}]+\}/g, 'x');
  const needsQuery = ((op.operation.parameters ?? []) as { in?: string; name?: string; required?: boolean }[])
    .filter((p) => p.in === 'query' && p.required)
    .map((p) => `${p.name}=x`);
  const full = needsQuery.length ? `${url}?${needsQuery.join('&')}` : url;
  const hasBody = 'requestBody' in op.operation;
  return { method: op.method as InjectOptions['method'], url: full, ...(hasBody ? { payload: {} } : {}) };
}

describe('contract', () => {
  it('has a handler for every operationId', () => {
    const missing = operations.map((o) => o.operationId).filter((id) => !t.app.implementedOperations.has(id));
    expect(missing).toEqual([]);
  });

  it('declares the answers of the request check: 400 everywhere, 413 and 415 where a body can come', () => {
    const missing = operations.flatMap((op) => {
      const declared = Object.keys(op.operation.responses ?? {});
      const carriesBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(op.method);
      const wanted = ['400', ...(carriesBody ? ['413', '415'] : [])];
      return wanted
        .filter((status) => !declared.includes(status))
        .map((status) => `${op.operationId} ${status}`);
    });
    expect(missing).toEqual([]);
  });

  it('declares x-roles on every operation', () => {
    expect(operations.filter((o) => o.roles === undefined).map((o) => o.operationId)).toEqual([]);
  });

  it('answers 401 to anonymous callers of every protected operation', async () => {
    for (const op of operations.filter((o) => o.roles !== 'public')) {
      const res = await t.call(requestFor(op));
      expect(res.statusCode, `${op.operationId}`).toBe(401);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
  });
});

describe('role matrix (x-roles of every operation × every role)', () => {
  for (const authority of AUTHORITIES) {
    it(`${authority}`, async () => {
      const account = ACCOUNT_OF[authority] as string;
      const token = await t.login(account);
      const held = (await t.call({ method: 'GET', url: '/api/account', token })).json()
        .authorities as string[];
      for (const op of operations) {
        // Signing out would end the session the rest of the matrix uses: it gets its own token.
        const callToken = op.operationId === 'logout' ? await t.login(account, t.password) : token;
        const res = await t.call({ ...requestFor(op), token: callToken });
        const roles = op.roles;
        const allowed =
          roles === 'public' ||
          (Array.isArray(roles) && (roles.length === 0 || roles.some((r) => held.includes(r))));
        if (allowed) {
          expect(
            [401, 403],
            `${op.operationId} as ${account} should pass: ${res.statusCode} ${res.body}`,
          ).not.toContain(res.statusCode);
        } else {
          expect(res.statusCode, `${op.operationId} as ${account} should be refused`).toBe(403);
          expect(res.json().type).toBe('/problems/forbidden');
        }
        expect(res.statusCode, `${op.operationId} as ${account}: ${res.body}`).toBeLessThan(500);
      }
    }, 300_000);
  }

  it('audits access denied', async () => {
    const token = await t.login('user');
    expect((await t.call({ method: 'GET', url: '/api/users', token })).statusCode).toBe(403);
    const audits = await t.call({
      method: 'GET',
      url: '/management/audits?size=200',
      token: await t.login('admin'),
    });
    const denied = (
      audits.json() as { type: string; principal: string; data: Record<string, string> }[]
    ).filter((a) => a.type === 'AUTHORIZATION_FAILURE' && a.principal === 'user');
    expect(denied.some((a) => a.data.operationId === 'listUsers')).toBe(true);
  });
});
