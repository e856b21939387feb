import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, userEvent, within } from 'storybook/test';
import { screenParameters, withTexts } from '../../i18n/stories.tsx';
import { DocumentFormPage, DocumentListPage, DocumentViewPage } from './DocumentPages.tsx';
import { installProductions, problemAnswer, UNIT_ADMIN } from './stories-support.ts';

/** A unit's productions (business-unit-production/production): documents with two sets of lines. */
const meta = {
  title: 'features/books/production/Productions',
  component: DocumentListPage,
  decorators: [withTexts],
  args: {
    kind: 'production',
    scope: 'unit',
    search: {},
    authorities: UNIT_ADMIN,
    onSearchChange: fn(),
    onNavigate: fn(),
  },
  parameters: screenParameters,
  beforeEach({ msw }) {
    installProductions(msw);
  },
} satisfies Meta<typeof DocumentListPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const List: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 1, name: 'Produksi' })).toBeVisible();
    const table = await screen.findByRole('table');
    await expect(await within(table).findByText('PRD-JJF-01-202611-0001')).toBeVisible();
    await expect(within(table).getByText('55,00')).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Tambah Produksi' })).toHaveAttribute(
      'href',
      '/app/business-unit-production/production/new',
    );
  },
};

export const View: StoryObj<typeof DocumentViewPage> = {
  render: (args) => <DocumentViewPage {...args} />,
  args: {
    kind: 'production',
    scope: 'unit',
    id: 1,
    path: '/app/business-unit-production/production/1/view',
    search: {},
    authorities: UNIT_ADMIN,
    onSearchChange: fn(),
    onNavigate: fn(),
    onDeleted: fn(),
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 1, name: 'Rincian Produksi' })).toBeVisible();
    // Its two sets of lines, each a table of its own, and the entries they posted.
    const sources = await screen.findByRole('table', { name: 'Bahan' });
    await expect(await within(sources).findByText('RM-JATI-A1 – Log jati A1')).toBeVisible();
    const outputs = screen.getByRole('table', { name: 'Hasil' });
    await expect(within(outputs).getByText('2,7500')).toBeVisible();
    const entries = await screen.findByRole('table', { name: /Catatan buku stok dokumen ini/ });
    await expect(await within(entries).findByText('Pemakaian produksi')).toBeVisible();
    await expect(within(entries).getByText('Hasil produksi')).toBeVisible();
    // The card of every line's stock.
    await expect(await screen.findByRole('link', { name: 'Kartu stok bahan 1' })).toHaveAttribute(
      'href',
      '/app/business-unit-material/stock-raw-material/1/card',
    );
    await expect(await screen.findByRole('link', { name: 'Kartu stok hasil 1' })).toBeVisible();
    // Cancelled, never edited nor deleted.
    await expect(screen.getByRole('button', { name: 'Batalkan produksi' })).toBeVisible();
    await expect(screen.queryByRole('link', { name: 'Ubah' })).toBeNull();
    await expect(screen.queryByRole('button', { name: 'Hapus' })).toBeNull();
  },
};

