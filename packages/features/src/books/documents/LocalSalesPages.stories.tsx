import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { screenParameters, withTexts } from '../../i18n/stories.tsx';
import { DocumentFormPage, DocumentListPage, DocumentViewPage } from './DocumentPages.tsx';
import { installLocalSales, problemAnswer, UNIT_ADMIN } from './stories-support.ts';

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
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Rincian Penjualan Lokal' }),
    ).toBeVisible();
    const lines = await screen.findByRole('table', { name: 'Rincian barang' });
    await expect(await within(lines).findByText('KG-JATI – Kayu gergajian jati')).toBeVisible();
    await expect(within(lines).getByText('8.500.000,00')).toBeVisible();
    // Each line's value, as the server reckoned it.
    await expect(within(lines).getByRole('columnheader', { name: 'Nilai' })).toBeVisible();
    await expect(within(lines).getByText('6.800.000,00')).toBeVisible();
    const entries = await screen.findByRole('table', { name: /Catatan buku stok dokumen ini/ });
    await expect(await within(entries).findByText('Penjualan lokal')).toBeVisible();
    await expect(await screen.findByRole('link', { name: 'Kartu stok baris 1' })).toHaveAttribute(
      'href',
      '/app/business-unit-material/stock-raw-material/6/card',
    );
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

export const ViewInEnglish: StoryObj<typeof DocumentViewPage> = {
  ...View,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 1, name: 'Local sale details' })).toBeVisible();
    const lines = await screen.findByRole('table', { name: 'Items sold' });
    await expect(within(lines).getByText('8,500,000.00')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Cancel sale' })).toBeVisible();
    await expect(await screen.findByRole('link', { name: 'Stock card of line 1' })).toBeVisible();
  },
};
