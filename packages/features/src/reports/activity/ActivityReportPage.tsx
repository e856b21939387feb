/**
 * The activity reports of a period (receipts, productions, local sales, V-Legal documents and their
 * customs declarations): on a unit's own page (`/app/report/…`) and on the administrators' page
 * (`/app/admin-report/…-admin`), where a unit may be picked (every unit when none is). One page for every
 * report: what differs is declared in `activityReports.ts`. The period, the search, the page of rows and
 * the unit are kept in the address. The production page has a yearly tab besides, the realization against
 * the permits' capacity (`RealizationReport`), loaded only when chosen.
 */
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { wholeMonthOf } from '@vlegal/domain/reports/lmk';
import { businessToday } from '@vlegal/domain/unit-validity';
import { Alert } from '@vlegal/ui/Alert';
import { Button } from '@vlegal/ui/Button';
import { DataTable, type DataTableColumns, dataTableColumns } from '@vlegal/ui/DataTable';
import { Stack } from '@vlegal/ui/Layout';
import { PageHeader } from '@vlegal/ui/PageHeader';
import { Pagination } from '@vlegal/ui/Pagination';
import { ProgressBar } from '@vlegal/ui/ProgressBar';
import { Tab, TabList, TabPanel, Tabs } from '@vlegal/ui/Tabs';
import { Download } from 'lucide-react';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../i18n/format.ts';
import { saveAnswer } from '../../shared/download.ts';
import { monthName, periodOf } from '../period.ts';
import { ReportFilters } from '../ReportFilters.tsx';
import { reportProblemKey } from '../reportProblems.ts';
import type { ReportScope } from '../reportQueries.ts';
import type { ReportSearch } from '../reportSearch.ts';
import * as reportStyles from '../reports.css.ts';
import * as styles from './activity.css.ts';
import { cellText, figureText, isFigure, moneyText, reportParams } from './activityFormat.ts';
import {
  ACTIVITY_PAGE_SIZE,
  ACTIVITY_PAGES,
  ACTIVITY_REPORTS,
  type ActivityPageId,
  type ActivityReport,
  type ActivityTabId,
} from './activityReports.ts';

// Its chart (recharts) and tables load with the tab, not with the page.
const RealizationReport = lazy(() => import('./RealizationReport.tsx'));

type Row = Record<string, unknown>;
interface Totals {
  rows: number;
  byCurrency?: { currencyCode: string | null; value: string }[];
  [field: string]: unknown;
}
interface ReportAnswer {
  rows: Row[];
  totals: Totals;
}

export interface ActivityReportPageProps {
  page: ActivityPageId;
  scope: ReportScope;
  search: ReportSearch;
  onSearchChange: (next: ReportSearch) => void;
  /** On a unit's page, the account's unit (the server takes the caller's units when left out). */
  unitId?: number | undefined;
  /** Today in the business time zone (`YYYY-MM-DD`): the default period is last month. */
  today?: string;
}

