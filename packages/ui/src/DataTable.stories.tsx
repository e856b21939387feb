import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AbbreviatedText } from './AbbreviatedText.tsx';
import { StatusBadge } from './Badge.tsx';
import { Button } from './Button.tsx';
import {
  DataTable,
  type DataTableProps,
  dataTableColumns,
  type RowSelectionState,
  type SortingState,
} from './DataTable.tsx';
import { LONG_ID, LONG_WORD_ID } from './internal/storyText.ts';
import { withUi } from './internal/withUi.tsx';

interface Country {
  id: number;
  code: string;
  name: string;
  region: string;
}

const rows: Country[] = [
  { id: 1, code: 'ID', name: 'Indonesia', region: 'Asia Tenggara' },
  { id: 2, code: 'JP', name: 'Jepang', region: 'Asia Timur' },
  { id: 3, code: 'NL', name: 'Belanda', region: 'Eropa Barat' },
  { id: 4, code: 'AU', name: 'Australia', region: 'Oseania' },
];

const col = dataTableColumns<Country>();
const columns = col.columns([
  col.accessor('code', { header: 'Kode' }),
  col.accessor('name', { header: 'Nama' }),
  col.accessor('region', { header: 'Wilayah', enableSorting: false }),
]);

type Props = DataTableProps<Country>;

function Stateful(props: Props) {
  const [sorting, setSorting] = useState<SortingState>(props.sorting ?? []);
  const [selection, setSelection] = useState<RowSelectionState>(props.selection ?? {});
  return (
    <DataTable
      {...props}
      sorting={sorting}
      onSortingChange={(s) => {
        setSorting(s);
        props.onSortingChange?.(s);
      }}
      {...(props.selection
        ? {
            selection,
            onSelectionChange: (s: RowSelectionState) => {
              setSelection(s);
              props.onSelectionChange?.(s);
            },
          }
        : {})}
    />
  );
}

const meta = {
  title: 'ui/DataTable',
  component: DataTable<Country>,
  decorators: [withUi],
  args: {
    caption: 'Negara',
    columns,
    data: rows,
    getRowId: (r: Country) => String(r.id),
    rowLabel: (r: Country) => r.name,
    onSortingChange: fn(),
    rowActions: {
      viewHref: (r) => `/negara/${r.id}`,
      editHref: (r) => `/negara/${r.id}/ubah`,
      onNavigate: fn(),
      onDelete: fn(),
    },
  },
  render: (args) => <Stateful {...(args as Props)} />,
} satisfies Meta<Props>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Negara' })).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: 'Negara' })).toHaveFocus();
    await userEvent.tab();
    const codeSort = canvas.getByRole('button', { name: /Kode/ });
    await expect(codeSort).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortingChange).toHaveBeenLastCalledWith([{ id: 'code', desc: false }]);
    await expect(canvas.getByRole('columnheader', { name: /Kode/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortingChange).toHaveBeenLastCalledWith([{ id: 'code', desc: true }]);
    await userEvent.tab();
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
    await expect(args.onSortingChange).toHaveBeenLastCalledWith([
      { id: 'code', desc: true },
      { id: 'name', desc: false },
    ]);
    await expect(canvas.getByRole('button', { name: /Nama/ })).toHaveTextContent('urutan 2');
    await userEvent.tab();
    // Viewing and editing are links: the app takes a plain click, a new tab is the browser's.
    const view = canvas.getByRole('link', { name: 'Lihat Indonesia' });
    await expect(view).toHaveFocus();
    await expect(view).toHaveAttribute('href', '/negara/1');
    await userEvent.keyboard('{Enter}');
    await expect(args.rowActions?.onNavigate).toHaveBeenLastCalledWith('/negara/1');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.rowActions?.onNavigate).toHaveBeenLastCalledWith('/negara/1/ubah');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.rowActions?.onDelete).toHaveBeenCalledWith(rows[0]);
  },
};

