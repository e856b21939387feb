import type { Meta, StoryObj } from '@storybook/react-vite';
import { shownDialog } from '@vlegal/ui/shownDialog';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { screenParameters, withTexts } from '../i18n/stories.tsx';
import { withAddressState } from '../resource-screens/stories-support.tsx';
import { LmkReportPage, type LmkReportPageProps } from './LmkReportPage.tsx';
import type { ReportSearch } from './reportSearch.ts';
import {
  agreeingLines,
  filedClosings,
  filedOctober,
  octoberLines,
  reopenedOctober,
  TODAY,
  UNIT_ID,
} from './stories-lmk-rows.ts';
import { excelRequests, fileRequests, installLmk, monthSearch, reopenRequests } from './stories-support.ts';

/**
 * The LMKB and LMKO of a unit: on the unit's own page (`/app/report/lmkb`), where its administrator files a
 * month that is over, and on the administrators' page of any unit (`/app/admin-report/lmkb-admin`), where a
 * filed month is reopened.
 */
const Page = withAddressState<ReportSearch, LmkReportPageProps>(LmkReportPage);

const october = monthSearch(2026, 10);

const meta = {
  title: 'features/reports/LmkReport',
  component: Page,
  decorators: [withTexts],
  args: {
    report: 'LMKB',
    scope: 'unit',
    search: october,
    onSearchChange: fn(),
    unitId: UNIT_ID,
    today: TODAY,
  },
  parameters: screenParameters,
  // The parts the page loads on demand are loaded before it shows: what a story checks and its screenshot
  // do not wait on the development server compiling them the first time.
  loaders: [
    () =>
      Promise.all([
        import('./ReportChart.tsx'),
        import('./FilingDialogs.tsx'),
        import('./FilingsPanel.tsx'),
        import('../books/shared/UnitPicker.tsx'),
      ]),
  ],
  beforeEach({ msw }) {
    installLmk(msw, { lmkb: octoberLines });
  },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

const DESKTOP = { viewport: { value: 'desktop', isRotated: false } } as const;
const PHONE = { viewport: { value: 'phone', isRotated: false } } as const;

const body = () => within(document.body);

/** The row of the table that a text (an item, a subtotal) heads. */
const rowOf = async (canvasElement: HTMLElement, text: string | RegExp) =>
  (await within(canvasElement).findByRole('rowheader', { name: text })).closest('tr')!;

/** Waits for the chart's bars: the chart loads after the table. */
const chartDrawn = (canvasElement: HTMLElement) =>
  waitFor(() => expect(canvasElement.querySelectorAll('.recharts-bar-rectangle').length).toBeGreaterThan(0));

/**
 * October with its groups: teak (two logs, one held by a sub-contractor), mahogany and pine, each with its
 * subtotal, and the report's total. The mahogany's closing stock is not the ledger's: flagged, and the
 * month cannot be filed until it is put right.
 */
export const FlaggedLine: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Laporan Mutasi Kayu Bulat (LMKB)' }),
    ).toBeVisible();
    await expect(screen.getByText('Oktober 2026', { selector: 'p' })).toBeVisible();
    const table = await screen.findByRole('table', { name: /Oktober 2026/ });
    for (const group of ['KB · Tectona grandis', 'KB · Swietenia macrophylla', 'KBS · Pinus merkusii'])
      await expect(within(table).getByRole('rowheader', { name: group })).toBeVisible();
    const teak = await rowOf(canvasElement, /RM-JATI-A1/);
    await expect(within(teak).getByText('120,5000')).toBeVisible();
    await expect(within(teak).getByText('310 batang')).toBeVisible();
    await expect(within(teak).getByText('102,7500')).toBeVisible();
    await expect(within(teak).getByRole('link', { name: 'RM-JATI-A1 – Log jati A1' })).toHaveAttribute(
      'href',
      '/app/business-unit-material/stock-raw-material/11/card',
    );
    await expect(
      within(await rowOf(canvasElement, /RM-JATI-B2/)).getByText(/Di CV Gergaji Jaya/),
    ).toBeVisible();
    const subtotal = await rowOf(canvasElement, /Subtotal KB · Tectona grandis/);
    await expect(within(subtotal).getByText('140,7500')).toBeVisible();
    const total = await rowOf(canvasElement, 'Jumlah seluruhnya');
    await expect(within(total).getByText('225,0000')).toBeVisible();
    // The line whose closing stock the ledger does not hold says so, with the ledger's figure.
    const mahogany = await rowOf(canvasElement, /RM-MHN-L1/);
    await expect(within(mahogany).getByText('Tidak sesuai buku stok')).toBeVisible();
    await expect(within(mahogany).getByText('Buku stok: 67,5000 m³')).toBeVisible();
    const file = screen.getByRole('button', { name: 'Laporkan bulan ini' });
    await expect(file).toBeDisabled();
    await expect(file).toHaveAccessibleDescription(
      'Bulan ini belum dapat dilaporkan: 1 baris tidak sesuai dengan buku stok.',
    );
    await chartDrawn(canvasElement);
    await expect(
      screen.getByRole('table', { name: 'Persediaan awal dan akhir per jenis kayu (m³)' }),
    ).toBeInTheDocument();
  },
};

