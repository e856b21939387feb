/**
 * The realization tab of the production report: what a unit produced of each permitted product against the
 * capacity its business permit grants, for a year. The year's summary per permit product first (share used,
 * over capacity), then each product's months as a chart over the table of its figures. Loaded on its own
 * when the tab is chosen (recharts is heavy), so the production page stays light.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RealizationInMonth, RealizationInYear } from '@vlegal/api-client/model';
import { listRealizationInMonths, listRealizationInYears } from '@vlegal/api-client/query';
import { Alert } from '@vlegal/ui/Alert';
import { StatusBadge } from '@vlegal/ui/Badge';
import { Button } from '@vlegal/ui/Button';
import { Card } from '@vlegal/ui/Card';
import { ChoiceSelect } from '@vlegal/ui/ChoiceSelect';
import { DataTable, type DataTableColumns, dataTableColumns } from '@vlegal/ui/DataTable';
import { Stack } from '@vlegal/ui/Layout';
import { Pagination } from '@vlegal/ui/Pagination';
import { ProgressBar } from '@vlegal/ui/ProgressBar';
import { TriangleAlert } from 'lucide-react';
import { lazy, Suspense, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDecimalText } from '../../i18n/format.ts';
import { localeOf } from '../../i18n/setup.ts';
import { reportProblemKey } from '../reportProblems.ts';
import type { ReportSearch } from '../reportSearch.ts';
import * as reportStyles from '../reports.css.ts';
import * as activityStyles from './activity.css.ts';
import { figureText } from './activityFormat.ts';
import { RealizationChart } from './RealizationChart.tsx';
import {
  byPermitProduct,
  CAPACITY_DIGITS,
  type CapacityStatus,
  type CapacityUnit,
  capacityStatus,
  overCapacityMonths,
  PRODUCED_DIGITS,
  type PermitProductMonths,
  realizationYears,
} from './realization.ts';
import * as styles from './realization.css.ts';

const UnitPicker = lazy(() =>
  import('../../books/shared/UnitPicker.tsx').then((module) => ({ default: module.UnitPicker })),
);

/** Permit products a page of the year's summary. */
export const REALIZATION_PAGE_SIZE = 20;
/** The monthly rows come in the largest pages the server gives, up to this many (about 160 products). */
const MONTH_PAGE_SIZE = 200;
const MONTH_PAGES_MAX = 10;

export interface RealizationReportProps {
  admin: boolean;
  unitId: number | undefined;
  year: number;
  thisYear: number;
  /** 1-based page of the year's summary. */
  page: number;
  onChange: (next: Partial<ReportSearch>) => void;
  onPageChange: (page: number) => void;
}

