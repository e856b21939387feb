/** User management over an in-memory list of users: taken logins and e-mails answer their problem types. */
import { AUTHORITIES } from '@vlegal/domain/roles';
import { HttpResponse, http, type RequestHandler } from 'msw';
import type { Account, AdminUser, Authority, NewAdminUser } from '../gen/model/index.ts';
import * as generated from '../gen/query/index.faker.ts';
import { pageOf, type Sorting } from './paging.ts';
import { problem, readJson } from './responses.ts';
import { sample } from './sample.ts';
import type { Row } from './types.ts';

const USERS: Sorting = {
  path: 'users',
  sortable: ['id', 'login', 'email', 'activated', 'langKey', 'createdDate', 'lastModifiedDate'],
  defaultSort: ['id', 'asc'],
};
const LOGIN = /^[a-zA-Z0-9_.@-]+$/;
const SEEDED_AT = '2026-01-05T01:00:00Z';
export const ALL_AUTHORITIES: readonly Authority[] = AUTHORITIES;

export function seedUsers(account: Account): AdminUser[] {
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

export function userHandlers(state: { users: AdminUser[]; account: Account }): RequestHandler[] {
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
