import { createRootRouteWithContext, Outlet, useRouter } from '@tanstack/react-router';
import { ErrorScreen } from '@vlegal/features/errors/ErrorScreen';
import { NotFoundScreen } from '@vlegal/features/errors/NotFoundScreen';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import type { RouterContext } from '../router.tsx';

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

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: () => <NotFoundScreen homeHref="/app/dashboard" />,
  errorComponent: () => <ErrorScreen kind="server" homeHref="/" />,
});
