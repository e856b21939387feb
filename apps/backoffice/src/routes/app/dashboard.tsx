import { createFileRoute } from '@tanstack/react-router';
import { DashboardScreen } from '@vlegal/features/dashboard/DashboardScreen';
import {
  ExpiringDocumentsCard,
  showsExpiringDocuments,
} from '@vlegal/features/dashboard/ExpiringDocumentsCard';
import { useMyBusinessUnits } from '../../business-units.ts';

function Dashboard() {
  const { account } = Route.useRouteContext();
  const { units, failed, retry } = useMyBusinessUnits();
  return (
    <DashboardScreen account={account} units={units} unitsFailed={failed} onRetry={retry}>
      {units && showsExpiringDocuments(account, units) ? <ExpiringDocumentsCard units={units} /> : null}
    </DashboardScreen>
  );
}

export const Route = createFileRoute('/app/dashboard')({ component: Dashboard });