export default function RealizationReport({
  admin,
  unitId,
  year,
  thisYear,
  page,
  onChange,
  onPageChange,
}: RealizationReportProps) {
  const { t } = useTranslation();
  const monthsHeadingId = useId();
  const unit = unitId === undefined ? {} : { businessUnitId: unitId };
  const summary = useQuery({
    queryKey: ['/api/realization-in-years', { year, ...unit, page: page - 1 }] as const,
    queryFn: async ({ signal }) => {
      const answer = await listRealizationInYears(
        { year, ...unit, page: page - 1, size: REALIZATION_PAGE_SIZE },
        { signal },
      );
      const rows = answer.data as RealizationInYear[];
      return { rows, count: Number(answer.headers.get('X-Total-Count') ?? rows.length) };
    },
    placeholderData: keepPreviousData,
  });
  // Every unit at once would be a wall of charts: an administrator's months wait for a unit.
  const monthsShown = !admin || unitId !== undefined;
  const months = useQuery({
    queryKey: ['/api/realization-in-months', { year, ...unit }] as const,
    queryFn: async ({ signal }) => {
      const rows: RealizationInMonth[] = [];
      let total = 0;
      for (let next = 0; next < MONTH_PAGES_MAX; next++) {
        const answer = await listRealizationInMonths(
          { year, ...unit, page: next, size: MONTH_PAGE_SIZE },
          { signal },
        );
        const found = answer.data as RealizationInMonth[];
        rows.push(...found);
        total = Number(answer.headers.get('X-Total-Count') ?? rows.length);
        if (found.length < MONTH_PAGE_SIZE || rows.length >= total) break;
      }
      return { groups: byPermitProduct(rows), complete: rows.length >= total };
    },
    enabled: monthsShown,
  });
  const count = summary.data?.count ?? 0;
  return (
    <Stack gap="lg">
      <Card>
        <Stack gap="md">
          <div className={styles.filters}>
            {admin ? (
              <div className={styles.unitFilter}>
                <Suspense fallback={null}>
                  <UnitPicker value={unitId} onChange={(businessUnitId) => onChange({ businessUnitId })} />
                </Suspense>
              </div>
            ) : null}
            <div className={styles.yearFilter}>
              <ChoiceSelect
                label={t('activityReports.realization.year')}
                options={realizationYears(thisYear, year).map((choice) => ({
                  id: String(choice),
                  label: String(choice),
                }))}
                selectedKey={String(year)}
                // This year is the default: the address keeps only another one.
                onSelectionChange={(key) => {
                  const chosen = Number(key);
                  onChange({ year: chosen === thisYear ? undefined : chosen });
                }}
              />
            </div>
          </div>
          {admin && unitId === undefined ? (
            <p className={reportStyles.note}>{t('activityReports.allUnits')}</p>
          ) : null}
          <p className={reportStyles.note}>{t('activityReports.realization.counted')}</p>
        </Stack>
      </Card>
      <Stack gap="md">
        <SummaryTable
          year={year}
          rows={summary.data?.rows ?? []}
          isLoading={summary.isFetching}
          error={summary.isError ? t(reportProblemKey(summary.error, 'activityReports.error')) : undefined}
          onRetry={() => void summary.refetch()}
        />
        {count > REALIZATION_PAGE_SIZE ? (
          <Pagination
            page={page}
            pageSize={REALIZATION_PAGE_SIZE}
            total={count}
            onPageChange={onPageChange}
            isDisabled={summary.isFetching}
          />
        ) : null}
      </Stack>
      {!monthsShown ? (
        <Card>
          <p className={reportStyles.paragraph}>{t('activityReports.realization.pickUnit')}</p>
        </Card>
      ) : months.isError ? (
        <Card>
          <Stack gap="md" align="flex-start">
            <Alert intent="danger" timeout={null}>
              {t(reportProblemKey(months.error, 'activityReports.error'))}
            </Alert>
            <Button variant="outline" onPress={() => void months.refetch()}>
              {t('reportScreens.retry')}
            </Button>
          </Stack>
        </Card>
      ) : !months.data ? (
        <ProgressBar label={t('error.loading')} />
      ) : months.data.groups.length ? (
        <section className={styles.months} aria-labelledby={monthsHeadingId}>
          <h2 id={monthsHeadingId} className={styles.monthsHeading}>
            {t('activityReports.realization.months.title', { year })}
          </h2>
          {months.data.groups.map((group) => (
            <ProductMonths key={group.businessPermitProductId} group={group} year={year} />
          ))}
          {months.data.complete ? null : (
            <p className={reportStyles.note}>{t('activityReports.realization.monthsCut')}</p>
          )}
        </section>
      ) : null}
    </Stack>
  );
}

/** A capacity unit as it follows a figure: `m³`, `keping`. */
function useUnitText() {
  const { t } = useTranslation();
  return (unit: CapacityUnit) => t(`activityReports.realization.unit.${unit}`);
}

const STATUS_INTENT = { over: 'danger', within: 'success', noCapacity: 'neutral' } as const;

function CapacityStatusBadge({ status }: { status: CapacityStatus }) {
  const { t } = useTranslation();
  return (
    <StatusBadge intent={STATUS_INTENT[status]} label={t(`activityReports.realization.status.${status}`)} />
  );
}

