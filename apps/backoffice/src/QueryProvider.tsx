import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * The app's one query cache, with TanStack Query's code: a module of its own, loaded with the first page
 * that reads the server through the cache (every /app page, the account pages), not with the sign-in page.
 * The entry reaches it through `queryClient.ts`.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});

/** Gives the screens below the cache (their queries and mutations). */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
