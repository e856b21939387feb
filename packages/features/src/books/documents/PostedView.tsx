/**
 * A document that posts to the stock ledger (a receipt, a transfer, a production, a sale, a V-Legal once
 * approved), read as a document: the generic view's header, fields and lines, the ledger entries it posted
 * (and their reversals once cancelled) under them, and beside them the records it leads to that the reader
 * may open: its party, the certificate it was checked against, the stock card of each item it moved.
 */
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SourceType } from '@vlegal/domain/books/ledger';
import { allows } from '@vlegal/domain/roles';
import { rolesForPath } from '@vlegal/domain/route-roles';
import { DataTable } from '@vlegal/ui/DataTable';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { profileHref } from '../../business-unit/profileSearch.ts';
import { formatDate } from '../../i18n/format.ts';
import {
  invalidateResource,
  itemQueryOptions,
  listQueryOptions,
  rowOf,
} from '../../resource-screens/data.ts';
import type { RecordHrefs } from '../../resource-screens/hrefs.ts';
import { type ListState, listState } from '../../resource-screens/listSearch.ts';
import { screenColumns } from '../../resource-screens/columns.tsx';
import {
  ColumnValue,
  fieldLabelKey,
  LOOKUP_STALE_MS,
  ReferenceLabel,
  targetOf,
} from '../../resource-screens/fields.tsx';
import { type RelatedGroup, RelatedRecords } from '../../resource-screens/RelatedRecords.tsx';
import { ResourceView } from '../../resource-screens/ResourceView.tsx';
import type { Translate } from '../../resource-screens/schema.ts';
import type { Row, ScreenConfig } from '../../resource-screens/screen-config.ts';
import { pageOf } from '../../shared/serverList.ts';
import { documentTraceHref } from '../../eudr/traceAddress.ts';
import { stockScreen } from '../configs/stock.ts';
import { postingEntriesScreen } from './receiptConfig.ts';
import { type DocumentKind, type DocumentScope, documentHrefs, stockCardHref } from './paths.ts';

/** How a kind of document posts: its entries' source type, and the stocks it moved with their link texts. */
export interface Posting {
  source: SourceType;
  /** Posted by a workflow step (a V-Legal's approval): before it, the document has no entries to show. */
  on?: 'step';
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
  /** A unit's page or the administrators' mirror: the records it leads to are on the same side. */
  scope: DocumentScope;
  posting: Posting;
  id: number;
  hrefs: RecordHrefs;
  onDeleted: () => void;
}

export function PostedView({ config, scope, posting, id, hrefs, onDeleted }: PostedViewProps) {
  const { t, i18n } = useTranslation();
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
  const related: RelatedGroup[] = row ? partyGroups(config, row, scope, t, i18n.language) : [];
  related.push({
    id: 'stockCards',
    title: t('resources.related.stockCards'),
    links: moved.flatMap((stock, i) => {
      const stockRow = rowOf(readable[i]?.data);
      return stockRow
        ? [
            {
              id: `${stock.label} ${String(stock.stockId)}`,
              href: stockCardHref(stock.stockId as number, stock.stockType, scope),
              label: t(stock.label, stock.values ?? {}),
              detail: stockScreen.rowLabel(stockRow, t),
            },
          ]
        : [];
    }),
  });
  // Where a receipt's timber went, or a production's or a sale's came from (EUDR); a cancelled one has
  // no standing entries to trace.
  const trace = documentTraceHref(posting.source, id);
  if (trace && row?.status === 'POSTED')
    related.push({
      id: 'trace',
      title: t('eudr.trace.link.group'),
      links: [
        {
          id: 'trace',
          href: trace.href,
          label: t(trace.way === 'forward' ? 'eudr.trace.link.went' : 'eudr.trace.link.cameFrom'),
        },
      ],
    });
  // Only the pages the reader may open (an exporter reads its application, not its buyer's page).
  const groups = related.map((group) => ({
    ...group,
    links: group.links.filter((link) => opens(link.href, config.authorities)),
  }));
  return (
    <ResourceView
      config={config}
      id={id}
      basePath={hrefs.list}
      hrefs={hrefs}
      onDeleted={onDeleted}
      aside={<RelatedRecords groups={groups} />}
    >
      <PostingEntries source={posting.source} id={id} hiddenWhenEmpty={posting.on === 'step'} />
    </ResourceView>
  );
}

/**
 * Whether an account may open a page the view leads to, by the route table: a stock card by its item's other
 * usage, as the card's route checks. Without the account's authorities, every page is offered.
 */
function opens(href: string, authorities: readonly string[] | undefined): boolean {
  if (!authorities) return true;
  const rule = rolesForPath(href.replace(/\/card$/, '/other-usage'));
  return rule === undefined || allows(rule, authorities);
}

/** The parties a document names whose pages the app has: a receipt's supplier, a sale's buyer … */
const PARTY_PAGES: Readonly<Record<string, DocumentKind>> = {
  supplier: 'supplier',
  subCon: 'subCon',
  buyer: 'buyer',
};

/**
 * The document's parties, each leading to its page, and the certificate it was checked against, leading to
 * it on its party's page (where a party's certificates are kept), with until when it held.
 */
function partyGroups(
  config: ScreenConfig,
  row: Row,
  scope: DocumentScope,
  t: Translate,
  language: string,
): RelatedGroup[] {
  const groups: RelatedGroup[] = [];
  let partyHref: string | undefined;
  for (const field of config.fields) {
    const value = row[field.name];
    const kind = PARTY_PAGES[field.references ?? ''];
    const target = targetOf(config, field);
    if (!kind || !target || typeof value !== 'number') continue;
    partyHref ??= documentHrefs(kind, scope).view(value);
    groups.push({
      id: field.name,
      title: t(fieldLabelKey(config, field.name)),
      links: [
        {
          id: field.name,
          href: documentHrefs(kind, scope).view(value),
          label: <ReferenceLabel target={target} id={value} />,
        },
      ],
    });
  }
  for (const field of config.fields) {
    const value = row[field.name];
    if (field.references !== 'businessCertificate' || typeof value !== 'number' || !partyHref) continue;
    // A certificate's validity as it stood when the document was written (`…ExpiredDate`, a snapshot).
    const until = row[field.name.replace(/Id$/, 'ExpiredDate')];
    groups.push({
      id: field.name,
      title: t(fieldLabelKey(config, field.name)),
      links: [
        {
          id: field.name,
          href: profileHref(partyHref, { record: value }),
          label: <ColumnValue config={config} name={field.name} row={row} />,
          ...(typeof until === 'string'
            ? { detail: t('resources.related.validUntil', { date: formatDate(until, language) }) }
            : {}),
        },
      ],
    });
  }
  return groups;
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
 * one or two entries a line), titled by its caption, with no search, filter or pager to get in the way. A
 * document posted by a step shows none until it has some.
 */
function PostingEntries({
  source,
  id,
  hiddenWhenEmpty,
}: {
  source: SourceType;
  id: number;
  hiddenWhenEmpty: boolean;
}) {
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
  if (hiddenWhenEmpty && (answer.isPending || answer.isError || rows.length === 0)) return null;
  return (
    <DataTable<Row>
      caption={t(`resources.${config.resource.key}.plural`)}
      columns={columns}
      data={rows}
      getRowId={(row) => String(row.id)}
      rowLabel={(row) => config.rowLabel(row)}
      isLoading={answer.isPending}
      {...(answer.isError ? { error: t('resources.list.error'), onRetry: () => void answer.refetch() } : {})}
      emptyMessage={t('books.card.empty')}
    />
  );
}
