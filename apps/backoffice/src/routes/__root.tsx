import { createRootRoute, Outlet, useRouter } from '@tanstack/react-router';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';

function Root() {
  const router = useRouter();
  // react-aria links and buttons with href navigate through the router: screens only know hrefs.
  return (
    <AriaRouterProvider
      navigate={(href) => router.navigate({ to: href })}
      useHref={(href) => router.buildLocation({ to: href }).href}
    >
      <Outlet />
    </AriaRouterProvider>
  );
}

// Not-found and error pages are the router's defaults (router.tsx): they render where the failure is,
// so under /app inside the shell.
export const Route = createRootRoute({ component: Root });
