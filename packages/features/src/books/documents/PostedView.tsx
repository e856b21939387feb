/**
 * A document that posts to the stock ledger (a receipt, a transfer, a production, a sale): every field, the
 * steps the server offers (cancel, and edit where it allows), the ledger entries the document posted (and
 * their reversals once cancelled), and the way to the stock card of each item it moved that the reader may
 * open.
 */
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SourceType } from '@vlegal/domain/books/ledger';
import { Alert } from '@vlegal/ui/Alert';
import { LinkButton } from '@vlegal/ui/Button';
import { DataTable } from '@vlegal/ui/DataTable';
import { Inline, Stack } from '@vlegal/ui/Layout';
import { HeadingLevel, PageHeader } from '@vlegal/ui/PageHeader';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  invalidateResource,
  itemQueryOptions,
  listQueryOptions,
  rowOf,
} from '../../resource-screens/data.ts';
import type { RecordHrefs } from '../../resource-screens/hrefs.ts';
import { type ListState, listState } from '../../resource-screens/listSearch.ts';
import { screenColumns } from '../../resource-screens/columns.tsx';
import { LOOKUP_STALE_MS } from '../../resource-screens/fields.tsx';
import { ResourceView } from '../../resource-screens/ResourceView.tsx';
import type { Row, ScreenConfig } from '../../resource-screens/screen-config.ts';
import { pageOf } from '../../shared/serverList.ts';
import { stockScreen } from '../configs/stock.ts';
import { postingEntriesScreen } from './receiptConfig.ts';
import { type DocumentScope, stockCardHref } from './paths.ts';

/** How a kind of document posts: its entries' source type, and the stocks it moved with their link texts. */
export interface Posting {
  source: SourceType;
  stocks: (row: Row) => {
    label: string;
    /** Values of the label's text (the number of a document's line). */
    values?: Record<string, unknown>;
    stockId: unknown;
    stockType: unknown;
  }[];
}

export interface PostedViewProps {
  config: ScreenConfig;
  /** A unit's page or the administrators' mirror: the stock cards it leads to are on the same side. */
  scope: DocumentScope;
  posting: Posting;
  id: number;
  hrefs: RecordHrefs;
  onDeleted: () => void;
}

export function PostedView({ config, scope, posting, id, hrefs, onDeleted }: PostedViewProps) {
  const { t } = useTranslation();
  const answer = useQuery(itemQueryOptions(config, id));
  const row = rowOf(answer.data);
  useEntriesFollow(row);
  const moved = row ? posting.stocks(row).filter((stock) => typeof stock.stockId === 'number') : [];
  // Only the cards the reader may open: a transfer's receiving unit keeps its stock to itself.
  const readable = useQueries({
    queries: moved.map((stock) => ({
      ...itemQueryOptions(stockScreen, stock.stockId as number),
      staleTime: LOOKUP_STALE_MS,
      retry: false,
    })),
  });
  const cards = moved.filter((_, i) => rowOf(readable[i]?.data) !== undefined);
  return (
    <Stack gap="xl">
      <ResourceView config={config} id={id} basePath={hrefs.list} hrefs={hrefs} onDeleted={onDeleted} />
      <HeadingLevel level={2}>
        <PostingEntries source={posting.source} id={id} />
      </HeadingLevel>
      {cards.length ? (
        <Inline gap="sm">
          {cards.map((stock) => (
            <LinkButton
              key={`${stock.label} ${String(stock.stockId)}`}
              href={stockCardHref(stock.stockId as number, stock.stockType, scope)}
              variant="outline"
              intent="primary"
            >
              {t(stock.label, stock.values ?? {})}
            </LinkButton>
          ))}
        </Inline>
      ) : null}
    </Stack>
  );
}

/**
 * Reads the document's entries again once the document changed (a cancellation appended its reversals, a
 * correction its reposting): the entries are another resource's rows, which the step does not refresh.
 */
function useEntriesFollow(row: Row | undefined) {
  const queryClient = useQueryClient();
  const version = row ? `${String(row.status)} ${String(row.lastModifiedDate)}` : undefined;
  const seen = useRef(version);
  useEffect(() => {
    if (version === undefined || version === seen.current) return;
    if (seen.current !== undefined) void invalidateResource(queryClient, postingEntriesScreen);
    seen.current = version;
  }, [version, queryClient]);
}

/** The most entries a document shows: two per line of the largest document, and its reversals. */
const ENTRIES_SIZE = 200;

/**
 * The ledger entries of one document, oldest first: a compact table of a handful of rows (a document posts
 * one or two entries a line), with no search, filter or pager to get in the way.
 */
function PostingEntries({ source, id }: { source: SourceType; id: number }) {
  const { t } = useTranslation();
  const state: ListState = useMemo(
    () => ({
      ...listState(postingEntriesScreen.resource, {}),
      filters: { sourceType: source, sourceId: String(id) },
      sort: ['id,asc'],
      size: ENTRIES_SIZE,
    }),
    [source, id],
  );
  const config = postingEntriesScreen;
  const answer = useQuery(listQueryOptions(config, state));
  const { rows } = pageOf<Row>(answer.data);
  const columns = useMemo(() => screenColumns(postingEntriesScreen, t), [t]);
  const plural = t(`resources.${config.resource.key}.plural`);
  return (
    <Stack gap="md">
      <PageHeader title={plural} />
      {answer.isError ? (
        <Alert intent="danger" timeout={null}>
          {t('resources.list.error')}
        </Alert>
      ) : (
        <DataTable<Row>
          caption={plural}
          hideCaption
          columns={columns}
          data={rows}
          getRowId={(row) => String(row.id)}
          rowLabel={(row) => config.rowLabel(row)}
          isLoading={answer.isPending}
          emptyMessage={t('books.card.empty')}
        />
      )}
    </Stack>
  );
}
