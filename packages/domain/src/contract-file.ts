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

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

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

/**
 * Loads the contract and inlines references to other files (`openapi/...yaml#/X`), so the result is one
 * document whose only references are internal (`#/components/...`).
 */
export function loadContract(file: string = CONTRACT_FILE): JsonObject {
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
  const visit = (node: Json, base: string, depth: number): Json => {
    if (depth > 64) throw new Error('Too deep $ref nesting in the contract');
    if (Array.isArray(node)) return node.map((n) => visit(n, base, depth));
    if (node === null || typeof node !== 'object') return node;
    const ref = node.$ref;
    if (typeof ref === 'string') {
      const [filePart, ptr = ''] = ref.split('#');
      if (filePart) {
        const target = path.resolve(path.dirname(base), filePart);
        return visit(pointer(load(target), ptr), target, depth + 1);
      }
      if (base !== root) {
        // An internal reference inside a fragment file points into that file.
        return visit(pointer(load(base), ptr), base, depth + 1);
      }
      return node;
    }
    const out: JsonObject = {};
    for (const [k, v] of Object.entries(node)) out[k] = visit(v, base, depth);
    return out;
  };
  return visit(load(root), root, 0) as JsonObject;
}
