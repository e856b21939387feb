import { createRouter } from '@tanstack/react-router';
import type { ErrorKind } from '@vlegal/features/errors/ErrorScreen';
import { lazy, Suspense } from 'react';
import { routeTree } from './routeTree.gen.ts';

// Loaded when first needed: the error pages bring the shell for a signed-in account.
const ErrorPage = lazy(() => import('./ErrorPage.tsx').then(({ ErrorPage }) => ({ default: ErrorPage })));

function errorPage(kind: ErrorKind) {
  return () => (
    <Suspense fallback={null}>
      <ErrorPage kind={kind} />
    </Suspense>
  );
}

// The query cache is no part of the router's context: the /app guard loads it and hands it to the pages
// below (`context.queryClient`), so the sign-in page loads no TanStack Query.
export function createAppRouter() {
  return createRouter({
    routeTree,
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
