import type { QueryClient } from '@tanstack/react-query';

/*
 * The query cache as the entry sees it: loaded on first need (TanStack Query is not part of the sign-in
 * page), and cleared when the session ends, if it was loaded at all.
 */

let loading: Promise<QueryClient> | undefined;
let loaded: QueryClient | undefined;

/** The app's query cache, loaded once. */
export function loadQueryClient(): Promise<QueryClient> {
  loading ??= import('./QueryProvider.tsx').then((module) => (loaded = module.queryClient));
  return loading;
}

/** Forgets every cached answer (sign-in, sign-out, a session that ended); nothing to do before the first. */
export function clearQueries(): void {
  loaded?.clear();
}
