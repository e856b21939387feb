import {
  type ColumnDef,
  createColumnHelper,
  type Header,
  metaHelper,
  type RowData,
  type RowSelectionState,
  rowSelectionFeature,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { type ReactNode, useId } from 'react';
import { Alert } from './Alert.tsx';
import { Button } from './Button.tsx';
import { button } from './Button.css.ts';
import { Checkbox } from './Checkbox.tsx';
import * as styles from './DataTable.css.ts';
import { visuallyHidden } from './internal/a11y.css.ts';
import { ProgressBar } from './ProgressBar.tsx';
import { useUiStrings } from './UiStrings.tsx';

export type { RowSelectionState, SortingState } from '@tanstack/react-table';

/** What a column says of itself, once, for every table that shows it. */
export interface DataTableColumnMeta {
  /** Numbers: right-aligned under a right-aligned header, in figures of one width, so places line up. */
  numeric?: boolean;
}

/** The TanStack Table 9 features DataTable uses: controlled (server-side) sorting and row selection. */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  rowSelectionFeature,
  columnMeta: metaHelper<DataTableColumnMeta>(),
});
export type DataTableFeatures = typeof dataTableFeatures;

/** Column helper typed for DataTable: `const col = dataTableColumns<Country>()`. */
export function dataTableColumns<Row extends RowData>() {
  return createColumnHelper<DataTableFeatures, Row>();
}

// biome-ignore lint/suspicious/noExplicitAny: mirrors TanStack's own `columns()` result, whose value type varies per column
export type DataTableColumns<Row extends RowData> = ReadonlyArray<ColumnDef<DataTableFeatures, Row, any>>;

/**
 * A row's own actions. Viewing and editing go somewhere, so they are links (a plain click goes through
 * `onNavigate`, staying in the app; a middle click or Ctrl+click opens a tab); deleting acts in place.
 */
export interface RowActions<Row> {
  viewHref?: (row: Row) => string;
  editHref?: (row: Row) => string;
  /** Takes a plain click on a row's link (the app's router); without it the browser follows the link. */
  onNavigate?: (href: string) => void;
  onDelete?: (row: Row) => void;
  /** Whether a row offers edit and delete (default: every row does). */
  offers?: (row: Row, action: 'edit' | 'delete') => boolean;
  /** Extra actions after the standard ones. */
  render?: (row: Row) => ReactNode;
}

export interface DataTableProps<Row extends RowData> {
  /** The table's name (a `<caption>`); hidden visually with `hideCaption`. */
  caption: string;
  hideCaption?: boolean;
  columns: DataTableColumns<Row>;
  data: readonly Row[];
  getRowId: (row: Row) => string;
  /** How a row is named in action and selection labels ("Ubah PT Kayu Jaya"). */
  rowLabel: (row: Row) => string;
  /** Server-side sort: the table never sorts rows itself. Shift + click (or Shift + Enter) adds a column. */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  rowActions?: RowActions<Row>;
  /** Optional selection; pass both to show a checkbox column. */
  selection?: RowSelectionState;
  onSelectionChange?: (selection: RowSelectionState) => void;
  isLoading?: boolean;
  /** An error message; shows the error state with a retry button when `onRetry` is given. */
  error?: ReactNode;
  onRetry?: () => void;
  emptyMessage?: ReactNode;
  /** The next step offered under the empty message (a button creating the first row). */
  emptyAction?: ReactNode;
  /** Height of the scroll area; the header stays on top while the body scrolls. */
  maxHeight?: 'sm' | 'md' | 'lg' | 'none';
}

const noSorting: SortingState = [];
const noSelection: RowSelectionState = {};
/** Placeholder rows while the first page loads: about a page's first screen. */
const SKELETON_ROWS = 5;

const cellClass = (meta: DataTableColumnMeta | undefined, base: string) =>
  meta?.numeric ? `${base} ${styles.numeric}` : base;

/**
 * A server-driven table on TanStack Table 9 with accessible markup: caption, sortable column headers
 * (buttons, `aria-sort`), row actions as buttons, numeric columns aligned on their places, a skeleton
 * while the first rows load, empty (with its next step) and error states, sticky header, optional row
 * selection.
 */
