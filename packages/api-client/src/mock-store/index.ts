/**
 * A stateful MSW layer for stories and tests: every master-data resource of the registry gets list, read,
 * create, update, delete and search handlers over one in-memory table per resource, so a created row
 * appears in the list, lists send `X-Total-Count` and `Link`, and search, filters and sort behave like the
 * server's. Tables are seeded from the generated faker mocks (deterministic for a given faker seed); the
 * account handlers answer for a fake signed-in user.
 */
import { resourceList } from '@vlegal/domain/resources';
import { accountHandlers, fakeAccount } from './account.ts';
import { resourceHandlers } from './resources.ts';
import { seedTables } from './seed.ts';
import type { MockStore, MockStoreSeed } from './types.ts';
import { seedUsers, userHandlers } from './users.ts';

export { MOCK_TOKEN } from './account.ts';
export { pageOf, type Sorting } from './paging.ts';
export { sample } from './sample.ts';
export type { MockStore, MockStoreSeed, Row } from './types.ts';

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
