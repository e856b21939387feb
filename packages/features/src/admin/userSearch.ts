/** The state of the user list (page, size, sort, search text, filters) as validated search parameters. */
import { AUTHORITIES, type Authority, isAuthority } from '@vlegal/domain/roles';
import type { ListUsersParams, SearchUsersParams } from '@vlegal/api-client/model';

export const USER_SORTABLE = [
  'id',
  'login',
  'email',
  'activated',
  'langKey',
  'createdDate',
  'lastModifiedDate',
] as const;
export const USER_PAGE_SIZES = [10, 20, 50, 100] as const;
const DEFAULT_SIZE = 20;

export interface UserListSearch {
  page?: number;
  size?: number;
  sort?: string[];
  query?: string;
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

const positive = (value: unknown) => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 ? number : undefined;
};

/** `validateSearch` of `/app/administration/user-management`. */
export function validateUserSearch(raw: Record<string, unknown>): UserListSearch {
  const search: UserListSearch = {};
  const page = positive(raw.page);
  if (page && page > 1) search.page = page;
  const size = positive(raw.size);
  if (size && size !== DEFAULT_SIZE && (USER_PAGE_SIZES as readonly number[]).includes(size))
    search.size = size;
  const sort = (Array.isArray(raw.sort) ? raw.sort : [raw.sort]).filter(
    (entry): entry is string =>
      typeof entry === 'string' &&
      /^[a-zA-Z]+,(asc|desc)$/.test(entry) &&
      (USER_SORTABLE as readonly string[]).includes(entry.split(',')[0]!),
  );
  if (sort.length) search.sort = sort.slice(0, 5);
  if (typeof raw.query === 'string' && raw.query.trim()) search.query = raw.query.trim().slice(0, 200);
  const activated = String(raw.activated);
  if (activated === 'true' || activated === 'false') search.activated = activated;
  if (typeof raw.authority === 'string' && isAuthority(raw.authority)) search.authority = raw.authority;
  if (typeof raw.saved === 'string' && raw.saved) search.saved = raw.saved.slice(0, 50);
  return search;
}

export function userListState(search: UserListSearch): UserListState {
  return {
    page: search.page ?? 1,
    size: search.size ?? DEFAULT_SIZE,
    sort: search.sort ?? [],
    query: search.query ?? '',
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
