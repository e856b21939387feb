/**
 * The EUDR trace of the stock ledger (docs/adr/0031-lineage-first-in-first-out.md): backward, where the
 * timber of a document, a ledger entry or a stock came from, through every production and transfer to the
 * receipts and the harvest plots they name; forward, where the timber of a receipt, an entry or a plot went.
 * The documents are drawn as a chain (`TraceChain`), each with the documents it drew from; a backward trace
 * says whether every quantity ends at a receipt and, when not, what is missing, and shows the receipts and
 * the plots, on a map and in a table.
 */
import { useQueries, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@vlegal/api-client/fetcher';
import type {
  Country,
  HarvestPlot,
  TraceCertificate,
  TraceEntry,
  TraceReceipt,
} from '@vlegal/api-client/model';
import { traceBackward, traceForward } from '@vlegal/api-client/query';
import { Alert } from '@vlegal/ui/Alert';
import { StatusBadge } from '@vlegal/ui/Badge';
import { Card } from '@vlegal/ui/Card';
import { DataTable, type DataTableColumns, dataTableColumns } from '@vlegal/ui/DataTable';
import { Stack } from '@vlegal/ui/Layout';
import { Link } from '@vlegal/ui/Link';
import { PageHeader } from '@vlegal/ui/PageHeader';
import { ProgressBar } from '@vlegal/ui/ProgressBar';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber, inSentence } from '../i18n/format.ts';
import type { Translate } from '../resource-screens/schema.ts';
import { problemIs } from '../shared/problems.ts';
import { PlotMap } from './PlotMap.tsx';
import { parseGeometry } from './plotProjection.ts';
import { quantityText, TraceChain, useDocumentLinks } from './TraceChain.tsx';
import * as styles from './trace.css.ts';
import { type Gap, gapsOf, quantitiesOf } from './traceChain.ts';
import { startOf, type TraceSearch, type TraceStart, traceHref } from './traceAddress.ts';

export interface TracePageProps {
  /** The address's search (`validateTraceSearch`). */
  search: TraceSearch;
  /** The account's authorities: a document leads to its page only where the account may open it. */
  authorities: readonly string[];
}

export function TracePage({ search, authorities }: TracePageProps) {
  const { t } = useTranslation();
  const start = startOf(search);
  if (!start)
    return (
      <Stack gap="lg">
        <PageHeader kicker={t('eudr.trace.kicker')} title={t('eudr.trace.noStart.title')} />
        <Alert intent="info" timeout={null}>
          {t('eudr.trace.noStart.text')}
        </Alert>
      </Stack>
    );
  return search.way === 'forward' ? (
    <ForwardTrace start={start} authorities={authorities} />
  ) : (
    <BackwardTrace start={start} authorities={authorities} />
  );
}

/** Why a trace could not be read: a start that is not there, or not the account's; or a failure. */
function Failed({ error, way }: { error: unknown; way: 'backward' | 'forward' }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <PageHeader kicker={t('eudr.trace.kicker')} title={t(`eudr.trace.title.${way}Plain`)} />
      <Alert intent="danger" timeout={null}>
        {t(problemIs(error, 'notFound') ? 'eudr.trace.notFound' : 'eudr.trace.failed')}
      </Alert>
    </Stack>
  );
}

/** The kind and number of a document, as a trace names it ("Produksi PRD/…/0004"). */
function documentName(
  entry: Pick<TraceEntry, 'sourceType' | 'sourceId' | 'documentNumber'>,
  receipts: readonly TraceReceipt[],
  t: Translate,
): string {
  const receipt =
    entry.sourceType === 'IMPORT_MATERIAL' ? receipts.find((r) => r.id === entry.sourceId) : undefined;
  return t('eudr.trace.what.document', {
    kind: t(`resources.stockCredit.values.sourceType.${entry.sourceType}`),
    number: receipt?.receiptNumber ?? entry.documentNumber ?? `#${entry.sourceId}`,
  });
}