export function DataTable<Row extends RowData>({
  caption,
  hideCaption,
  columns,
  data,
  getRowId,
  rowLabel,
  sorting = noSorting,
  onSortingChange,
  rowActions,
  selection,
  onSelectionChange,
  isLoading,
  error,
  onRetry,
  emptyMessage,
  emptyAction,
  maxHeight = 'none',
}: DataTableProps<Row>) {
  const strings = useUiStrings();
  const captionId = useId();
  const selectable = Boolean(selection && onSelectionChange);
  const table = useTable({
    features: dataTableFeatures,
    columns: columns as Array<DataTableColumns<Row>[number]>,
    data,
    getRowId: (row: Row) => getRowId(row),
    state: { sorting, rowSelection: selection ?? noSelection },
    manualSorting: true,
    enableSorting: Boolean(onSortingChange),
    enableMultiSort: true,
    enableRowSelection: selectable,
    onSortingChange: (updater) => {
      onSortingChange?.(typeof updater === 'function' ? updater(sorting) : updater);
    },
    onRowSelectionChange: (updater) => {
      const current = selection ?? noSelection;
      onSelectionChange?.(typeof updater === 'function' ? updater(current) : updater);
    },
  });
  const hasActions = Boolean(
    rowActions?.viewHref || rowActions?.editHref || rowActions?.onDelete || rowActions?.render,
  );
  const columnCount = columns.length + (selectable ? 1 : 0) + (hasActions ? 1 : 0);
  const rows = table.getRowModel().rows;
  // A narrow table stacks each row's cells, each under its column's name (shown only then).
  const headerOf = new Map(table.getFlatHeaders().map((header) => [header.column.id, header]));
  const firstColumnId = table.getAllLeafColumns()[0]?.id;

  let body: ReactNode;
  if (error) {
    body = (
      <tr>
        <td colSpan={columnCount} className={styles.stateCell}>
          <div className={styles.stateInner}>
            <Alert intent="danger" timeout={null}>
              {error === true ? strings.tableError : error}
            </Alert>
            {onRetry ? (
              <Button variant="outline" onPress={onRetry}>
                {strings.retry}
              </Button>
            ) : null}
          </div>
        </td>
      </tr>
    );
  } else if (isLoading && rows.length === 0) {
    // The table keeps its shape while the first page loads; the rows say nothing to a screen reader.
    const leafColumns = table.getAllLeafColumns();
    body = Array.from({ length: SKELETON_ROWS }, (_, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity of their own
      // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a placeholder row holds nothing to focus or read
      <tr key={index} aria-hidden="true" className={styles.skeletonRow}>
        {selectable ? <td className={`${styles.td} ${styles.narrowCell}`} /> : null}
        {leafColumns.map((column) => (
          <td key={column.id} className={cellClass(column.columnDef.meta, styles.td)}>
            <span className={styles.placeholder} />
          </td>
        ))}
        {hasActions ? <td className={`${styles.td} ${styles.narrowCell}`} /> : null}
      </tr>
    ));
  } else if (rows.length === 0) {
    body = (
      <tr>
        <td colSpan={columnCount} className={styles.stateCell}>
          <div className={styles.stateInner}>
            <p className={styles.stateText}>{emptyMessage ?? strings.tableEmpty}</p>
            {emptyAction}
          </div>
        </td>
      </tr>
    );
  } else {
    body = rows.map((row) => {
      const label = rowLabel(row.original);
      return (
        <tr key={row.id} className={styles.row} data-selected={row.getIsSelected() || undefined}>
          {selectable ? (
            <td className={`${styles.td} ${styles.narrowCell}`}>
              <Checkbox isSelected={row.getIsSelected()} onChange={(value) => row.toggleSelected(value)}>
                <span className={visuallyHidden}>{strings.selectRow({ row: label })}</span>
              </Checkbox>
            </td>
          ) : null}
          {row.getAllCells().map((cell) => {
            const header = headerOf.get(cell.column.id);
            return (
              <td
                key={cell.id}
                className={cellClass(
                  cell.column.columnDef.meta,
                  cell.column.id === firstColumnId ? `${styles.td} ${styles.leadCell}` : styles.td,
                )}
              >
                {header && cell.column.id !== firstColumnId ? (
                  <span className={styles.cellLabel} aria-hidden="true">
                    <table.FlexRender header={header} />
                  </span>
                ) : null}
                <span className={styles.cellValue}>
                  <table.FlexRender cell={cell} />
                </span>
              </td>
            );
          })}
          {hasActions ? (
            <td className={`${styles.td} ${styles.narrowCell} ${styles.actionsCell}`}>
              <div className={styles.actions}>
                {rowActions?.viewHref ? (
                  <RowLink
                    href={rowActions.viewHref(row.original)}
                    label={`${strings.view} ${label}`}
                    onNavigate={rowActions.onNavigate}
                  >
                    {strings.view}
                  </RowLink>
                ) : null}
                {rowActions?.editHref && (rowActions.offers?.(row.original, 'edit') ?? true) ? (
                  <RowLink
                    href={rowActions.editHref(row.original)}
                    label={`${strings.edit} ${label}`}
                    onNavigate={rowActions.onNavigate}
                  >
                    {strings.edit}
                  </RowLink>
                ) : null}
                {rowActions?.onDelete && (rowActions.offers?.(row.original, 'delete') ?? true) ? (
                  <button
                    type="button"
                    className={rowDelete}
                    aria-label={`${strings.delete} ${label}`}
                    onClick={() => rowActions.onDelete?.(row.original)}
                  >
                    {strings.delete}
                  </button>
                ) : null}
                {rowActions?.render?.(row.original)}
              </div>
            </td>
          ) : null}
        </tr>
      );
    });
  }

  return (
    <section
      className={`${styles.scroller} ${styles.height[maxHeight]}`}
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
    >
      {isLoading ? (
        // Over the rows being replaced the bar shows; over the skeleton it only names the wait.
        <div className={rows.length > 0 ? styles.refreshing : visuallyHidden}>
          <ProgressBar label={strings.loading} />
        </div>
      ) : null}
      <table className={styles.table} aria-busy={isLoading || undefined}>
        <caption id={captionId} className={hideCaption ? visuallyHidden : styles.caption}>
          {caption}
        </caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} className={styles.headerRow}>
              {selectable ? (
                <th className={`${styles.th} ${styles.narrowCell}`}>
                  <Checkbox
                    isSelected={table.getIsAllRowsSelected() && rows.length > 0}
                    isIndeterminate={table.getIsSomeRowsSelected()}
                    isDisabled={rows.length === 0}
                    onChange={(value) => table.toggleAllRowsSelected(value)}
                  >
                    <span className={visuallyHidden}>{strings.selectAllRows}</span>
                  </Checkbox>
                </th>
              ) : null}
              {group.headers.map((header) => (
                <HeaderCell key={header.id} header={header} sorting={sorting}>
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </HeaderCell>
              ))}
              {hasActions ? (
                <th className={`${styles.th} ${styles.narrowCell} ${styles.actionsHeader}`}>
                  <span className={visuallyHidden}>{strings.actions}</span>
                </th>
              ) : null}
            </tr>
          ))}
        </thead>
        <tbody>{body}</tbody>
      </table>
    </section>
  );
}

