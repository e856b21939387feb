/**
 * The monthly mutation report of a unit's timber, LMKB (logs) or LMKO (processed wood and products), for
 * a period: on a unit's own page (`/app/report/lmkb`, `…/lmko`), where its administrator files a month
 * that is over, and on the administrators' page of any unit (`/app/admin-report/lmkb-admin`, …), where a
 * filed month is reopened. The period, the search and the page of lines are kept in the address.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { wholeMonthOf } from '@vlegal/domain/reports/lmk';
import { businessToday } from '@vlegal/domain/unit-validity';
import { Alert } from '@vlegal/ui/Alert';
import { Button, LinkButton } from '@vlegal/ui/Button';
import { Card } from '@vlegal/ui/Card';
import { Inline, Stack } from '@vlegal/ui/Layout';
import { PageHeader } from '@vlegal/ui/PageHeader';
import { Pagination } from '@vlegal/ui/Pagination';
import { ProgressBar } from '@vlegal/ui/ProgressBar';
import { Download } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bookPath, stockHrefs } from '../books/paths.ts';
import { formatDate } from '../i18n/format.ts';
import { saveAnswer } from '../shared/download.ts';
import { FilingBanner } from './FilingBanner.tsx';
import { fileableMonth, monthName, periodOf, reopenableMonth } from './period.ts';
import { reportProblemKey } from './reportProblems.ts';
import {
  downloadExcel,
  type LmkReport,
  REPORT_PAGE_SIZE,
  type ReportScope,
  reportQueryOptions,
} from './reportQueries.ts';
import type { ReportSearch } from './reportSearch.ts';
import { ReportFilters } from './ReportFilters.tsx';
import { ReportTable } from './ReportTable.tsx';
import * as styles from './reports.css.ts';

// recharts is the heaviest part of the page: the chart loads after the table, in a chunk of its own.
const ReportChart = lazy(() => import('./ReportChart.tsx'));
// The dialogs load with the first one asked for: most visits file nothing.
const FileMonthDialog = lazy(() =>
  import('./FilingDialogs.tsx').then((module) => ({ default: module.FileMonthDialog })),
);
const ReopenDialog = lazy(() =>
  import('./FilingDialogs.tsx').then((module) => ({ default: module.ReopenDialog })),
);
const FilingsPanel = lazy(() =>
  import('./FilingsPanel.tsx').then((module) => ({ default: module.FilingsPanel })),
);

export interface LmkReportPageProps {
  report: LmkReport;
  scope: ReportScope;
  search: ReportSearch;
  onSearchChange: (next: ReportSearch) => void;
  /** On a unit's page, the account's unit (the server takes the caller's only one when left out). */
  unitId?: number | undefined;
  /** Today in the business time zone (`YYYY-MM-DD`): which months are over. */
  today?: string;
}

