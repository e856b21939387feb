/**
 * Values from the contract's JSON Schemas: valid ones as fast-check arbitraries, and for each schema the
 * values it forbids (wrong types, bounds, patterns, formats, enums) and the edge values it allows (emoji at
 * the length bound, control characters, SQL and LIKE metacharacters).
 */
import { big } from '@vlegal/domain/books/quantity';
import fc from 'fast-check';
import { onePagePdf } from '../../src/seed/demo-documents.ts';

export interface Schema {
  type?: string | string[];
  enum?: unknown[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  format?: string;
  pattern?: string;
  /** Digits after the point of an exact decimal written as text. */
  'x-scale'?: number;
  /** Least value of an exact decimal written as text (`x-scale`). */
  'x-minimum'?: number;
  /** Greatest value of an exact decimal written as text (`x-scale`). */
  'x-maximum'?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  readOnly?: boolean;
  default?: unknown;
  contentEncoding?: string;
  /** The media type of what a text holds (`application/geo+json`). */
  contentMediaType?: string;
  'x-references'?: string;
  $ref?: string;
}

type Json = unknown;
type JsonObject = Record<string, unknown>;

/** Resolves the contract's internal `$ref`s (`#/components/...`) into one self-contained schema. */
export function deref<T>(contract: JsonObject, node: T, depth = 0): T {
  if (depth > 32) throw new Error('the contract nests $refs too deeply');
  if (Array.isArray(node)) return node.map((n) => deref(contract, n, depth)) as T;
  if (node === null || typeof node !== 'object') return node;
  const ref = (node as JsonObject).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/')) {
    let target: unknown = contract;
    for (const part of ref.slice(2).split('/')) target = (target as JsonObject)[part.replace(/~1/g, '/')];
    return deref(contract, target as T, depth + 1);
  }
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(node)) out[k] = deref(contract, v, depth);
  return out as T;
}

/** The JSON types a schema admits (`integer` also admits whole numbers sent as `number`). */
export function typesOf(schema: Schema): Set<string> {
  const branches = schema.oneOf ?? schema.anyOf;
  if (branches) return new Set(branches.flatMap((b) => [...typesOf(b)]));
  if (schema.type) return new Set(Array.isArray(schema.type) ? schema.type : [schema.type]);
  if (schema.enum) return new Set(schema.enum.map((v) => (v === null ? 'null' : typeof v)));
  return new Set(['string', 'number', 'integer', 'boolean', 'array', 'object', 'null']);
}

export const nullable = (schema: Schema) => typesOf(schema).has('null');
/** Characters as JSON Schema counts them. */
export const lengthOf = (text: string) => [...text].length;
const regexOf = (schema: Schema) => (schema.pattern ? new RegExp(schema.pattern, 'u') : null);
export const isFreeText = (schema: Schema) =>
  typesOf(schema).has('string') &&
  !schema.pattern &&
  !schema.format &&
  !schema.enum &&
  !schema.oneOf &&
  !schema.contentEncoding &&
  // Text holding a document of its own (a plot's GeoJSON): its server checks it as that.
  !schema.contentMediaType;

/** Ids of existing rows per `x-references` target, so references point somewhere. */
export type ReferenceIds = Readonly<Record<string, readonly number[]>>;

/** Small, real files of each media type the contract accepts (the server parses what it stores). */
export const FILES: Record<string, string> = {
  'image/png': 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'image/jpeg':
    '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AIAADX//2Q==',
  'image/gif': 'R0lGODlhAQABAIAAAExpcYpaKyH5BAUAAAAALAAAAAABAAEAAAICTAEAOw==',
  'image/webp': 'UklGRh4AAABXRUJQVlA4TBEAAAAvAAAAAAdQrSp2pf+BiOh/AAA=',
  'application/pdf': onePagePdf('Fuzz'),
};

const TEXT_UNIT = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,-');
const DAY = 86_400_000;

