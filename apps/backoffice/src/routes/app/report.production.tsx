import { createFileRoute } from '@tanstack/react-router';
import { validateReportSearch } from '@vlegal/features/reports/reportSearch.ts';
import { ActivityPage } from './-activity-reports.tsx';

export const Route = createFileRoute('/app/report/production')({
  validateSearch: validateReportSearch,
  component: () => <ActivityPage page="production" scope="unit" path="/app/report/production" />,
});
