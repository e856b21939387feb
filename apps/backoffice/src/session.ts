import { apiFetch, configureApi } from '@vlegal/api-client/fetcher';

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

/** The account's address (the generated client's, `session.test.ts` holds them equal). */
export const ACCOUNT_URL = '/api/account';

let earlyAccount: { token: string; answer: Promise<unknown> } | undefined;

/**
 * Asks for the signed-in account as the app starts on a page of /app, when a token is stored: before the
 * query cache and the account's calls have loaded, so the /app guard, which waits for the account, finds
 * it on its way. Call after `connectApi`.
 */
export function requestAccountEarly(pathname: string): void {
  const token = storedToken();
  if (!token || !(pathname === '/' || pathname === '/app' || pathname.startsWith('/app/'))) return;
  earlyAccount = { token, answer: apiFetch(ACCOUNT_URL) };
  // Unanswered here: the guard takes the answer, or the failure, as its own.
  earlyAccount.answer.catch(() => undefined);
}

/** The account asked for as the app started, once, and only for the token still stored. */
export function takeEarlyAccount<T>(): Promise<T> | undefined {
  const early = earlyAccount;
  earlyAccount = undefined;
  return early && early.token === storedToken() ? (early.answer as Promise<T>) : undefined;
}