interface HeaderCellProps<Row extends RowData> {
  header: Header<DataTableFeatures, Row, unknown>;
  sorting: SortingState;
  children: ReactNode;
}

function HeaderCell<Row extends RowData>({ header, sorting, children: content }: HeaderCellProps<Row>) {
  const strings = useUiStrings();
  const column = header.column;
  const className = cellClass(column.columnDef.meta, styles.th);
  if (!column.getCanSort()) {
    return (
      <th className={`${className} ${styles.unsortedHeader}`} scope="col">
        {content}
      </th>
    );
  }
  const direction = column.getIsSorted();
  const index = sorting.findIndex((s) => s.id === column.id);
  const primary = index === 0;
  const toggle = column.getToggleSortingHandler();
  return (
    <th
      className={className}
      scope="col"
      aria-sort={primary && direction ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <button type="button" className={styles.sortButton} onClick={(event) => toggle?.(event)}>
        {content}
        <span className={styles.sortIcon} aria-hidden="true">
          {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}
        </span>
        {direction && !primary ? (
          <span className={visuallyHidden}>
            {direction === 'asc' ? strings.sortedAscending : strings.sortedDescending}
          </span>
        ) : null}
        {sorting.length > 1 && index >= 0 ? (
          <span className={styles.sortPriority}>{strings.sortPriority({ priority: index + 1 })}</span>
        ) : null}
      </button>
    </th>
  );
}

// A row's actions are plain elements: a page of rows renders dozens of them, and a native link or button
// already presses, focuses and reads out as it should.
const rowAction = `${button({ size: 'sm', variant: 'ghost' })} ${styles.rowAction}`;
const rowDelete = `${button({ size: 'sm', variant: 'ghost', intent: 'danger' })} ${styles.rowAction}`;

function RowLink({
  href,
  label,
  onNavigate,
  children,
}: {
  href: string;
  label: string;
  onNavigate: ((href: string) => void) | undefined;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      className={rowAction}
      aria-label={label}
      onClick={(event) => {
        const plain =
          event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
        if (!onNavigate || !plain) return;
        event.preventDefault();
        onNavigate(href);
      }}
    >
      {children}
    </a>
  );
}
