/**
 * Reads the contract: `openapi.yaml` at the repository root and the files under `openapi/` it refers to.
 * Node only (never imported by browser code); the server, the generators, the scripts and the tests read the
 * contract through `loadContract`, so a split contract reads the same everywhere.
 */
/// <reference types="node" />
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';

export const CONTRACT_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../openapi.yaml',
);

/** The part of a JSON Schema the contract's readers look at. */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: (string | number | boolean | null)[];
  required?: string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
  default?: string | number | boolean;
  readOnly?: boolean;
  contentEncoding?: string;
  description?: string;
  'x-references'?: string;
  /** A read-only field the server derives on every read, stored nowhere. */
  'x-computed'?: boolean;
  /** An exact decimal sent as text (`"12.5000"`): digits after the point (quantities of the ledger). */
  'x-scale'?: number;
  /** Least value of an exact decimal. */
  'x-minimum'?: number;
  /** Greatest value of an exact decimal (the stock ledger's quantities: docs/adr/0017-stock-ledger.md). */
  'x-maximum'?: number;
  items?: JsonSchema;
  minItems?: number;
  $ref?: string;
}

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

const isObject = (node: Json | undefined): node is JsonObject =>
  node !== null && typeof node === 'object' && !Array.isArray(node);

function readDoc(file: string): Json {
  const text = fs.readFileSync(file, 'utf8');
  return file.endsWith('.json') ? (JSON.parse(text) as Json) : (YAML.parse(text) as Json);
}

function pointer(doc: Json, ptr: string): Json {
  if (!ptr || ptr === '/') return doc;
  let node: Json = doc;
  for (const raw of ptr.replace(/^\//, '').split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object') throw new Error(`Bad $ref pointer ${ptr}`);
    node = Array.isArray(node) ? (node[Number(key)] as Json) : (node[key] as Json);
    if (node === undefined) throw new Error(`$ref pointer not found: ${ptr}`);
  }
  return node;
}

const escapeToken = (token: string) => token.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Loads the contract as one document whose references are all internal, as a bundler would: a reference to
 * a fragment that a component of `openapi.yaml` names (`components.schemas.Country: {$ref:
 * openapi/schemas/master-data/countries.yaml#/Country}`) becomes `#/components/schemas/Country`, wherever it
 * is written, so generated types keep their names; any other reference to another file (a path item) is
 * replaced by its target. A fragment's `#/…` reference points into that fragment. `withoutPaths` reads the
 * components only (the generator reads the hand-written root's schemas before it writes the paths).
 */
export function loadContract(file: string = CONTRACT_FILE, parts?: { withoutPaths?: boolean }): JsonObject {
  const cache = new Map<string, Json>();
  const load = (f: string): Json => {
    let doc = cache.get(f);
    if (doc === undefined) {
      doc = readDoc(f);
      cache.set(f, doc);
    }
    return doc;
  };
  const root = path.resolve(file);
  const rootDoc = load(root);
  if (!isObject(rootDoc)) throw new Error(`${file} is not an OpenAPI document`);

  /** The file and JSON pointer a reference written in `base` points to. */
  const target = (ref: string, base: string): { file: string; ptr: string; key: string } => {
    const hash = ref.indexOf('#');
    const filePart = hash < 0 ? ref : ref.slice(0, hash);
    const ptr = hash < 0 ? '' : decodeURIComponent(ref.slice(hash + 1));
    const f = filePart ? path.resolve(path.dirname(base), filePart) : base;
    return { file: f, ptr, key: `${f}#${ptr}` };
  };

  // Each component of the entry point, by the place that holds its definition.
  const components = new Map<string, string>();
  const entryComponents = isObject(rootDoc.components) ? rootDoc.components : {};
  for (const [kind, group] of Object.entries(entryComponents)) {
    if (!isObject(group)) continue;
    for (const [name, value] of Object.entries(group)) {
      const local = `/components/${escapeToken(kind)}/${escapeToken(name)}`;
      components.set(`${root}#${local}`, `#${local}`);
      if (isObject(value) && typeof value.$ref === 'string')
        components.set(target(value.$ref, root).key, `#${local}`);
    }
  }

  /** `self`: the component being defined, whose own reference is its definition, not a reference to it. */
  const visit = (node: Json, base: string, depth: number, self?: string): Json => {
    if (depth > 64) throw new Error('Too deep $ref nesting in the contract');
    if (Array.isArray(node)) return node.map((n) => visit(n, base, depth));
    if (!isObject(node)) return node;
    const ref = node.$ref;
    if (typeof ref === 'string') {
      const to = target(ref, base);
      const siblings = (): JsonObject => {
        const out: JsonObject = {};
        for (const [k, v] of Object.entries(node)) if (k !== '$ref') out[k] = visit(v, base, depth);
        return out;
      };
      const internal = components.get(to.key);
      if (internal !== undefined && internal !== self) return { ...node, $ref: internal, ...siblings() };
      if (to.file === root && internal === undefined) return { ...node, $ref: `#${to.ptr}`, ...siblings() };
      const inlined = visit(pointer(load(to.file), to.ptr), to.file, depth + 1);
      return isObject(inlined) ? { ...inlined, ...siblings() } : inlined;
    }
    const out: JsonObject = {};
    for (const [k, v] of Object.entries(node)) out[k] = visit(v, base, depth);
    return out;
  };

  const out: JsonObject = {};
  for (const [k, v] of Object.entries(rootDoc)) {
    if (k === 'paths' && parts?.withoutPaths) continue;
    if (k !== 'components' || !isObject(v)) {
      out[k] = visit(v, root, 0);
      continue;
    }
    const defined: JsonObject = {};
    for (const [kind, group] of Object.entries(v)) {
      if (!isObject(group)) {
        defined[kind] = visit(group, root, 0);
        continue;
      }
      const members: JsonObject = {};
      for (const [name, value] of Object.entries(group))
        members[name] = visit(value, root, 0, `#/components/${escapeToken(kind)}/${escapeToken(name)}`);
      defined[kind] = members;
    }
    out[k] = defined;
  }
  return out;
}
