import { useQuery } from '@tanstack/react-query';
import { getGetMetricsQueryOptions } from '@vlegal/api-client/query';
import { Alert } from '@vlegal/ui/Alert';
import { Button } from '@vlegal/ui/Button';
import { Card } from '@vlegal/ui/Card';
import { DataTable, type DataTableColumns, dataTableColumns } from '@vlegal/ui/DataTable';
import { Grid, Stack } from '@vlegal/ui/Layout';
import { PageHeader } from '@vlegal/ui/PageHeader';
import { ProgressBar } from '@vlegal/ui/ProgressBar';
import { Fragment, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import * as details from '../resource-screens/details.css.ts';
import { lightTheme } from '@vlegal/ui/theme';
import * as styles from './admin.css.ts';
import { formatDuration, formatMegabytes, formatNumber } from '../i18n/format.ts';
import { type MetricsView, readMetrics, type RouteLatency } from './metrics.ts';

export interface MetricsScreenProps {
  /** Milliseconds between refreshes; 0 refreshes only on request. */
  refreshMs?: number;
}

/** Chart colours: the theme's intents (SVG attributes cannot read CSS variables). */
const SERIES = [lightTheme.color.primary, lightTheme.color.info, lightTheme.color.warning];
const TOP_ROUTES = 10;

const col = dataTableColumns<RouteLatency>();

/** `/app/administration/metrics`: memory and latency by route as charts, the rest as figures. */
export function MetricsScreen({ refreshMs = 0 }: MetricsScreenProps) {
  const { t, i18n } = useTranslation();
  const answer = useQuery({ ...getGetMetricsQueryOptions(), refetchInterval: refreshMs || false });
  const metrics = answer.data?.status === 200 ? readMetrics(answer.data.data) : undefined;
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('route', { header: () => t('admin.metrics.route') }),
        col.accessor('status', { header: () => t('admin.metrics.status') }),
        col.accessor('count', {
          header: () => t('admin.metrics.count'),
          cell: (info) => formatNumber(info.getValue(), i18n.language),
        }),
        col.accessor('meanMs', {
          header: () => t('admin.metrics.meanMs'),
          cell: (info) => formatNumber(info.getValue(), i18n.language, 2),
        }),
        col.accessor('maxMs', {
          header: () => t('admin.metrics.maxMs'),
          cell: (info) => formatNumber(info.getValue(), i18n.language, 2),
        }),
      ]) as DataTableColumns<RouteLatency>,
    [t, i18n.language],
  );
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('admin.metrics.title')}
        actions={
          <Button variant="outline" onPress={() => void answer.refetch()} isLoading={answer.isFetching}>
            {t('admin.common.refresh')}
          </Button>
        }
      />
      {answer.isPending ? <ProgressBar label={t('error.loading')} /> : null}
      {answer.isError ? (
        <Alert intent="danger" timeout={null}>
          {t('admin.common.loadFailed')}
        </Alert>
      ) : null}
      {metrics ? <Charts metrics={metrics} columns={columns} /> : null}
    </Stack>
  );
}