function stringArb(schema: Schema): fc.Arbitrary<string> {
  // A plot's geometry: a point in Indonesia written as the server writes it (6 decimals), so that plots are
  // stored, changed and deleted as well as refused.
  if (schema.contentMediaType === 'application/geo+json')
    return fc
      .tuple(
        fc.integer({ min: 95_000_000, max: 141_000_000 }),
        fc.integer({ min: -11_000_000, max: 5_900_000 }),
      )
      .map(([lon, lat]) => JSON.stringify({ type: 'Point', coordinates: [lon / 1e6, lat / 1e6] }));
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 60;
  const within = (s: string) => lengthOf(s) >= min && lengthOf(s) <= max;
  switch (schema.format) {
    case 'email':
      return fc
        .tuple(fc.stringMatching(/^[a-z][a-z0-9]{3,12}$/), fc.constantFrom('example.co.id', 'example.com'))
        .map(([local, domain]) => `${local}@${domain}`);
    case 'date':
      return fc
        .integer({ min: 0, max: 3650 })
        .map((d) => new Date(Date.UTC(2022, 0, 1) + d * DAY).toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .integer({ min: 0, max: 3650 * 24 })
        .map((h) => new Date(Date.UTC(2022, 0, 1) + h * 3_600_000).toISOString());
    case 'uri-reference':
      return fc.constant('/x');
  }
  if (schema.contentEncoding === 'base64') return fc.constant(FILES['image/png'] as string);
  const regex = regexOf(schema);
  const least = schema['x-minimum'] ?? Number.NEGATIVE_INFINITY;
  const most = schema['x-maximum'] ?? Number.POSITIVE_INFINITY;
  if (regex && schema['x-scale'] !== undefined)
    return fc.stringMatching(regex).filter((s) => within(s) && Number(s) >= least && Number(s) <= most);
  if (regex) return fc.stringMatching(regex).filter(within);
  // Never blank: required texts are checked for blankness by the server.
  const room = Math.max(0, Math.min(max, 24) - 1);
  return fc
    .string({ unit: TEXT_UNIT, minLength: Math.min(Math.max(0, min - 1), room), maxLength: room })
    .map((s) => `K${s}`);
}

function numberArb(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? 0;
  const max = Math.min(schema.maximum ?? min + 10_000, integer ? 2_147_483_647 : Number.MAX_SAFE_INTEGER);
  if (integer) return fc.integer({ min, max: Math.min(max, min + 10_000) });
  const step = schema.multipleOf;
  if (step) {
    const decimals = Math.max(0, -Math.floor(Math.log10(step)));
    return fc
      .integer({ min: Math.ceil(min / step), max: Math.floor(max / step) })
      .map((k) => Number((k * step).toFixed(decimals)));
  }
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).map((n) => (Object.is(n, -0) ? 0 : n));
}

export type ObjectMode = 'full' | 'minimal' | 'random';

/** Valid values of a schema. Objects: every writable property (`full`), only required ones, or a mix. */
export function validArb(
  schema: Schema,
  refs: ReferenceIds,
  mode: ObjectMode = 'random',
): fc.Arbitrary<Json> {
  const target = schema['x-references'];
  if (target) {
    const ids = refs[target];
    if (!ids?.length) throw new Error(`no ${target} rows to refer to`);
    return fc.constantFrom(...ids);
  }
  const branches = (schema.oneOf ?? schema.anyOf)?.filter(
    (b) => !(typesOf(b).size === 1 && typesOf(b).has('null')),
  );
  if (branches?.length) return fc.oneof(...branches.map((b) => validArb(b, refs, mode)));
  if (schema.enum) {
    const values = schema.enum.filter((v) => v !== null);
    return fc.constantFrom(...(values.length ? values : schema.enum));
  }
  const types = [...typesOf(schema)].filter((t) => t !== 'null');
  switch (types[0]) {
    case 'string':
      return stringArb(schema);
    case 'integer':
      return numberArb(schema, true);
    case 'number':
      return numberArb(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const item = validArb(schema.items ?? {}, refs, mode);
      const constraints = { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 3, 3) };
      return schema.uniqueItems
        ? fc.uniqueArray(item, { ...constraints, selector: (v) => JSON.stringify(v) })
        : fc.array(item, constraints);
    }
    case 'object':
      return objectArb(schema, refs, mode);
    default:
      return fc.constant(null);
  }
}

function objectArb(schema: Schema, refs: ReferenceIds, mode: ObjectMode): fc.Arbitrary<Json> {
  const required = new Set(schema.required ?? []);
  const model: Record<string, fc.Arbitrary<Json>> = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (property.readOnly) continue;
    if (mode === 'minimal' && !required.has(name)) continue;
    const value = validArb(property, refs, mode);
    model[name] = mode === 'random' && !required.has(name) && nullable(property) ? fc.option(value) : value;
  }
  const keys = Object.keys(model);
  const requiredKeys = mode === 'random' ? keys.filter((k) => required.has(k)) : keys;
  return fc.record(model, { requiredKeys }).map((value) => pairFiles(schema, value as JsonObject));
}