export const Sorted: Story = {
  args: { sorting: [{ id: 'name', desc: true }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('columnheader', { name: /Nama/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  },
};

export const Selection: Story = {
  args: { selection: {}, onSelectionChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Pilih semua baris' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith({ 1: true, 2: true, 3: true, 4: true });
    const first = canvas.getByRole('checkbox', { name: 'Pilih Indonesia' });
    await expect(first).toBeChecked();
    first.focus();
    await userEvent.keyboard(' ');
    await expect(first).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Pilih semua baris' })).toBePartiallyChecked();
  },
};

/** The first page loading: placeholder rows in the table's shape, the wait named for a screen reader. */
export const Loading: Story = {
  args: { data: [], isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Memuat…' })).toBeInTheDocument();
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    // The placeholder rows are hidden from assistive technology: only the header row is read.
    await expect(canvas.getAllByRole('row')).toHaveLength(1);
    await expect(canvasElement.querySelectorAll('tbody tr[aria-hidden="true"]')).toHaveLength(5);
  },
};

/** Refetching (new page or sort): the rows stay, a progress bar shows above them. */
export const Refreshing: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Memuat…' })).toBeInTheDocument();
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(5);
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Tidak ada data.')).toBeInTheDocument();
  },
};

/** An empty list offers what to do next: here the first row to create. */
export const EmptyWithNextStep: Story = {
  args: {
    data: [],
    emptyMessage: 'Belum ada negara.',
    emptyAction: <Button intent="primary">Tambah Negara</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Belum ada negara.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tambah Negara' })).toBeVisible();
  },
};

export const ErrorState: Story = {
  args: { data: [], error: true, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Data gagal dimuat.');
    canvas.getByRole('button', { name: 'Coba lagi' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

const many: Country[] = Array.from({ length: 30 }, (_, i) => ({
  id: i + 1,
  code: `C${String(i + 1).padStart(2, '0')}`,
  name: `Negara ${i + 1}`,
  region: i % 2 ? 'Asia' : 'Eropa',
}));

export const StickyHeader: Story = {
  args: { data: many, maxHeight: 'sm' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Negara' });
    region.scrollTop = 200;
    const header = within(canvasElement).getAllByRole('columnheader')[0]!;
    await expect(header.getBoundingClientRect().top).toBeCloseTo(region.getBoundingClientRect().top + 1, 0);
  },
};

const longColumns = col.columns([
  col.accessor('code', { header: 'Kode' }),
  col.accessor('name', {
    header: 'Nama',
    cell: (info) => <AbbreviatedText>{info.getValue()}</AbbreviatedText>,
  }),
  col.accessor('region', { header: 'Wilayah' }),
]);

export const Overflow: Story = {
  args: {
    columns: longColumns,
    data: [
      { id: 1, code: LONG_WORD_ID, name: LONG_ID, region: LONG_ID },
      { id: 2, code: 'ID', name: 'Indonesia', region: 'Asia Tenggara' },
    ],
    rowLabel: (r: Country) => r.code,
  },
};

interface StockRow {
  id: number;
  item: string;
  volume: string;
  pieces: string;
  status: { intent: 'success' | 'neutral'; label: string };
}

const stockRows: StockRow[] = [
  {
    id: 1,
    item: 'Log jati A1',
    volume: '1.234,5000',
    pieces: '310',
    status: { intent: 'success', label: 'Dibukukan' },
  },
  {
    id: 2,
    item: 'Kursi taman jati',
    volume: '12,5000',
    pieces: '99 pcs',
    status: { intent: 'success', label: 'Dibukukan' },
  },
  {
    id: 3,
    item: 'Kayu gergajian mahoni',
    volume: '6,2500',
    pieces: '–',
    status: { intent: 'neutral', label: 'Dibatalkan' },
  },
];

const stock = dataTableColumns<StockRow>();
const stockColumns = stock.columns([
  stock.accessor('item', { header: 'Barang' }),
  stock.accessor('volume', { header: 'Volume (m³)', meta: { numeric: true } }),
  stock.accessor('pieces', { header: 'Jumlah', meta: { numeric: true } }),
  stock.accessor('status', {
    header: 'Status',
    enableSorting: false,
    cell: (info) => <StatusBadge {...info.getValue()} />,
  }),
]);

/** A stock list: two numeric columns and a status. */
function StockTable() {
  return (
    <DataTable<StockRow>
      caption="Stok"
      columns={stockColumns}
      data={stockRows}
      getRowId={(r) => String(r.id)}
      rowLabel={(r) => r.item}
      onSortingChange={() => {}}
      rowActions={{ viewHref: (r) => `/stok/${r.id}` }}
    />
  );
}

/** Checks what a numeric column and a status badge promise, at any width. */
async function numbersAlignAndBadgesHold(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const header = canvas.getByRole('columnheader', { name: /Volume/ });
  const cell = canvas.getByRole('cell', { name: '1.234,5000' });
  for (const element of [header, cell]) {
    await expect(getComputedStyle(element).textAlign).toBe('end');
    await expect(getComputedStyle(element).fontVariantNumeric).toBe('tabular-nums');
  }
  // The values' last figures line up with each other and with the end of their header.
  const contentEdge = (element: Element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return Math.round(range.getBoundingClientRect().right);
  };
  const volumes = canvas
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]!);
  for (const volume of volumes) await expect(contentEdge(volume)).toBe(contentEdge(cell));
  await expect(Math.abs(contentEdge(header) - contentEdge(cell))).toBeLessThanOrEqual(8);
  // A badge keeps to one line.
  const badge = canvas.getAllByText('Dibukukan')[0]!.parentElement!;
  await expect(getComputedStyle(badge).whiteSpace).toBe('nowrap');
  await expect(badge.getClientRects()).toHaveLength(1);
}

/** Numbers right-aligned under their right-aligned headers, in figures of one width; badges on one line. */
export const NumericColumns: Story = {
  render: () => <StockTable />,
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => numbersAlignAndBadgesHold(canvasElement),
};

/**
 * The same on a phone: each row stacks its cells under their columns' names, so every number is in view
 * without scrolling sideways; the sort buttons stay on top; numbers keep their figures and badges one line.
 */
export const NumericColumnsOnAPhone: Story = {
  render: () => <StockTable />,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Stok' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    const cell = canvas.getByRole('cell', { name: '1.234,5000' });
    await expect(getComputedStyle(cell).fontVariantNumeric).toBe('tabular-nums');
    // The value is named by its column beside it, and ends at the row's end.
    await expect(cell).toHaveTextContent(/^Volume.*1\.234,5000$/);
    const row = cell.closest('tr')!;
    await expect(
      Math.abs(cell.getBoundingClientRect().right - row.getBoundingClientRect().right),
    ).toBeLessThanOrEqual(16);
    await expect(canvas.getByRole('button', { name: /Volume/ })).toBeVisible();
    const badge = canvas.getAllByText('Dibukukan')[0]!.parentElement!;
    await expect(badge.getClientRects()).toHaveLength(1);
  },
};
