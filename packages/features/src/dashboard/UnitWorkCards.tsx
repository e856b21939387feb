/**
 * The dashboard cards of the people of units that keep books: what their units hold by kind and species,
 * their latest documents, and the documents they may start from here. Each card reads only what the
 * account's roles may read (the contract's roles of each resource), so no request is sent to be refused.
 */
import { useQueries, useQuery } from '@tanstack/react-query';
import type { BusinessUnitInfo, ReportMonthDue, StockSummary } from '@vlegal/api-client/model';
import {
  getStocksSummary,
  listReportMonthsDue,
  listImportMaterials,
  listLocalSales,
  listProductions,
  listTransferMaterials,
} from '@vlegal/api-client/query';
import { blocks } from '@vlegal/domain/gen/blocks';
import { Alert } from '@vlegal/ui/Alert';
import { Badge } from '@vlegal/ui/Badge';
import { LinkButton } from '@vlegal/ui/Button';
import { Card } from '@vlegal/ui/Card';
import { type DataTableColumns, DataTable, dataTableColumns } from '@vlegal/ui/DataTable';
import { Inline, Stack } from '@vlegal/ui/Layout';
import { Link } from '@vlegal/ui/Link';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type DocumentKind, documentHrefs } from '../books/documents/paths.ts';
import { formatDate, formatDecimalText } from '../i18n/format.ts';
import { localeOf } from '../i18n/setup.ts';
import { pageOf } from '../shared/serverList.ts';
import * as styles from './DashboardScreen.css.ts';
import { mayOpen, mayRead } from './access.ts';

/** The documents of the books, each with its list call and the fields of its number and date. */
const DOCUMENTS = [
  { kind: 'importMaterial', list: listImportMaterials, number: 'receiptNumber', date: 'receiptDate' },
  { kind: 'transferMaterial', list: listTransferMaterials, number: 'transferNumber', date: 'transferDate' },
  { kind: 'production', list: listProductions, number: 'productionNumber', date: 'productionDate' },
  { kind: 'localSales', list: listLocalSales, number: 'salesNumber', date: 'salesDate' },
] as const satisfies readonly {
  kind: DocumentKind & keyof typeof blocks;
  list: unknown;
  number: string;
  date: string;
}[];

/** The largest holdings the stock card shows (by volume). */
const SUMMARY_SIZE = 20;

/** How many of each kind the card reads, newest first. */
export const RECENT_PAGE_SIZE = 5;

export interface UnitWorkCardsProps {
  units: readonly BusinessUnitInfo[];
  authorities: readonly string[];
}

export function UnitWorkCards({ units, authorities }: UnitWorkCardsProps) {
  return (
    <>
      <MonthsDueCard units={units} authorities={authorities} />
      {mayRead('stock', authorities) ? <StockSummaryCard units={units} /> : null}
      <RecentDocumentsCard authorities={authorities} />
      <QuickActionsCard authorities={authorities} />
    </>
  );
}

const unitName = (units: readonly BusinessUnitInfo[], id: number) => {
  const unit = units.find((u) => u.id === id);
  return unit ? `${unit.code} – ${unit.name}` : '';
};

/** The report page of a unit's LMKB where the account files it, or the administrators' page; else none. */
function reportHref(authorities: readonly string[], due: ReportMonthDue): string | undefined {
  const month = String(due.month).padStart(2, '0');
  const last = new Date(Date.UTC(due.year, due.month, 0)).getUTCDate();
  const period = `startDate=${due.year}-${month}-01&endDate=${due.year}-${month}-${last}`;
  if (mayOpen('/app/report/lmkb', authorities)) return `/app/report/lmkb?${period}`;
  if (mayOpen('/app/admin-report/lmkb-admin', authorities))
    return `/app/admin-report/lmkb-admin?businessUnitId=${due.businessUnitId}&${period}`;
  return undefined;
}

/** The most months due the card lists; the rest are counted. */
const DUE_SIZE = 6;

/**
 * The months whose LMKB and LMKO are due and not filed (their filing day, the 10th of the next month, has
 * passed), oldest first, each leading to its report; nothing when every month is filed.
 */
