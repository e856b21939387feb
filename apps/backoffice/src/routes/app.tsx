import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { allows } from '@vlegal/domain/roles';
import { AppFrame } from '../AppFrame.tsx';
import { loadAccount, saveRequestedUrl } from '../session.ts';

/**
 * Everything under /app needs a signed-in account, and the authorities the spec's route table names for
 * the address (any one of them). The check runs on every navigation inside /app, so routes added later
 * are guarded without restating their roles.
 */
export const Route = createFileRoute('/app')({
  beforeLoad: async ({ context, location, preload }) => {
    const [account, { rolesForPath }] = await Promise.all([
      loadAccount(context.queryClient),
      import('@vlegal/domain/route-roles'),
    ]);
    if (!account) {
      if (!preload) saveRequestedUrl(location.href);
      throw redirect({ to: '/login' });
    }
    const rule = rolesForPath(location.pathname);
    if (rule !== undefined && !allows(rule, account.authorities)) {
      if (!preload) saveRequestedUrl(location.href);
      throw redirect({ to: '/forbidden' });
    }
    return { account };
  },
  component: AppLayout,
});

function AppLayout() {
  const { account } = Route.useRouteContext();
  return (
    <AppFrame account={account}>
      <Outlet />
    </AppFrame>
  );
}
