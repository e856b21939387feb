import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import type { ErrorKind } from '@vlegal/features/errors/ErrorScreen';
import { lazy, Suspense } from 'react';
import { routeTree } from './routeTree.gen.ts';

export interface RouterContext {
  queryClient: QueryClient;
}

// Loaded when first needed: the error pages bring the shell for a signed-in account.
const ErrorPage = lazy(() => import('./ErrorPage.tsx').then(({ ErrorPage }) => ({ default: ErrorPage })));

function errorPage(kind: ErrorKind) {
  return () => (
    <Suspense fallback={null}>
      <ErrorPage kind={kind} />
    </Suspense>
  );
}

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // An unknown address under /app, or a screen's own not-found, shows inside the shell; elsewhere
    // the page adds the shell when signed in.
    defaultNotFoundComponent: errorPage('notFound'),
    defaultErrorComponent: errorPage('server'),
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
