import { createFileRoute } from '@tanstack/react-router';
import { validateReportSearch } from '@vlegal/features/reports/reportSearch.ts';
import { ReportPage } from './-reports.tsx';

export const Route = createFileRoute('/app/admin-report/lmko-admin')({
  validateSearch: validateReportSearch,
  component: () => <ReportPage report="LMKO" scope="admin" path="/app/admin-report/lmko-admin" />,
});
