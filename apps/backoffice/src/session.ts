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

/**
 * What the /app layout asks for on its first load: the account (its guard waits for it), the server's
 * profiles and the account's units (its loader's). The generated client's addresses; `session.test.ts`
 * holds them equal.
 */
export const ACCOUNT_URL = '/api/account';
export const MANAGEMENT_INFO_URL = '/management/info';
export const MY_UNITS_URL = '/api/company-business-units-by-user?size=200';

let early: { token: string; answers: Map<string, Promise<unknown>> } | undefined;

/**
 * Asks for what the /app layout needs as the app starts on a page of /app, when a token is stored: before
 * the query cache, the account's calls and the shell's code have loaded, so the guard and the loader find
 * the answers on their way. Call after `connectApi`.
 */
export function requestAppDataEarly(pathname: string): void {
  const token = storedToken();
  if (!token || !(pathname === '/' || pathname === '/app' || pathname.startsWith('/app/'))) return;
  const urls = [ACCOUNT_URL, MANAGEMENT_INFO_URL, MY_UNITS_URL];
  early = { token, answers: new Map(urls.map((url) => [url, apiFetch(url)])) };
  // Unanswered here: who takes an answer takes the answer, or the failure, as its own.
  for (const answer of early.answers.values()) answer.catch(() => undefined);
}

/** An answer asked for as the app started, once, and only for the token still stored. */
export function takeEarly<T>(url: string): Promise<T> | undefined {
  const answer = early?.answers.get(url);
  early?.answers.delete(url);
  return answer && early?.token === storedToken() ? (answer as Promise<T>) : undefined;
}
