import type { QueryClient } from '@tanstack/react-query';
import type { Account } from '@vlegal/api-client/model';
import { type getAccountResponse, getGetAccountQueryOptions, logout } from '@vlegal/api-client/query';
import { ACCOUNT_URL, clearToken, storedToken, takeEarly } from './session.ts';

// Apart from session.ts, which every page loads: the account's calls come with the generated client
// of the account (and its TanStack Query hooks), which the sign-in page does without.

/**
 * The signed-in account, loaded once and cached; `null` when there is no token or the answer is empty or
 * failed (the token is then dropped).
 */
export async function loadAccount(queryClient: QueryClient): Promise<Account | null> {
  if (!storedToken()) return null;
  try {
    // The answer to the request the app started with, if it is still to be taken (see `requestAppDataEarly`).
    const early = takeEarly<getAccountResponse>(ACCOUNT_URL);
    const response = await queryClient.ensureQueryData({
      ...getGetAccountQueryOptions(),
      ...(early ? { queryFn: () => early } : {}),
    });
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
