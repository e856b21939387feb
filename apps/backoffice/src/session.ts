import { configureApi } from '@vlegal/api-client/fetcher';

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

export function clearToken(): void {
  localStorage.removeItem(TOKEN_KEY);
  sessionStorage.removeItem(TOKEN_KEY);
}

/** Remembers where the user wanted to go, to return there after sign-in. */
export function saveRequestedUrl(href: string): void {
  sessionStorage.setItem(REQUESTED_URL_KEY, href);
}

export function takeRequestedUrl(): string | null {
  const href = sessionStorage.getItem(REQUESTED_URL_KEY);
  sessionStorage.removeItem(REQUESTED_URL_KEY);
  return href?.startsWith('/') && !href.startsWith('//') ? href : null;
}

/** Every generated call carries the token; a 401 anywhere signs out and goes to /login, keeping the address. */
export function connectApi(onUnauthorized: () => void): void {
  configureApi({ getToken: storedToken, onUnauthorized });
}