export function LmkReportPage({
  report,
  scope,
  search,
  onSearchChange,
  unitId: ownUnit,
  today = businessToday(),
}: LmkReportPageProps) {
  const { t, i18n } = useTranslation();
  const admin = scope === 'admin';
  const unitId = admin ? search.businessUnitId : ownUnit;
  const period = periodOf(search, today);
  const page = search.page ?? 1;
  const request = { report, scope, period, unitId, query: search.query, page };
  const answer = useQuery(reportQueryOptions(request));
  const shown = answer.data?.report;
  // The answer of the period and unit asked (not the previous one, kept while the next loads) says what
  // the month allows.
  const current =
    shown &&
    shown.startDate === period.startDate &&
    shown.endDate === period.endDate &&
    (!admin || shown.businessUnitId === unitId)
      ? shown
      : undefined;
  const month = wholeMonthOf(period.startDate, period.endDate);
  const periodLabel = month
    ? monthName(month, i18n.language)
    : t('reportScreens.period.range', {
        start: formatDate(period.startDate, i18n.language),
        end: formatDate(period.endDate, i18n.language),
      });
  const fileable = !admin && current ? fileableMonth(period, current.filing, today) : null;
  const reopenable = admin && current ? reopenableMonth(period, current.filing) : null;
  const blocked = fileable !== null && (current?.disagreements ?? 0) > 0;
  const blockedId = useId();
  const [notice, setNotice] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'file' | 'reopen' | null>(null);
  // Once shown, a dialog stays mounted, so it closes as it always has.
  const asked = useRef({ file: false, reopen: false });
  if (dialog) asked.current[dialog] = true;
  const excel = useMutation({
    mutationFn: () => downloadExcel(request),
    onSuccess: (file) => saveAnswer(file, `${report} ${period.startDate} ${period.endDate}.xlsx`),
  });
  const change = (next: Partial<ReportSearch>) => {
    const { page: _page, ...rest } = search;
    onSearchChange({ ...rest, ...next });
  };
  const title = t(`reportScreens.title.${report}`);
  const cardHref = (line: { stockType: string; stockId: number }) =>
    stockHrefs(
      bookPath(line.stockType === 'PRODUCT' ? 'stock-product' : 'stock-raw-material', admin),
      line.stockId,
    ).card;
  const empty =
    current !== undefined &&
    !search.query &&
    current.groups.length === 0 &&
    (answer.data?.lineCount ?? 0) === 0;
  return (
    <Stack gap="lg">
      <PageHeader
        title={title}
        subtitle={periodLabel}
        actions={
          <div className={styles.actions}>
            <Button
              variant="outline"
              intent="neutral"
              onPress={() => excel.mutate()}
              isLoading={excel.isPending}
              isDisabled={!current}
            >
              <Download size={16} aria-hidden="true" />
              {t('reportScreens.excel.action')}
            </Button>
            {fileable ? (
              <Button
                intent="primary"
                isDisabled={blocked}
                aria-describedby={blocked ? blockedId : undefined}
                onPress={() => setDialog('file')}
              >
                {t('reportScreens.file.action')}
              </Button>
            ) : null}
            {reopenable ? (
              <Button intent="danger" variant="outline" onPress={() => setDialog('reopen')}>
                {t('reportScreens.reopen.action')}
              </Button>
            ) : null}
          </div>
        }
      />
      {notice ? (
        <Alert intent="success" onDismiss={() => setNotice(null)}>
          {notice}
        </Alert>
      ) : null}
      {excel.isError ? (
        <Alert intent="danger" timeout={null} onDismiss={() => excel.reset()}>
          {t('reportScreens.excel.failed')}
        </Alert>
      ) : null}
      <ReportFilters
        admin={admin}
        unitId={unitId}
        search={search}
        period={period}
        today={today}
        searchLabel={t('reportScreens.search.label')}
        searchHint={t('reportScreens.search.hint')}
        onChange={change}
      />
      {admin && unitId === undefined ? (
        <Card>
          <p className={styles.paragraph}>{t('reportScreens.pickUnit')}</p>
        </Card>
      ) : answer.isError ? (
        <Card>
          <Stack gap="md">
            <Alert intent="danger" timeout={null}>
              {t(reportProblemKey(answer.error, 'reportScreens.error'))}
            </Alert>
            <Inline>
              <Button variant="outline" onPress={() => void answer.refetch()}>
                {t('reportScreens.retry')}
              </Button>
            </Inline>
          </Stack>
        </Card>
      ) : !shown ? (
        <ProgressBar label={t('error.loading')} />
      ) : empty ? (
        <EmptyReport report={report} admin={admin} unitId={unitId} />
      ) : (
        <>
          {current ? <FilingBanner answer={current} /> : null}
          {current && current.disagreements > 0 ? (
            <div id={blockedId}>
              <Alert intent="danger" timeout={null}>
                {blocked
                  ? t('reportScreens.file.blocked', { count: current.disagreements })
                  : t('reportScreens.disagreements', { count: current.disagreements })}
              </Alert>
            </div>
          ) : null}
          {answer.isFetching ? <ProgressBar label={t('error.loading')} /> : null}
          <ReportTable
            answer={shown}
            caption={t('reportScreens.caption', { report: title, period: periodLabel })}
            cardHref={cardHref}
            query={search.query}
          />
          {(answer.data?.lineCount ?? 0) > REPORT_PAGE_SIZE ? (
            <Pagination
              page={page}
              pageSize={REPORT_PAGE_SIZE}
              total={answer.data?.lineCount}
              onPageChange={(next) => onSearchChange({ ...search, page: next > 1 ? next : undefined })}
              isDisabled={answer.isFetching}
            />
          ) : null}
          {shown.groups.length ? (
            <Card title={t('reportScreens.chart.title')}>
              <Suspense fallback={<ProgressBar label={t('error.loading')} />}>
                <ReportChart groups={shown.groups} />
              </Suspense>
            </Card>
          ) : null}
        </>
      )}
      {unitId !== undefined || !admin ? (
        <Suspense fallback={null}>
          <FilingsPanel unitId={unitId} />
        </Suspense>
      ) : null}
      {fileable && asked.current.file ? (
        <Suspense fallback={null}>
          <FileMonthDialog
            isOpen={dialog === 'file'}
            onClose={() => setDialog(null)}
            unitId={unitId}
            month={fileable}
            monthLabel={monthName(fileable, i18n.language)}
            onDone={() => {
              setDialog(null);
              setNotice(t('reportScreens.file.done', { month: monthName(fileable, i18n.language) }));
            }}
          />
        </Suspense>
      ) : null}
      {reopenable && unitId !== undefined && asked.current.reopen ? (
        <Suspense fallback={null}>
          <ReopenDialog
            isOpen={dialog === 'reopen'}
            onClose={() => setDialog(null)}
            unitId={unitId}
            month={reopenable}
            monthLabel={monthName(reopenable, i18n.language)}
            onDone={() => {
              setDialog(null);
              setNotice(t('reportScreens.reopen.done', { month: monthName(reopenable, i18n.language) }));
            }}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}

/** A unit with no item of the report: what the report holds, and where to record it. */
function EmptyReport({
  report,
  admin,
  unitId,
}: {
  report: LmkReport;
  admin: boolean;
  unitId?: number | undefined;
}) {
  const { t } = useTranslation();
  const segment = report === 'LMKB' ? 'raw-material' : 'product';
  const href = `${bookPath(segment, admin)}${admin && unitId !== undefined ? `?businessUnitId=${unitId}` : ''}`;
  return (
    <Card>
      <Stack gap="md" align="flex-start">
        <p className={styles.paragraph}>{t(`reportScreens.empty.${report}`)}</p>
        <LinkButton href={href} variant="outline">
          {t(report === 'LMKB' ? 'reportScreens.empty.rawMaterials' : 'reportScreens.empty.products')}
        </LinkButton>
      </Stack>
    </Card>
  );
}
