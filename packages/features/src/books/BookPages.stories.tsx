import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { screenParameters, withTexts } from '../i18n/stories.tsx';
import {
  AddOtherUsagePage,
  BookFormPage,
  BookListPage,
  OtherUsagePage,
  StockCardPage,
} from './BookPages.tsx';
import { installStore } from '../resource-screens/stories-support.tsx';
import { ADMIN, installStock, ledgerProblem, stockRows, UNIT_ADMIN } from './stories-support.ts';
import { shownDialog } from '@vlegal/ui/shownDialog';

const state = { page: 1, size: 20, sort: [], query: '', filters: {} };

const meta = {
  title: 'features/books/Stock',
  component: BookListPage,
  decorators: [withTexts],
  args: {
    segment: 'stock-raw-material',
    unitId: 1,
    state,
    onStateChange: fn(),
    onNavigate: fn(),
  },
  parameters: screenParameters,
  beforeEach({ msw }) {
    installStock(msw);
  },
} satisfies Meta<typeof BookListPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RawMaterialStock: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 1, name: 'Stok bahan baku' })).toBeVisible();
    // Balances in the reader's format, whole pieces in the item's own unit, the item opening its card.
    await expect(await screen.findByText('1.234,5000')).toBeVisible();
    await expect(await screen.findByText('310 batang')).toBeVisible();
    await expect(screen.getByRole('link', { name: 'KB-JT-01 – Kayu bulat jati' })).toHaveAttribute(
      'href',
      '/app/business-unit-material/stock-raw-material/1/card',
    );
    await expect(screen.getByRole('combobox', { name: 'Jenis kayu' })).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Tambah Stok' })).toHaveAttribute(
      'href',
      '/app/business-unit-material/stock-raw-material/new',
    );
  },
};

export const RawMaterialStockInEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 1, name: 'Raw material stock' })).toBeVisible();
    await expect(await screen.findByText('1,234.5000')).toBeVisible();
    await expect(await screen.findByText('310 batang')).toBeVisible();
    await expect(screen.getByRole('columnheader', { name: /Volume \(m³\)/ })).toBeVisible();
    await expect(screen.getByRole('combobox', { name: 'Species' })).toBeVisible();
  },
};

/** A unit without products in stock: the list offers to open the first. */
export const Empty: Story = {
  args: { segment: 'stock-product', unitId: 2 },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(await within(table).findByText('Belum ada stok.')).toBeVisible();
    await expect(within(table).getByRole('link', { name: 'Tambah Stok' })).toHaveAttribute(
      'href',
      '/app/business-unit-material/stock-product/new',
    );
  },
};

export const AdminMirrorWithUnitPicker: Story = {
  args: { mirror: true, unitId: undefined },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Stok bahan baku (semua unit)' }),
    ).toBeVisible();
    const picker = await screen.findByRole('combobox', { name: 'Unit usaha' });
    // The unit picker is the first control after the search.
    await expect(screen.getAllByRole('combobox')[0]).toBe(picker);
    // Every unit's stock, each row naming its unit and the unit's company; no new stock before a pick.
    await expect(await screen.findByText(/Kayu gergajian mahoni/)).toBeVisible();
    const rows = screen.getAllByRole('row').slice(1);
    await expect(screen.getAllByRole('columnheader')[0]).toHaveTextContent('Unit usaha');
    await expect(await within(rows[2]!).findByText('KDS-01 – CV Mebel Lestari Kudus')).toBeVisible();
    await expect(await within(rows[0]!).findByText('PT Jati Jepara Furniture')).toBeVisible();
    await expect(screen.queryByRole('link', { name: 'Tambah Stok' })).toBeNull();
    await userEvent.type(picker, 'KDS');
    await userEvent.click(
      await within(document.body).findByRole('option', { name: /CV Mebel Lestari Kudus/ }),
    );
    await waitFor(() =>
      expect(args.onStateChange).toHaveBeenCalledWith(
        expect.objectContaining({ page: 1, filters: { businessUnitId: '2', stockType: 'RAW_MATERIAL' } }),
      ),
    );
  },
};

export const AdminMirrorOfAUnit: Story = {
  args: { mirror: true, unitId: undefined, state: { ...state, filters: { businessUnitId: '1' } } },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText(/Kayu bulat mahoni/)).toBeVisible();
    await expect(screen.queryByText(/Kayu gergajian mahoni/)).toBeNull();
    // One unit's stock: the title and the columns are the unit's page's.
    await expect(screen.getByRole('heading', { level: 1, name: 'Stok bahan baku' })).toBeVisible();
    await expect(screen.getAllByRole('columnheader')[0]).toHaveTextContent('Kode barang');
    await expect(screen.getByRole('link', { name: 'Tambah Stok' })).toHaveAttribute(
      'href',
      '/app/admin-stock/stock-raw-material/new/1',
    );
  },
};

/**
 * Chairs at 1440 px: counted in their own unit (pcs) and without decimals, their weight, which a product
 * does not keep, "–" rather than 0,00, and the stock the carver holds saying so.
 */
