import { createFileRoute } from '@tanstack/react-router';
import { DashboardScreen } from '@vlegal/features/dashboard/DashboardScreen';

function Dashboard() {
  const { account } = Route.useRouteContext();
  return <DashboardScreen account={account} />;
}

export const Route = createFileRoute('/app/dashboard')({ component: Dashboard });
