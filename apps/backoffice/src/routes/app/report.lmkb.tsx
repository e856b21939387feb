import { createFileRoute } from '@tanstack/react-router';
import { validateReportSearch } from '@vlegal/features/reports/reportSearch.ts';
import { ReportPage } from './-reports.tsx';

export const Route = createFileRoute('/app/report/lmkb')({
  validateSearch: validateReportSearch,
  component: () => <ReportPage report="LMKB" scope="unit" path="/app/report/lmkb" />,
});
