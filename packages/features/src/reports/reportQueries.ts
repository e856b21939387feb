/**
 * The calls of the report pages: a report (a unit's own, or any unit's for the administrators), its Excel
 * workbook, the unit's filings; and what to read again once a month is filed or reopened.
 */
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import {
  getBusinessUnitLmkb,
  getBusinessUnitLmkbExcelReport,
  getBusinessUnitLmko,
  getBusinessUnitLmkoExcelReport,
  getLmkb,
  getLmkbExcelReport,
  getLmko,
  getLmkoExcelReport,
  listReportFilings,
} from '@vlegal/api-client/query';
import type { LmkReportAnswer, ReportFiling } from '@vlegal/api-client/model';
import type { Period } from './period.ts';

export type LmkReport = 'LMKB' | 'LMKO';
/** A unit's own page, or the administrators' page of any unit. */
export type ReportScope = 'unit' | 'admin';

/** Lines a page. */
export const REPORT_PAGE_SIZE = 20;

const PATHS: Record<ReportScope, Record<LmkReport, string>> = {
  unit: { LMKB: '/api/business-unit-lmkb', LMKO: '/api/business-unit-lmko' },
  admin: { LMKB: '/api/lmkb', LMKO: '/api/lmko' },
};
export const FILINGS_PATH = '/api/report-filings';

export interface ReportRequest {
  report: LmkReport;
  scope: ReportScope;
  period: Period;
  /** The unit: the administrators' pick (required there), a unit's own where known. */
  unitId?: number | undefined;
  query?: string | undefined;
  /** 1-based. */
  page: number;
}

const paramsOf = ({ period, unitId, query }: ReportRequest) => ({
  ...period,
  ...(unitId === undefined ? {} : { businessUnitId: unitId }),
  ...(query ? { query } : {}),
});

/** A report's page of lines (with its groups and total whole) and the count of its lines. */
export function reportQueryOptions(request: ReportRequest) {
  const params = { ...paramsOf(request), page: request.page - 1, size: REPORT_PAGE_SIZE };
  return queryOptions({
    queryKey: [PATHS[request.scope][request.report], params] as const,
    queryFn: async ({ signal }) => {
      const options = { signal };
      // The administrators' calls name the unit; the page asks only once one is picked.
      const admin = { ...params, businessUnitId: request.unitId ?? 0 };
      const answer =
        request.scope === 'admin'
          ? request.report === 'LMKB'
            ? await getLmkb(admin, options)
            : await getLmko(admin, options)
          : request.report === 'LMKB'
            ? await getBusinessUnitLmkb(params, options)
            : await getBusinessUnitLmko(params, options);
      return {
        report: answer.data as LmkReportAnswer,
        lineCount: Number(
          answer.headers.get('X-Total-Count') ?? (answer.data as LmkReportAnswer).lines.length,
        ),
      };
    },
    enabled: request.scope === 'unit' || request.unitId !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** The workbook of the report as shown (its period, unit and search; every line). */
export function downloadExcel(request: Omit<ReportRequest, 'page'>) {
  const params = paramsOf({ ...request, page: 1 });
  const options = {
    headers: {
      Accept: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, application/problem+json',
    },
  };
  if (request.scope === 'admin') {
    const admin = { ...params, businessUnitId: request.unitId ?? 0 };
    return request.report === 'LMKB'
      ? getLmkbExcelReport(admin, options)
      : getLmkoExcelReport(admin, options);
  }
  return request.report === 'LMKB'
    ? getBusinessUnitLmkbExcelReport(params, options)
    : getBusinessUnitLmkoExcelReport(params, options);
}

/** A unit's latest filings, newest month first. */
export function filingsQueryOptions(unitId: number | undefined, size = 12) {
  const params = { ...(unitId === undefined ? {} : { businessUnitId: unitId }), page: 0, size };
  return queryOptions({
    queryKey: [FILINGS_PATH, params] as const,
    queryFn: async ({ signal }) => {
      const answer = await listReportFilings(params, { signal });
      return answer.data as ReportFiling[];
    },
  });
}

/** Once a month is filed or reopened: every report and list of filings is read again. */
export function invalidateReports(queryClient: QueryClient): Promise<void> {
  const paths = new Set([...Object.values(PATHS.unit), ...Object.values(PATHS.admin), FILINGS_PATH]);
  return queryClient.invalidateQueries({
    predicate: (query) => typeof query.queryKey[0] === 'string' && paths.has(query.queryKey[0]),
  });
}
