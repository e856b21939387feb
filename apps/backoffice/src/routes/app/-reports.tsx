/**
 * The pages of the monthly mutation reports: a unit's own (`/app/report/lmkb`, `…/lmko`), about the
 * account's unit, and the administrators' of any unit (`/app/admin-report/lmkb-admin`, `…/lmko-admin`),
 * the unit picked and kept in the address.
 */
import { useNavigate, useRouteContext, useSearch } from '@tanstack/react-router';
import { LmkReportPage } from '@vlegal/features/reports/LmkReportPage';
import type { LmkReport, ReportScope } from '@vlegal/features/reports/reportQueries.ts';
import { type ReportSearch, validateReportSearch } from '@vlegal/features/reports/reportSearch.ts';

export function ReportPage({ report, scope, path }: { report: LmkReport; scope: ReportScope; path: string }) {
  const search = useSearch({ strict: false }) as ReportSearch;
  const navigate = useNavigate();
  const { account } = useRouteContext({ from: '/app' });
  return (
    <LmkReportPage
      report={report}
      scope={scope}
      search={search}
      onSearchChange={(next) => void navigate({ to: path, search: validateReportSearch({ ...next }) })}
      unitId={scope === 'unit' ? (account.businessUnitId ?? undefined) : undefined}
    />
  );
}
