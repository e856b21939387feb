import { createFileRoute } from '@tanstack/react-router';
import { validateReportSearch } from '@vlegal/features/reports/reportSearch.ts';
import { ReportPage } from './-reports.tsx';

export const Route = createFileRoute('/app/report/lmko')({
  validateSearch: validateReportSearch,
  component: () => <ReportPage report="LMKO" scope="unit" path="/app/report/lmko" />,
});
