// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { blockNames, type ResourceBlock, resolveBlocks } from './contract-blocks.ts';
import { createBody, expandBlock } from './contract-expansion.ts';
import type { JsonSchema } from './contract-file.ts';

const READERS = ['ROLE_ADMIN', 'ROLE_USER_ADMIN'];
const thing: JsonSchema = {
  description: 'A thing of a unit.',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'businessUnitId', 'name', 'active', 'lines'],
  properties: {
    id: { type: 'integer' },
    businessUnitId: { type: 'integer', minimum: 1, 'x-references': 'businessUnit' },
    name: { type: 'string', maxLength: 100, description: 'Its name.' },
    kind: { type: ['string', 'null'], enum: ['A', 'B', null] },
    active: { type: 'boolean', default: true },
    status: { type: 'string', enum: ['DRAFT', 'SUBMITTED'], readOnly: true },
    unit: { $ref: '#/Unit' },
    scan: { type: ['string', 'null'], contentEncoding: 'base64' },
    scanContentType: { type: ['string', 'null'], enum: ['application/pdf', 'image/png', null] },
    lines: { type: 'array', minItems: 1, items: { $ref: '#/ThingLine' } },
  },
};
const block: ResourceBlock = {
  roles: { read: READERS, write: ['ROLE_ADMIN'] },
  sort: ['id', 'name'],
  defaultSort: ['name', 'asc'],
  search: ['name'],
  filters: { businessUnitId: 'Only things of this unit.', kind: null },
  twins: ['business-unit'],
  idempotent: true,
  actions: {
    submit: {
      summary: 'Submit a thing for approval.',
      answer: 'The submitted thing.',
      body: 'StepNote',
      twins: true,
      note: 'Answers 409 when the thing is not a draft.',
    },
  },
};
type Operation = {
  operationId: string;
  'x-roles': unknown;
  security?: unknown;
  description?: string;
  parameters?: { name?: string; $ref?: string; description?: string; schema?: unknown }[];
  requestBody?: { content: Record<string, { schema: { $ref: string } }> };
  responses: Record<string, { description?: string; content?: Record<string, unknown> }>;
};
const expanded = expandBlock('thing', block, { Thing: thing }) as Record<
  string,
  Record<string, Operation> & { 'x-refused'?: Record<string, string> }
>;

