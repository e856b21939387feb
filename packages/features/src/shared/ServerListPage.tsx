import type { RowData } from '@tanstack/react-table';
import { Alert } from '@vlegal/ui/Alert';
import { Button, LinkButton } from '@vlegal/ui/Button';
import { Card } from '@vlegal/ui/Card';
import { DataTable, type DataTableProps } from '@vlegal/ui/DataTable';
import { Inline, Stack } from '@vlegal/ui/Layout';
import { PageHeader } from '@vlegal/ui/PageHeader';
import { Pagination } from '@vlegal/ui/Pagination';
import { PlainTextField } from '@vlegal/ui/PlainTextField';
import { lazy, type ReactNode, Suspense, useId, useRef } from 'react';
import * as styles from './ServerListPage.css.ts';
import { type PageAnswer, type PagedListState, pageOf } from './serverList.ts';
import type { ServerList } from './useServerList.ts';

// The delete confirmation (a modal dialog) loads with the first delete asked for: most visits to a list
// delete nothing.
const ConfirmDialog = lazy(() =>
  import('@vlegal/ui/ConfirmDialog').then((module) => ({ default: module.ConfirmDialog })),
);

export interface ServerListPageProps<TRow extends RowData, TState extends PagedListState> {
  list: ServerList<TRow, TState>;
  /** The query of the list or search call: one page and `X-Total-Count`. */
  answer: { data?: PageAnswer | undefined; isFetching: boolean; isError: boolean; refetch: () => unknown };
  title: string;
  /** The link to a new row; left out where the page or the account may not create one. */
  newLink?: { href: string; label: string };
  /** Other ways to add rows, before the new row's link (an import from a file). */
  addLinks?: readonly { href: string; label: string }[];
  /** Shown while the address names a row just saved. */
  savedText?: string | undefined;
  search: { label: string; hint: string; button: string };
  /** Controls under the search row. */
  filters?: ReactNode;
  table: Pick<
    DataTableProps<TRow>,
    'caption' | 'columns' | 'getRowId' | 'rowLabel' | 'rowActions' | 'emptyMessage' | 'emptyAction'
  >;
  loadErrorText: string;
  pageSizes: readonly number[];
  deleteDialog: { title: string; confirmLabel: string; cancelLabel: string; body: (row: TRow) => string };
}

/**
 * The page of a server-paged list: heading with the "new" link, notices, search and filters, the table
 * with its loading, empty and error states, the pager and the delete confirmation.
 */
export function ServerListPage<TRow extends RowData, TState extends PagedListState>({
  list,
  answer,
  title,
  newLink,
  addLinks = [],
  savedText,
  search,
  filters,
  table,
  loadErrorText,
  pageSizes,
  deleteDialog,
}: ServerListPageProps<TRow, TState>) {
  const hintId = useId();
  const { rows, total, estimated } = pageOf<TRow>(answer.data);
  // No count before the first answer ("0 of 0" would be wrong), no pager under an empty list's message.
  const counted = answer.data !== undefined;
  const nothingToPage = counted && total === 0 && list.state.page === 1;
  const { notice, doomed } = list;
  // Once shown, the dialog stays mounted, so it closes as it always has.
  const deleteAsked = useRef(false);
  if (doomed !== null) deleteAsked.current = true;
  const newButton = newLink ? (
    <LinkButton href={newLink.href} intent="primary">
      {newLink.label}
    </LinkButton>
  ) : null;
  return (
    <Stack gap="lg">
      <PageHeader
        title={title}
        actions={
          addLinks.length ? (
            <Inline gap="sm">
              {addLinks.map((link) => (
                <LinkButton key={link.href} href={link.href} variant="outline" intent="neutral">
                  {link.label}
                </LinkButton>
              ))}
              {newButton}
            </Inline>
          ) : (
            (newButton ?? undefined)
          )
        }
      />
      {savedText !== undefined ? (
        <Alert intent="success" onDismiss={list.dismissSaved}>
          {savedText}
        </Alert>
      ) : null}
      {notice ? (
        <Alert
          intent={notice.intent}
          onDismiss={() => list.notify(null)}
          timeout={notice.intent === 'danger' ? null : undefined}
        >
          {notice.text}
        </Alert>
      ) : null}
      <Card>
        <Stack gap="md">
          <search>
            <form onSubmit={list.submitSearch}>
              <Inline gap="sm" align="flex-end">
                <PlainTextField
                  type="search"
                  label={search.label}
                  aria-describedby={hintId}
                  value={list.text}
                  onChange={list.setText}
                />
                <Button type="submit" variant="outline">
                  {search.button}
                </Button>
              </Inline>
              <p id={hintId} className={styles.hint}>
                {search.hint}
              </p>
            </form>
          </search>
          {filters}
        </Stack>
      </Card>
      <DataTable<TRow>
        {...table}
        hideCaption
        data={rows}
        sorting={list.sorting}
        onSortingChange={list.setSorting}
        isLoading={answer.isFetching}
        error={answer.isError ? loadErrorText : undefined}
        onRetry={() => void answer.refetch()}
      />
      {nothingToPage ? null : (
        <Pagination
          page={list.state.page}
          pageSize={list.state.size}
          total={counted ? total : undefined}
          totalEstimated={estimated}
          pageSizes={pageSizes}
          onPageChange={list.setPage}
          onPageSizeChange={list.setSize}
          isDisabled={answer.isFetching}
        />
      )}
      {deleteAsked.current ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            isOpen={doomed !== null}
            onOpenChange={(open) => {
              if (!open) list.cancelDelete();
            }}
            title={deleteDialog.title}
            confirmLabel={deleteDialog.confirmLabel}
            cancelLabel={deleteDialog.cancelLabel}
            isConfirming={list.isDeleting}
            onConfirm={list.confirmDelete}
          >
            {doomed !== null ? deleteDialog.body(doomed) : null}
          </ConfirmDialog>
        </Suspense>
      ) : null}
    </Stack>
  );
}
