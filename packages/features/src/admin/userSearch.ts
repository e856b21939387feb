/** The state of the user list (page, size, sort, search text, filters) as validated search parameters. */
import { AUTHORITIES, type Authority, isAuthority } from '@vlegal/domain/roles';
import type { ListUsersParams, SearchUsersParams } from '@vlegal/api-client/model';
import { type ListAddress, validateListAddress, withListDefaults } from '../shared/listAddress.ts';

export { PAGE_SIZES as USER_PAGE_SIZES } from '../shared/listAddress.ts';

export const USER_SORTABLE = [
  'id',
  'login',
  'email',
  'activated',
  'langKey',
  'createdDate',
  'lastModifiedDate',
] as const;
export interface UserListSearch extends ListAddress {
  activated?: 'true' | 'false';
  authority?: Authority;
  /** Login of the user just saved (a notice on the list). */
  saved?: string;
}

export interface UserListState {
  page: number;
  size: number;
  sort: string[];
  query: string;
  activated?: 'true' | 'false';
  authority?: Authority;
  saved?: string;
}

/** `validateSearch` of `/app/administration/user-management`. */
export function validateUserSearch(raw: Record<string, unknown>): UserListSearch {
  const search: UserListSearch = validateListAddress(raw, USER_SORTABLE);
  const activated = String(raw.activated);
  if (activated === 'true' || activated === 'false') search.activated = activated;
  if (typeof raw.authority === 'string' && isAuthority(raw.authority)) search.authority = raw.authority;
  if (typeof raw.saved === 'string' && raw.saved) search.saved = raw.saved.slice(0, 50);
  return search;
}

export function userListState(search: UserListSearch): UserListState {
  return {
    ...withListDefaults(search),
    ...(search.activated ? { activated: search.activated } : {}),
    ...(search.authority ? { authority: search.authority } : {}),
    ...(search.saved ? { saved: search.saved } : {}),
  };
}

export function toUserSearch(state: UserListState): UserListSearch {
  return validateUserSearch({ ...state });
}

/** The query of `listUsers`, or of `searchUsers` when there is text. */
export function userListParams(
  state: UserListState,
): { kind: 'list'; params: ListUsersParams } | { kind: 'search'; params: SearchUsersParams } {
  const params: ListUsersParams = { page: state.page - 1, size: state.size };
  if (state.sort.length) params.sort = [...state.sort];
  if (state.activated) params.activated = state.activated === 'true';
  if (state.authority) params.authority = state.authority;
  if (!state.query) return { kind: 'list', params };
  // Search takes paging and sort; the two filters are applied by the list only.
  const { activated: _a, authority: _b, ...rest } = params;
  return { kind: 'search', params: { ...rest, query: state.query } };
}

export const ALL_AUTHORITIES: readonly Authority[] = AUTHORITIES;
