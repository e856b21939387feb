import { createFileRoute } from '@tanstack/react-router';
import { validateReportSearch } from '@vlegal/features/reports/reportSearch.ts';
import { ActivityPage } from './-activity-reports.tsx';

export const Route = createFileRoute('/app/admin-report/production-admin')({
  validateSearch: validateReportSearch,
  component: () => <ActivityPage page="production" scope="admin" path="/app/admin-report/production-admin" />,
});
