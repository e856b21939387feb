/** Query options and helpers of user management, shared by route loaders and screens. */
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import type { AdminUser } from '@vlegal/api-client/model';
import {
  getGetUserQueryOptions,
  getListUsersQueryOptions,
  getSearchUsersQueryOptions,
} from '@vlegal/api-client/query';
import { invalidateCollection } from '../shared/serverList.ts';
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

/** Lists, searches and single users are read again after a write. */
export function invalidateUsers(queryClient: QueryClient): Promise<void> {
  return invalidateCollection(queryClient, 'users');
}

/** The body of an update: the user without the fields the server sets. */
export function writableUser(user: AdminUser): AdminUser {
  const { createdBy: _a, createdDate: _b, lastModifiedBy: _c, lastModifiedDate: _d, ...rest } = user;
  return rest;
}