/** What the trace starts from, in words, once its answer names it. */
function startName(
  start: TraceStart,
  entries: readonly TraceEntry[],
  receipts: readonly TraceReceipt[],
  t: Translate,
): string | undefined {
  if ('stockId' in start) {
    const item = entries.find((entry) => entry.stockId === start.stockId)?.itemName;
    return item ? t('eudr.trace.what.stock', { item }) : undefined;
  }
  const entry =
    'entryId' in start
      ? entries.find((candidate) => candidate.entryId === start.entryId)
      : 'sourceId' in start
        ? entries.find((e) => e.sourceType === start.sourceType && e.sourceId === start.sourceId)
        : undefined;
  return entry && documentName(entry, receipts, t);
}

type Answer<T> = { status: number; data: T };

/**
 * The query of one row by its address, as a view reads it (the same cache). Through the fetcher: the
 * generated modules of countries and plots come in the build's file of every screen's reference targets,
 * some 18 kB this page would load for a name.
 */
const rowAt = <T,>(path: string) => ({
  queryKey: [path],
  queryFn: ({ signal }: { signal: AbortSignal }) => apiFetch<Answer<T>>(path, { signal }),
});

function BackwardTrace({ start, authorities }: { start: TraceStart; authorities: readonly string[] }) {
  const { t } = useTranslation();
  // `startOf` names a plot only forward, a stock only backward.
  const params = 'harvestPlotId' in start ? {} : start;
  const answer = useQuery({
    queryKey: ['/api/eudr/trace/backward', params],
    queryFn: ({ signal }) => traceBackward(params, { signal }),
  });
  const trace = answer.data?.status === 200 ? answer.data.data : undefined;
  if (answer.isError) return <Failed error={answer.error} way="backward" />;
  if (!trace)
    return (
      <Stack gap="lg">
        <PageHeader kicker={t('eudr.trace.kicker')} title={t('eudr.trace.title.backwardPlain')} />
        <ProgressBar label={t('error.loading')} />
      </Stack>
    );
  const what = startName(start, [...trace.outflows, ...trace.inflows], trace.receipts, t);
  const gaps = gapsOf(trace);
  const empty = trace.outflows.length === 0 && trace.inflows.length === 0;
  return (
    <Stack gap="lg">
      <PageHeader
        kicker={t('eudr.trace.kicker')}
        title={what ? t('eudr.trace.title.backward', { what }) : t('eudr.trace.title.backwardPlain')}
        subtitle={t('stockId' in start ? 'eudr.trace.subtitle.stock' : 'eudr.trace.subtitle.backward')}
        status={
          empty ? null : (
            <StatusBadge
              intent={trace.complete ? 'success' : 'warning'}
              label={t(trace.complete ? 'eudr.trace.complete' : 'eudr.trace.incomplete')}
            />
          )
        }
      />
      {empty ? (
        <Alert intent="info" timeout={null}>
          {t('eudr.trace.empty')}
        </Alert>
      ) : (
        <>
          <Completeness
            complete={trace.complete}
            truncated={trace.truncated}
            gaps={gaps}
            receipts={trace.receipts}
          />
          <Card title={t('eudr.trace.chain.title')}>
            <Stack gap="md">
              <p className={styles.intro}>{t('eudr.trace.chain.backward')}</p>
              <TraceChain
                way="backward"
                trace={trace}
                receipts={trace.receipts}
                plots={trace.plots}
                authorities={authorities}
              />
            </Stack>
          </Card>
          <Receipts receipts={trace.receipts} plots={trace.plots} authorities={authorities} />
          <Plots plots={trace.plots} />
        </>
      )}
    </Stack>
  );
}

