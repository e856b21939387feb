import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { screenParameters, withTexts } from '../../i18n/stories.tsx';
import {
  expectHeaderFacts,
  expectTitle,
  onAPhone,
  onAWideScreen,
  trailEvents,
} from '../../resource-screens/view-stories-support.ts';
import { DocumentFormPage, DocumentListPage, DocumentViewPage } from './DocumentPages.tsx';
import { salesRows } from './stories-movement-rows.ts';
import { browserMessages, installLocalSales, problemAnswer, UNIT_ADMIN } from './stories-support.ts';

/** A unit's local sales (business-unit-sales/local-sales): a document with material lines. */
const meta = {
  title: 'features/books/sales/LocalSales',
  component: DocumentListPage,
  decorators: [withTexts],
  args: {
    kind: 'localSales',
    scope: 'unit',
    search: {},
    authorities: UNIT_ADMIN,
    onSearchChange: fn(),
    onNavigate: fn(),
  },
  parameters: screenParameters,
  beforeEach({ msw }) {
    installLocalSales(msw);
  },
} satisfies Meta<typeof DocumentListPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 1, name: 'Penjualan Lokal' })).toBeVisible();
    const table = await screen.findByRole('table');
    await expect(await within(table).findByText('0001/PJL/JJF-01/XI/2026')).toBeVisible();
    await expect(await within(table).findByText('CV Mebel Sejahtera')).toBeVisible();
    await expect(within(table).getByText('6.800.000,00')).toBeVisible();
  },
};

export const View: StoryObj<typeof DocumentViewPage> = {
  render: (args) => <DocumentViewPage {...args} />,
  args: {
    kind: 'localSales',
    scope: 'unit',
    id: 1,
    path: '/app/business-unit-sales/local-sales/1/view',
    search: {},
    authorities: UNIT_ADMIN,
    onSearchChange: fn(),
    onNavigate: fn(),
    onDeleted: fn(),
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expectTitle(canvasElement, 'Penjualan Lokal 0001/PJL/JJF-01/XI/2026', 'Dibukukan');
    // The sale names no currency: its value is in Rupiah, the currency of a sale unless it says otherwise.
    await expectHeaderFacts(canvasElement, {
      'Tanggal penjualan': '19 November 2026',
      Pembeli: 'CV Mebel Sejahtera',
      'Jumlah volume (m³)': '0,8000',
      'Jumlah nilai': 'Rp 6.800.000,00',
    });
    // Nor is the currency left as a dash below: the totals are the header's.
    await expect(screen.queryByRole('region', { name: 'Jumlah' })).toBeNull();
    const lines = await screen.findByRole('table', { name: 'Rincian barang' });
    await expect(await within(lines).findByText('KG-JATI – Kayu gergajian jati')).toBeVisible();
    await expect(within(lines).getByText('8.500.000,00')).toBeVisible();
    // Each line's value, as the server reckoned it.
    await expect(within(lines).getByRole('columnheader', { name: 'Nilai' })).toBeVisible();
    await expect(within(lines).getByText('6.800.000,00')).toBeVisible();
    const entries = await screen.findByRole('table', { name: /Catatan buku stok dokumen ini/ });
    await expect(await within(entries).findByText('Penjualan lokal')).toBeVisible();
    // Beside it: the buyer and the stock card of each line, named by its item.
    const related = screen.getByRole('region', { name: 'Terkait' });
    await expect(within(related).getByRole('link', { name: 'CV Mebel Sejahtera' })).toHaveAttribute(
      'href',
      '/app/business-unit-sales/buyer/1/view',
    );
    await expect(await within(related).findByRole('link', { name: 'Kartu stok baris 1' })).toHaveAttribute(
      'href',
      '/app/business-unit-material/stock-raw-material/6/card',
    );
    await expect(within(related).getByText('KG-JATI – Kayu gergajian jati')).toBeVisible();
    await expect(trailEvents(canvasElement, 'Riwayat')).toEqual([
      'Dibuatoleh unitadmin · 10 November 2026 pukul 09.15',
    ]);
    // Corrected or cancelled while posted, never deleted.
    await expect(screen.getByRole('link', { name: 'Ubah' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Batalkan penjualan' })).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Hapus' })).toBeNull();
  },
};

export const EditRefusedForAForeignBuyer: StoryObj<typeof DocumentFormPage> = {
  render: (args) => <DocumentFormPage {...args} />,
  args: { kind: 'localSales', scope: 'unit', id: 1, authorities: UNIT_ADMIN, onSaved: fn() },
  beforeEach({ msw }) {
    msw.use(
      http.put('*/api/local-sales', () =>
        problemAnswer('constraintViolation', 'A local sale goes to a domestic buyer.', [
          { field: 'buyerId', message: 'salesRules.domesticOnly' },
        ]),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    // The sale's line is loaded with it, and kept through the refusal.
    const volume = await screen.findByRole('textbox', { name: 'Volume (m³), baris 1' });
    await waitFor(() => expect(volume).toHaveValue('0,8000'));
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await expect(await screen.findByText('Penjualan lokal hanya kepada pembeli dalam negeri.')).toBeVisible();
    await expect(volume).toHaveValue('0,8000');
    await expect(browserMessages(screen.getByRole('form', { name: 'Penjualan Lokal' }))).toEqual([]);
  },
};

/** The form adds up the lines' volume and value as they are typed. */
export const NewReckonsItsTotals: StoryObj<typeof DocumentFormPage> = {
  render: (args) => <DocumentFormPage {...args} />,
  args: { kind: 'localSales', scope: 'unit', authorities: UNIT_ADMIN, onSaved: fn() },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Tambah Penjualan Lokal' }),
    ).toBeVisible();
    const live = screen.getByRole('status', { name: 'Volume dan nilai dari baris yang diisi' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Volume (m³), baris 1' }), '2,5');
    await expect(within(live).getByText('2,5000')).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: 'Harga per m³, baris 1' }), '8500000');
    await expect(within(live).getByText('21.250.000,00')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Tambah baris' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Volume (m³), baris 2' }), '0.75');
    await expect(within(live).getByText('3,2500')).toBeVisible();
    // An unpriced line adds volume, not value.
    await expect(within(live).getByText('21.250.000,00')).toBeVisible();
  },
};

