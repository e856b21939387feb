import { createFileRoute } from '@tanstack/react-router';
import { validateReportSearch } from '@vlegal/features/reports/reportSearch.ts';
import { ActivityPage } from './-activity-reports.tsx';

export const Route = createFileRoute('/app/report/export-sales')({
  validateSearch: validateReportSearch,
  component: () => <ActivityPage page="exportSales" scope="unit" path="/app/report/export-sales" />,
});
