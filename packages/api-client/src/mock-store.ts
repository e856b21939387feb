/**
 * A stateful MSW layer for stories and tests: every master-data resource of the registry gets list, read,
 * create, update, delete and search handlers over one in-memory table per resource, so a created row
 * appears in the list, lists send `X-Total-Count` and `Link`, and search, filters and sort behave like the
 * server's. Tables are seeded from the generated faker mocks (deterministic for a given faker seed); the
 * account handlers answer for a fake signed-in user.
 */
import { faker } from '@faker-js/faker';
import {
  allowedIn,
  ListParameterError,
  linkHeader,
  readPage,
  readSort,
  type SortOrder,
} from '@vlegal/domain/lists';
import { PROBLEM_STATUS, PROBLEM_TITLES, PROBLEM_TYPES, type ProblemTypeName } from '@vlegal/domain/problems';
import {
  type AnyResource,
  isResourceKey,
  type MasterResourceKey,
  operationIds,
  referencedBy,
  resourceList,
} from '@vlegal/domain/resources';
import { AUTHORITIES } from '@vlegal/domain/roles';
import { HttpResponse, http, type RequestHandler } from 'msw';
import type { Account, AdminUser, Authority, JWTToken, LoginVM, NewAdminUser } from './gen/model/index.ts';
import * as generated from './gen/query/index.faker.ts';

export type Row = Record<string, unknown> & { id: number };

export interface MockStoreSeed {
  /** Rows per resource; a resource given here is not seeded from faker. */
  rows?: Partial<Record<MasterResourceKey, Record<string, unknown>[]>>;
  /** Overrides of the signed-in account (default: an administrator). */
  account?: Partial<Account>;
  /** Users of the user-management handlers (default: the signed-in account plus faker-made users). */
  users?: AdminUser[];
  /** Seed of faker, so stories and screenshots get the same rows on every run (default 20261121). */
  fakerSeed?: number;
}

export interface MockStore {
  handlers: RequestHandler[];
  /** The current rows of a resource (a copy). */
  rows(key: MasterResourceKey): Row[];
  /** The current users (copies). */
  users(): AdminUser[];
  /** The signed-in account the account handlers answer with. */
  account: Account;
  /** Back to the seeded state. */
  reset(): void;
}

export const MOCK_TOKEN = 'mock-token';
const DEFAULT_FAKER_SEED = 20261121;

type ListMock = () => Record<string, unknown>[];

function generatedListMock(resource: AnyResource): ListMock {
  const name = `get${operationIds(resource).list.replace(/^l/, 'L')}ResponseMock`;
  const mock = (generated as unknown as Record<string, ListMock | undefined>)[name];
  if (!mock) throw new Error(`the generated mocks have no ${name}`);
  return mock;
}

/**
 * A string matching one of the registry's patterns: anchored sequences of literals, escapes and
 * character classes with `{n}`, `{n,m}`, `+`, `*` or `?` quantifiers.
 */
export function sample(pattern: string, maxLength = 50): string {
  const body = pattern.replace(/^\^/, '').replace(/\$$/, '');
  const token = /(\[[^\]]+\]|\\.|.)(\{(\d+)(?:,(\d*))?\}|[+*?])?/g;
  let out = '';
  for (const match of body.matchAll(token)) {
    const [, atom = '', quantifier, low, high] = match;
    const choices = atom.startsWith('[') ? expandClass(atom.slice(1, -1)) : [atom.replace(/^\\/, '')];
    let count = 1;
    if (low !== undefined)
      count = faker.number.int({ min: Number(low), max: high ? Number(high) : Number(low) });
    else if (quantifier === '+') count = faker.number.int({ min: 1, max: 6 });
    else if (quantifier === '*') count = faker.number.int({ min: 0, max: 6 });
    else if (quantifier === '?') count = faker.number.int({ min: 0, max: 1 });
    for (let i = 0; i < count; i += 1) out += faker.helpers.arrayElement(choices);
  }
  return out.slice(0, maxLength);
}

function expandClass(spec: string): string[] {
  const chars: string[] = [];
  for (let i = 0; i < spec.length; i += 1) {
    const from = spec[i] ?? '';
    const to = spec[i + 2];
    if (spec[i + 1] === '-' && to !== undefined) {
      for (let code = from.charCodeAt(0); code <= to.charCodeAt(0); code += 1)
        chars.push(String.fromCharCode(code));
      i += 2;
    } else if (from === '\\') {
      i += 1;
      chars.push(spec[i] ?? '');
    } else chars.push(from);
  }
  return chars;
}

