import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { allows } from '@vlegal/domain/roles';
import { AppFrame, managementInfoQuery } from '../AppFrame.tsx';
import { myBusinessUnitsQuery } from '../business-units.ts';
import { QueryProvider } from '../QueryProvider.tsx';
import { loadQueryClient } from '../queryClient.ts';
import { saveRequestedUrl } from '../session.ts';

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
  // with them, rather than asking once it shows and then changing.
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(managementInfoQuery()).catch(() => undefined),
      queryClient.ensureQueryData(myBusinessUnitsQuery()).catch(() => undefined),
    ]),
  component: AppLayout,
});

function AppLayout() {
  const { account } = Route.useRouteContext();
  return (
    <QueryProvider>
      <AppFrame account={account}>
        <Outlet />
      </AppFrame>
    </QueryProvider>
  );
}