/** Whether a sale was sent. */
const posted = fn();

/** A value the server would refuse as too large is refused at the line's price, and nothing is sent. */
export const ValueTooLargeNotSent: StoryObj<typeof DocumentFormPage> = {
  render: (args) => <DocumentFormPage {...args} />,
  args: { kind: 'localSales', scope: 'unit', authorities: UNIT_ADMIN, onSaved: fn() },
  beforeEach({ msw }) {
    posted.mockClear();
    msw.use(
      http.post('*/api/local-sales', async ({ request }) => {
        posted(await request.json());
        return HttpResponse.json({}, { status: 201 });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Tambah Penjualan Lokal' }),
    ).toBeVisible();
    // Everything else the sale needs, so that only its value stands in the way.
    const day = await screen.findByRole('group', { name: /Tanggal penjualan/ });
    await userEvent.click(within(day).getAllByRole('spinbutton')[0] as HTMLElement);
    await userEvent.keyboard('20112026');
    await userEvent.click(screen.getByRole('combobox', { name: /^Pembeli/ }));
    await userEvent.paste('Mebel');
    await userEvent.click(await within(document.body).findByRole('option', { name: /CV Mebel Sejahtera/ }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Stok, baris 1' }));
    await userEvent.paste('Log');
    await userEvent.click(
      await within(document.body).findByRole('option', { name: 'RM-JATI-A1 – Log jati A1' }),
    );
    // Pasted, not typed: each keystroke would render the whole form again.
    await userEvent.click(screen.getByRole('textbox', { name: 'Volume (m³), baris 1' }));
    await userEvent.paste('20');
    const price = screen.getByRole('textbox', { name: 'Harga per m³, baris 1' });
    await userEvent.click(price);
    await userEvent.paste('500000000000000');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(price).toHaveAccessibleDescription(
        'Nilai penjualan terlalu besar: periksa harga dan volumenya.',
      ),
    );
    await expect(posted).not.toHaveBeenCalled();
    // A price within bounds goes.
    await userEvent.clear(price);
    await userEvent.paste('8500000');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(posted).toHaveBeenCalledTimes(1));
  },
};

/** What was sold, line by line: each line leads to its sale, where it is changed; nothing is added here. */
export const SoldLines: Story = {
  args: { kind: 'localSalesMaterial' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 1, name: 'Rincian penjualan' })).toBeVisible();
    const table = await screen.findByRole('table');
    await expect(await within(table).findByRole('link', { name: '0001/PJL/JJF-01/XI/2026' })).toHaveAttribute(
      'href',
      '/app/business-unit-sales/local-sales/1/view',
    );
    await expect(within(table).getByText('6.800.000,00')).toBeVisible();
    await expect(screen.queryByRole('link', { name: /^Tambah/ })).toBeNull();
  },
};

/** At 1440 px the buyer, the stock cards and the history stand beside the sale. */
export const ViewOnAWideScreen: StoryObj<typeof DocumentViewPage> = onAWideScreen(
  View,
  'Pengiriman dan faktur',
);

/** On a phone the header's facts go two to a row, and the panel comes under the sale. */
export const ViewOnAPhone: StoryObj<typeof DocumentViewPage> = onAPhone(View, 'Pengiriman dan faktur');

/** A sale in a currency it names, corrected since it was written. */
const correctedSale = {
  ...(salesRows.localSales[0] as Record<string, unknown>),
  currencyId: 1,
  lastModifiedBy: 'unitadmin',
  lastModifiedDate: '2026-11-21T07:40:00Z',
};

export const ViewInEnglish: StoryObj<typeof DocumentViewPage> = {
  ...View,
  globals: { locale: 'en' },
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/local-sales/1', () => HttpResponse.json(correctedSale)),
      http.get('*/api/currencies/1', () =>
        HttpResponse.json({ id: 1, code: 'IDR', name: 'Rupiah', symbol: 'Rp', decimals: 2, active: true }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expectTitle(canvasElement, 'Local sale 0001/PJL/JJF-01/XI/2026', 'Posted');
    await expectHeaderFacts(canvasElement, {
      'Sales date': 'November 19, 2026',
      Buyer: 'CV Mebel Sejahtera',
      'Total volume (m³)': '0.8000',
      'Total value': 'IDR 6,800,000.00',
    });
    const lines = await screen.findByRole('table', { name: 'Items sold' });
    await expect(within(lines).getByText('8,500,000.00')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Cancel sale' })).toBeVisible();
    await expect(await screen.findByRole('link', { name: 'Stock card of line 1' })).toBeVisible();
    // Its correction, by whom and when.
    await expect(trailEvents(canvasElement, 'History')).toEqual([
      'Createdby unitadmin · November 10, 2026 at 9:15 AM',
      'Last changedby unitadmin · November 21, 2026 at 2:40 PM',
    ]);
  },
};
