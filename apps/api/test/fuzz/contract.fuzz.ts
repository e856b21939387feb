/**
 * The contract fuzz layer: every operation of openapi.yaml, today's and every one added later, receives
 * valid requests built from its schemas and invalid ones of every kind (see cases.ts), anonymously, with
 * a role that lacks access and with one that has it. Every answer must be declared and match its schema,
 * never be a 5xx nor leak a stack trace or SQL; an invalid request must be refused, a refused request
 * must change no stored row, and an accepted write must store what was sent (and the defaults it left out).
 *
 * Reproducible: FUZZ_SEED (default below) fixes every value; a failure prints the request. FUZZ_RUNS
 * sets the random valid requests per operation, FUZZ_OPERATIONS (comma-separated operationIds) narrows
 * the run, FUZZ_VERBOSE=1 prints the answer to every valid request.
 */
import { allows, type RoleRule } from '@vlegal/domain/roles';
import type { InjectOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src/bootstrap.ts';
import { loadContract } from '@vlegal/domain/contract-file';
import { tableOfTarget } from '../../src/engine/declarations.ts';
import { createTestApp, type TestApp, usePostgres } from '../harness.ts';
import { type FuzzCase, casesFor, chooser, type Rows } from './cases.ts';
import { answerChecker, type FuzzOperation, fuzzOperations } from './operations.ts';
import { type ChangeLog, installChangeLog } from './state.ts';

type JsonObject = Record<string, unknown>;

const SEED = Number(process.env.FUZZ_SEED ?? 20_250_601);
const RUNS = Number(process.env.FUZZ_RUNS ?? 3);
const ONLY = new Set((process.env.FUZZ_OPERATIONS ?? '').split(',').filter(Boolean));
/** Creates first, so updates, reads and deletes find rows the fuzzer owns. */
const PHASE: Record<string, number> = { POST: 0, GET: 1, PUT: 2, PATCH: 2, DELETE: 3 };
const LEAK =
  /\bat .+:\d+:\d+\)?$|node_modules|\b(select|insert into|update \w+ set|delete from)\b.+\b(from|where|values|returning)\b|violates|duplicate key|syntax error|relation "|column "/im;

let t: TestApp;
let changes: ChangeLog;
let operations: FuzzOperation[];
const check = answerChecker();
const stats = {
  requests: 0,
  statuses: new Map<number, number>(),
  started: Date.now(),
  cpu: process.cpuUsage(),
};

/** Logins by authority set, and their tokens (renewed when an operation ended a session). */
const accounts: { login: string; authorities: string[] }[] = [];
const tokens = new Map<string, string>();
async function tokenOf(login: string): Promise<string> {
  let token = tokens.get(login);
  if (!token) {
    token = await t.login(login, t.password);
    tokens.set(login, token);
  }
  return token;
}
/** After a successful write (a sign-out ...): drop the caller's token if it stopped working. */
async function dropRevokedToken(token: string | undefined): Promise<void> {
  if (!token) return;
  const res = await t.call({ method: 'GET', url: '/api/account', token });
  if (res.statusCode !== 401) return;
  for (const [login, known] of tokens) if (known === token) tokens.delete(login);
}

const created = new Map<string, JsonObject[]>();
const existing = new Map<string, JsonObject | undefined>();
let refs: Record<string, number[]> = {};
const rows: Rows = {
  get refs() {
    return refs;
  },
  created: (collection) => {
    const pool = created.get(collection) ?? [];
    created.set(collection, pool);
    return pool;
  },
  async existing(collection) {
    if (!existing.has(collection)) {
      const list = operations.find((o) => o.method === 'GET' && o.path === collection);
      let row: JsonObject | undefined;
      if (list && !list.parameters.some((p) => p.required)) {
        const res = await t.call({
          method: 'GET',
          url: `${collection}?size=1`,
          token: await tokenOf('admin'),
        });
        const body = res.statusCode === 200 ? (res.json() as unknown) : null;
        row = Array.isArray(body) ? (body[0] as JsonObject | undefined) : undefined;
        // Read whole where the collection reads one row: a document comes with its lines.
        const one = operations.find((o) => o.method === 'GET' && o.path === `${collection}/{id}`);
        if (row && one) {
          const whole = await t.call({
            method: 'GET',
            url: `${collection}/${row.id}`,
            token: await tokenOf('admin'),
          });
          if (whole.statusCode === 200) row = whole.json() as JsonObject;
        }
      }
      existing.set(collection, row);
    }
    return existing.get(collection);
  },
};

