import { createFileRoute } from '@tanstack/react-router';
import { validateReportSearch } from '@vlegal/features/reports/reportSearch.ts';
import { ActivityPage } from './-activity-reports.tsx';

export const Route = createFileRoute('/app/admin-report/local-sales-admin')({
  validateSearch: validateReportSearch,
  component: () => (
    <ActivityPage page="localSales" scope="admin" path="/app/admin-report/local-sales-admin" />
  ),
});
