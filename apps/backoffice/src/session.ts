import type { QueryClient } from '@tanstack/react-query';
import { configureApi } from '@vlegal/api-client/fetcher';
import type { Account } from '@vlegal/api-client/model';
import { getGetAccountQueryOptions, logout } from '@vlegal/api-client/query';

/** Storage keys of the spec (screens-and-auth §3). */
export const TOKEN_KEY = 'jhi-authenticationToken';
export const REQUESTED_URL_KEY = 'requested-url';

/** The bearer token: local storage with remember-me, otherwise session storage. */
export function storedToken(): string | null {
  return localStorage.getItem(TOKEN_KEY) ?? sessionStorage.getItem(TOKEN_KEY);
}

export function storeToken(token: string, rememberMe: boolean): void {
  clearToken();
  (rememberMe ? localStorage : sessionStorage).setItem(TOKEN_KEY, token);
}

/** Removes the token from both storages. */
export function clearToken(): void {
  localStorage.removeItem(TOKEN_KEY);
  sessionStorage.removeItem(TOKEN_KEY);
}

/** Remembers where the user wanted to go, to return there after sign-in. */
export function saveRequestedUrl(href: string): void {
  sessionStorage.setItem(REQUESTED_URL_KEY, href);
}

/** The saved address (once), only when it is an address of this site. */
export function takeRequestedUrl(): string | null {
  const href = sessionStorage.getItem(REQUESTED_URL_KEY);
  sessionStorage.removeItem(REQUESTED_URL_KEY);
  return href?.startsWith('/') && !href.startsWith('//') ? href : null;
}

/** Every generated call carries the token; a 401 anywhere signs out and goes to /login, keeping the address. */
export function connectApi(onUnauthorized: () => void): void {
  configureApi({ getToken: storedToken, onUnauthorized });
}

/**
 * The signed-in account, loaded once and cached; `null` when there is no token or the answer is empty or
 * failed (the token is then dropped).
 */
export async function loadAccount(queryClient: QueryClient): Promise<Account | null> {
  if (!storedToken()) return null;
  try {
    const response = await queryClient.ensureQueryData(getGetAccountQueryOptions());
    if (response.status === 200 && response.data?.login) return response.data;
  } catch {
    // A failed answer signs out like an empty one.
  }
  clearToken();
  queryClient.clear();
  return null;
}

/** Revokes the token on the server (best effort), removes it from both storages and clears cached state. */
export async function signOut(queryClient: QueryClient): Promise<void> {
  const token = storedToken();
  clearToken();
  queryClient.clear();
  if (!token) return;
  try {
    await logout({ headers: { Authorization: `Bearer ${token}` } });
  } catch {
    // Already revoked, expired or unreachable: the local sign-out stands.
  }
}
