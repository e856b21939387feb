/**
 * An item's stock: its balances with the ways to its pages, and its stock card (kartu stok), every
 * movement newest first with its document, its signed quantities and the running balance after it, up to
 * an "as of" day with the balance at the end of that day.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getStockBalance, getStockCard } from '@vlegal/api-client/query';
import { resources } from '@vlegal/domain/resources';
import { Alert } from '@vlegal/ui/Alert';
import { LinkButton } from '@vlegal/ui/Button';
import { Link } from '@vlegal/ui/Link';
import { Card } from '@vlegal/ui/Card';
import { type DataTableColumns, DataTable, dataTableColumns } from '@vlegal/ui/DataTable';
import { IsoDatePicker } from '@vlegal/ui/DateField';
import { DescriptionList } from '@vlegal/ui/DescriptionList';
import { Inline, Stack } from '@vlegal/ui/Layout';
import { PageHeader } from '@vlegal/ui/PageHeader';
import { Pagination } from '@vlegal/ui/Pagination';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../i18n/format.ts';
import { itemQueryOptions, rowOf } from '../resource-screens/data.ts';
import { FieldValue } from '../resource-screens/fields.tsx';
import type { Row, ScreenConfig } from '../resource-screens/screen-config.ts';
import { pageOf } from '../shared/serverList.ts';
import { Quantity, useStockMeasures } from './cells.tsx';
import type { ItemMeasures } from './measures.ts';
import { stockScreen } from './configs/stock.ts';
import { DOCUMENT_KINDS, documentHrefs } from './documents/paths.ts';
import { bookPath, stockHrefs } from './paths.ts';
import type { StockCardSearch } from './stockCardSearch.ts';
import { measureOf } from './measures.ts';
import { Movement } from './movements.tsx';
import { traceHref } from '../eudr/traceAddress.ts';

const UNITS = [
  ['volumeM3', 4],
  ['pieces', 2],
  ['weightKg', 2],
] as const;

/** The balances an item shows: the measures it keeps (all while its item is not read yet). */
const keptUnits = (item: ItemMeasures | undefined) => UNITS.filter(([name]) => !item || item.keeps.has(name));

/** The item, its balances now and the ways to its card, other usage and new usage. */
export function StockBalances({
  config,
  row,
  basePath,
}: {
  config: ScreenConfig;
  row: Row;
  basePath: string;
}) {
  const { t } = useTranslation();
  const hrefs = stockHrefs(basePath, row.id);
  const item = useStockMeasures(row);
  const field = (name: string) => config.resource.fields.find((candidate) => candidate.name === name);
  return (
    <Card>
      <Stack gap="md">
        <DescriptionList
          items={[
            {
              id: 'item',
              term: t('resources.stock.fields.itemName'),
              description: stockScreen.rowLabel(row),
            },
            ...(['scientificNameId', 'lastMovementDate'] as const).map((name) => {
              const spec = field(name);
              return {
                id: name,
                term: t(`resources.stock.fields.${name}`),
                description: spec ? <FieldValue config={config} field={spec} row={row} /> : null,
              };
            }),
            ...keptUnits(item).map(([name, digits]) => ({
              id: name,
              term: t(`books.stock.balance.${name}`),
              description: <Quantity value={row[name]} digits={digits} measure={name} item={item} />,
            })),
          ]}
        />
        <Inline gap="sm">
          <LinkButton href={hrefs.card} variant="outline" intent="neutral">
            {t('books.stock.card')}
          </LinkButton>
          <LinkButton href={hrefs.otherUsage} variant="outline" intent="neutral">
            {t('books.stock.otherUsage')}
          </LinkButton>
          <LinkButton href={hrefs.addOtherUsage} variant="outline" intent="neutral">
            {t('books.stock.addOtherUsage')}
          </LinkButton>
        </Inline>
      </Stack>
    </Card>
  );
}

const CARD_SIZE = 20;

/**
 * The page of the document an entry came from: the kind of page whose resource posts under the entry's
 * source type (a receipt, a transfer, a production, a local sale), or the item's other usage; else none.
 */
function documentHref(
  entry: { sourceType: string; sourceId: number; stockId?: unknown },
  basePath: string,
  mirror: boolean,
): string | undefined {
  const kind = DOCUMENT_KINDS.find(
    (candidate) =>
      (resources[candidate] as { posting?: { source: string } }).posting?.source === entry.sourceType,
  );
  if (kind) return documentHrefs(kind, mirror ? 'admin' : 'unit').view(entry.sourceId);
  if (entry.sourceType === 'STOCK_OTHER' && typeof entry.stockId === 'number')
    return stockHrefs(basePath, entry.stockId).otherUsage;
  return undefined;
}

type Entry = Row & {
  movementDate: string;
  movementType: string;
  reversesId?: number | null;
  reason?: string | null;
  sourceType: string;
  sourceId: number;
  documentNumber?: string | null;
  volumeM3: string;
  pieces: string;
  weightKg: string;
  balanceVolumeM3: string;
  balancePieces: string;
  balanceWeightKg: string;
};

export interface StockCardPageProps {
  segment: string;
  mirror?: boolean | undefined;
  stockId: number;
  search: StockCardSearch;
  onSearchChange: (next: StockCardSearch) => void;
}