function ForwardTrace({ start, authorities }: { start: TraceStart; authorities: readonly string[] }) {
  const { t } = useTranslation();
  const params = 'stockId' in start ? {} : start;
  const answer = useQuery({
    queryKey: ['/api/eudr/trace/forward', params],
    queryFn: ({ signal }) => traceForward(params, { signal }),
  });
  // A plot is named by its code, which the trace does not carry.
  const plotId = 'harvestPlotId' in start ? start.harvestPlotId : undefined;
  const plot = useQuery({
    ...rowAt<HarvestPlot>(`/api/harvest-plots/${plotId}`),
    enabled: plotId !== undefined,
    retry: false,
  });
  const trace = answer.data?.status === 200 ? answer.data.data : undefined;
  if (answer.isError) return <Failed error={answer.error} way="forward" />;
  if (!trace)
    return (
      <Stack gap="lg">
        <PageHeader kicker={t('eudr.trace.kicker')} title={t('eudr.trace.title.forwardPlain')} />
        <ProgressBar label={t('error.loading')} />
      </Stack>
    );
  const plotRow = plot.data?.status === 200 ? plot.data.data : undefined;
  const what =
    plotId !== undefined
      ? t('eudr.trace.what.plot', { code: plotRow?.plotCode ?? `#${plotId}` })
      : startName(start, [...trace.inflows, ...trace.outflows], trace.receipts, t);
  const empty = trace.outflows.length === 0 && trace.inflows.length === 0;
  return (
    <Stack gap="lg">
      <PageHeader
        kicker={t('eudr.trace.kicker')}
        title={what ? t('eudr.trace.title.forward', { what }) : t('eudr.trace.title.forwardPlain')}
        subtitle={t('eudr.trace.subtitle.forward')}
      />
      {trace.truncated ? (
        <Alert intent="warning" timeout={null}>
          {t('eudr.trace.truncated')}
        </Alert>
      ) : null}
      {empty ? (
        <Alert intent="info" timeout={null}>
          {t('eudr.trace.emptyForward')}
        </Alert>
      ) : (
        <Card title={t('eudr.trace.chain.title')}>
          <Stack gap="md">
            <p className={styles.intro}>{t('eudr.trace.chain.forward')}</p>
            <TraceChain
              way="forward"
              trace={trace}
              receipts={trace.receipts}
              plots={[]}
              authorities={authorities}
            />
          </Stack>
        </Card>
      )}
    </Stack>
  );
}

/** Whether every quantity ends at a receipt, and plainly what is missing when not. */
function Completeness({
  complete,
  truncated,
  gaps,
  receipts,
}: {
  complete: boolean;
  truncated: boolean;
  gaps: readonly Gap[];
  receipts: readonly TraceReceipt[];
}) {
  const { t, i18n } = useTranslation();
  if (complete && !truncated && !gaps.length)
    return (
      <Alert intent="success" timeout={null}>
        {t('eudr.trace.completeText')}
      </Alert>
    );
  const sentence = (gap: Gap) => {
    if (gap.kind === 'noPlots') return t('eudr.trace.gap.noPlots', { number: gap.receipt.receiptNumber });
    const { entry } = gap;
    const values = {
      item: entry.itemName ?? '',
      date: formatDate(entry.movementDate, i18n.language),
      document: documentName(entry, receipts, t),
    };
    return gap.kind === 'origin'
      ? t('eudr.trace.gap.origin', {
          ...values,
          quantity: quantityText(quantitiesOf(entry), t, i18n.language),
          origin: inSentence(t(`resources.stockCredit.values.movementType.${entry.movementType}`)),
        })
      : t('eudr.trace.gap.undrawn', { ...values, quantity: quantityText(gap.missing, t, i18n.language) });
  };
  return (
    <Alert intent="warning" timeout={null}>
      <Stack gap="xs">
        <span>{t(complete ? 'eudr.trace.completeButPlots' : 'eudr.trace.incompleteText')}</span>
        <ul className={styles.gaps}>
          {truncated ? <li>{t('eudr.trace.truncated')}</li> : null}
          {gaps.map((gap) => (
            <li key={gap.kind === 'noPlots' ? `r${gap.receipt.id}` : `e${gap.entry.entryId}`}>
              {sentence(gap)}
            </li>
          ))}
        </ul>
      </Stack>
    </Alert>
  );
}

