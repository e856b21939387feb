/**
 * The pages of the activity reports (receipts, productions, export and local sales): a unit's own
 * (`/app/report/…`) and the administrators' (`/app/admin-report/…-admin`), the unit picked, if any, kept in
 * the address.
 */
import { useNavigate, useRouteContext, useSearch } from '@tanstack/react-router';
import { ActivityReportPage } from '@vlegal/features/reports/activity/ActivityReportPage';
import type { ActivityPageId } from '@vlegal/features/reports/activity/activityReports.ts';
import type { ReportScope } from '@vlegal/features/reports/reportQueries.ts';
import { type ReportSearch, validateReportSearch } from '@vlegal/features/reports/reportSearch.ts';

export function ActivityPage({
  page,
  scope,
  path,
}: {
  page: ActivityPageId;
  scope: ReportScope;
  path: string;
}) {
  const search = useSearch({ strict: false }) as ReportSearch;
  const navigate = useNavigate();
  const { account } = useRouteContext({ from: '/app' });
  return (
    <ActivityReportPage
      page={page}
      scope={scope}
      search={search}
      onSearchChange={(next) => void navigate({ to: path, search: validateReportSearch({ ...next }) })}
      unitId={scope === 'unit' ? (account.businessUnitId ?? undefined) : undefined}
    />
  );
}