function Charts({ metrics, columns }: { metrics: MetricsView; columns: DataTableColumns<RouteLatency> }) {
  const { t, i18n } = useTranslation();
  const mib = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
  const memory = metrics.memory.map((entry) => ({
    name: t(`admin.metrics.memory.${entry.name}`),
    value: mib(entry.bytes),
  }));
  const routes = byRoute(metrics.routes).slice(0, TOP_ROUTES);
  const figures: [string, string][] = [
    ['uptime', formatDuration(metrics.process.uptimeSeconds)],
    ['cpuCount', formatNumber(metrics.process.cpuCount, i18n.language)],
    ['load', metrics.process.loadAverage.map((load) => formatNumber(load, i18n.language, 2)).join(' · ')],
    ['requests', formatNumber(metrics.requestsTotal, i18n.language)],
    ['eventLoopP99', `${formatNumber(metrics.eventLoop.p99Ms, i18n.language, 2)} ms`],
    ['pool', t('admin.metrics.poolValue', metrics.pool)],
    [
      'heap',
      `${formatMegabytes(metrics.heapUsed, i18n.language)} / ${formatMegabytes(metrics.heapTotal, i18n.language)}`,
    ],
    ['node', metrics.process.nodeVersion],
  ];
  return (
    <>
      <Card title={t('admin.metrics.summary')}>
        <dl className={details.list}>
          {figures.map(([key, value]) => (
            <Fragment key={key}>
              <dt className={details.term}>{t(`admin.metrics.figure.${key}`)}</dt>
              <dd className={details.value}>{value}</dd>
            </Fragment>
          ))}
        </dl>
      </Card>
      <Grid columns="two" gap="lg">
        <Card title={t('admin.metrics.memoryTitle')}>
          <figure className={styles.figure}>
            <div className={styles.chart}>
              <ResponsiveContainer width="100%" height="100%">
                <BarChart data={memory} title={t('admin.metrics.memoryTitle')} accessibilityLayer={false}>
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis dataKey="name" />
                  <YAxis unit=" MiB" width={80} />
                  <Tooltip />
                  <Bar dataKey="value" name="MiB" fill={SERIES[0]} isAnimationActive={false} />
                </BarChart>
              </ResponsiveContainer>
            </div>
            <figcaption className={styles.caption}>
              {memory
                .map((entry) => `${entry.name}: ${formatNumber(entry.value, i18n.language, 1)} MiB`)
                .join(' · ')}
            </figcaption>
          </figure>
        </Card>
        <Card title={t('admin.metrics.statusTitle')}>
          <figure className={styles.figure}>
            <div className={styles.chart}>
              <ResponsiveContainer width="100%" height="100%">
                <BarChart
                  data={metrics.byStatus.map((entry) => ({ ...entry, status: String(entry.status) }))}
                  accessibilityLayer={false}
                >
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis dataKey="status" />
                  <YAxis allowDecimals={false} width={60} />
                  <Tooltip />
                  <Bar
                    dataKey="count"
                    name={t('admin.metrics.count')}
                    fill={SERIES[1]}
                    isAnimationActive={false}
                  />
                </BarChart>
              </ResponsiveContainer>
            </div>
            <figcaption className={styles.caption}>
              {metrics.byStatus
                .map((entry) => `${entry.status}: ${formatNumber(entry.count, i18n.language)}`)
                .join(' · ')}
            </figcaption>
          </figure>
        </Card>
      </Grid>
      <Card title={t('admin.metrics.latencyTitle')}>
        <Stack gap="md">
          <figure className={styles.figure}>
            <div className={styles.tallChart}>
              <ResponsiveContainer width="100%" height="100%">
                <BarChart data={routes} layout="vertical" margin={{ left: 16 }} accessibilityLayer={false}>
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis type="number" unit=" ms" />
                  <YAxis type="category" dataKey="route" width={220} interval={0} />
                  <Tooltip />
                  <Legend />
                  <Bar
                    dataKey="meanMs"
                    name={t('admin.metrics.meanMs')}
                    fill={SERIES[0]}
                    isAnimationActive={false}
                  />
                  <Bar
                    dataKey="maxMs"
                    name={t('admin.metrics.maxMs')}
                    fill={SERIES[2]}
                    isAnimationActive={false}
                  />
                </BarChart>
              </ResponsiveContainer>
            </div>
            <figcaption className={styles.caption}>
              {t('admin.metrics.latencyCaption', { count: routes.length })}
            </figcaption>
          </figure>
          <DataTable<RouteLatency>
            caption={t('admin.metrics.latencyTable')}
            columns={columns}
            data={metrics.routes}
            getRowId={(entry) => `${entry.route} ${entry.status}`}
            rowLabel={(entry) => entry.route}
            maxHeight="md"
          />
        </Stack>
      </Card>
    </>
  );
}

/** One bar per route over all its statuses: summed count, weighted mean, largest maximum; busiest first. */
function byRoute(entries: readonly RouteLatency[]): RouteLatency[] {
  const merged = new Map<string, RouteLatency>();
  for (const entry of entries) {
    const seen = merged.get(entry.route);
    if (!seen) merged.set(entry.route, { ...entry });
    else {
      const count = seen.count + entry.count;
      seen.meanMs = count
        ? Math.round(((seen.meanMs * seen.count + entry.meanMs * entry.count) / count) * 100) / 100
        : 0;
      seen.maxMs = Math.max(seen.maxMs, entry.maxMs);
      seen.count = count;
    }
  }
  return [...merged.values()].sort((a, b) => b.count - a.count || a.route.localeCompare(b.route));
}