export const FlaggedLineOnAWideScreen: Story = {
  globals: DESKTOP,
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, /RM-MHN-L1/);
    await chartDrawn(canvasElement);
  },
};

/** On a phone each line stacks, its movements that are not zero under their names. */
export const FlaggedLineOnAPhone: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    const teak = await rowOf(canvasElement, /RM-JATI-A1/);
    await expect(within(teak).getByText('Dari pemasok')).toBeVisible();
    await expect(within(teak).getByText('Stok dibuka')).not.toBeVisible();
    await chartDrawn(canvasElement);
  },
};

export const FlaggedLineInEnglish: Story = {
  globals: { locale: 'en', ...DESKTOP },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Log mutation report (LMKB)' }),
    ).toBeVisible();
    const mahogany = await rowOf(canvasElement, /RM-MHN-L1/);
    await expect(within(mahogany).getByText('Does not match the stock ledger')).toBeVisible();
    await expect(within(mahogany).getByText('68.7500')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'File this month' })).toBeDisabled();
    await expect(screen.getByRole('columnheader', { name: 'From sub-contractors' })).toBeVisible();
    await chartDrawn(canvasElement);
  },
};

/** The search and the month are kept in the address; the Excel workbook is of the report as shown. */
export const SearchAndDownload: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Cari barang' }), 'jati');
    await userEvent.click(screen.getByRole('button', { name: 'Cari' }));
    await waitFor(() =>
      expect(args.onSearchChange).toHaveBeenLastCalledWith(expect.objectContaining({ query: 'jati' })),
    );
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /RM-MHN-L1/ })).toBeNull());
    await expect(await rowOf(canvasElement, /RM-JATI-B2/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Unduh Excel' }));
    await waitFor(() =>
      expect(excelRequests).toHaveBeenCalledWith({
        ...october,
        query: 'jati',
        businessUnitId: String(UNIT_ID),
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: /Oktober 2026.*Bulan/ }));
    await userEvent.click(await body().findByRole('option', { name: 'September 2026' }));
    await waitFor(() =>
      expect(args.onSearchChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ startDate: '2026-09-01', endDate: '2026-09-30' }),
      ),
    );
  },
};

/** A month whose every line agrees: its administrator files it, told what that closes. */
export const FileMonthDialog: Story = {
  beforeEach({ msw }) {
    installLmk(msw, { lmkb: agreeingLines });
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Laporkan bulan ini' }));
    const dialog = await shownDialog('alertdialog', 'Laporkan Oktober 2026?');
    await expect(dialog).toHaveTextContent(
      'Setelah itu, mutasi bertanggal di bulan Oktober 2026 akan ditolak.',
    );
  },
};

