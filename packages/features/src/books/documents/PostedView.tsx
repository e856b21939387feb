/**
 * A document that posts to the stock ledger (a receipt, a transfer, a production, a sale): every field, the
 * steps the server offers (cancel, and edit where it allows), the ledger entries the document posted (and
 * their reversals once cancelled), and the way to the stock card of each item it moved that the reader may
 * open.
 */
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SourceType } from '@vlegal/domain/books/ledger';
import { LinkButton } from '@vlegal/ui/Button';
import { Inline, Stack } from '@vlegal/ui/Layout';
import { HeadingLevel } from '@vlegal/ui/PageHeader';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invalidateResource, itemQueryOptions, rowOf } from '../../resource-screens/data.ts';
import type { RecordHrefs } from '../../resource-screens/hrefs.ts';
import { type ListState, listState } from '../../resource-screens/listSearch.ts';
import { LOOKUP_STALE_MS } from '../../resource-screens/fields.tsx';
import { ResourceList } from '../../resource-screens/ResourceList.tsx';
import { ResourceView } from '../../resource-screens/ResourceView.tsx';
import { type Row, type ScreenConfig, withFixed, withOffers } from '../../resource-screens/screen-config.ts';
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
        <PostingEntries source={posting.source} id={id} basePath={hrefs.list} />
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

/** The ledger entries of one document: a list that only reads, its paging kept on the page. */
function PostingEntries({ source, id, basePath }: { source: SourceType; id: number; basePath: string }) {
  const filters = useMemo(() => ({ sourceType: source, sourceId: String(id) }), [source, id]);
  const config = useMemo(
    () =>
      withOffers(withFixed(postingEntriesScreen, { sourceType: source, sourceId: id }), {
        create: false,
        view: false,
        edit: false,
        remove: false,
      }),
    [source, id],
  );
  const [state, setState] = useState<ListState>(() => ({ ...listState(config.resource, {}), filters }));
  return (
    <ResourceList
      config={config}
      state={state}
      onStateChange={(next) => setState({ ...next, filters })}
      basePath={basePath}
      onNavigate={() => undefined}
    />
  );
}
