import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { REPO_ROOT } from '../config.ts';

export const CONTRACT_FILE = path.join(REPO_ROOT, 'openapi.yaml');

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

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

export type RoleSpec = 'public' | string[];

export interface ContractOperation {
  operationId: string;
  method: string;
  path: string;
  roles: RoleSpec | undefined;
  operation: JsonObject;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

export function operationsOf(contract: JsonObject): ContractOperation[] {
  const out: ContractOperation[] = [];
  const paths = (contract.paths ?? {}) as Record<string, JsonObject>;
  for (const [p, item] of Object.entries(paths)) {
    for (const m of METHODS) {
      const op = item[m] as JsonObject | undefined;
      if (!op) continue;
      out.push({
        operationId: String(op.operationId),
        method: m.toUpperCase(),
        path: p,
        roles: parseRoles(op['x-roles']),
        operation: op,
      });
    }
  }
  return out;
}

export function parseRoles(value: unknown): RoleSpec | undefined {
  if (value === 'public') return 'public';
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value as string[];
  return undefined;
}
