import { createFileRoute } from '@tanstack/react-router';
import { validateReportSearch } from '@vlegal/features/reports/reportSearch.ts';
import { ReportPage } from './-reports.tsx';

export const Route = createFileRoute('/app/admin-report/lmkb-admin')({
  validateSearch: validateReportSearch,
  component: () => <ReportPage report="LMKB" scope="admin" path="/app/admin-report/lmkb-admin" />,
});