export const ProductStockOnAWideScreen: Story = {
  args: { segment: 'stock-product' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 1, name: 'Stok produk' })).toBeVisible();
    await screen.findByText('99 pcs');
    const [own, held] = screen.getAllByRole('row').slice(1);
    await expect(await within(own!).findByText('99 pcs')).toBeVisible();
    await expect(within(own!).getByText('2,4750')).toBeVisible();
    await expect(within(own!).getAllByText('–')).toHaveLength(1);
    await expect(within(own!).queryByText(/Disimpan di/)).toBeNull();
    await expect(await within(held!).findByText('Disimpan di CV Ukir Mulia')).toBeVisible();
    await expect(within(held!).getByText('20 pcs')).toBeVisible();
    await expect(screen.queryByText(/0,00/)).toBeNull();
  },
};

/** The same list on a 390 px phone: each stock a stacked row, its balances in view. */
export const ProductStockOnAPhone: Story = {
  args: { segment: 'stock-product' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText('99 pcs')).toBeInTheDocument();
    await expect(await screen.findByText('Disimpan di CV Ukir Mulia')).toBeInTheDocument();
  },
};

/** Every item of the unit, both kinds: a title of its own beside the raw materials' and the products'. */
export const AllStockInEnglish: Story = {
  args: { segment: 'stock' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 1, name: 'All stock' })).toBeVisible();
    await expect(await screen.findByText('99 pcs')).toBeVisible();
    await expect(await screen.findByText('310 batang')).toBeVisible();
    await expect(await screen.findByText('Held at CV Ukir Mulia')).toBeVisible();
  },
};

export const NewInitialBalance: StoryObj<typeof BookFormPage> = {
  render: (args) => <BookFormPage {...args} />,
  args: { segment: 'stock-raw-material', unitId: 1, onSaved: fn() },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 1, name: 'Tambah Stok' })).toBeVisible();
    await expect(screen.getByRole('group', { name: 'Stok awal' })).toBeVisible();
    await expect(screen.getByRole('combobox', { name: /Bahan baku/ })).toBeVisible();
    await expect(screen.getByRole('textbox', { name: /Volume awal \(m³\)/ })).toBeVisible();
  },
};

/** In the administrators' mirror the form is the picked unit's: its item picker offers that unit's items only. */
export const NewInitialBalanceInTheMirror: StoryObj<typeof BookFormPage> = {
  render: (args) => <BookFormPage {...args} />,
  args: { segment: 'stock-raw-material', mirror: true, unitId: 2, onSaved: fn() },
  beforeEach({ msw }) {
    installStore(msw, {
      rows: {
        ...stockRows,
        rawMaterial: [
          { id: 1, businessUnitId: 1, code: 'KB-JATI', name: 'Log Jati', active: true },
          { id: 2, businessUnitId: 2, code: 'KB-MHN', name: 'Log Mahoni', active: true },
        ],
      },
    });
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 1, name: 'Tambah Stok' })).toBeVisible();
    await userEvent.type(screen.getByRole('combobox', { name: /Bahan baku/ }), 'Log');
    const listbox = await within(document.body).findByRole('listbox');
    // The list shows once the popover has its place: the option is in the document a frame before.
    const mahogany = await within(listbox).findByRole('option', { name: 'Log Mahoni' });
    await waitFor(() => expect(mahogany).toBeVisible());
    await expect(within(listbox).queryByRole('option', { name: 'Log Jati' })).toBeNull();
    await userEvent.keyboard('{Escape}');
  },
};

export const EditUnavailable: StoryObj<typeof BookFormPage> = {
  render: (args) => <BookFormPage {...args} />,
  args: { segment: 'stock-raw-material', unitId: 1, id: 1, onSaved: fn() },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText(/tidak dapat dikoreksi lagi/)).toBeVisible();
    await expect(screen.getByRole('heading', { level: 1, name: 'Ubah Stok' })).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Simpan' })).toBeNull();
    await expect(screen.getAllByRole('link', { name: 'Kartu stok' })[0]).toHaveAttribute(
      'href',
      '/app/business-unit-material/stock-raw-material/1/card',
    );
  },
};