/** Ids of the first rows of every `x-references` target a request body can name. */
async function referenceIds(ops: FuzzOperation[]): Promise<Record<string, number[]>> {
  const targets = new Set<string>();
  JSON.stringify(
    ops.map((op) => op.body?.schema),
    (key, value) => {
      if (key === 'x-references' && typeof value === 'string') targets.add(value);
      return value;
    },
  );
  const kysely = t.db.kysely as unknown as Kysely<Record<string, { id: number }>>;
  const out: Record<string, number[]> = {};
  for (const target of targets) {
    const found = await kysely
      .selectFrom(tableOfTarget(target))
      .select('id')
      .orderBy('id')
      .limit(3)
      .execute();
    out[target] = found.map((r) => Number(r.id));
  }
  return out;
}

function callerToken(op: FuzzOperation, c: FuzzCase): Promise<string | undefined> | string | undefined {
  // Public operations are called as a new visitor would: without a token.
  if (c.caller === 'anonymous' || op.roles === 'public') return undefined;
  if (c.caller === 'bad-token') return 'not-a-token';
  const rule = (op.roles ?? []) as RoleRule;
  const admitted = (a: (typeof accounts)[number]) => allows(rule, a.authorities);
  const account = c.caller === 'lacking' ? accounts.find((a) => !admitted(a)) : accounts.find(admitted);
  if (!account) throw new Error(`no demo account for ${c.caller} on ${op.operationId}`);
  return tokenOf(account.login);
}

function describeRequest(c: FuzzCase, token: string | undefined): string {
  const body =
    c.payload === undefined
      ? ''
      : `\n    body: ${c.payload.length > 600 ? `${c.payload.slice(0, 600)}… (${c.payload.length} characters)` : c.payload}`;
  const headers = { ...c.headers, ...(token ? { authorization: `Bearer ${c.caller}` } : {}) };
  return `${c.method} ${c.url}\n    headers: ${JSON.stringify(headers)}${body}`;
}

/**
 * Whether the answer stored what was sent: every sent value comes back equal (texts may change case, as
 * logins and e-mails do). On a create, null means "not given" and may come back as the server's default.
 */
function echoMismatches(
  sent: unknown,
  answered: unknown,
  path: string,
  out: string[],
  creating: boolean,
): void {
  if (answered === undefined || (creating && sent === null)) return;
  // A document's lines come back in the order written, each with what the server adds to it; a correction
  // replaces them (docs/adr/0019-documents-with-lines.md): a line is stored anew, under an id of its own.
  const isRow = (v: unknown) => v !== null && typeof v === 'object' && !Array.isArray(v);
  if (Array.isArray(sent) && sent.length && sent.every(isRow)) {
    if (!Array.isArray(answered) || answered.length !== sent.length)
      return void out.push(
        `${path}: sent ${sent.length} rows, got ${JSON.stringify(answered)?.slice(0, 80)}`,
      );
    for (const [i, { id: _id, ...item }] of (sent as JsonObject[]).entries())
      echoMismatches(item, answered[i], `${path}[${i}]`, out, creating);
    return;
  }
  if (sent !== null && typeof sent === 'object' && !Array.isArray(sent)) {
    if (answered === null || typeof answered !== 'object')
      return void out.push(`${path}: sent an object, got ${JSON.stringify(answered)}`);
    for (const [k, v] of Object.entries(sent))
      echoMismatches(v, (answered as JsonObject)[k], path ? `${path}.${k}` : k, out, creating);
    return;
  }
  const same = (a: unknown, b: unknown) =>
    JSON.stringify(a) === JSON.stringify(b) ||
    (typeof a === 'string' && typeof b === 'string' && a.toLowerCase() === b.toLowerCase());
  const sorted = (v: unknown) => (Array.isArray(v) ? [...v].map((x) => JSON.stringify(x)).sort() : v);
  if (!same(sorted(sent), sorted(answered)))
    out.push(
      `${path}: sent ${JSON.stringify(sent)?.slice(0, 80)}, stored ${JSON.stringify(answered)?.slice(0, 80)}`,
    );
}

