import { createFileRoute, useRouter } from '@tanstack/react-router';
import { DashboardScreen } from '@vlegal/features/dashboard/DashboardScreen';
import { clearToken } from '../../session.ts';

function Dashboard() {
  const { account } = Route.useRouteContext();
  const { queryClient } = Route.useRouteContext();
  const router = useRouter();
  return (
    <DashboardScreen
      account={account}
      onSignOut={() => {
        clearToken();
        queryClient.clear();
        void router.navigate({ to: '/login' });
      }}
    />
  );
}

export const Route = createFileRoute('/app/dashboard')({ component: Dashboard });
