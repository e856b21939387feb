/**
 * What an app needs to mount the user-management screens: the list state in the address's search
 * parameters and the query options its loaders ensure before the screens render.
 */
export { userListQueryOptions, userQueryOptions } from './users.ts';
export { toUserSearch, type UserListSearch, userListState, validateUserSearch } from './userSearch.ts';
