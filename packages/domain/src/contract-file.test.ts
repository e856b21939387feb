// @vitest-environment node
/// <reference types="node" />
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { CONTRACT_FILE, type Json, type JsonObject, loadContract } from './contract-file.ts';

const CONTRACT_DIR = path.join(path.dirname(CONTRACT_FILE), 'openapi');

function refsOf(node: Json, out: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) refsOf(item, out);
  else if (node !== null && typeof node === 'object')
    for (const [key, value] of Object.entries(node))
      if (key === '$ref' && typeof value === 'string') out.push(value);
      else refsOf(value, out);
  return out;
}

function resolves(doc: JsonObject, ref: string): boolean {
  let node: Json | undefined = doc;
  for (const raw of ref.replace(/^#\//, '').split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = node !== null && typeof node === 'object' && !Array.isArray(node) ? node[key] : undefined;
  }
  return node !== undefined;
}

// The hand-written root and the resource blocks are the generator's input, not fragments of the contract;
// the shared fields are put in place wherever a schema names one, never named themselves.
const fragments = (fs.readdirSync(CONTRACT_DIR, { recursive: true }) as string[])
  .filter(
    (file) =>
      file.endsWith('.yaml') &&
      file !== 'root.yaml' &&
      !file.startsWith('resources/') &&
      file !== 'schemas/fields.yaml',
  )
  .map((file) => path.join(CONTRACT_DIR, file));
const entry = YAML.parse(fs.readFileSync(CONTRACT_FILE, 'utf8')) as {
  paths: Record<string, { $ref?: string }>;
  components: Record<string, Record<string, { $ref?: string }>>;
};
/** `<absolute file>#<pointer>` of every reference the entry point makes to a fragment. */
const named = new Set(
  [...Object.values(entry.paths), ...Object.values(entry.components).flatMap((group) => Object.values(group))]
    .map((value) => value.$ref)
    .filter((ref): ref is string => ref?.includes('.yaml#') === true)
    .map((ref) => {
      const [file, pointer] = ref.split('#');
      return `${path.resolve(path.dirname(CONTRACT_FILE), file as string)}#${pointer}`;
    }),
);

describe('the contract as read by loadContract', () => {
  const contract = loadContract();

  it('is one document whose references are all internal and resolve', () => {
    const refs = refsOf(contract);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      expect(ref, ref).toMatch(/^#\/components\//);
      expect(resolves(contract, ref), ref).toBe(true);
    }
  });

  it('keeps every entry of the files under openapi/: each is named by openapi.yaml', () => {
    expect(fragments.length).toBeGreaterThan(0);
    for (const file of fragments) {
      const doc = YAML.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
      for (const key of Object.keys(doc)) {
        const pointer = `/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
        expect(named.has(`${file}#${pointer}`), `${path.relative(CONTRACT_DIR, file)}: ${key}`).toBe(true);
      }
    }
  });

  it('files a path item under its own path and a schema under its own name', () => {
    for (const [key, item] of Object.entries(entry.paths))
      expect(item.$ref?.split('#')[1], key).toBe(`/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
    for (const [key, schema] of Object.entries(entry.components.schemas ?? {}))
      if (schema.$ref) expect(schema.$ref.split('#')[1], key).toBe(`/${key}`);
  });
});

describe('loadContract', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const write = (file: string, doc: unknown) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), YAML.stringify(doc));
  };

  it('turns references to named fragments into references to their components and inlines the rest', () => {
    write('api.yaml', {
      openapi: '3.1.0',
      paths: { '/things/{id}': { $ref: 'parts/paths/things.yaml#/~1things~1{id}' } },
      components: {
        parameters: { id: { name: 'id', in: 'path', required: true, schema: { type: 'integer' } } },
        schemas: {
          Thing: { $ref: 'parts/schemas/things.yaml#/Thing' },
          Part: { $ref: 'parts/schemas/things.yaml#/Part' },
        },
      },
    });
    write('parts/paths/things.yaml', {
      '/things/{id}': {
        parameters: [{ $ref: '../../api.yaml#/components/parameters/id' }],
        get: {
          responses: {
            '200': {
              description: 'A thing.',
              content: { 'application/json': { schema: { $ref: '../schemas/things.yaml#/Thing' } } },
            },
          },
        },
      },
    });
    write('parts/schemas/things.yaml', {
      Thing: { type: 'object', properties: { part: { $ref: '#/Part', description: 'Its part.' } } },
      Part: { type: 'string' },
    });
    expect(loadContract(path.join(dir, 'api.yaml'))).toEqual({
      openapi: '3.1.0',
      paths: {
        '/things/{id}': {
          parameters: [{ $ref: '#/components/parameters/id' }],
          get: {
            responses: {
              '200': {
                description: 'A thing.',
                content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } },
              },
            },
          },
        },
      },
      components: {
        parameters: { id: { name: 'id', in: 'path', required: true, schema: { type: 'integer' } } },
        schemas: {
          Thing: {
            type: 'object',
            properties: { part: { $ref: '#/components/schemas/Part', description: 'Its part.' } },
          },
          Part: { type: 'string' },
        },
      },
    });
  });
});