/** A permitted product as the tables name it: its name, and its HS code under it. */
function ProductName({ name, hsCode }: { name: string; hsCode: string | null }) {
  const { t } = useTranslation();
  return (
    <span className={styles.product}>
      <span>{name}</span>
      <span className={styles.productCode}>
        {hsCode
          ? t('activityReports.realization.hsCode', { code: hsCode })
          : t('activityReports.realization.noHsCode')}
      </span>
    </span>
  );
}

/** The year per permit product: its capacity, what was produced, the share used and whether it is exceeded. */
function SummaryTable({
  year,
  rows,
  isLoading,
  error,
  onRetry,
}: {
  year: number;
  rows: readonly RealizationInYear[];
  isLoading: boolean;
  error: string | undefined;
  onRetry: () => void;
}) {
  const { t, i18n } = useTranslation();
  const columns = useMemo(() => {
    const col = dataTableColumns<RealizationInYear>();
    const text = (key: string) => () => t(`activityReports.realization.columns.${key}`);
    // Each row has its own unit: it follows the figure.
    const amount = (value: string, unit: CapacityUnit, digits: Record<CapacityUnit, number>) =>
      `${formatDecimalText(value, i18n.language, digits[unit])} ${t(`activityReports.realization.unit.${unit}`)}`;
    return col.columns([
      col.accessor('businessPermitCode', {
        header: text('permit'),
        cell: (info) => <span className={activityStyles.nowrap}>{info.getValue()}</span>,
      }),
      col.accessor('productName', {
        header: text('product'),
        cell: (info) => <ProductName name={info.getValue()} hsCode={info.row.original.hsCode} />,
      }),
      col.accessor('capacity', {
        header: text('capacityYear'),
        cell: (info) => amount(info.getValue(), info.row.original.capacityUnit, CAPACITY_DIGITS),
        meta: { numeric: true },
      }),
      col.accessor('produced', {
        header: text('produced'),
        cell: (info) => amount(info.getValue(), info.row.original.capacityUnit, PRODUCED_DIGITS),
        meta: { numeric: true },
      }),
      ...shareColumns(col, text, i18n.language),
    ]) as DataTableColumns<RealizationInYear>;
  }, [t, i18n.language]);
  return (
    <DataTable<RealizationInYear>
      caption={t('activityReports.realization.summary', { year })}
      columns={columns}
      data={rows}
      getRowId={(row) => `${row.businessUnitId}-${row.businessPermitProductId}`}
      rowLabel={(row) => `${row.productName} ${row.businessPermitCode}`}
      isLoading={isLoading}
      {...(error ? { error, onRetry } : {})}
      emptyMessage={t('activityReports.realization.empty', { year })}
    />
  );
}

/** One permitted product's months: the months over capacity named, the chart, the table of its figures. */
function ProductMonths({ group, year }: { group: PermitProductMonths; year: number }) {
  const { t, i18n } = useTranslation();
  const unitText = useUnitText();
  const captionId = useId();
  const unit = unitText(group.capacityUnit);
  const locale = localeOf(i18n.language);
  const monthText = monthNamer(i18n.language);
  const over = overCapacityMonths(group);
  // A twelfth of the permit's yearly capacity: the same every month.
  const monthlyCapacity = group.months[0]?.capacity ?? '0';
  const columns = useMonthColumns(group.capacityUnit, unit);
  return (
    <Card title={group.productName} level={3}>
      <Stack gap="md">
        <p className={reportStyles.note}>
          {t('activityReports.realization.months.about', {
            permit: group.businessPermitCode,
            code: group.hsCode
              ? t('activityReports.realization.hsCode', { code: group.hsCode })
              : t('activityReports.realization.noHsCode'),
            capacity: `${formatDecimalText(monthlyCapacity, i18n.language, CAPACITY_DIGITS[group.capacityUnit])} ${unit}`,
          })}
        </p>
        {over.length ? (
          <p className={styles.overNote}>
            <TriangleAlert size={16} aria-hidden="true" className={styles.overIcon} />
            <span>
              {t('activityReports.realization.months.over', {
                months: new Intl.ListFormat(locale, { type: 'conjunction' }).format(over.map(monthText)),
                year,
              })}
            </span>
          </p>
        ) : (
          <p className={reportStyles.note}>{t('activityReports.realization.months.noneOver')}</p>
        )}
        <figure className={reportStyles.chartFigure} aria-labelledby={captionId}>
          <RealizationChart group={group} unitText={unit} />
          <figcaption id={captionId} className={reportStyles.chartCaption}>
            {t('activityReports.realization.chart.caption', { unit })}
          </figcaption>
        </figure>
        <DataTable<RealizationInMonth>
          caption={t('activityReports.realization.months.caption', { product: group.productName, year })}
          hideCaption
          columns={columns}
          data={group.months}
          getRowId={(row) => String(row.month)}
          rowLabel={(row) => monthText(row.month)}
        />
      </Stack>
    </Card>
  );
}

