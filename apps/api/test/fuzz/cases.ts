/**
 * The requests the fuzzer sends to one operation, built from the contract alone: valid ones from its
 * schemas, and invalid ones of every kind (types, required fields, bounds, formats, enums, unstorable text,
 * paging and sorting edges, unknown properties and parameters, malformed JSON, wrong and missing media
 * types, oversized bodies, deeply nested bodies, missing rows, malformed ids), anonymous and with a role that
 * lacks access; and quantities at the contract's bounds.
 */
import { bodyCases, boundFields, withValueAt, writable, writableDeep } from './body-shapes.ts';
import type { FuzzOperation, Parameter } from './operations.ts';
import {
  boundValues,
  edgeTexts,
  forbiddenValues,
  type ObjectMode,
  type ReferenceIds,
  sampleOf,
  typesOf,
  validArb,
} from './schemas.ts';

type JsonObject = Record<string, unknown>;

/** Who sends the request. */
export type Caller = 'authorized' | 'anonymous' | 'bad-token' | 'lacking';

/**
 * What a correct server answers, on top of what every answer must be (no 5xx, a declared status, a body
 * matching its schema, no stack trace or SQL):
 * - `valid`: anything declared; a 2xx stores exactly what was sent;
 * - `refused`: a 4xx that changes no row (and, with `status`, that status);
 * - `field.named`: a 400 whose field errors name the field; `named: false`: the field must not be blamed.
 */
export interface FuzzCase {
  label: string;
  caller: Caller;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  expect: 'valid' | 'refused';
  status?: number;
  field?: { name: string; named: boolean };
  /** Body sent as JSON (for the check that a 2xx stored it as sent). */
  sent?: JsonObject;
  /** Properties left out of a create, with the default the answer must show. */
  defaults?: JsonObject;
  /** The row this request deletes or updates, taken from the rows the fuzzer created. */
  consumes?: JsonObject;
  /** An update leaving optional fields out: they must keep the values they had. */
  keepsOmitted?: boolean;
}

/** What the world looks like to the case builder: rows to address and ids to refer to. */
export interface Rows {
  refs: ReferenceIds;
  /** Rows the fuzzer created under a collection (safe to update and delete). */
  created(collection: string): JsonObject[];
  /** A row of the collection to read (created or seeded), if the collection lists any. */
  existing(collection: string): Promise<JsonObject | undefined>;
}

const MISSING_ID = 2_147_483_647;
const JSON_TYPE = 'application/json';

/** Deterministic choices from one seed (mulberry32). */
export function chooser(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    seed: () => Math.floor(next() * 2_147_483_647),
    pick: (n: number) => Math.floor(next() * n),
  };
}

function asText(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(asText);
  return [typeof value === 'string' ? value : JSON.stringify(value)];
}

interface Request {
  path: Record<string, string>;
  query: [string, string][];
  body?: JsonObject;
}

function urlOf(op: FuzzOperation, r: Request, rawPath: Record<string, string> = {}): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    name in rawPath ? (rawPath[name] as string) : encodeURIComponent(r.path[name] ?? ''),
  );
  const query = r.query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
  return query ? `${path}?${query}` : path;
}

/** Field names of the rows a list answers, as sort candidates. */
function sortFields(op: FuzzOperation): string[] {
  const items = op.responses['200']?.[JSON_TYPE]?.items;
  return Object.keys(items?.properties ?? {});
}