function MonthsDueCard({
  units,
  authorities,
}: {
  units: readonly BusinessUnitInfo[];
  authorities: readonly string[];
}) {
  const { t, i18n } = useTranslation();
  const reads =
    mayOpen('/app/report/lmkb', authorities) || mayOpen('/app/admin-report/lmkb-admin', authorities);
  const answer = useQuery({
    queryKey: ['/api/report-months-due', { size: DUE_SIZE }],
    queryFn: ({ signal }) => listReportMonthsDue({ size: DUE_SIZE }, { signal }),
    enabled: reads,
  });
  if (!reads || answer.isPending) return null;
  if (answer.isError)
    return (
      <Card title={t('dashboard.due.title')}>
        <Alert intent="warning" timeout={null}>
          {t('dashboard.due.failed')}
        </Alert>
      </Card>
    );
  const { rows: months, total } = pageOf<ReportMonthDue>(answer.data);
  if (!months.length) return null;
  const several = units.length > 1 || !mayOpen('/app/report/lmkb', authorities);
  const monthName = (due: ReportMonthDue) =>
    new Intl.DateTimeFormat(localeOf(i18n.language), {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(due.year, due.month - 1, 1)));
  return (
    <Card title={t('dashboard.due.title')}>
      <Stack gap="sm">
        <p className={styles.muted}>{t('dashboard.due.intro')}</p>
        <ul className={styles.dueList}>
          {months.map((due) => {
            const href = reportHref(authorities, due);
            const name = several ? `${monthName(due)} · ${due.businessUnitName}` : monthName(due);
            return (
              <li key={`${due.businessUnitId}-${due.year}-${due.month}`}>
                {href ? <Link href={href}>{name}</Link> : name}{' '}
                <span className={styles.muted}>
                  {t('dashboard.due.by', { date: formatDate(due.dueDate, i18n.language) })}
                </span>
              </li>
            );
          })}
        </ul>
        {total > months.length ? (
          <p className={styles.muted}>{t('dashboard.due.more', { count: total - months.length })}</p>
        ) : null}
      </Stack>
    </Card>
  );
}

/** What the units hold, by kind of item and species, those at sub-contractors apart. */
function StockSummaryCard({ units }: { units: readonly BusinessUnitInfo[] }) {
  const { t, i18n } = useTranslation();
  const answer = useQuery({
    queryKey: ['/api/stocks-summary', { size: SUMMARY_SIZE }],
    queryFn: ({ signal }) => getStocksSummary({ size: SUMMARY_SIZE }, { signal }),
  });
  const rows = (answer.data?.data ?? []) as StockSummary[];
  // Whoever keeps the books of several units reads which unit holds what.
  const several = units.length > 1;
  const columns = useMemo(() => {
    const col = dataTableColumns<StockSummary>();
    const quantity = (field: 'volumeM3' | 'pieces', digits: number) =>
      col.accessor((row) => row[field], {
        id: field,
        header: () => t(`dashboard.stock.${field}`),
        meta: { numeric: true },
        cell: (info) => formatDecimalText(info.getValue(), i18n.language, digits),
      });
    return col.columns([
      ...(several
        ? [
            col.accessor((row) => unitName(units, row.businessUnitId), {
              id: 'unit',
              header: () => t('dashboard.stock.unit'),
            }),
          ]
        : []),
      col.accessor((row) => row.stockType, {
        id: 'stockType',
        header: () => t('dashboard.stock.kind'),
        cell: (info) => t(`dashboard.stock.type.${info.getValue()}`),
      }),
      col.accessor((row) => row.scientificName, {
        id: 'species',
        header: () => t('dashboard.stock.species'),
        cell: (info) => (
          <>
            {info.getValue() ? <i>{info.getValue()}</i> : t('dashboard.stock.noSpecies')}
            {info.row.original.atSubCon ? (
              <>
                {' '}
                <Badge intent="info">{t('dashboard.stock.atSubCon')}</Badge>
              </>
            ) : null}
          </>
        ),
      }),
      col.accessor((row) => row.items, {
        id: 'items',
        header: () => t('dashboard.stock.items'),
        meta: { numeric: true },
      }),
      quantity('volumeM3', 4),
      quantity('pieces', 0),
    ]) as DataTableColumns<StockSummary>;
  }, [several, units, t, i18n.language]);
  return (
    <Card title={t('dashboard.stock.title')}>
      {answer.isError ? (
        <Alert intent="warning" timeout={null}>
          {t('dashboard.stock.failed')}
        </Alert>
      ) : (
        <DataTable<StockSummary>
          caption={t('dashboard.stock.caption')}
          hideCaption
          columns={columns}
          data={rows}
          getRowId={(row) => `${row.businessUnitId}-${row.stockType}-${row.scientificNameId}-${row.atSubCon}`}
          rowLabel={(row) => `${t(`dashboard.stock.type.${row.stockType}`)} ${row.scientificName ?? ''}`}
          isLoading={answer.isPending}
          emptyMessage={t('dashboard.stock.empty')}
        />
      )}
    </Card>
  );
}