/** Faker fills patterns literally anchored and ignores bounds of nullable strings; bring values within the contract. */
function conform(resource: AnyResource, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...row };
  for (const field of resource.fields) {
    const value = out[field.name];
    if (value === undefined) out[field.name] = field.default ?? null;
    if (typeof value !== 'string') continue;
    let text = value;
    if (field.maxLength !== undefined && field.kind !== 'file') text = text.slice(0, field.maxLength);
    if (field.pattern && !new RegExp(field.pattern).test(text)) text = sample(field.pattern, field.maxLength);
    out[field.name] = text;
  }
  return out;
}

function seedTables(seed: MockStoreSeed): Map<MasterResourceKey, Row[]> {
  faker.seed(seed.fakerSeed ?? DEFAULT_FAKER_SEED);
  const tables = new Map<MasterResourceKey, Row[]>();
  for (const resource of resourceList()) {
    const key = resource.key;
    const given = seed.rows?.[key];
    const source = given ?? generatedListMock(resource)().map((row) => conform(resource, row));
    const rows: Row[] = [];
    for (const row of source) {
      const candidate: Row = { ...row, id: typeof row.id === 'number' && given ? row.id : rows.length + 1 };
      // Faker may repeat a short code; keep the seed within the unique constraints.
      if (given || !uniqueClash(resource, rows, candidate)) rows.push(candidate);
    }
    tables.set(key, rows);
  }
  // Point faker-made references at rows that exist, so pick-lists and view pages resolve them.
  for (const resource of resourceList()) {
    if (seed.rows?.[resource.key]) continue;
    for (const [field, target] of Object.entries(resource.references)) {
      const targets = target && isResourceKey(target) ? tables.get(target) : undefined;
      if (!targets?.length) continue;
      for (const row of tables.get(resource.key) ?? []) {
        if (row[field] !== null) row[field] = faker.helpers.arrayElement(targets).id;
      }
    }
  }
  return tables;
}

function problem(name: ProblemTypeName, detail?: string, fieldErrors?: { field: string; message: string }[]) {
  const status = PROBLEM_STATUS[name];
  return HttpResponse.json(
    { type: PROBLEM_TYPES[name], title: PROBLEM_TITLES[name], status, detail, fieldErrors },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );
}

/** A list rule's refusal (`@vlegal/domain/lists`) as the server answers it: a 400 with the field error. */
function listParameters<T>(read: () => T): T | Response {
  try {
    return read();
  } catch (err) {
    if (!(err instanceof ListParameterError)) throw err;
    return problem('constraintViolation', `Invalid query parameter ${err.parameter}.`, [
      { field: err.parameter, message: err.message },
    ]);
  }
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return String(a).localeCompare(String(b));
}

/** What sorting needs to know about a collection (a registry resource fits). */
export interface Sorting {
  path: string;
  sortable: readonly string[];
  defaultSort: readonly [string, 'asc' | 'desc'];
}

function sortRows(rows: Row[], orders: readonly SortOrder[]): Row[] {
  return [...rows].sort((a, b) => {
    for (const { field, direction } of orders) {
      const order = compare(a[field], b[field]);
      if (order !== 0) return direction === 'desc' ? -order : order;
    }
    return 0;
  });
}

function filterRows(resource: AnyResource, rows: Row[], url: URL): Row[] {
  const filters = Object.keys(resource.filters).filter((name) => url.searchParams.has(name));
  // `id=…` (repeatable): only these rows, as a page asks for the labels of its references.
  const ids = new Set(url.searchParams.getAll('id').map(Number));
  return rows.filter(
    (row) =>
      (ids.size === 0 || ids.has(row.id)) &&
      filters.every((name) => String(row[name]) === url.searchParams.get(name)),
  );
}

/**
 * One page of `rows` as the server answers a list call: `page`, `size` and `sort` read by the shared list
 * rules, `X-Total-Count` and `Link`.
 */
