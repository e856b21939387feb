// @vitest-environment node
/// <reference types="node" />
import { describe, expect, it } from 'vitest';
import { type JsonSchema, loadContract } from './contract-file.ts';
import { linkList } from './links.ts';
import { resources } from './resources.ts';

interface Operation {
  operationId: string;
  'x-roles': unknown;
  'x-link'?: string;
  parameters?: { name?: string; in?: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}
const contract = loadContract() as unknown as {
  paths: Record<string, Record<string, Operation> & { parameters?: { name?: string }[] }>;
};
const refName = (schema: JsonSchema | undefined) => schema?.$ref?.replace('#/components/schemas/', '');

describe.each(linkList().map((link) => [link.key, link] as const))('%s', (_, link) => {
  const party = resources[link.party];
  const item = resources[link.item];

  it('has its four calls, plain and under its twin, with the roles of its party', () => {
    for (const names of link.operations) {
      const base = contract.paths[`/api/${names.path}`];
      const one = contract.paths[`/api/${names.path}/{${names.partyPathParam}}/{${link.itemField}}`];
      const expected: [Operation | undefined, string, unknown][] = [
        [base?.get, names.list, party.roles.read],
        [base?.post, names.create, party.roles.write],
        [base?.put, names.link, party.roles.write],
        [one?.delete, names.unlink, party.roles.write],
      ];
      for (const [op, operationId, roles] of expected) {
        expect(op?.operationId).toBe(operationId);
        expect(op?.['x-roles']).toEqual(roles);
        expect(op?.['x-link']).toBe(link.key);
      }
      for (const op of [base?.get, base?.post])
        expect(op?.parameters?.find((p) => p.name === link.partyField)).toMatchObject({
          in: 'query',
          required: true,
        });
      expect(refName(base?.post?.requestBody?.content['application/json']?.schema)).toBe(`New${item.schema}`);
      expect(refName(base?.post?.responses['201']?.content?.['application/json']?.schema)).toBe(item.schema);
      expect(refName(base?.put?.requestBody?.content['application/json']?.schema)).toBe(link.schema);
      const listed = base?.get?.responses['200']?.content?.['application/json']?.schema as
        | (JsonSchema & { items?: JsonSchema })
        | undefined;
      expect(refName(listed?.items)).toBe(item.schema);
      expect(one?.parameters?.map((p) => p.name)).toEqual([names.partyPathParam, link.itemField]);
    }
  });

  it('links rows owned by a business unit', () => {
    expect(party.owner.kind).toBe('businessUnit');
    expect(item.owner.kind).toBe('businessUnit');
  });
});