function fieldErrorsOf(body: string): string[] {
  try {
    const problem = JSON.parse(body) as { fieldErrors?: { field: string }[] };
    return (problem.fieldErrors ?? []).map((f) => f.field);
  } catch {
    return [];
  }
}

/** A stable number per operation, so its values do not depend on which other operations run. */
function hash(text: string): number {
  let h = 2_166_136_261;
  for (const c of text) h = Math.imul(h ^ (c.codePointAt(0) as number), 16_777_619);
  return h >>> 0;
}

const names = (fields: string[], name: string) =>
  fields.some((f) => f === name || f.startsWith(`${name}.`) || f.startsWith(`${name}[`));

/** Sends one case and returns what is wrong with the answer (empty when nothing). */
async function run(op: FuzzOperation, c: FuzzCase): Promise<string[]> {
  const token = await callerToken(op, c);
  // The row as it was, for an update that must leave what it omits alone.
  const before = c.keepsOmitted ? rows.created(op.collection).find((r) => r.id === c.sent?.id) : undefined;
  const mark = await changes.mark();
  const failuresBefore = t.app.responseValidationFailures.length;
  const res = await t.app.inject({
    method: c.method as InjectOptions['method'],
    url: c.url,
    headers: { ...c.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(c.payload === undefined ? {} : { payload: c.payload }),
  });
  stats.requests++;
  stats.statuses.set(res.statusCode, (stats.statuses.get(res.statusCode) ?? 0) + 1);
  const problems: string[] = [];
  const status = res.statusCode;
  if (process.env.FUZZ_VERBOSE && c.expect === 'valid') {
    console.log(`${op.operationId} – ${c.label}: ${status} ${res.body.slice(0, 300)}`);
  }
  const contentType = String(res.headers['content-type'] ?? '');
  if (status >= 500) problems.push(`answered ${status}`);
  for (const f of t.app.responseValidationFailures.slice(failuresBefore))
    problems.push(`the server's answer broke the contract: ${f.errors}`);
  const contractError = check(op, status, contentType, res.body);
  if (contractError) problems.push(contractError);
  if (status >= 400 && LEAK.test(res.body)) problems.push('the problem leaks a stack trace or SQL');

  const refused = status >= 400;
  if (c.expect === 'refused' && !refused)
    problems.push(`accepted a request the contract forbids (${status})`);
  if (c.status !== undefined && status !== c.status) problems.push(`expected ${c.status}, got ${status}`);
  if (c.field) {
    const fields = status === 400 ? fieldErrorsOf(res.body) : [];
    if (c.field.named && !names(fields, c.field.name))
      problems.push(`expected a 400 naming ${c.field.name}, got ${status} ${JSON.stringify(fields)}`);
    if (!c.field.named && names(fields, c.field.name))
      problems.push(`refused ${c.field.name}, which the contract allows`);
  }
  if (refused) {
    const stored = await changes.since(mark);
    if (stored.length) problems.push(`a refused request changed rows: ${[...new Set(stored)].join(', ')}`);
  } else if (status < 300 && res.body && contentType.includes('json')) {
    const answer = res.json() as unknown;
    if (c.sent && op.method !== 'GET') {
      const mismatches: string[] = [];
      // A password is never answered; everything else sent must come back as stored.
      const { password: _p, currentPassword: _c, newPassword: _n, ...sent } = c.sent;
      echoMismatches(sent, answer, '', mismatches, status === 201);
      if (mismatches.length) problems.push(`stored something else than sent: ${mismatches.join('; ')}`);
    }
    for (const [name, value] of Object.entries(status === 201 ? (c.defaults ?? {}) : {})) {
      const got = (answer as JsonObject)[name];
      if (JSON.stringify(got) !== JSON.stringify(value))
        problems.push(
          `left out ${name} should default to ${JSON.stringify(value)}, got ${JSON.stringify(got)}`,
        );
    }
    for (const [name, value] of Object.entries(before ?? {})) {
      const property = op.body?.schema.properties?.[name];
      if (!property || property.readOnly || (c.sent && name in c.sent)) continue;
      const got = (answer as JsonObject)[name];
      if (JSON.stringify(got) !== JSON.stringify(value)) {
        problems.push(`left out ${name} should keep ${JSON.stringify(value)}, got ${JSON.stringify(got)}`);
      }
    }
    remember(op, c, status, answer);
  }
  if (!refused && op.method !== 'GET') await dropRevokedToken(token);
  return problems.map(
    (p) => `${p}\n    answer: ${status} ${res.body.slice(0, 400)}\n    request: ${describeRequest(c, token)}`,
  );
}

/** Rows the fuzzer created are its to update and delete. */
function remember(op: FuzzOperation, c: FuzzCase, status: number, answer: unknown): void {
  const pool = rows.created(op.collection);
  if (status === 201 && answer && typeof answer === 'object' && !Array.isArray(answer))
    pool.push(answer as JsonObject);
  if (op.method === 'DELETE' && c.consumes) pool.splice(pool.indexOf(c.consumes) >>> 0, 1);
  if (op.method === 'PUT' && answer && typeof answer === 'object') {
    const i = pool.findIndex((r) => r.id === (answer as JsonObject).id);
    if (i >= 0) pool[i] = answer as JsonObject;
  }
}

beforeAll(async () => {
  // No background work beside the requests: a job run between two requests (a schedule's hour, a V-Legal's
  // SILK message) would be taken for a change a refused request made.
  t = await createTestApp({ config: (c) => ({ ...c, runJobs: false }) });
  changes = await installChangeLog(t.db);
  const contract = t.app.contract as JsonObject;
  operations = fuzzOperations(contract)
    .filter((op) => ONLY.size === 0 || ONLY.has(op.operationId))
    .sort((a, b) => (PHASE[a.method] ?? 9) - (PHASE[b.method] ?? 9));
  refs = await referenceIds(operations);
  for (const login of ['admin', ...DEMO_ACCOUNTS.map((a) => a.login)]) {
    const res = await t.call({ method: 'GET', url: '/api/account', token: await tokenOf(login) });
    accounts.push({ login, authorities: (res.json() as { authorities: string[] }).authorities });
  }
});

afterAll(async () => {
  const seconds = ((Date.now() - stats.started) / 1000).toFixed(1);
  const cpu = process.cpuUsage(stats.cpu);
  const cpuSeconds = ((cpu.user + cpu.system) / 1e6).toFixed(1);
  const statuses = [...stats.statuses]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s}×${n}`)
    .join(' ');
  console.log(
    `contract fuzz on ${usePostgres ? 'PostgreSQL' : 'PGlite'} (seed ${SEED}): ${operations.length} operations, ${stats.requests} requests, ${seconds} s (${cpuSeconds} s of CPU); ${statuses}`,
  );
  await t?.close();
});

describe(`contract fuzz (seed ${SEED})`, () => {
  // One test per operation, in the order of the phases, sharing one server and database.
  const planned = fuzzOperations(loadContract()).filter((op) => ONLY.size === 0 || ONLY.has(op.operationId));
  planned.sort((a, b) => (PHASE[a.method] ?? 9) - (PHASE[b.method] ?? 9));
  for (const { operationId } of planned) {
    it(operationId, async () => {
      const op = operations.find((o) => o.operationId === operationId) as FuzzOperation;
      const seed = chooser(SEED ^ hash(operationId)).seed();
      const cases = await casesFor(op, rows, seed, RUNS);
      const failures: string[] = [];
      for (const c of cases) {
        for (const problem of await run(op, c)) failures.push(`${op.operationId} – ${c.label}: ${problem}`);
      }
      expect(
        failures,
        `FUZZ_SEED=${SEED} FUZZ_OPERATIONS=${op.operationId}\n${failures.join('\n\n')}`,
      ).toEqual([]);
    });
  }
});
