// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadContract } from '../packages/domain/src/contract-file.ts';
import { AUTHORITIES } from '../packages/domain/src/roles.ts';
import { masterDataList } from '../packages/domain/src/resources.ts';
import {
  callKey,
  contractOperations,
  coverage,
  groupOf,
  MASTER_DATA_PATHS,
  normalizePath,
} from './contract-coverage.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const openapi = loadContract();

/** Groups the contract covers whole: every one of their calls must stay in openapi.yaml. */
const ISSUE_GROUPS = {
  accounts: 10,
  users: 8,
  monitoring: 8,
  'master-data': 112,
  'suppliers-and-imports': 69,
  'materials-and-stock': 67,
  'transfers-production-sales': 84,
};

describe('contract coverage of the call catalogue', () => {
  const report = coverage();

  it.each(Object.entries(ISSUE_GROUPS))('covers every call of %s', (name, count) => {
    const group = report.groups.find((candidate) => candidate.name === name);
    expect(group?.missing).toEqual([]);
    expect(group?.total).toBe(count);
    expect(group?.covered).toBe(count);
  });

  it("covers every call of a unit's books: raw materials, products, suppliers, sub-cons and their links", () => {
    const books =
      /^api\/(_search\/)?(business-unit-)?(products|raw-materials|suppliers|sub-cons)(-by-(supplier|subcon))?(\/|$)/;
    const missing = report.groups.flatMap((group) =>
      group.missing.filter((call) => books.test(normalizePath(call.split(' ')[1] ?? ''))),
    );
    expect(missing).toEqual([]);
    const catalogue = JSON.parse(readFileSync(path.join(root, 'docs/spec/calls.json'), 'utf8')).calls as {
      path: string;
    }[];
    expect(catalogue.filter((call) => books.test(normalizePath(call.path))).length).toBe(80);
  });

  it('counts the whole catalogue once', () => {
    const catalogue = JSON.parse(readFileSync(path.join(root, 'docs/spec/calls.json'), 'utf8')).calls;
    expect(report.total).toBe(
      new Set(catalogue.map((call: { method: string; path: string }) => callKey(call.method, call.path)))
        .size,
    );
    expect(report.covered).toBeGreaterThanOrEqual(138);
  });

  it('lists calls beyond the catalogue, such as logout', () => {
    expect(report.notInCatalogue).toContain('POST api/logout');
  });

  it('compares paths without leading slash and parameter names', () => {
    expect(normalizePath('/api/users/{login}')).toBe('api/users/{}');
    expect(normalizePath('api/countries/{id}')).toBe('api/countries/{}');
    expect(callKey('get', '/i18n/{lang}.json')).toBe('GET i18n/{}.json');
    expect(contractOperations(openapi).has('DELETE api/users/{}')).toBe(true);
  });

  it('groups calls by area', () => {
    expect(groupOf('/api/_search/sea-ports-dest-id')).toBe('master-data');
    expect(groupOf('/management/info')).toBe('accounts');
    expect(groupOf('/management/loggers/{name}')).toBe('monitoring');
    expect(groupOf('/api/business-unit-vlegals/{id}')).toBe('vlegal');
    expect(groupOf('/api/products-by-supplier')).toBe('suppliers-and-imports');
    expect(groupOf('/api/business-unit-lmkb')).toBe('reports');
    expect(groupOf('/api/companies')).toBe('company');
  });

  it('knows the master-data paths of the resource registry', () => {
    expect([...MASTER_DATA_PATHS].sort()).toEqual(
      masterDataList()
        .map((resource) => resource.path)
        .sort(),
    );
  });
});

interface Operation {
  operationId?: string;
  'x-roles'?: unknown;
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: { $ref?: string } }> };
  responses: Record<
    string,
    { headers?: Record<string, unknown>; content?: Record<string, { schema: { type?: string } }> }
  >;
}
const operations: [string, Operation][] = Object.entries(
  openapi.paths as Record<string, Record<string, Operation>>,
).flatMap(([p, item]) =>
  Object.entries(item)
    .filter(([method]) => ['get', 'post', 'put', 'delete', 'patch'].includes(method))
    .map(([method, op]): [string, Operation] => [`${method.toUpperCase()} ${p}`, op]),
);

describe('contract rules', () => {
  it('gives every operation a unique operationId', () => {
    const ids = operations.map(([, op]) => op.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(operations)('%s has a valid x-roles rule', (_, op) => {
    const roles = op['x-roles'];
    if (roles === 'public') {
      // Public operations need no token (health also accepts one, to show details to administrators).
      const security = op.security ?? [];
      const anonymous =
        security.length === 0 ||
        security.some((requirement) => Object.keys(requirement as object).length === 0);
      expect(op.security && anonymous).toBe(true);
    } else {
      expect(Array.isArray(roles)).toBe(true);
      for (const role of roles as string[]) expect(AUTHORITIES).toContain(role);
      expect(op.security).toBeUndefined();
    }
  });

  it.each(
    operations.filter(
      ([key, op]) =>
        key.startsWith('GET') &&
        op.responses['200']?.content?.['application/json']?.schema.type === 'array' &&
        !key.endsWith('/authorities'),
    ),
  )('%s sends paging headers', (_, op) => {
    expect(Object.keys(op.responses['200']?.headers ?? {}).sort()).toEqual([
      'Link',
      'X-Total-Count',
      'X-Total-Count-Estimated',
    ]);
  });

  it('refuses unknown fields in every request body', () => {
    const schemas = openapi.components.schemas as Record<string, { additionalProperties?: boolean }>;
    for (const [key, op] of operations) {
      const ref = op.requestBody?.content['application/json']?.schema.$ref;
      if (!op.requestBody) continue;
      expect(ref, key).toBeDefined();
      expect(schemas[(ref ?? '').replace('#/components/schemas/', '')]?.additionalProperties, key).toBe(
        false,
      );
    }
  });
});