/** Every case of one operation; `seed` makes the choice of values reproducible. */
export async function casesFor(
  op: FuzzOperation,
  rows: Rows,
  seed: number,
  validRuns: number,
): Promise<FuzzCase[]> {
  const rng = chooser(seed);
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const writes = op.method !== 'GET';
  const pool = rows.created(op.collection);
  const target = writes ? pool[pool.length - 1] : (pool[0] ?? (await rows.existing(op.collection)));

  const pathValue = (p: Parameter, row: JsonObject | undefined): string => {
    const known = row?.[p.name];
    if (known !== undefined && known !== null) return String(known);
    // A write never guesses an id: it could hit a seeded row the other operations rely on.
    if (writes && typesOf(p.schema).has('integer')) return String(MISSING_ID);
    return asText(sampleOf(validArb(p.schema, rows.refs), rng.seed()))[0] as string;
  };
  const queryValues = (mode: ObjectMode): [string, string][] => {
    const out: [string, string][] = [];
    for (const p of queryParams) {
      if (!p.required && (mode === 'minimal' || (mode === 'random' && rng.pick(2) === 0))) continue;
      if (p.name === 'sort') {
        const fields = sortFields(op);
        if (fields.length)
          out.push(['sort', `${fields[rng.pick(fields.length)]},${rng.pick(2) ? 'asc' : 'desc'}`]);
        continue;
      }
      for (const text of asText(sampleOf(validArb(p.schema, rows.refs), rng.seed())))
        out.push([p.name, text]);
    }
    return out;
  };
  const bodyOf = (mode: ObjectMode, row: JsonObject | undefined): JsonObject | undefined => {
    if (!op.body) return undefined;
    const body = sampleOf(validArb(op.body.schema, rows.refs, mode), rng.seed()) as JsonObject;
    // An update addresses a row by the id in its body: a row the fuzzer created, or none (404).
    if (op.method === 'PUT' && 'id' in (op.body.schema.properties ?? {})) body.id = row?.id ?? MISSING_ID;
    return body;
  };
  const request = (mode: ObjectMode): Request => ({
    path: Object.fromEntries(pathParams.map((p) => [p.name, pathValue(p, target)])),
    query: queryValues(mode),
    body: bodyOf(mode, target),
  });

  const cases: FuzzCase[] = [];
  const add = (
    label: string,
    r: Request,
    extra: Partial<FuzzCase> = {},
    rawPath: Record<string, string> = {},
  ) => {
    const hasBody = r.body !== undefined;
    cases.push({
      label,
      caller: 'authorized',
      method: op.method,
      url: urlOf(op, r, rawPath),
      headers: hasBody ? { 'content-type': JSON_TYPE } : {},
      ...(hasBody ? { payload: JSON.stringify(r.body), sent: r.body } : {}),
      expect: 'refused',
      ...extra,
    });
  };

  // --- sign-in and roles ------------------------------------------------------------------------------
  if (op.roles !== 'public') {
    add('without a token', request('random'), { caller: 'anonymous', status: 401 });
    add('with a forged token', request('random'), { caller: 'bad-token', status: 401 });
    if (Array.isArray(op.roles) && op.roles.length > 0) {
      add('with a role that lacks access', request('random'), { caller: 'lacking', status: 403 });
    }
  }

  // --- path parameters --------------------------------------------------------------------------------
  for (const p of pathParams) {
    const base = request('minimal');
    const types = typesOf(p.schema);
    if (types.has('integer')) {
      add(
        `${p.name} of a missing row`,
        { ...base, path: { ...base.path, [p.name]: String(MISSING_ID) } },
        { status: 404 },
      );
      for (const bad of ['abc', '0', '-1', '1.5', '1e3', '2147483648', ' 1', 'a\u0000']) {
        add(`${p.name} "${JSON.stringify(bad)}"`, { ...base, path: { ...base.path, [p.name]: bad } });
      }
    } else if (p.schema.pattern && !p.schema.enum) {
      const missing = `zz-missing-${seed % 100_000}`;
      if (new RegExp(p.schema.pattern, 'u').test(missing)) {
        add(
          `${p.name} of a missing row`,
          { ...base, path: { ...base.path, [p.name]: missing } },
          { status: 404 },
        );
      }
    }
    if (types.has('string')) {
      const long = 'x'.repeat((p.schema.maxLength ?? 200) + 1);
      for (const bad of ['a b', 'a\u0000b', long, p.schema.enum ? 'zz' : '<x>']) {
        add(`${p.name} ${JSON.stringify(bad.slice(0, 20))}`, {
          ...base,
          path: { ...base.path, [p.name]: bad },
        });
      }
    }
    add(`${p.name} with broken percent-encoding`, base, {}, { [p.name]: '%E0%A4%A' });
    add(`${p.name} longer than any route allows`, base, {}, { [p.name]: '1'.repeat(300) });
  }

  if (op.method === 'PUT' && 'id' in (op.body?.schema.properties ?? {})) {
    const r = request('minimal');
    add('id of a missing row', { ...r, body: { ...r.body, id: MISSING_ID } }, { status: 404 });
  }

  // --- query parameters ---------------------------------------------------------------------------------
  if (queryParams.length || !writes) {
    const base = request('minimal');
    add(
      'an unknown query parameter',
      { ...base, query: [...base.query, ['unknownParameter', '1']] },
      {
        field: { name: 'unknownParameter', named: true },
      },
    );
  }
  for (const p of queryParams) {
    const base = request('minimal');
    const others = base.query.filter(([k]) => k !== p.name);
    const withValue = (label: string, values: string[], extra: Partial<FuzzCase>) =>
      add(
        `${p.name} ${label}`,
        { ...base, query: [...others, ...values.map((v): [string, string] => [p.name, v])] },
        extra,
      );
    const refused = (label: string, ...values: string[]) =>
      withValue(label, values, { field: { name: p.name, named: true } });
    const allowed = (label: string, ...values: string[]) =>
      withValue(label, values, { expect: 'valid', field: { name: p.name, named: false } });
    if (p.required)
      add(`without ${p.name}`, { ...base, query: others }, { field: { name: p.name, named: true } });
    const valid = sampleOf(validArb(p.schema, rows.refs), rng.seed());
    const itemSchema = typesOf(p.schema).has('array') ? (p.schema.items ?? {}) : p.schema;
    const forbidden = forbiddenValues(itemSchema, Array.isArray(valid) ? valid[0] : valid, rng.pick);
    for (const v of forbidden) {
      // URLs carry UTF-8 bytes (no unpaired surrogates) and text (no null, arrays or objects); and for a
      // text parameter a number is text too.
      if (v.label === 'an unpaired surrogate' || v.value === null || typeof v.value === 'object') continue;
      if (typeof v.value !== 'string' && typesOf(itemSchema).has('string')) continue;
      refused(v.label, asText(v.value)[0] as string);
    }
    for (const v of edgeTexts(itemSchema)) allowed(v.label, v.value as string);
    const types = typesOf(itemSchema);
    if (types.has('integer') || types.has('number')) {
      refused('as words', 'abc');
      refused('empty', '');
      if (!typesOf(p.schema).has('array')) refused('given twice', '1', '2');
      if (itemSchema.maximum !== undefined) allowed('at its maximum', String(itemSchema.maximum));
      if (itemSchema.minimum !== undefined) allowed('at its minimum', String(itemSchema.minimum));
    }
    if (types.has('boolean')) {
      refused('as yes', 'yes');
      refused('in capitals', 'TRUE');
    }
    if (p.name === 'sort') {
      for (const bad of [
        'constructor',
        'toString,desc',
        '__proto__',
        'hasOwnProperty,asc',
        'valueOf',
        'unknownField',
      ]) {
        refused(`by ${bad}`, bad);
      }
      refused('with a bad direction', `${sortFields(op)[0] ?? 'id'},up`);
      refused('with three parts', `${sortFields(op)[0] ?? 'id'},asc,desc`);
      if (p.schema.maxItems !== undefined) {
        refused(
          `by more than ${p.schema.maxItems} fields`,
          ...Array.from({ length: p.schema.maxItems + 1 }, (_, i) => `f${i}`),
        );
      }
    }
  }

  // --- valid requests -------------------------------------------------------------------------------------
  if (op.method === 'PUT' && op.body && target) {
    add(
      'valid (the row as it is)',
      { ...request('minimal'), body: writable(op.body.schema, target) },
      { expect: 'valid' },
    );
  }
  const modes: ObjectMode[] = [
    'full',
    'minimal',
    ...Array.from({ length: validRuns }, (): ObjectMode => 'random'),
  ];
  for (const mode of modes) {
    const r = request(mode);
    const defaults: JsonObject = {};
    if (mode === 'minimal' && r.body && op.method === 'POST') {
      for (const [name, property] of Object.entries(op.body?.schema.properties ?? {})) {
        if (!(name in r.body) && property.default !== undefined) defaults[name] = property.default;
      }
    }
    add(`valid (${mode})`, r, {
      expect: 'valid',
      ...(Object.keys(defaults).length ? { defaults } : {}),
      ...(op.method === 'DELETE' || op.method === 'PUT' ? { consumes: target } : {}),
      ...(op.method === 'PUT' && mode === 'minimal' ? { keepsOmitted: true } : {}),
    });
  }

  // --- bodies -------------------------------------------------------------------------------------------
  if (op.body) {
    const schema = op.body.schema;
    const base = (mode: ObjectMode) => () => request(mode).body as JsonObject;
    for (const c of bodyCases(schema, base('minimal'), base('full'), rng.pick)) {
      add(`body ${c.label}`, { ...request('minimal'), body: c.body }, { field: c.field, expect: c.expect });
    }
    const r = request('full');
    const json = JSON.stringify(r.body);
    const raw = (
      label: string,
      headers: Record<string, string>,
      payload: string | undefined,
      status: number,
    ) =>
      cases.push({
        label,
        caller: 'authorized',
        method: op.method,
        url: urlOf(op, r),
        headers,
        ...(payload === undefined ? {} : { payload }),
        expect: 'refused',
        status,
      });
    raw('body as text/plain', { 'content-type': 'text/plain' }, json, 415);
    raw('body as application/problem+json', { 'content-type': 'application/problem+json' }, json, 415);
    raw('body as a form', { 'content-type': 'application/x-www-form-urlencoded' }, 'a=1', 415);
    raw('body as XML', { 'content-type': 'application/xml' }, '<a/>', 415);
    raw('body without a media type', {}, json, 415);
    raw('no body', {}, undefined, 400);
    raw('an empty JSON body', { 'content-type': JSON_TYPE }, '', 400);
    for (const broken of ['{"a":', "{'a': 1}", `${json}x`, '{"__proto__": {"x": 1}}']) {
      raw(`malformed JSON ${broken.slice(0, 12)}`, { 'content-type': JSON_TYPE }, broken, 400);
    }
    for (const notObject of ['[]', '"text"', '42', 'null']) {
      raw(`a body that is ${notObject}`, { 'content-type': JSON_TYPE }, notObject, 400);
    }
    raw(
      'an oversized body',
      { 'content-type': JSON_TYPE },
      JSON.stringify({ x: 'x'.repeat(25 * 1024 * 1024) }),
      413,
    );
    // Deeper than any body of the contract, and than a recursive walk of it could take.
    raw(
      'a body nested 8000 levels deep',
      { 'content-type': JSON_TYPE },
      `${'{"a":['.repeat(4000)}1${']}'.repeat(4000)}`,
      400,
    );

    // --- quantities at the contract's bounds: from a row that exists (a create starts from one, an update
    // addresses one the fuzzer made), so a posting document reaches the ledger with them ----------------
    const fields = boundFields(schema);
    if (fields.length) {
      const updates = op.method === 'PUT' && 'id' in (schema.properties ?? {});
      const row =
        pool[pool.length - 1] ?? (op.method === 'POST' ? await rows.existing(op.collection) : undefined);
      // A generated body supplies what the row lacks (a list's row has no lines).
      const generated = request('full');
      const template = { ...generated.body, ...(row ? (writableDeep(schema, row) as JsonObject) : {}) };
      if (updates) template.id = row?.id ?? MISSING_ID;
      for (const field of fields) {
        for (const v of boundValues(field.schema)) {
          const body = withValueAt(template, generated.body as JsonObject, field.path, v.value);
          if (!body) continue;
          add(
            `body ${field.name} ${v.label}`,
            { ...generated, body },
            v.allowed ? { expect: 'valid' } : { status: 400, field: { name: field.name, named: true } },
          );
        }
      }
    }
  } else if (writes) {
    const r = request('minimal');
    const raw = (label: string, headers: Record<string, string>, payload: string) =>
      cases.push({
        label,
        caller: 'authorized',
        method: op.method,
        url: urlOf(op, r),
        headers,
        payload,
        expect: 'refused',
        status: 415,
      });
    raw('a JSON body it does not take', { 'content-type': JSON_TYPE }, '{}');
    raw('a text body it does not take', { 'content-type': 'text/plain' }, 'x');
  }
  return cases;
}