function Receipts({
  receipts,
  plots,
  authorities,
}: {
  receipts: readonly TraceReceipt[];
  plots: readonly HarvestPlot[];
  authorities: readonly string[];
}) {
  const { t, i18n } = useTranslation();
  const links = useDocumentLinks(authorities);
  const columns = useMemo(() => {
    const col = dataTableColumns<TraceReceipt>();
    const codes = (ids: readonly number[]) =>
      ids.map((id) => plots.find((plot) => plot.id === id)?.plotCode ?? `#${id}`).join(', ');
    return col.columns([
      col.accessor((row) => row.receiptNumber, {
        id: 'receiptNumber',
        header: () => t('eudr.trace.receipts.number'),
        cell: (info) => {
          const href = links({ sourceType: 'IMPORT_MATERIAL', sourceId: info.row.original.id });
          return href ? <Link href={href}>{info.getValue()}</Link> : info.getValue();
        },
      }),
      col.accessor((row) => row.receiptDate, {
        id: 'receiptDate',
        header: () => t('eudr.trace.receipts.date'),
        cell: (info) => formatDate(info.getValue(), i18n.language),
      }),
      col.accessor((row) => row.supplierName ?? row.subConName ?? '', {
        id: 'supplier',
        header: () => t('eudr.trace.receipts.supplier'),
      }),
      col.accessor((row) => row.documentNumber, {
        id: 'transport',
        header: () => t('eudr.trace.receipts.transport'),
        cell: (info) =>
          t('eudr.trace.receipts.transportOn', {
            number: info.getValue(),
            date: formatDate(info.row.original.documentDate, i18n.language),
          }),
      }),
      col.accessor((row) => row.certificates.map((c) => c.code).join(', '), {
        id: 'certificates',
        header: () => t('eudr.trace.receipts.certificates'),
        cell: (info) => <Certificates certificates={info.row.original.certificates} />,
      }),
      col.accessor((row) => codes(row.harvestPlotIds), {
        id: 'plots',
        header: () => t('eudr.trace.receipts.plots'),
        cell: (info) => info.getValue() || t('eudr.trace.receipts.noPlots'),
      }),
    ]) as DataTableColumns<TraceReceipt>;
  }, [t, i18n.language, links, plots]);
  return (
    // Not a region of its own: its table is one, by the same name.
    <Card title={t('eudr.trace.receipts.title')} asRegion={false}>
      <DataTable<TraceReceipt>
        caption={t('eudr.trace.receipts.title')}
        hideCaption
        columns={columns}
        data={receipts}
        getRowId={(row) => String(row.id)}
        rowLabel={(row) => row.receiptNumber}
        emptyMessage={t('eudr.trace.receipts.none')}
      />
    </Card>
  );
}

/**
 * The certificates of a receipt's supplier, the one the receipt cites first: each with its kind, its end and
 * whether it was in force on the day the timber came (in a word and a symbol, not in colour alone).
 */