/** The stock card of an item. */
export function StockCardPage({ segment, mirror, stockId, search, onSearchChange }: StockCardPageProps) {
  const { t, i18n } = useTranslation();
  const basePath = bookPath(segment, mirror === true);
  const stock = rowOf(useQuery(itemQueryOptions(stockScreen, stockId)).data);
  const item = useStockMeasures(stock);
  const page = search.page ?? 1;
  const params = { page: page - 1, size: CARD_SIZE, ...(search.asOf ? { asOf: search.asOf } : {}) };
  const card = useQuery({
    queryKey: [`/api/stocks/${stockId}/card`, params],
    queryFn: ({ signal }) => getStockCard(stockId, params, { signal }),
    placeholderData: keepPreviousData,
  });
  const balance = useQuery({
    queryKey: [`/api/stocks/${stockId}/balance`, { date: search.asOf }],
    queryFn: ({ signal }) => getStockBalance(stockId, { date: search.asOf ?? '' }, { signal }),
    enabled: search.asOf !== undefined,
  });
  const { rows, total } = pageOf<Entry>(card.data);
  const columns = useMemo(() => {
    const col = dataTableColumns<Entry>();
    // Only the measures the item keeps, right-aligned on their places; pieces in the item's unit.
    const quantity = (name: keyof Entry, header: string, digits: number) => {
      const measure = measureOf(String(name));
      return measure && item && !item.keeps.has(measure)
        ? []
        : [
            col.accessor((row) => row[name], {
              id: String(name),
              header: () => t(header),
              meta: { numeric: true },
              cell: (info) => (
                <Quantity value={info.getValue()} digits={digits} measure={measure} item={item} />
              ),
            }),
          ];
    };
    return col.columns([
      col.accessor((row) => row.movementDate, {
        id: 'movementDate',
        header: () => t('books.card.date'),
        cell: (info) => formatDate(info.getValue(), i18n.language),
      }),
      col.accessor((row) => row.documentNumber, {
        id: 'documentNumber',
        header: () => t('books.card.document'),
        cell: (info) => {
          const entry = info.row.original;
          const text = info.getValue() ?? t(`resources.stockCredit.values.sourceType.${entry.sourceType}`);
          const href = documentHref(entry, basePath, mirror === true);
          return href ? <Link href={href}>{text}</Link> : text;
        },
      }),
      col.accessor((row) => row.movementType, {
        id: 'movementType',
        header: () => t('books.card.movementType'),
        cell: (info) => <Movement entry={info.row.original} />,
      }),
      ...quantity('volumeM3', 'books.card.volumeM3', 4),
      ...quantity('pieces', 'books.card.pieces', 2),
      ...quantity('weightKg', 'books.card.weightKg', 2),
      ...quantity('balanceVolumeM3', 'books.card.balanceVolumeM3', 4),
      ...quantity('balancePieces', 'books.card.balancePieces', 2),
      ...quantity('balanceWeightKg', 'books.card.balanceWeightKg', 2),
    ]) as DataTableColumns<Entry>;
  }, [t, i18n.language, basePath, mirror, item]);
  const asOfBalance = balance.data?.data as Record<string, unknown> | undefined;
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('books.card.title')}
        subtitle={stock ? stockScreen.rowLabel(stock) : undefined}
        // What the stock holds now, traced back to its receipts and plots (EUDR).
        actions={
          <LinkButton href={traceHref('backward', { stockId })} variant="outline" intent="neutral">
            {t('eudr.trace.link.stock')}
          </LinkButton>
        }
      />
      {stock ? <StockBalances config={stockScreen} row={stock} basePath={basePath} /> : null}
      <Card>
        <Stack gap="md">
          <IsoDatePicker
            label={t('books.card.asOf')}
            description={t('books.card.asOfHint')}
            value={search.asOf ?? ''}
            onChange={(asOf) => onSearchChange(asOf ? { asOf } : {})}
          />
          {search.asOf && asOfBalance ? (
            <DescriptionList
              // Only the measures the item keeps, its pieces in its unit, as the balances above.
              items={keptUnits(item).map(([name, digits]) => ({
                id: name,
                term: t('books.card.balanceOn', {
                  unit: t(`books.stock.balance.${name}`),
                  date: formatDate(search.asOf ?? '', i18n.language),
                }),
                description: (
                  <Quantity value={asOfBalance[name]} measure={name} digits={digits} item={item} />
                ),
              }))}
            />
          ) : null}
          {card.isError ? (
            <Alert intent="danger" timeout={null}>
              {t('books.card.error')}
            </Alert>
          ) : null}
          <DataTable<Entry>
            caption={t('books.card.caption')}
            columns={columns}
            data={rows}
            getRowId={(row) => String(row.id)}
            rowLabel={(row) => `${row.movementDate} ${row.documentNumber ?? ''}`}
            isLoading={card.isPending}
            emptyMessage={t('books.card.empty')}
          />
          {total > CARD_SIZE ? (
            <Pagination
              page={page}
              pageSize={CARD_SIZE}
              total={total}
              onPageChange={(next) => onSearchChange({ ...search, page: next })}
            />
          ) : null}
        </Stack>
      </Card>
    </Stack>
  );
}
