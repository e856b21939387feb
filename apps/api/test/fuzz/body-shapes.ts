/**
 * The bodies the fuzzer's cases are made of: a row's writable part, the quantities of a body that have
 * bounds to send and a body with one value put at a path, and the cases that change one property of a
 * minimal valid body (forbidden values, edge texts, omissions).
 */
import { boundValues, edgeTexts, forbiddenValues, type Schema, typesOf } from './schemas.ts';

type JsonObject = Record<string, unknown>;

export function writable(schema: Schema, row: JsonObject): JsonObject {
  return writableDeep(schema, row) as JsonObject;
}

/** The writable part of a row as `schema` takes it, its lines included (`sources[0]` without its id …). */
export function writableDeep(schema: Schema, value: unknown): unknown {
  if (Array.isArray(value))
    return schema.items ? value.map((item) => writableDeep(schema.items as Schema, item)) : value;
  if (value === null || typeof value !== 'object' || !schema.properties) return value;
  const out: JsonObject = {};
  for (const [name, property] of Object.entries(schema.properties)) {
    if (!property.readOnly && name in value) out[name] = writableDeep(property, (value as JsonObject)[name]);
  }
  return out;
}

/** A quantity of a body: where it is (`['sources', 0, 'volumeM3']`), its field name and its schema. */
interface BoundField {
  path: (string | number)[];
  name: string;
  schema: Schema;
}

/** The writable quantities of a body (in its objects and its lines' first item) that have bounds to send. */
export function boundFields(schema: Schema, path: (string | number)[] = [], name = ''): BoundField[] {
  const out: BoundField[] = [];
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    if (property.readOnly || key === 'id') continue;
    const field = name ? `${name}.${key}` : key;
    const types = typesOf(property);
    if (types.has('array') && property.items?.properties)
      out.push(...boundFields(property.items, [...path, key, 0], `${field}[0]`));
    else if (types.has('object') && property.properties)
      out.push(...boundFields(property, [...path, key], field));
    else if (boundValues(property).length) out.push({ path: [...path, key], name: field, schema: property });
  }
  return out;
}

/** `body` with `value` at `path`, the objects on the way taken from `fallback` where `body` lacks them. */
export function withValueAt(
  body: JsonObject,
  fallback: JsonObject,
  path: (string | number)[],
  value: unknown,
): JsonObject | null {
  const out = structuredClone(body);
  let node: Record<string | number, unknown> = out;
  let spare: unknown = fallback;
  for (const key of path.slice(0, -1)) {
    spare = (spare as Record<string | number, unknown> | undefined)?.[key];
    if (node[key] === undefined || node[key] === null) {
      if (spare === undefined || spare === null) return null;
      node[key] = structuredClone(spare);
    }
    node = node[key] as Record<string | number, unknown>;
    if (node === null || typeof node !== 'object') return null;
  }
  node[path[path.length - 1] as string | number] = value;
  return out;
}

export interface BodyCase {
  label: string;
  body: JsonObject;
  field: { name: string; named: boolean };
  expect: 'valid' | 'refused';
}

/**
 * Cases of each property of a body (nested objects included): forbidden values, edge texts, omissions.
 * Each changes one property of a minimal valid body, so other fields' rules rarely get in the way.
 */
export function bodyCases(
  schema: Schema,
  minimal: () => JsonObject,
  full: () => JsonObject,
  pick: (n: number) => number,
): BodyCase[] {
  const out: BodyCase[] = [];
  const visit = (s: Schema, path: string[]) => {
    const required = new Set(s.required ?? []);
    const set = (value: unknown, name: string, omit = false): JsonObject => {
      const body = minimal();
      let node = body;
      let whole = full();
      for (const key of path) {
        whole = whole[key] as JsonObject;
        node[key] ??= { ...whole };
        node = node[key] as JsonObject;
      }
      if (omit) delete node[name];
      else node[name] = value;
      return body;
    };
    const dotted = (name: string) => [...path, name].join('.');
    out.push({
      label: `${dotted('unknownProperty')}`,
      body: set(1, 'unknownProperty'),
      field: { name: dotted('unknownProperty'), named: true },
      expect: 'refused',
    });
    for (const [name, property] of Object.entries(s.properties ?? {})) {
      if (property.readOnly) continue;
      const field = dotted(name);
      if (required.has(name)) {
        out.push({
          label: `without ${field}`,
          body: set(undefined, name, true),
          field: { name: field, named: true },
          expect: 'refused',
        });
      }
      const valid = (() => {
        let node: unknown = full();
        for (const key of [...path, name]) node = (node as JsonObject | undefined)?.[key];
        return node;
      })();
      for (const v of forbiddenValues(property, valid, pick)) {
        out.push({
          label: `${field} ${v.label}`,
          body: set(v.value, name),
          field: { name: field, named: true },
          expect: 'refused',
        });
      }
      for (const v of edgeTexts(property)) {
        out.push({
          label: `${field} ${v.label}`,
          body: set(v.value, name),
          field: { name: field, named: false },
          expect: 'valid',
        });
      }
      if (typesOf(property).has('object') && property.properties && valid && typeof valid === 'object') {
        visit(property, [...path, name]);
      }
    }
  };
  visit(schema, []);
  return out;
}
