/**
 * The calls of the sign-in and registration pages, made through the fetcher itself. The generated client
 * keeps them in the module of the account's calls, beside the account's TanStack Query hooks: importing
 * them from there would bring TanStack Query to the sign-in page, the first page most people load.
 * `publicCalls.test.ts` holds the addresses to the contract's.
 */
import { apiFetch } from '@vlegal/api-client/fetcher';
import type { LoginVM, RegisterAccount } from '@vlegal/api-client/model';
import type { authenticateResponse, registerResponse } from '@vlegal/api-client/query';

export const AUTHENTICATE_URL = '/api/authenticate';
export const REGISTER_URL = '/api/register';

function post<T>(url: string, body: unknown): Promise<T> {
  return apiFetch<T>(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Signs in: the token comes in the `Authorization` header and the body. */
export const authenticate = (login: LoginVM) => post<authenticateResponse>(AUTHENTICATE_URL, login);

/** Registers a company, its first business unit and an account. */
export const registerAccount = (account: RegisterAccount) => post<registerResponse>(REGISTER_URL, account);