export const AddOtherUsageRefused: StoryObj<typeof AddOtherUsagePage> = {
  render: (args) => <AddOtherUsagePage {...args} />,
  args: { segment: 'stock-raw-material', stockId: 2, authorities: UNIT_ADMIN, onSaved: fn() },
  beforeEach({ msw }) {
    installStock(msw);
    msw.use(
      http.post('/api/stocks-other', () =>
        ledgerProblem(
          '/problems/insufficient-stock',
          409,
          [{ field: 'volumeM3', message: 'ledger.insufficient' }],
          {
            shortfall: {
              stockId: 1,
              item: 'Log jati A1',
              date: '2026-11-18',
              quantity: 'volumeM3',
              balance: '-7.5000',
            },
          },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Tambah Pemakaian lain' }),
    ).toBeVisible();
    // The balance now, above the form.
    await expect(screen.getAllByText('12,5000')[0]).toBeVisible();
    // A correction adding to the stock is an administrator's.
    await userEvent.click(screen.getByRole('button', { name: /Jenis pemakaian/ }));
    const options = within(document.body);
    const shrinkage = await options.findByRole('option', { name: 'Susut' });
    await waitFor(() => expect(shrinkage).toBeVisible());
    await expect(options.queryByRole('option', { name: 'Koreksi tambah' })).toBeNull();
    await userEvent.click(options.getByRole('option', { name: 'Susut' }));
    const date = screen.getByRole('group', { name: /Tanggal pemakaian/ });
    await userEvent.click(within(date).getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('18112026');
    await userEvent.type(screen.getByRole('textbox', { name: /^Volume \(m³\)/ }), '20');
    await userEvent.type(screen.getByRole('textbox', { name: /Alasan/ }), 'Susut pengeringan');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    // The notice names the item, the day and the balance it would have; the volume says why.
    await expect(
      await screen.findByText('Log jati A1: saldo akan menjadi -7,5000 m³ pada akhir 18 November 2026.'),
    ).toBeVisible();
    await expect(
      screen.getByText('Stok tidak cukup pada tanggal tersebut: saldo akan kurang dari nol.'),
    ).toBeVisible();
    // What was typed stays.
    await expect(screen.getByRole('textbox', { name: /Alasan/ })).toHaveValue('Susut pengeringan');
  },
};

export const OtherUsageCancel: StoryObj<typeof OtherUsagePage> = {
  render: (args) => <OtherUsagePage {...args} />,
  args: {
    segment: 'stock-raw-material',
    stockId: 1,
    search: { record: 1 },
    authorities: UNIT_ADMIN,
    onSearchChange: fn(),
    onNavigate: fn(),
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText('Susut pengeringan di lapangan penimbunan')).toBeVisible();
    await userEvent.click(await screen.findByRole('button', { name: 'Batalkan pemakaian' }));
    const dialog = await shownDialog('alertdialog');
    await expect(within(dialog).getByText(/Jumlahnya kembali ke stok/)).toBeVisible();
    // A cancellation says why: the reason is asked in the same question.
    await expect(within(dialog).getByRole('textbox', { name: /Alasan/ })).toBeVisible();
  },
};

export const OtherUsageList: StoryObj<typeof OtherUsagePage> = {
  render: (args) => <OtherUsagePage {...args} />,
  args: {
    segment: 'stock-raw-material',
    stockId: 1,
    search: {},
    authorities: ADMIN,
    onSearchChange: fn(),
    onNavigate: fn(),
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText('BA-SUSUT/11/2026')).toBeVisible();
    await expect(screen.getByRole('cell', { name: 'Susut' })).toBeVisible();
    await expect(screen.getByText('0,7500')).toBeVisible();
  },
};

export const Card: StoryObj<typeof StockCardPage> = {
  render: (args) => <StockCardPage {...args} />,
  args: { segment: 'stock-raw-material', stockId: 1, search: {}, onSearchChange: fn() },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 1, name: 'Kartu stok' })).toBeVisible();
    // Each entry leads back to its document: the receipt, the item's other usage.
    await expect(await screen.findByRole('link', { name: 'SKSHHK-0099/2026' })).toHaveAttribute(
      'href',
      '/app/business-unit-import/import-material/7/view',
    );
    await expect(screen.getByRole('link', { name: 'BA-SUSUT/11/2026' })).toHaveAttribute(
      'href',
      '/app/business-unit-material/stock-raw-material/1/other-usage',
    );
    await expect(screen.getByText('Penerimaan dari pemasok')).toBeVisible();
    await expect(screen.getByText('-25,0000')).toBeVisible();
    await expect(screen.getByText('1.115,0000')).toBeVisible();
    // What the stock holds now, traced back to its receipts and plots.
    await expect(screen.getByRole('link', { name: 'Asal kayu di stok ini' })).toHaveAttribute(
      'href',
      '/app/eudr/trace?way=backward&stockId=1',
    );
  },
};

export const CardAsOfInEnglish: StoryObj<typeof StockCardPage> = {
  render: (args) => <StockCardPage {...args} />,
  globals: { locale: 'en' },
  args: { segment: 'stock-raw-material', stockId: 1, search: { asOf: '2026-09-30' }, onSearchChange: fn() },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText('PRD-0042')).toBeVisible();
    await expect(screen.queryByText('SKSHHK-0099/2026')).toBeNull();
    await expect(await screen.findByText(/Balance \(m³\) on/)).toBeVisible();
    await expect(screen.getAllByText('1,115.0000').length).toBeGreaterThan(0);
    // Once its item is read, the balances on the day show the measures it keeps, pieces in its unit.
    const onTheDay = await screen.findByText(/Balance \(pieces\) on/);
    await waitFor(() => expect(onTheDay.nextElementSibling).toHaveTextContent('270 batang'));
    await expect(screen.queryByText(/Balance \(kg\) on/)).toBeNull();
  },
};