/** What a year's row and a month's share: the share of the capacity used, its status, and the m³ exported
 * and sold locally (left out of a row stacked on a phone). */
function shareColumns<Row extends RealizationInYear | RealizationInMonth>(
  col: ReturnType<typeof dataTableColumns<Row>>,
  text: (key: string) => () => string,
  language: string,
) {
  const m3 = (value: string | null | undefined) => (
    <span className={activityStyles.wideOnly}>{figureText('m3', value ?? null, language)}</span>
  );
  return [
    col.accessor((row) => row.capacityUsedPercent, {
      id: 'capacityUsedPercent',
      header: text('used'),
      cell: (info) => figureText('percent', info.getValue(), language),
      meta: { numeric: true },
    }),
    col.display({
      id: 'status',
      header: text('status'),
      cell: (info) => <CapacityStatusBadge status={capacityStatus(info.row.original)} />,
    }),
    col.accessor((row) => row.exportedVolumeM3, {
      id: 'exportedVolumeM3',
      header: text('exported'),
      cell: (info) => m3(info.getValue()),
      meta: { numeric: true },
    }),
    col.accessor((row) => row.localSalesVolumeM3, {
      id: 'localSalesVolumeM3',
      header: text('localSales'),
      cell: (info) => m3(info.getValue()),
      meta: { numeric: true },
    }),
  ];
}

/** A month's name in the reader's language: `Maret`, `March`. */
function monthNamer(language: string) {
  const format = new Intl.DateTimeFormat(localeOf(language), { month: 'long', timeZone: 'UTC' });
  return (month: number) => format.format(new Date(Date.UTC(2000, month - 1, 1)));
}

/** The columns of a product's months: its unit in the titles, as every row shares it. */
function useMonthColumns(unitCode: CapacityUnit, unit: string) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const monthText = monthNamer(language);
    const col = dataTableColumns<RealizationInMonth>();
    const text = (key: string) => () => t(`activityReports.realization.columns.${key}`, { unit });
    return col.columns([
      col.accessor('month', { header: text('month'), cell: (info) => monthText(info.getValue()) }),
      // Left out of a row stacked on a phone (the capacity is said over the chart): a month reads in a few lines.
      col.accessor('capacity', {
        header: text('capacityMonth'),
        cell: (info) => (
          <span className={activityStyles.wideOnly}>
            {formatDecimalText(info.getValue(), language, CAPACITY_DIGITS[unitCode])}
          </span>
        ),
        meta: { numeric: true },
      }),
      col.accessor('produced', {
        header: text('producedIn'),
        cell: (info) => formatDecimalText(info.getValue(), language, PRODUCED_DIGITS[unitCode]),
        meta: { numeric: true },
      }),
      ...shareColumns(col, text, language),
    ]) as DataTableColumns<RealizationInMonth>;
  }, [t, language, unit, unitCode]);
}
