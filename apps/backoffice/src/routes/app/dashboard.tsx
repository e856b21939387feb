import { createFileRoute } from '@tanstack/react-router';
import { DashboardScreen } from '@vlegal/features/dashboard/DashboardScreen';
import { showsExpiringDocuments } from '@vlegal/features/dashboard/expiringDocuments.ts';
import { lazy, Suspense } from 'react';
import { useMyBusinessUnits } from '../../business-units.ts';

// The card reads six lists per unit with a table: it loads after the page, in a chunk of its own.
const ExpiringDocumentsCard = lazy(() =>
  import('@vlegal/features/dashboard/ExpiringDocumentsCard').then((module) => ({
    default: module.ExpiringDocumentsCard,
  })),
);
// The cards of the books (stock, latest documents, quick actions) likewise.
const UnitWorkCards = lazy(() =>
  import('@vlegal/features/dashboard/UnitWorkCards').then((module) => ({ default: module.UnitWorkCards })),
);

function Dashboard() {
  const { account } = Route.useRouteContext();
  const { units, failed, retry } = useMyBusinessUnits();
  return (
    <DashboardScreen account={account} units={units} unitsFailed={failed} onRetry={retry}>
      {units && showsExpiringDocuments(account, units) ? (
        <Suspense fallback={null}>
          <UnitWorkCards units={units} authorities={account.authorities} />
          <ExpiringDocumentsCard units={units} authorities={account.authorities} />
        </Suspense>
      ) : null}
    </DashboardScreen>
  );
}

export const Route = createFileRoute('/app/dashboard')({ component: Dashboard });