function Certificates({ certificates }: { certificates: readonly TraceCertificate[] }) {
  const { t, i18n } = useTranslation();
  if (!certificates.length) return <>{t('eudr.trace.receipts.noCertificates')}</>;
  const cited = [...certificates].sort((a, b) => Number(b.cited) - Number(a.cited));
  return (
    <ul className={styles.certificates}>
      {cited.map((c) => (
        <li key={`${c.id ?? 'cited'}:${c.code}`}>
          {c.code}
          {c.type ? ` · ${c.type}` : ''}
          {c.cited ? ` (${t('eudr.trace.receipts.certificateCited')})` : ''}
          <span className={styles.certificateValidity}>
            {c.validOnReceiptDate === null
              ? t('eudr.trace.receipts.certificateUnknown')
              : c.validOnReceiptDate
                ? `✓ ${t('eudr.trace.receipts.certificateValid')}`
                : `✕ ${t('eudr.trace.receipts.certificateNotValid')}`}
            {c.expiredDate
              ? ` · ${t('eudr.trace.receipts.certificateUntil', { date: formatDate(c.expiredDate, i18n.language) })}`
              : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The countries' names, by id, of the plots' producers: read one by one, as a view reads a reference. */
function useCountryNames(ids: readonly number[]): ReadonlyMap<number, string> {
  return useQueries({
    queries: [...new Set(ids)].map((id) => ({
      ...rowAt<Country>(`/api/countries/${id}`),
      staleTime: 5 * 60_000,
      retry: false,
    })),
    combine: countryNames,
  });
}

/** The names answered so far; a module's function, so the map changes only when an answer does. */
const countryNames = (answers: readonly { data?: Answer<Country> }[]) =>
  new Map(
    answers.flatMap((answer) =>
      answer.data?.status === 200 ? [[answer.data.data.id, answer.data.data.name] as const] : [],
    ),
  );

type PlotRow = HarvestPlot & { countryName: string };

function Plots({ plots }: { plots: readonly HarvestPlot[] }) {
  const { t, i18n } = useTranslation();
  const countries = useCountryNames(plots.map((plot) => plot.producerCountryId));
  // The country's name goes with the rows: the table reads a row's values again only when its rows change.
  const rows = useMemo(
    () => plots.map((plot) => ({ ...plot, countryName: countries.get(plot.producerCountryId) ?? '' })),
    [plots, countries],
  );
  const mapped = useMemo(
    () =>
      plots.map((plot) => ({
        id: plot.id,
        code: plot.plotCode ?? null,
        geometry: parseGeometry(plot.geometry),
      })),
    [plots],
  );
  const columns = useMemo(() => {
    const col = dataTableColumns<PlotRow>();
    const date = (iso: string | null | undefined) => (iso ? formatDate(iso, i18n.language) : '');
    return col.columns([
      col.accessor((row) => row.plotCode ?? `#${row.id}`, {
        id: 'code',
        header: () => t('eudr.trace.plots.code'),
      }),
      col.accessor((row) => row.producerName, {
        id: 'producer',
        header: () => t('eudr.trace.plots.producer'),
      }),
      col.accessor((row) => row.countryName, {
        id: 'country',
        header: () => t('eudr.trace.plots.country'),
      }),
      col.accessor((row) => row.productionPlace ?? '', {
        id: 'place',
        header: () => t('eudr.trace.plots.place'),
      }),
      col.accessor((row) => row.areaHa, {
        id: 'area',
        header: () => t('eudr.trace.plots.area'),
        meta: { numeric: true },
        cell: (info) => {
          const area = info.getValue();
          return area === null || area === undefined ? '' : formatNumber(area, i18n.language, 4);
        },
      }),
      col.accessor((row) => row.harvestStartDate, {
        id: 'harvest',
        header: () => t('eudr.trace.plots.harvest'),
        cell: (info) => {
          const { harvestStartDate: from, harvestEndDate: until } = info.row.original;
          if (!from && !until) return t('eudr.trace.plots.noHarvest');
          return from === until || !until ? date(from) : `${date(from)} – ${date(until)}`;
        },
      }),
      col.accessor((row) => row.geometryWarnings ?? '', {
        id: 'warnings',
        header: () => t('eudr.trace.plots.warnings'),
        cell: (info) =>
          info
            .getValue()
            .split(',')
            .filter(Boolean)
            .map((warning: string) => t(`eudr.trace.plots.warning.${warning.trim()}`))
            .join('; '),
      }),
      col.display({
        id: 'forward',
        header: () => t('eudr.trace.plots.forward'),
        cell: (info) => (
          <Link href={traceHref('forward', { harvestPlotId: info.row.original.id })}>
            {t('eudr.trace.plots.forwardLink', {
              code: info.row.original.plotCode ?? `#${info.row.original.id}`,
            })}
          </Link>
        ),
      }),
    ]) as DataTableColumns<PlotRow>;
  }, [t, i18n.language]);
  return (
    <Card title={t('eudr.trace.plots.title')} asRegion={false}>
      <Stack gap="md">
        {plots.length ? <PlotMap plots={mapped} /> : null}
        <DataTable<PlotRow>
          caption={t('eudr.trace.plots.title')}
          hideCaption
          columns={columns}
          data={rows}
          getRowId={(row) => String(row.id)}
          rowLabel={(row) => row.plotCode ?? row.producerName}
          emptyMessage={t('eudr.trace.plots.none')}
        />
      </Stack>
    </Card>
  );
}
