import { createFileRoute } from '@tanstack/react-router';
import { validateReportSearch } from '@vlegal/features/reports/reportSearch.ts';
import { ActivityPage } from './-activity-reports.tsx';

export const Route = createFileRoute('/app/report/import-material')({
  validateSearch: validateReportSearch,
  component: () => <ActivityPage page="importMaterial" scope="unit" path="/app/report/import-material" />,
});