export function pageOf(resource: Sorting, rows: Row[], url: URL): Response {
  const { searchParams } = url;
  const paging = listParameters(() =>
    readPage(searchParams.get('page') ?? undefined, searchParams.get('size') ?? undefined),
  );
  if (paging instanceof Response) return paging;
  const sort = listParameters(() =>
    readSort(searchParams.getAll('sort'), allowedIn(resource.sortable), resource.defaultSort, {
      what: resource.path,
    }),
  );
  if (sort instanceof Response) return sort;
  const sorted = sortRows(rows, sort);
  const start = paging.page * paging.size;
  return HttpResponse.json(sorted.slice(start, start + paging.size), {
    headers: {
      'X-Total-Count': String(sorted.length),
      Link: linkHeader(`${url.pathname}${url.search}`, paging, sorted.length),
    },
  });
}

function fieldErrorsOf(resource: AnyResource, body: Record<string, unknown>) {
  const errors: { field: string; message: string }[] = [];
  const known = new Set(['id', ...resource.fields.map((field) => field.name)]);
  for (const name of Object.keys(body))
    if (!known.has(name)) errors.push({ field: name, message: 'unknown' });
  for (const field of resource.fields) {
    const value = body[field.name];
    if (field.readOnly) continue;
    const before = errors.length;
    if (value === undefined || value === null || value === '') {
      if (field.required) errors.push({ field: field.name, message: 'required' });
      continue;
    }
    if (typeof value === 'string') {
      if (field.maxLength !== undefined && value.length > field.maxLength)
        errors.push({ field: field.name, message: 'maxlength' });
      if (field.pattern && !new RegExp(field.pattern).test(value))
        errors.push({ field: field.name, message: 'pattern' });
    }
    if (field.values && !field.values.includes(String(value)))
      errors.push({ field: field.name, message: 'enum' });
    // One message per field, the first rule it breaks.
    errors.splice(before + 1);
  }
  return errors;
}

function uniqueClash(resource: AnyResource, rows: Row[], candidate: Record<string, unknown>) {
  for (const constraint of resource.unique) {
    const fields = typeof constraint === 'string' ? [constraint] : [...constraint];
    if (fields.some((field) => candidate[field] === null || candidate[field] === undefined)) continue;
    const clash = rows.find(
      (row) => row.id !== candidate.id && fields.every((field) => row[field] === candidate[field]),
    );
    if (clash) return fields.map((field) => ({ field, message: 'unique' }));
  }
  return undefined;
}

function withDefaults(resource: AnyResource, body: Record<string, unknown>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const field of resource.fields) {
    if (field.readOnly) continue;
    row[field.name] = body[field.name] ?? field.default ?? null;
  }
  return row;
}

