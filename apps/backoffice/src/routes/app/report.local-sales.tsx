import { createFileRoute } from '@tanstack/react-router';
import { validateReportSearch } from '@vlegal/features/reports/reportSearch.ts';
import { ActivityPage } from './-activity-reports.tsx';

export const Route = createFileRoute('/app/report/local-sales')({
  validateSearch: validateReportSearch,
  component: () => <ActivityPage page="localSales" scope="unit" path="/app/report/local-sales" />,
});