export const NewRefusedAtItsLine: StoryObj<typeof DocumentFormPage> = {
  render: (args) => <DocumentFormPage {...args} />,
  args: { kind: 'production', scope: 'unit', authorities: UNIT_ADMIN, onSaved: fn() },
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/productions', () =>
        problemAnswer(
          'insufficientStock',
          'not enough stock',
          [{ field: 'sources[0].volumeM3', message: 'ledger.insufficient' }],
          {
            shortfall: {
              stockId: 1,
              item: 'Log jati A1',
              date: '2026-11-20',
              quantity: 'volumeM3',
              balance: '-3.0000',
            },
          },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 1, name: 'Tambah Produksi' })).toBeVisible();
    const group = await screen.findByRole('group', { name: /Tanggal produksi/ });
    await userEvent.click(within(group).getAllByRole('spinbutton')[0] as HTMLElement);
    await userEvent.keyboard('20112026');
    // One line of each kind to begin with.
    await userEvent.click(screen.getByRole('combobox', { name: 'Stok, baris 1' }));
    await userEvent.paste('Log');
    await userEvent.click(await body().findByRole('option', { name: 'RM-JATI-A1 – Log jati A1' }));
    const [inputVolume, outputVolume] = screen.getAllByRole('textbox', { name: 'Volume (m³), baris 1' });
    await userEvent.type(inputVolume as HTMLElement, '23');
    await userEvent.click(screen.getByRole('combobox', { name: 'Produk, baris 1' }));
    await userEvent.paste('Meja');
    await userEvent.click(await body().findByRole('option', { name: 'Meja makan jati' }));
    await userEvent.type(outputVolume as HTMLElement, '10');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    // The refusal names the item and the day, and the line's volume says why.
    await expect(
      await screen.findByText(/Log jati A1: saldo akan menjadi -3,0000 m³ pada akhir 20 November 2026/),
    ).toBeVisible();
    await expect(inputVolume).toHaveAccessibleDescription(expect.stringContaining('Stok tidak cukup'));
    await expect(inputVolume).toHaveValue('23');
    await expect(screen.getByRole('combobox', { name: 'Produk, baris 1' })).toHaveValue('Meja makan jati');
  },
};

/** The form reckons the volumes and the yield as lines are typed, and says what the server would ask. */
export const NewReckonsItsYield: StoryObj<typeof DocumentFormPage> = {
  render: (args) => <DocumentFormPage {...args} />,
  args: { kind: 'production', scope: 'unit', authorities: UNIT_ADMIN, onSaved: fn() },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 1, name: 'Tambah Produksi' })).toBeVisible();
    // The stock picker says what each stock holds now.
    await userEvent.click(screen.getByRole('combobox', { name: 'Stok, baris 1' }));
    await userEvent.paste('Log');
    const option = await body().findByRole('option', { name: 'RM-JATI-A1 – Log jati A1' });
    await expect(option).toHaveAccessibleDescription('Saldo 20,0000 m³ · 60 batang');
    await userEvent.click(option);
    const [inputVolume, outputVolume] = screen.getAllByRole('textbox', { name: 'Volume (m³), baris 1' });
    const live = screen.getByRole('status', { name: 'Volume dan rendemen dari baris yang diisi' });
    await userEvent.type(inputVolume as HTMLElement, '10');
    await userEvent.type(outputVolume as HTMLElement, '2,5');
    await expect(within(live).getByText('10,0000')).toBeVisible();
    await expect(within(live).getByText('2,5000')).toBeVisible();
    await expect(within(live).getByText('25,00')).toBeVisible();
    await expect(screen.getByText('Rendemen di luar 30–90 %: jelaskan alasannya.')).toBeVisible();
    // Within the band nothing more is asked; more out than in is refused.
    await userEvent.clear(outputVolume as HTMLElement);
    await userEvent.type(outputVolume as HTMLElement, '5.5');
    await expect(within(live).getByText('55,00')).toBeVisible();
    await expect(screen.queryByText('Rendemen di luar 30–90 %: jelaskan alasannya.')).toBeNull();
    await userEvent.clear(outputVolume as HTMLElement);
    await userEvent.type(outputVolume as HTMLElement, '12');
    await expect(within(live).getByText('120,00')).toBeVisible();
    await expect(screen.getByText('Volume hasil melebihi volume bahan.')).toBeVisible();
  },
};

export const ViewInEnglish: StoryObj<typeof DocumentViewPage> = {
  ...View,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 1, name: 'Production details' })).toBeVisible();
    await expect(await screen.findByRole('table', { name: 'Inputs' })).toBeVisible();
    await expect(screen.getByRole('table', { name: 'Outputs' })).toBeVisible();
    await expect(screen.getByText('55.00')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Cancel production' })).toBeVisible();
    await expect(await screen.findByRole('link', { name: 'Stock card of input 1' })).toBeVisible();
  },
};
