/** Query options and helpers of user management, shared by route loaders and screens. */
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import type { AdminUser } from '@vlegal/api-client/model';
import {
  getGetUserQueryOptions,
  getListUsersQueryOptions,
  getSearchUsersQueryOptions,
} from '@vlegal/api-client/query';
import { type UserListState, userListParams } from './userSearch.ts';

export function userListQueryOptions(state: UserListState) {
  const request = userListParams(state);
  const options =
    request.kind === 'search'
      ? getSearchUsersQueryOptions(request.params)
      : getListUsersQueryOptions(request.params);
  return queryOptions({ ...options, placeholderData: keepPreviousData });
}

export function userQueryOptions(login: string) {
  return getGetUserQueryOptions(login);
}

export function usersOf(answer: { status: number; data: unknown; headers: Headers } | undefined) {
  if (answer?.status !== 200 || !Array.isArray(answer.data)) return { users: [] as AdminUser[], total: 0 };
  const users = answer.data as AdminUser[];
  const total = Number(answer.headers.get('X-Total-Count') ?? users.length);
  return { users, total: Number.isFinite(total) ? total : users.length };
}

/** Lists, searches and single users are read again after a write. */
export function invalidateUsers(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const [key] = query.queryKey;
      return (
        typeof key === 'string' &&
        (key === '/api/users' || key === '/api/_search/users' || key.startsWith('/api/users/'))
      );
    },
  });
}

/** The body of an update: the user without the fields the server sets. */
export function writableUser(user: AdminUser): AdminUser {
  const { createdBy: _a, createdDate: _b, lastModifiedBy: _c, lastModifiedDate: _d, ...rest } = user;
  return rest;
}
