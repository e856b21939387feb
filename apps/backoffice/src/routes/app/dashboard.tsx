import { createFileRoute } from '@tanstack/react-router';
import { DashboardScreen } from '@vlegal/features/dashboard/DashboardScreen';
import { useMyBusinessUnits } from '../../business-units.ts';

function Dashboard() {
  const { account } = Route.useRouteContext();
  const { units, failed, retry } = useMyBusinessUnits();
  return <DashboardScreen account={account} units={units} unitsFailed={failed} onRetry={retry} />;
}

export const Route = createFileRoute('/app/dashboard')({ component: Dashboard });
