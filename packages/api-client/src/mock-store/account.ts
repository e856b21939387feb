/** Sign-in, the signed-in account and sign-out, for a fake signed-in user (token `MOCK_TOKEN`). */
import { HttpResponse, http, type RequestHandler } from 'msw';
import type { Account, JWTToken, LoginVM } from '../gen/model/index.ts';
import { problem, readJson } from './responses.ts';
import { ALL_AUTHORITIES } from './users.ts';

export const MOCK_TOKEN = 'mock-token';

export function fakeAccount(overrides: Partial<Account> = {}): Account {
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

export function accountHandlers(state: { account: Account }): RequestHandler[] {
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
