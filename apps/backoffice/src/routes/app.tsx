import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { allows } from '@vlegal/domain/roles';
import { useDeferredValue } from 'react';
import { AppFrame, managementInfoQuery } from '../AppFrame.tsx';
import { myBusinessUnitsQuery } from '../business-units.ts';
import { QueryProvider } from '../QueryProvider.tsx';
import { loadQueryClient } from '../queryClient.ts';
import { MANAGEMENT_INFO_URL, MY_UNITS_URL, saveRequestedUrl, takeEarly } from '../session.ts';

/**
 * Everything under /app needs a signed-in account, and the authorities the spec's route table names for
 * the address (any one of them). The check runs on every navigation inside /app, so routes added later
 * are guarded without restating their roles. The pages below get the query cache from here
 * (`context.queryClient`), with the account.
 */
export const Route = createFileRoute('/app')({
  beforeLoad: async ({ location, preload }) => {
    // The query cache, the account's calls and the route table load on the first run, side by side.
    const [queryClient, { loadAccount }, { rolesForPath }] = await Promise.all([
      loadQueryClient(),
      import('../account.ts'),
      import('@vlegal/domain/route-roles'),
    ]);
    const account = await loadAccount(queryClient);
    if (!account) {
      if (!preload) saveRequestedUrl(location.href);
      throw redirect({ to: '/login' });
    }
    const rule = rolesForPath(location.pathname);
    if (rule !== undefined && !allows(rule, account.authorities)) {
      if (!preload) saveRequestedUrl(location.href);
      throw redirect({ to: '/forbidden' });
    }
    return { account, queryClient };
  },
  // What the shell shows besides the page (the menu's entries by the server's profiles and the account's
  // units, which the dashboard shows too), asked for beside the page's own data: the first page renders
  // with them, rather than asking once it shows and then changing. On the first load, the requests the app
  // started with (see `requestAppDataEarly`).
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient
        .ensureQueryData(answeredEarly(managementInfoQuery(), MANAGEMENT_INFO_URL))
        .catch(() => undefined),
      queryClient.ensureQueryData(answeredEarly(myBusinessUnitsQuery(), MY_UNITS_URL)).catch(() => undefined),
    ]),
  component: AppLayout,
});

/** A query that takes the answer to its request from the app's start, when there is one to take. */
function answeredEarly<T extends { queryFn?: unknown }>(options: T, url: string): T {
  const answer = takeEarly(url);
  return answer ? { ...options, queryFn: () => answer } : options;
}

function AppLayout() {
  const { account } = Route.useRouteContext();
  // The router shows a page in one synchronous render (its state is an external store), which on first
  // load is the whole shell with the page: a long task that holds the main thread. Drawn instead in a
  // deferred render, React yields to the browser every few milliseconds; nothing shows until it is done.
  const shown = useDeferredValue(true, false);
  if (!shown) return null;
  return (
    <QueryProvider>
      <AppFrame account={account}>
        <Outlet />
      </AppFrame>
    </QueryProvider>
  );
}