export function ActivityReportPage({
  page: pageId,
  scope,
  search,
  onSearchChange,
  unitId: ownUnit,
  today = businessToday(),
}: ActivityReportPageProps) {
  const { t, i18n } = useTranslation();
  const reports = ACTIVITY_PAGES[pageId];
  // The tab shown is in the address, so that a reload or a shared link opens the same report.
  const chosen: ActivityTabId = reports.find((id) => id === search.report) ?? reports[0];
  const realization = chosen === 'realization';
  // The realization tab makes its own calls: the page's first report stays declared, its call idle.
  const report = ACTIVITY_REPORTS[chosen === 'realization' ? reports[0] : chosen];
  const thisYear = Number(today.slice(0, 4));
  const year = search.year ?? thisYear;
  const admin = scope === 'admin';
  const unitId = admin ? search.businessUnitId : ownUnit;
  const period = periodOf(search, today);
  const pageNumber = search.page ?? 1;
  const params = reportParams(period, unitId, search.query);
  const answer = useQuery({
    queryKey: [report.path, { ...params, page: pageNumber - 1, size: ACTIVITY_PAGE_SIZE }] as const,
    queryFn: async ({ signal }) => {
      const result = await report.call(
        { ...params, page: pageNumber - 1, size: ACTIVITY_PAGE_SIZE },
        { signal },
      );
      const data = result.data as ReportAnswer;
      return { data, count: Number(result.headers.get('X-Total-Count') ?? data.totals.rows) };
    },
    // The rows of the same report stay while the next page loads; another report's never show.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[0] === report.path ? keepPreviousData(previous) : undefined,
    enabled: !realization,
  });
  const month = wholeMonthOf(period.startDate, period.endDate);
  const periodLabel = month
    ? monthName(month, i18n.language)
    : t('activityReports.period.range', {
        start: formatDate(period.startDate, i18n.language),
        end: formatDate(period.endDate, i18n.language),
      });
  const excel = useMutation({
    mutationFn: () =>
      report.excel(params, {
        headers: {
          Accept:
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, application/problem+json',
        },
      }),
    onSuccess: (file) => saveAnswer(file, `${report.id} ${period.startDate} ${period.endDate}.xlsx`),
  });
  const change = (next: Partial<ReportSearch>) => {
    const { page: _page, ...rest } = search;
    onSearchChange({ ...rest, ...next });
  };
  const columns = useColumns(report);
  const title = t(`activityReports.page.${pageId}`);
  const reportTitle = t(`activityReports.report.${report.id}`);
  const rows = answer.data?.data.rows ?? [];
  const count = answer.data?.count ?? 0;
  const body = (
    <Stack gap="md">
      <DataTable<Row>
        caption={t('activityReports.caption', { report: reportTitle, period: periodLabel })}
        columns={columns}
        data={rows}
        getRowId={(row) => String(row[report.rowId])}
        rowLabel={(row) => String(row[report.rowLabel] ?? row[report.rowId])}
        isLoading={answer.isFetching}
        {...(answer.isError
          ? {
              error: t(reportProblemKey(answer.error, 'activityReports.error')),
              onRetry: () => void answer.refetch(),
            }
          : {})}
        emptyMessage={
          search.query
            ? t('activityReports.noMatch', { query: search.query })
            : t(`activityReports.empty.${report.id}`, { period: periodLabel })
        }
      />
      {answer.data && !answer.isError && count > 0 ? (
        <ReportTotals report={report} totals={answer.data.data.totals} />
      ) : null}
      {count > ACTIVITY_PAGE_SIZE ? (
        <Pagination
          page={pageNumber}
          pageSize={ACTIVITY_PAGE_SIZE}
          total={count}
          onPageChange={(next) => onSearchChange({ ...search, page: next > 1 ? next : undefined })}
          isDisabled={answer.isFetching}
        />
      ) : null}
    </Stack>
  );
  const content = realization ? (
    <Suspense fallback={<ProgressBar label={t('error.loading')} />}>
      <RealizationReport
        admin={admin}
        unitId={unitId}
        year={year}
        thisYear={thisYear}
        page={pageNumber}
        onChange={change}
        onPageChange={(next) => onSearchChange({ ...search, page: next > 1 ? next : undefined })}
      />
    </Suspense>
  ) : (
    body
  );
  return (
    <Stack gap="lg">
      <PageHeader
        title={title}
        subtitle={realization ? t('activityReports.realization.yearLabel', { year }) : periodLabel}
        actions={
          // The realization has no workbook.
          realization ? undefined : (
            <div className={reportStyles.actions}>
              <Button
                variant="outline"
                intent="neutral"
                onPress={() => excel.mutate()}
                isLoading={excel.isPending}
                isDisabled={!answer.data || answer.isError}
              >
                <Download size={16} aria-hidden="true" />
                {t('activityReports.excel.action')}
              </Button>
            </div>
          )
        }
      />
      {excel.isError && !realization ? (
        <Alert intent="danger" timeout={null} onDismiss={() => excel.reset()}>
          {t('activityReports.excel.failed')}
        </Alert>
      ) : null}
      {realization ? null : (
        <ReportFilters
          admin={admin}
          unitId={unitId}
          search={search}
          period={periodOf(search, today)}
          today={today}
          searchLabel={t('activityReports.search.label')}
          searchHint={t(`activityReports.search.hint.${report.id}`)}
          note={
            admin && unitId === undefined ? (
              <p className={reportStyles.note}>{t('activityReports.allUnits')}</p>
            ) : undefined
          }
          onChange={change}
        />
      )}
      {reports.length > 1 ? (
        <Tabs
          selectedKey={chosen}
          // Another report starts on its first page.
          onSelectionChange={(key) => change({ report: key === reports[0] ? undefined : String(key) })}
        >
          <TabList aria-label={title}>
            {reports.map((id) => (
              <Tab key={id} id={id}>
                {t(`activityReports.report.${id}`)}
              </Tab>
            ))}
          </TabList>
          {reports.map((id) => (
            <TabPanel key={id} id={id}>
              {id === chosen ? content : null}
            </TabPanel>
          ))}
        </Tabs>
      ) : (
        content
      )}
    </Stack>
  );
}

/** The table's columns, from the report's declaration: each cell as it reads, figures aligned. */
function useColumns(report: ActivityReport): DataTableColumns<Row> {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const col = dataTableColumns<Row>();
    return col.columns(
      report.columns.map((column) =>
        col.accessor((row) => row[column.field], {
          id: column.field,
          header: () => t(`activityReports.columns.${column.field}`),
          cell: (info) => {
            const text = cellText(column, info.row.original, i18n.language, (key) => t(key));
            const className = [
              column.wideOnly ? styles.wideOnly : '',
              column.kind === 'flag' ? styles.flag : '',
              column.kind === 'text' && text.length > 40 ? styles.longText : '',
              // A date or a code (one word: PR-JATI-P1) never breaks.
              column.kind === 'date' || (column.kind === 'text' && !/\s/.test(text)) ? styles.nowrap : '',
            ]
              .filter(Boolean)
              .join(' ');
            return className ? <span className={className}>{text}</span> : text;
          },
          ...(isFigure(column.kind) ? { meta: { numeric: true } } : {}),
        }),
      ),
    ) as DataTableColumns<Row>;
  }, [report, t, i18n.language]);
}

/** The totals of every row the period and the search keep: the count, the figures, money per currency. */
function ReportTotals({ report, totals }: { report: ActivityReport; totals: Totals }) {
  const { t, i18n } = useTranslation();
  const facts = [
    { id: 'rows', label: t('activityReports.totals.rows'), value: String(totals.rows) },
    ...report.totals.map((total) => ({
      id: total.field,
      label: t(`activityReports.columns.${total.field}`),
      value: figureText(total.kind, totals[total.field], i18n.language),
    })),
    ...(report.byCurrency
      ? (totals.byCurrency ?? []).map((money) => ({
          id: `money-${money.currencyCode ?? 'none'}`,
          label: money.currencyCode
            ? t('activityReports.totals.valueIn', { currency: money.currencyCode })
            : t('activityReports.totals.valueNoCurrency'),
          value: moneyText(money.value, money.currencyCode, i18n.language),
        }))
      : []),
  ];
  return (
    <section aria-label={t('activityReports.totals.title')}>
      <dl className={styles.totals}>
        {facts.map((fact) => (
          <div key={fact.id} className={styles.total}>
            <dt className={styles.totalLabel}>{fact.label}</dt>
            <dd className={styles.totalValue}>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
