import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { getGetAccountQueryOptions } from '@vlegal/api-client/query';
import { clearToken, saveRequestedUrl, storedToken } from '../session.ts';

/** Everything under /app needs a signed-in account; the account is loaded once and cached. */
export const Route = createFileRoute('/app')({
  beforeLoad: async ({ context, location }) => {
    if (!storedToken()) {
      saveRequestedUrl(location.href);
      throw redirect({ to: '/login' });
    }
    try {
      const response = await context.queryClient.ensureQueryData(getGetAccountQueryOptions());
      if (response.status !== 200 || !response.data.login) throw new Error('no account');
      return { account: response.data };
    } catch {
      // An empty or failed answer signs out.
      clearToken();
      throw redirect({ to: '/login' });
    }
  },
  component: Outlet,
});