/** A file and its `<field>ContentType` go together: same presence, and bytes of the chosen media type. */
function pairFiles(schema: Schema, value: JsonObject): JsonObject {
  const out = { ...value };
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (property.contentEncoding !== 'base64') continue;
    const typeField = `${name}ContentType`;
    const accepted = (schema.properties?.[typeField]?.enum ?? []).filter(
      (t): t is string => typeof t === 'string',
    );
    if (out[name] === undefined || out[name] === null) {
      if (typeField in out && !(schema.required ?? []).includes(typeField))
        out[typeField] = out[name] ?? null;
      continue;
    }
    const type = accepted.includes('image/png') ? 'image/png' : (accepted[0] ?? 'image/png');
    out[name] = FILES[type];
    if (typeField in (schema.properties ?? {})) out[typeField] = type;
  }
  return out;
}

/** One value of an arbitrary, reproducible from its seed. */
export function sampleOf<T>(arb: fc.Arbitrary<T>, seed: number): T {
  return fc.sample(arb, { seed, numRuns: 1 })[0] as T;
}

export interface Variant {
  label: string;
  value: Json;
}

const REPRESENTATIVES: [string, Json][] = [
  ['null', null],
  ['boolean', true],
  ['integer', 12345],
  ['number', 1.5],
  ['string', 'text'],
  ['array', ['x']],
  ['object', { x: 'y' }],
];

function admits(types: Set<string>, kind: string): boolean {
  if (types.has(kind)) return true;
  return kind === 'integer' && types.has('number');
}

/**
 * Values the schema forbids, each alone enough to refuse the request: a wrong JSON type, one past each
 * bound, a broken pattern, format or enum, text PostgreSQL cannot store. `pick` chooses among wrong types.
 */
export function forbiddenValues(schema: Schema, valid: Json, pick: (n: number) => number): Variant[] {
  const out: Variant[] = [];
  const types = typesOf(schema);
  const wrong = REPRESENTATIVES.filter(([kind]) => !admits(types, kind));
  const nullVariant = wrong.find(([kind]) => kind === 'null');
  if (nullVariant) out.push({ label: 'null', value: null });
  const others = wrong.filter(([kind]) => kind !== 'null');
  if (others.length) {
    const [kind, value] = others[pick(others.length)] as [string, Json];
    out.push({ label: `${/^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind}`, value });
  }
  if (schema.enum || schema.oneOf) {
    if (types.has('string')) out.push({ label: 'a value outside the enum', value: 'NOT_IN_THE_ENUM' });
    return out;
  }
  if (types.has('string')) out.push(...forbiddenTexts(schema, typeof valid === 'string' ? valid : 'K'));
  if (types.has('integer') || types.has('number')) {
    if (schema.minimum !== undefined) out.push({ label: 'below the minimum', value: schema.minimum - 1 });
    if (schema.maximum !== undefined) out.push({ label: 'above the maximum', value: schema.maximum + 1 });
    if (types.has('integer') && !types.has('number')) {
      out.push({ label: 'a fraction', value: 1.5 });
      if (schema.maximum === undefined) out.push({ label: 'beyond int32', value: 2_147_483_648 });
    }
    if (schema.multipleOf)
      out.push({ label: 'too many decimals', value: (schema.minimum ?? 0) + schema.multipleOf / 2 });
  }
  if (types.has('array') && Array.isArray(valid)) {
    if (schema.maxItems !== undefined) {
      const item = valid[0] ?? 'x';
      out.push({ label: 'too many items', value: Array.from({ length: schema.maxItems + 1 }, () => item) });
    }
    if (schema.uniqueItems && valid.length)
      out.push({ label: 'duplicate items', value: [valid[0], valid[0]] });
    if (schema.items) {
      const itemTypes = typesOf(schema.items);
      const bad = REPRESENTATIVES.find(([kind]) => kind !== 'null' && !admits(itemTypes, kind));
      if (bad) out.push({ label: `an item that is ${bad[0]}`, value: [bad[1]] });
    }
  }
  return out;
}