async function readJson(request: Request): Promise<Record<string, unknown> | undefined> {
  try {
    const body: unknown = await request.json();
    return body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function resourceHandlers(resource: AnyResource, tables: Map<MasterResourceKey, Row[]>): RequestHandler[] {
  const table = () => tables.get(resource.key) ?? [];
  const base = `*/api/${resource.path}`;
  const search = `*/api/_search/${resource.path}`;
  const findId = (raw: unknown) => table().find((row) => row.id === Number(raw));

  const write = async (request: Request, mode: 'create' | 'update') => {
    const body = await readJson(request);
    if (!body) return problem('constraintViolation', 'the body must be a JSON object');
    if (mode === 'create' && body.id !== undefined && body.id !== null)
      return problem('constraintViolation', `a new ${resource.label} cannot already have an id`, [
        { field: 'id', message: 'idexists' },
      ]);
    if (mode === 'update' && typeof body.id !== 'number')
      return problem('constraintViolation', 'the id is missing', [{ field: 'id', message: 'idnull' }]);
    const current = mode === 'update' ? findId(body.id) : undefined;
    if (mode === 'update' && !current) return problem('notFound', `no ${resource.label} ${String(body.id)}`);
    const errors = fieldErrorsOf(resource, body);
    if (errors.length) return problem('constraintViolation', `the ${resource.label} is not valid`, errors);
    const rows = table();
    const id = current?.id ?? rows.reduce((max, row) => Math.max(max, row.id), 0) + 1;
    const readOnly = Object.fromEntries(
      resource.fields
        .filter((field) => field.readOnly)
        .map((field) => [field.name, current?.[field.name] ?? null]),
    );
    const row: Row = { id, ...withDefaults(resource, body), ...readOnly };
    const clash = uniqueClash(resource, rows, row);
    if (clash) return problem('conflict', `another ${resource.label} has the same ${clash[0]?.field}`, clash);
    if (current)
      tables.set(
        resource.key,
        rows.map((existing) => (existing.id === id ? row : existing)),
      );
    else tables.set(resource.key, [...rows, row]);
    return mode === 'create'
      ? HttpResponse.json(row, { status: 201, headers: { Location: `/api/${resource.path}/${id}` } })
      : HttpResponse.json(row);
  };

  const handlers: RequestHandler[] = [
    http.get(base, ({ request }) => {
      const url = new URL(request.url);
      return pageOf(resource, filterRows(resource, table(), url), url);
    }),
    http.post(base, ({ request }) => write(request, 'create')),
    http.put(base, ({ request }) => write(request, 'update')),
    http.get(`${base}/:id`, ({ params }) => {
      const row = findId(params.id);
      return row ? HttpResponse.json(row) : problem('notFound', `no ${resource.label} ${String(params.id)}`);
    }),
    http.delete(`${base}/:id`, ({ params }) => {
      const row = findId(params.id);
      if (!row) return problem('notFound', `no ${resource.label} ${String(params.id)}`);
      const users = referencedBy(resource.key).filter(({ resource: other, field }) =>
        (tables.get(other.key) ?? []).some((candidate) => candidate[field] === row.id),
      );
      if (users.length)
        return problem(
          'referencedRow',
          `the ${resource.label} is used by ${users.map(({ resource: other }) => other.label).join(', ')}`,
        );
      tables.set(
        resource.key,
        table().filter((candidate) => candidate.id !== row.id),
      );
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(search, ({ request }) => {
      const url = new URL(request.url);
      const query = (url.searchParams.get('query') ?? '').trim().toLowerCase();
      const matches = table().filter((row) =>
        resource.search.some((field) =>
          String(row[field] ?? '')
            .toLowerCase()
            .includes(query),
        ),
      );
      return pageOf(resource, filterRows(resource, matches, url), url);
    }),
  ];
  for (const extra of resource.extraSearches ?? []) {
    handlers.push(
      http.get(`${search}-${extra.suffix}`, ({ request }) => {
        const url = new URL(request.url);
        const query = url.searchParams.get('query') ?? '';
        if (extra.query === 'integer' && !/^[0-9]+$/.test(query))
          return problem('constraintViolation', 'the query must be an id', [
            { field: 'query', message: 'integer' },
          ]);
        const matches = table().filter((row) => {
          const value = row[extra.field];
          return extra.match === 'eq'
            ? String(value) === query
            : String(value ?? '')
                .toLowerCase()
                .startsWith(query.toLowerCase());
        });
        return pageOf(resource, matches, url);
      }),
    );
  }
  return handlers;
}

const USERS: Sorting = {
  path: 'users',
  sortable: ['id', 'login', 'email', 'activated', 'langKey', 'createdDate', 'lastModifiedDate'],
  defaultSort: ['id', 'asc'],
};
const LOGIN = /^[a-zA-Z0-9_.@-]+$/;
const SEEDED_AT = '2026-01-05T01:00:00Z';
const ALL_AUTHORITIES: readonly Authority[] = AUTHORITIES;

function seedUsers(account: Account): AdminUser[] {
  const users: AdminUser[] = [
    {
      id: 1,
      login: account.login,
      firstName: account.firstName ?? null,
      lastName: account.lastName ?? null,
      email: account.email ?? 'admin@localhost',
      imageUrl: null,
      activated: true,
      langKey: account.langKey,
      authorities: [...account.authorities],
      companyId: account.companyId ?? null,
      businessUnitId: account.businessUnitId ?? null,
      createdBy: 'system',
      createdDate: SEEDED_AT,
      lastModifiedBy: 'system',
      lastModifiedDate: SEEDED_AT,
    },
  ];
  for (const user of generated.getListUsersResponseMock()) {
    const login = user.login.replace(/^\^/, '').replace(/\$$/, '').slice(0, 50);
    const candidate: AdminUser = {
      ...user,
      id: users.length + 1,
      login: LOGIN.test(login) ? login : sample('^[a-z][a-z0-9_.]{3,12}$'),
      firstName: user.firstName?.slice(0, 50) ?? null,
      lastName: user.lastName?.slice(0, 50) ?? null,
      imageUrl: null,
      authorities: [...new Set(user.authorities)],
      createdBy: 'system',
      createdDate: SEEDED_AT,
      lastModifiedBy: 'system',
      lastModifiedDate: SEEDED_AT,
    };
    if (!users.some((other) => other.login === candidate.login || other.email === candidate.email))
      users.push(candidate);
  }
  return users;
}

function userErrors(body: Record<string, unknown>, known: readonly string[]) {
  const errors: { field: string; message: string }[] = [];
  for (const name of Object.keys(body))
    if (!known.includes(name)) errors.push({ field: name, message: 'unknown' });
  if (typeof body.login !== 'string' || !LOGIN.test(body.login) || body.login.length > 50)
    errors.push({ field: 'login', message: 'pattern' });
  if (
    typeof body.email !== 'string' ||
    body.email.length < 5 ||
    body.email.length > 254 ||
    !body.email.includes('@')
  )
    errors.push({ field: 'email', message: 'email' });
  if (!Array.isArray(body.authorities) || !body.authorities.every((role) => ALL_AUTHORITIES.includes(role)))
    errors.push({ field: 'authorities', message: 'enum' });
  return errors;
}

const USER_FIELDS = [
  'login',
  'firstName',
  'lastName',
  'email',
  'imageUrl',
  'activated',
  'langKey',
  'authorities',
  'companyId',
  'businessUnitId',
] as const;

function userHandlers(state: { users: AdminUser[]; account: Account }): RequestHandler[] {
  const rows = () => state.users as unknown as Row[];
  const byLogin = (login: unknown) => state.users.find((user) => user.login === String(login));
  const write = async (request: Request, mode: 'create' | 'update') => {
    const body = await readJson(request);
    if (!body) return problem('constraintViolation', 'the body must be a JSON object');
    const audit = ['createdBy', 'createdDate', 'lastModifiedBy', 'lastModifiedDate'];
    const known = mode === 'create' ? [...USER_FIELDS] : ['id', ...USER_FIELDS, ...audit];
    if (mode === 'create' && body.id !== undefined)
      return problem('constraintViolation', 'a new user cannot already have an id', [
        { field: 'id', message: 'idexists' },
      ]);
    const current = mode === 'update' ? state.users.find((user) => user.id === body.id) : undefined;
    if (mode === 'update' && !current) return problem('notFound', `no user ${String(body.id)}`);
    const errors = userErrors(body, known);
    if (errors.length) return problem('constraintViolation', 'the user is not valid', errors);
    const input = body as unknown as NewAdminUser;
    const others = state.users.filter((user) => user.id !== current?.id);
    if (others.some((user) => user.login.toLowerCase() === input.login.toLowerCase()))
      return problem('loginAlreadyUsed', 'login name already used', [{ field: 'login', message: 'unique' }]);
    if (others.some((user) => user.email.toLowerCase() === input.email.toLowerCase()))
      return problem('emailAlreadyUsed', 'email is already in use', [{ field: 'email', message: 'unique' }]);
    const now = new Date().toISOString();
    const user: AdminUser = {
      firstName: null,
      lastName: null,
      imageUrl: null,
      companyId: null,
      businessUnitId: null,
      ...Object.fromEntries(
        USER_FIELDS.filter((field) => body[field] !== undefined).map((f) => [f, body[f]]),
      ),
      id: current?.id ?? state.users.reduce((max, other) => Math.max(max, other.id), 0) + 1,
      login: input.login,
      email: input.email,
      langKey: input.langKey,
      authorities: [...new Set(input.authorities)],
      activated: input.activated ?? true,
      createdBy: current?.createdBy ?? state.account.login,
      createdDate: current?.createdDate ?? now,
      lastModifiedBy: state.account.login,
      lastModifiedDate: now,
    };
    state.users = current
      ? state.users.map((other) => (other.id === user.id ? user : other))
      : [...state.users, user];
    return mode === 'create'
      ? HttpResponse.json(user, { status: 201, headers: { Location: `/api/users/${user.login}` } })
      : HttpResponse.json(user);
  };
  const filtered = (list: Row[], url: URL) =>
    list.filter(
      (row) =>
        (!url.searchParams.has('activated') || String(row.activated) === url.searchParams.get('activated')) &&
        (!url.searchParams.has('authority') ||
          (row.authorities as string[]).includes(url.searchParams.get('authority') ?? '')),
    );
  return [
    http.get('*/api/users', ({ request }) => {
      const url = new URL(request.url);
      return pageOf(USERS, filtered(rows(), url), url);
    }),
    http.post('*/api/users', ({ request }) => write(request, 'create')),
    http.put('*/api/users', ({ request }) => write(request, 'update')),
    http.get('*/api/users/:login', ({ params }) => {
      const user = byLogin(params.login);
      return user ? HttpResponse.json(user) : problem('notFound', `no user ${String(params.login)}`);
    }),
    http.delete('*/api/users/:login', ({ params }) => {
      const user = byLogin(params.login);
      if (!user) return problem('notFound', `no user ${String(params.login)}`);
      state.users = state.users.filter((other) => other.id !== user.id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('*/api/_search/users', ({ request }) => {
      const url = new URL(request.url);
      const query = (url.searchParams.get('query') ?? '').trim().toLowerCase();
      const matches = rows().filter((row) =>
        ['login', 'email', 'firstName', 'lastName'].some((field) =>
          String(row[field] ?? '')
            .toLowerCase()
            .includes(query),
        ),
      );
      return pageOf(USERS, filtered(matches, url), url);
    }),
  ];
}

function fakeAccount(overrides: Partial<Account> = {}): Account {
  return {
    id: 1,
    login: 'admin',
    firstName: 'Administrator',
    lastName: null,
    email: 'admin@localhost',
    imageUrl: null,
    activated: true,
    langKey: 'in',
    authorities: ['ROLE_ADMIN', 'ROLE_USER'],
    companyId: null,
    businessUnitId: null,
    ...overrides,
  };
}

function accountHandlers(state: { account: Account }): RequestHandler[] {
  const signedIn = (request: Request) => request.headers.get('Authorization') === `Bearer ${MOCK_TOKEN}`;
  return [
    http.post('*/api/authenticate', async ({ request }) => {
      const body = (await readJson(request)) as Partial<LoginVM> | undefined;
      if (!body?.username || !body.password) return problem('unauthorized', 'bad credentials');
      const token: JWTToken = { id_token: MOCK_TOKEN };
      return HttpResponse.json(token, { headers: { Authorization: `Bearer ${MOCK_TOKEN}` } });
    }),
    http.get('*/api/account', ({ request }) =>
      signedIn(request) ? HttpResponse.json(state.account) : problem('unauthorized', 'not signed in'),
    ),
    http.post('*/api/account', async ({ request }) => {
      if (!signedIn(request)) return problem('unauthorized', 'not signed in');
      const body = await readJson(request);
      if (!body) return problem('constraintViolation', 'the body must be a JSON object');
      state.account = { ...state.account, ...(body as Partial<Account>) };
      return HttpResponse.json(state.account);
    }),
    http.post('*/api/logout', () => new HttpResponse(null, { status: 204 })),
    http.get('*/api/users/authorities', () => HttpResponse.json([...ALL_AUTHORITIES])),
  ];
}

/**
 * Handlers over a fresh in-memory store. Put them before the generated stateless handlers (each tag's
 * `get…Mock()`, e.g. `getCountriesMock()`) so the stateful ones answer first.
 */
export function createMockStore(seed: MockStoreSeed = {}): MockStore {
  const tables = seedTables(seed);
  const account = fakeAccount(seed.account);
  const state = { account, users: seed.users ? [...seed.users] : seedUsers(account) };
  const handlers = [
    ...accountHandlers(state),
    ...userHandlers(state),
    ...resourceList().flatMap((resource) => resourceHandlers(resource, tables)),
  ];
  return {
    handlers,
    rows: (key) => (tables.get(key) ?? []).map((row) => ({ ...row })),
    get account() {
      return state.account;
    },
    users: () => state.users.map((user) => ({ ...user })),
    reset() {
      tables.clear();
      for (const [key, rows] of seedTables(seed)) tables.set(key, rows);
      state.account = fakeAccount(seed.account);
      state.users = seed.users ? [...seed.users] : seedUsers(state.account);
    },
  };
}
