/**
 * The tables of the registry resources as a store starts: the seed's rows, or the generated faker mocks
 * (deterministic for a given faker seed) brought within the contract, their references pointing at rows
 * that exist.
 */
import { faker } from '@faker-js/faker';
import {
  type AnyResource,
  isResourceKey,
  type ResourceKey,
  operationIds,
  resourceList,
} from '@vlegal/domain/resources';
import * as generated from '../gen/query/index.faker.ts';
import { uniqueClash } from './resources.ts';
import { sample } from './sample.ts';
import type { MockStoreSeed, Row } from './types.ts';

const DEFAULT_FAKER_SEED = 20261121;

type ListMock = () => Record<string, unknown>[];

function generatedListMock(resource: AnyResource): ListMock {
  const name = `get${operationIds(resource).list.replace(/^l/, 'L')}ResponseMock`;
  const mock = (generated as unknown as Record<string, ListMock | undefined>)[name];
  if (!mock) throw new Error(`the generated mocks have no ${name}`);
  return mock;
}

/** Faker fills patterns literally anchored and ignores bounds of nullable strings; bring values within the contract. */
function conform(resource: AnyResource, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...row };
  for (const field of resource.fields) {
    const value = out[field.name];
    if (value === undefined) out[field.name] = field.default ?? null;
    if (typeof value !== 'string') continue;
    let text = value;
    if (field.maxLength !== undefined && field.kind !== 'file') text = text.slice(0, field.maxLength);
    if (field.pattern && !new RegExp(field.pattern).test(text)) text = sample(field.pattern, field.maxLength);
    out[field.name] = text;
  }
  return out;
}

export function seedTables(seed: MockStoreSeed): Map<ResourceKey, Row[]> {
  faker.seed(seed.fakerSeed ?? DEFAULT_FAKER_SEED);
  const tables = new Map<ResourceKey, Row[]>();
  for (const resource of resourceList()) {
    const key = resource.key;
    const given = seed.rows?.[key];
    const source = given ?? generatedListMock(resource)().map((row) => conform(resource, row));
    const rows: Row[] = [];
    for (const row of source) {
      const candidate: Row = { ...row, id: typeof row.id === 'number' && given ? row.id : rows.length + 1 };
      // Faker may repeat a short code; keep the seed within the unique constraints.
      if (given || !uniqueClash(resource, rows, candidate)) rows.push(candidate);
    }
    tables.set(key, rows);
  }
  // Point faker-made references at rows that exist, so pick-lists and view pages resolve them.
  for (const resource of resourceList()) {
    if (seed.rows?.[resource.key]) continue;
    for (const [field, target] of Object.entries(resource.references)) {
      const targets = target && isResourceKey(target) ? tables.get(target) : undefined;
      if (!targets?.length) continue;
      for (const row of tables.get(resource.key) ?? []) {
        if (row[field] !== null) row[field] = faker.helpers.arrayElement(targets).id;
      }
    }
  }
  return tables;
}