function forbiddenTexts(schema: Schema, valid: string): Variant[] {
  const out: Variant[] = [];
  const regex = regexOf(schema);
  const max = schema.maxLength;
  if (max !== undefined) {
    // Emoji count one character each (two UTF-16 units); long limits use ASCII to keep bodies small.
    const unit = max <= 10_000 ? '😀' : 'A';
    out.push({ label: `${max + 1} characters`, value: unit.repeat(max + 1) });
  }
  if (schema.minLength) out.push({ label: 'shorter than the minimum', value: '' });
  if (regex) {
    const candidates = [`${valid}\n`, ' ', '!', `${valid} `, `<${valid}>`];
    const broken = candidates.find((c) => !regex.test(c) && (max === undefined || lengthOf(c) <= max));
    if (broken !== undefined) out.push({ label: `breaking ${schema.pattern}`, value: broken });
  }
  const badFormat: Record<string, string> = {
    email: 'not-an-email',
    date: '2025-02-30',
    'date-time': '2025-01-01',
  };
  if (schema.format && badFormat[schema.format])
    out.push({ label: `not a ${schema.format}`, value: badFormat[schema.format] });
  out.push({
    label: 'a NUL character',
    value: `${valid.slice(0, 1)}\u0000${valid.slice(1)}`.slice(0, Math.max(2, max ?? 2)),
  });
  out.push({ label: 'an unpaired surrogate', value: `\ud800${valid}`.slice(0, Math.max(1, max ?? 1)) });
  return out;
}

/** Free texts the schema allows that have tripped servers: emoji at the bound, controls, SQL and LIKE. */
export function edgeTexts(schema: Schema): Variant[] {
  if (!isFreeText(schema)) return [];
  const max = schema.maxLength ?? 200;
  const fit = (text: string) => [...text].slice(0, max).join('');
  const out: Variant[] = [];
  if (max <= 10_000) {
    out.push({ label: `${max} emoji`, value: [...'😀🌳'.repeat(Math.ceil(max / 2))].slice(0, max).join('') });
  }
  out.push({ label: 'control characters', value: fit('K\u0001\u0007\u001b[31m\u007f') });
  out.push({ label: 'SQL text', value: fit("K'); DELETE FROM country; --") });
  out.push({ label: 'LIKE metacharacters', value: fit('K%_\\%') });
  return out.filter((v) => lengthOf(v.value as string) >= (schema.minLength ?? 0));
}

/** A quantity at a bound of its schema, and whether the contract allows it. */
export interface BoundValue extends Variant {
  allowed: boolean;
}

/**
 * Quantities at the contract's bounds: an exact decimal (`x-scale`) at its `x-maximum` and one step above, at
 * its least, and the largest its declared precision writes (as many digits as its pattern and length allow,
 * allowed unless above its `x-maximum`); a number at its `maximum` and `minimum`, an int32 without a maximum
 * at the largest int32. References, enums and ids are no quantities.
 */
export function boundValues(schema: Schema): BoundValue[] {
  if (schema.enum || schema.oneOf || schema.anyOf || schema['x-references']) return [];
  const types = typesOf(schema);
  const out: BoundValue[] = [];
  const scale = schema['x-scale'];
  if (types.has('string') && scale !== undefined) {
    const regex = regexOf(schema);
    const fits = (text: string) =>
      (!regex || regex.test(text)) && (schema.maxLength === undefined || text.length <= schema.maxLength);
    const add = (label: string, value: string, allowed: boolean) => {
      if (fits(value) && !out.some((v) => v.value === value)) out.push({ label, value, allowed });
    };
    const most = schema['x-maximum'];
    if (most !== undefined) {
      add('at its maximum', big(String(most)).toFixed(scale), true);
      add(
        'one step above its maximum',
        big(String(most))
          .plus(big(`1e-${scale}`))
          .toFixed(scale),
        false,
      );
    }
    add('at its minimum', big(String(schema['x-minimum'] ?? 0)).toFixed(scale), true);
    for (let digits = (schema.maxLength ?? 30) - scale - 1; digits > 0; digits--) {
      const widest = `${'9'.repeat(digits)}.${'9'.repeat(scale)}`;
      if (!fits(widest)) continue;
      add('the largest of its precision', widest, most === undefined || big(widest).lte(String(most)));
      break;
    }
    return out;
  }
  if (types.has('string') || !(types.has('integer') || types.has('number'))) return out;
  if (schema.maximum !== undefined)
    out.push({ label: 'at its maximum', value: schema.maximum, allowed: true });
  else if (schema.format === 'int32' && !types.has('number'))
    out.push({ label: 'the largest of its precision', value: 2_147_483_647, allowed: true });
  if (schema.minimum !== undefined)
    out.push({ label: 'at its minimum', value: schema.minimum, allowed: true });
  return out;
}