describe('a resource block', () => {
  it('names everything after its key', () => {
    expect(blockNames('seaPort', block)).toMatchObject({
      schema: 'SeaPort',
      plural: 'SeaPorts',
      path: 'sea-ports',
      noun: 'sea port',
      rows: 'sea port rows',
      tag: 'sea-ports',
    });
    expect(blockNames('country', { ...block, twins: [] }).plural).toBe('Countries');
  });

  it('expands into the generic calls, under its path and each twin, and its action calls', () => {
    const calls = Object.entries(expanded).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => ['get', 'post', 'put', 'delete'].includes(method))
        .map(([method, op]) => `${method} ${path} ${(op as Operation).operationId}`),
    );
    expect(calls).toEqual([
      'get /api/things listThings',
      'post /api/things createThing',
      'put /api/things updateThing',
      'get /api/things/{id} getThing',
      'delete /api/things/{id} deleteThing',
      'get /api/_search/things searchThings',
      'get /api/business-unit-things listBusinessUnitThings',
      'post /api/business-unit-things createBusinessUnitThing',
      'put /api/business-unit-things updateBusinessUnitThing',
      'get /api/business-unit-things/{id} getBusinessUnitThing',
      'delete /api/business-unit-things/{id} deleteBusinessUnitThing',
      'get /api/_search/business-unit-things searchBusinessUnitThings',
      'get /api/things/{id}/scan downloadThingScan',
      'post /api/things/{id}/submit submitThing',
      'post /api/business-unit-things/{id}/submit submitBusinessUnitThing',
    ]);
  });

  it('gives reads the read roles and writes the write roles', () => {
    expect(expanded['/api/things']!.get!['x-roles']).toEqual(READERS);
    expect(expanded['/api/things']!.post!['x-roles']).toEqual(['ROLE_ADMIN']);
    expect(expanded['/api/things/{id}/submit']!.post!['x-roles']).toEqual(['ROLE_ADMIN']);
  });

  it('offers its filters on list and search, never null, with their texts', () => {
    const filters = (op: Operation) => op.parameters!.filter((p) => p.name);
    const list = filters(expanded['/api/things']!.get!);
    expect(list).toEqual([
      {
        name: 'businessUnitId',
        in: 'query',
        required: false,
        description: 'Only things of this unit.',
        schema: { type: 'integer', minimum: 1 },
      },
      {
        name: 'kind',
        in: 'query',
        required: false,
        description: 'Only rows whose kind equals this value.',
        schema: { type: 'string', enum: ['A', 'B'] },
      },
    ]);
    expect(filters(expanded['/api/_search/things']!.get!)).toEqual(list);
    expect(expanded['/api/things']!.get!.responses['200']!.description).toBe(
      'One page of thing rows; sortable by id, name; default name,asc.',
    );
  });

  it('writes an action call with its body, its key, its note and the problems it answers', () => {
    const submit = expanded['/api/things/{id}/submit']!.post!;
    expect(submit.requestBody!.content['application/json']!.schema.$ref).toMatch(
      /#\/components\/schemas\/StepNote$/,
    );
    expect(submit.parameters!.map((p) => p.$ref?.split('/').pop())).toEqual(['IdempotencyKey']);
    expect(submit.description).toBe('Answers 409 when the thing is not a draft.');
    expect(Object.keys(submit.responses)).toEqual(['200', '400', '401', '403', '404', '409', '413', '415']);
  });

  it('serves a file field as a download in its media types', () => {
    const download = expanded['/api/things/{id}/scan']!.get!;
    expect(Object.keys(download.responses['200']!.content!)).toEqual(['application/pdf', 'image/png']);
  });

  it('refuses the writes of rows written by others, and reads a public resource without sign-in', () => {
    const refused = expandBlock(
      'thing',
      { ...block, refused: 'things are written by their documents.', actions: {}, twins: [] },
      { Thing: thing },
    ) as typeof expanded;
    expect(refused['/api/things']!['x-refused']).toEqual({
      post: 'things are written by their documents.',
      put: 'things are written by their documents.',
    });
    expect(refused['/api/things/{id}']!['x-refused']).toEqual({
      delete: 'things are written by their documents.',
    });
    expect(Object.keys(refused['/api/things']!)).toEqual(['x-refused', 'get']);
    const open = expandBlock(
      'thing',
      { ...block, roles: { read: 'public', write: ['ROLE_ADMIN'] } },
      {
        Thing: thing,
      },
    ) as typeof expanded;
    expect(open['/api/things']!.get).toMatchObject({ security: [], 'x-roles': 'public' });
    expect(open['/api/things']!.post!.security).toBeUndefined();
  });

  it('derives the create body: no id, nothing read-only, defaults optional, lines required and their own bodies', () => {
    const body = createBody(thing, thing, block, blockNames('thing', block), '../../schemas/things.yaml') as {
      description: string;
      required: string[];
      properties: Record<string, { $ref?: string; items?: { $ref: string } }>;
    };
    expect(body.description).toBe('A thing to create (no id).');
    expect(Object.keys(body.properties)).toEqual([
      'businessUnitId',
      'name',
      'kind',
      'active',
      'unit',
      'scan',
      'scanContentType',
      'lines',
    ]);
    expect(body.required).toEqual(['businessUnitId', 'name', 'lines']);
    expect(body.properties.lines!.items!.$ref).toBe('#/NewThingLine');
    expect(body.properties.unit!.$ref).toBe('../../schemas/things.yaml#/Unit');
  });

  it("gives a document's lines its tag, roles and twins, sorted by id and searched by their notes", () => {
    const resolved = resolveBlocks({
      thing: block,
      thingLine: { lineOf: 'thing', filters: ['thingId'], refused: 'written with their thing.' },
    });
    expect(resolved.thingLine).toMatchObject({
      tag: 'things',
      roles: block.roles,
      twins: ['business-unit'],
      sort: ['id'],
      defaultSort: ['id', 'asc'],
      search: ['notes'],
    });
    expect(() => resolveBlocks({ thingLine: { lineOf: 'nothing' } })).toThrow(/line of no block nothing/);
    expect(() => resolveBlocks({ thing: { ...block, sort: undefined } })).toThrow(/says no sort/);
  });
});