export const FileMonthDialogInEnglishOnAPhone: Story = {
  ...FileMonthDialog,
  globals: { locale: 'en', ...PHONE },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'File this month' }));
    const dialog = await shownDialog('alertdialog', 'File October 2026?');
    await expect(dialog).toHaveTextContent('postings dated in October 2026 will be refused');
  },
};

/** Filed: the page says by whom and when, and offers no filing any more. */
export const FileMonth: Story = {
  ...FileMonthDialog,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Laporkan bulan ini' }));
    const dialog = await shownDialog('alertdialog', 'Laporkan Oktober 2026?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Laporkan' }));
    await expect(await screen.findByText('Bulan ini sudah dilaporkan')).toBeVisible();
    await expect(screen.getByText('Oktober 2026 sudah dilaporkan.')).toBeVisible();
    await expect(fileRequests).toHaveBeenCalledWith(
      { year: 2026, month: 10, businessUnitId: UNIT_ID },
      expect.stringMatching(/^[0-9a-f]{32}$/),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Laporkan bulan ini' })).toBeNull());
    await expect(await screen.findByRole('cell', { name: /unitadmin/ })).toBeVisible();
  },
};

/** The LMKO of the month disagrees with the ledger: the server refuses, and the dialog says why. */
export const FileMonthRefused: Story = {
  beforeEach({ msw }) {
    installLmk(msw, { lmkb: agreeingLines, refuseFiling: { status: 409, message: 'report.disagrees' } });
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Laporkan bulan ini' }));
    const dialog = await shownDialog('alertdialog', 'Laporkan Oktober 2026?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Laporkan' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Bulan ini belum dapat dilaporkan: ada baris LMKB atau LMKO yang tidak sesuai dengan buku stok.',
    );
  },
};

/** A filed month: as filed, closed to postings; the unit's filings listed under the report. */
export const FiledMonth: Story = {
  beforeEach({ msw }) {
    installLmk(msw, { lmkb: agreeingLines, filings: [filedOctober] });
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const banner = (await screen.findByText('Bulan ini sudah dilaporkan')).closest('[role="status"]')!;
    await expect(banner).toHaveTextContent(/Dilaporkan oleh unitadmin pada 3 November 2026 pukul 09\.30/);
    await expect(screen.queryByRole('button', { name: 'Laporkan bulan ini' })).toBeNull();
    const filings = await screen.findByRole('region', { name: 'Laporan bulanan yang sudah dikirim' });
    await expect(await within(filings).findByText('Oktober 2026')).toBeVisible();
    await chartDrawn(canvasElement);
  },
};

export const FiledMonthInEnglishOnAPhone: Story = {
  ...FiledMonth,
  globals: { locale: 'en', ...PHONE },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText('This month is filed')).toBeVisible();
    const filings = await screen.findByRole('region', { name: 'Monthly reports filed' });
    await expect(await within(filings).findByText('October 2026')).toBeVisible();
    await chartDrawn(canvasElement);
  },
};

/** The administrators' page of a reopened month: why, and each line's closing stock against the filed one. */
export const ReopenedMonth: Story = {
  args: { scope: 'admin', unitId: undefined, search: { ...october, businessUnitId: UNIT_ID } },
  globals: DESKTOP,
  beforeEach({ msw }) {
    installLmk(msw, { lmkb: agreeingLines, filings: [reopenedOctober], filed: filedClosings });
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('combobox', { name: 'Unit usaha' })).toHaveValue(
      'JJF-01 – Pabrik Tahunan',
    );
    const banner = (await screen.findByText('Bulan ini dibuka kembali')).closest('[role="status"]')!;
    await expect(banner).toHaveTextContent('Alasan: Nota angkutan log jati A1');
    await expect(banner).toHaveTextContent('Baris yang berubah sejak dilaporkan: 2.');
    await expect(
      screen.getByRole('columnheader', { name: 'Persediaan akhir yang dilaporkan' }),
    ).toBeVisible();
    const teak = await rowOf(canvasElement, /RM-JATI-A1/);
    await expect(within(teak).getByText('104,0000')).toBeVisible();
    await expect(within(teak).getByText('Selisih -1,2500 m³')).toBeVisible();
    await expect(within(teak).getByRole('link', { name: /RM-JATI-A1/ })).toHaveAttribute(
      'href',
      '/app/admin-stock/stock-raw-material/11/card',
    );
    const pine = await rowOf(canvasElement, /RM-PNS-S/);
    await expect(within(pine).getByText('Belum ada saat dilaporkan')).toBeVisible();
    // Reopened, the month is open to postings: nothing to reopen.
    await expect(screen.queryByRole('button', { name: 'Buka kembali bulan ini' })).toBeNull();
    await chartDrawn(canvasElement);
  },
};