interface RecentDocument {
  kind: (typeof DOCUMENTS)[number]['kind'];
  id: number;
  number: string;
  date: string;
  status: string;
}

/** The latest documents of the units' books, newest first, each leading to its page. */
function RecentDocumentsCard({ authorities }: { authorities: readonly string[] }) {
  const { t, i18n } = useTranslation();
  const readable = DOCUMENTS.filter((document) => mayRead(document.kind, authorities));
  const answers = useQueries({
    queries: readable.map((document) => {
      const params = { sort: [`${document.date},desc`, 'id,desc'], size: RECENT_PAGE_SIZE };
      return {
        queryKey: [`/api/${blocks[document.kind].path}`, params] as const,
        queryFn: ({ signal }: { signal: AbortSignal }) => document.list(params, { signal }),
      };
    }),
  });
  const documents = useMemo(() => {
    const found: RecentDocument[] = [];
    readable.forEach((document, index) => {
      for (const row of pageOf<Record<string, unknown>>(answers[index]?.data).rows)
        found.push({
          kind: document.kind,
          id: Number(row.id),
          number: String(row[document.number] ?? ''),
          date: String(row[document.date] ?? ''),
          status: String(row.status ?? ''),
        });
    });
    return found.sort((a, b) => b.date.localeCompare(a.date)).slice(0, 2 * RECENT_PAGE_SIZE);
  }, [answers, readable]);
  const columns = useMemo(() => {
    const col = dataTableColumns<RecentDocument>();
    return col.columns([
      col.accessor((document) => document.date, {
        id: 'date',
        header: () => t('dashboard.recent.date'),
        cell: (info) => formatDate(info.getValue(), i18n.language),
      }),
      col.accessor((document) => document.kind, {
        id: 'kind',
        header: () => t('dashboard.recent.kind'),
        cell: (info) => t(`dashboard.recent.kinds.${info.getValue()}`),
      }),
      col.accessor((document) => document.number, {
        id: 'number',
        header: () => t('dashboard.recent.number'),
        cell: (info) => (
          <Link href={documentHrefs(info.row.original.kind, 'unit').view(info.row.original.id)}>
            {info.getValue()}
          </Link>
        ),
      }),
      col.accessor((document) => document.status, {
        id: 'status',
        header: () => t('dashboard.recent.status'),
        cell: (info) => (
          <Badge intent={info.getValue() === 'POSTED' ? 'success' : 'neutral'}>
            {t(`dashboard.recent.statuses.${info.getValue()}`)}
          </Badge>
        ),
      }),
    ]) as DataTableColumns<RecentDocument>;
  }, [t, i18n.language]);
  if (readable.length === 0) return null;
  return (
    <Card title={t('dashboard.recent.title')}>
      <Stack gap="md">
        {answers.some((answer) => answer.isError) ? (
          <Alert intent="warning" timeout={null}>
            {t('dashboard.recent.failed')}
          </Alert>
        ) : null}
        <DataTable<RecentDocument>
          caption={t('dashboard.recent.caption')}
          hideCaption
          columns={columns}
          data={documents}
          getRowId={(document) => `${document.kind}-${document.id}`}
          rowLabel={(document) => `${t(`dashboard.recent.kinds.${document.kind}`)} ${document.number}`}
          isLoading={answers.some((answer) => answer.isPending)}
          emptyMessage={t('dashboard.recent.empty')}
        />
      </Stack>
    </Card>
  );
}

/** The documents the account may start from the dashboard: only the pages its roles may open. */
function QuickActionsCard({ authorities }: { authorities: readonly string[] }) {
  const { t } = useTranslation();
  const offered = DOCUMENTS.map((document) => ({
    kind: document.kind,
    href: documentHrefs(document.kind, 'unit').new,
  })).filter((action) => mayOpen(action.href, authorities));
  if (offered.length === 0) return null;
  return (
    <Card title={t('dashboard.quick.title')}>
      <Stack gap="md">
        <p className={styles.muted}>{t('dashboard.quick.intro')}</p>
        <Inline gap="sm">
          {offered.map((action) => (
            <LinkButton key={action.kind} href={action.href} variant="outline" intent="primary">
              {t(`dashboard.quick.new.${action.kind}`)}
            </LinkButton>
          ))}
        </Inline>
      </Stack>
    </Card>
  );
}