export const ReopenedMonthInEnglishOnAPhone: Story = {
  ...ReopenedMonth,
  globals: { locale: 'en', ...PHONE },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText('This month was reopened')).toBeVisible();
    const teak = await rowOf(canvasElement, /RM-JATI-A1/);
    await expect(within(teak).getByText('Difference -1.2500 m³')).toBeVisible();
    await expect(await screen.findByRole('combobox', { name: 'Business unit' })).toBeVisible();
    await chartDrawn(canvasElement);
  },
};

/** An administrator reopens a filed month: the reason is required, then the page shows it reopened. */
export const ReopenDialog: Story = {
  args: { scope: 'admin', unitId: undefined, search: { ...october, businessUnitId: UNIT_ID } },
  beforeEach({ msw }) {
    installLmk(msw, { lmkb: agreeingLines, filings: [filedOctober], filed: filedClosings });
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Buka kembali bulan ini' }));
    const dialog = await shownDialog('alertdialog', 'Buka kembali Oktober 2026?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buka kembali' }));
    await expect(await within(dialog).findByText('Tuliskan alasan membuka kembali bulan ini.')).toBeVisible();
    await expect(reopenRequests).not.toHaveBeenCalled();
  },
};

export const Reopen: Story = {
  ...ReopenDialog,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Reopen this month' }));
    const dialog = await shownDialog('alertdialog', 'Reopen October 2026?');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'Wrong volume on a receipt.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    await expect(await screen.findByText('This month was reopened')).toBeVisible();
    await expect(screen.getByText(/Reason: Wrong volume on a receipt\./)).toBeVisible();
    await expect(reopenRequests).toHaveBeenCalledWith(
      { businessUnitId: UNIT_ID, year: 2026, month: 10, reason: 'Wrong volume on a receipt.' },
      expect.stringMatching(/^[0-9a-f]{32}$/),
    );
  },
};

/** The administrators' page before a unit is picked. */
export const PickUnit: Story = {
  args: { scope: 'admin', unitId: undefined, search: {} },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText('Pilih unit usaha untuk melihat laporannya.')).toBeVisible();
    await expect(await screen.findByRole('combobox', { name: 'Unit usaha' })).toBeVisible();
    // Without an address's period, last month.
    await expect(screen.getByText('Oktober 2026', { selector: 'p' })).toBeVisible();
  },
};

/** A unit without any item of the LMKO: what the report holds, and where to record it. */
export const EmptyReport: Story = {
  args: { report: 'LMKO' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Laporan Mutasi Kayu Olahan (LMKO)' }),
    ).toBeVisible();
    await expect(await screen.findByText(/belum punya stok kayu olahan atau produk/)).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Buka produk' })).toHaveAttribute(
      'href',
      '/app/business-unit-material/product',
    );
    await expect(screen.queryByRole('table', { name: /LMKO/ })).toBeNull();
  },
};

export const EmptyReportInEnglishOnAPhone: Story = {
  ...EmptyReport,
  globals: { locale: 'en', ...PHONE },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Processed wood mutation report (LMKO)' }),
    ).toBeVisible();
    await expect(await screen.findByText(/no processed wood or product stock/)).toBeVisible();
  },
};
