import type { Meta, StoryObj } from '@storybook/react-vite';
import { shownDialog } from '@vlegal/ui/shownDialog';
import { http } from 'msw';
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
import { ADMIN, installTransfers, problemAnswer, UNIT_ADMIN } from './stories-support.ts';

/** A unit's transfers (business-unit-transfer/transfer-material) and the mirror (admin-transfer/…-admin). */
const meta = {
  title: 'features/books/transfer/Transfers',
  component: DocumentListPage,
  decorators: [withTexts],
  args: {
    kind: 'transferMaterial',
    scope: 'unit',
    search: {},
    authorities: UNIT_ADMIN,
    onSearchChange: fn(),
    onNavigate: fn(),
  },
  parameters: screenParameters,
  beforeEach({ msw }) {
    installTransfers(msw);
  },
} satisfies Meta<typeof DocumentListPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const view = { kind: 'transferMaterial', scope: 'unit', id: 1, search: {}, authorities: UNIT_ADMIN } as const;
const viewArgs = {
  ...view,
  path: '/app/business-unit-transfer/transfer-material/1/view',
  onSearchChange: fn(),
  onNavigate: fn(),
  onDeleted: fn(),
};

export const List: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 1, name: 'Pemindahan Barang' })).toBeVisible();
    await expect(await screen.findByText('0001/TRF/JJF-01/XI/2026')).toBeVisible();
    // Where each went: the other unit by its name, the carver by its.
    await expect(await screen.findByText(/Gudang Kalinyamatan/)).toBeVisible();
    await expect(await screen.findByText('CV Ukir Mulia')).toBeVisible();
    await expect(within(screen.getByRole('table')).getByText('Dibatalkan')).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Tambah Pemindahan Barang' })).toHaveAttribute(
      'href',
      '/app/business-unit-transfer/transfer-material/new',
    );
  },
};

export const MirrorOfEveryUnit: Story = {
  args: { scope: 'admin', authorities: ADMIN },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Pemindahan Barang (semua unit)' }),
    ).toBeVisible();
    await expect(await screen.findByText('0002/TRF/JJF-01/XI/2026')).toBeVisible();
    // Each row names its unit, in the first column.
    await expect(screen.getAllByRole('columnheader')[0]).toHaveTextContent('Unit usaha pengirim');
    // New is for one unit: chosen first in the picker.
    await expect(screen.queryByRole('link', { name: 'Tambah Pemindahan Barang' })).toBeNull();
  },
};

export const View: StoryObj<typeof DocumentViewPage> = {
  render: (args) => <DocumentViewPage {...args} />,
  args: viewArgs,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expectTitle(canvasElement, 'Pemindahan Barang 0001/TRF/JJF-01/XI/2026', 'Dibukukan');
    // Where it went: the unit of the company, named in the header.
    await expectHeaderFacts(canvasElement, {
      'Tanggal pemindahan': '14 November 2026',
      'Ke unit usaha': 'JJF-02 – Gudang Kalinyamatan',
      'Volume (m³)': '4,5000',
      'Jumlah batang/keping': '12 batang',
    });
    // Out of one stock and into the other, on the same day.
    const entries = await screen.findByRole('table', { name: /Catatan buku stok dokumen ini/ });
    await expect(await within(entries).findByText('Pemindahan keluar')).toBeVisible();
    await expect(within(entries).getByText('Pemindahan masuk')).toBeVisible();
    // Beside it, the stock cards it moved between.
    const related = screen.getByRole('region', { name: 'Terkait' });
    await expect(await within(related).findByRole('link', { name: 'Buka kartu stok asal' })).toHaveAttribute(
      'href',
      '/app/business-unit-material/stock-raw-material/1/card',
    );
    await expect(
      await within(related).findByRole('link', { name: 'Buka kartu stok tujuan' }),
    ).toHaveAttribute('href', '/app/business-unit-material/stock-raw-material/4/card');
    await expect(trailEvents(canvasElement, 'Riwayat')).toEqual([
      'Dibuatoleh unitadmin · 10 November 2026 pukul 09.15',
    ]);
    // Corrected or cancelled while posted, never deleted.
    await expect(screen.getByRole('link', { name: 'Ubah' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Batalkan pemindahan' })).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Hapus' })).toBeNull();
  },
};

export const ViewOnAWideScreen: StoryObj<typeof DocumentViewPage> = onAWideScreen(View, 'Pemindahan');

export const ViewOnAPhone: StoryObj<typeof DocumentViewPage> = onAPhone(View, 'Pemindahan');

export const CancelRefused: StoryObj<typeof DocumentViewPage> = {
  render: (args) => <DocumentViewPage {...args} />,
  args: viewArgs,
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/transfer-materials/1/cancel', () =>
        problemAnswer('insufficientStock', 'not enough stock', [], {
          shortfall: {
            stockId: 4,
            item: 'Log jati A1',
            date: '2026-11-18',
            quantity: 'volumeM3',
            balance: '-1.5000',
          },
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Batalkan pemindahan' }));
    const dialog = await shownDialog('alertdialog', 'Batalkan pemindahan');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Alasan/ }), 'Salah tujuan');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batalkan pemindahan' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      /Pemindahan tidak dapat dibatalkan: stok tujuan akan kurang\. Log jati A1: saldo akan menjadi -1,5000 m³ pada akhir 18 November 2026\./,
    );
    await expect(await screen.findByRole('link', { name: 'Buka kartu stok tujuan' })).toBeVisible();
  },
};

export const ViewInEnglish: StoryObj<typeof DocumentViewPage> = {
  render: (args) => <DocumentViewPage {...args} />,
  args: { ...viewArgs, id: 2 },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expectTitle(canvasElement, 'Transfer 0002/TRF/JJF-01/XI/2026', 'Cancelled');
    await expectHeaderFacts(canvasElement, {
      'Transfer date': 'November 16, 2026',
      'To sub-contractor': 'CV Ukir Mulia',
      'Volume (m³)': '2.0000',
      Pieces: '6',
    });
    // Nothing left to do with a cancelled transfer; who cancelled it, when and why.
    await expect(screen.queryByRole('button', { name: 'Cancel transfer' })).toBeNull();
    await expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    await expect(trailEvents(canvasElement, 'History')).toEqual([
      'Createdby unitadmin · November 10, 2026 at 9:15 AM',
      'Cancelledby unitadmin · November 16, 2026 at 3:05 PMReason: Pengrajin menolak pesanan',
    ]);
    // The sub-contractor it went to, on its page.
    const related = screen.getByRole('region', { name: 'Related' });
    await expect(within(related).getByRole('link', { name: 'CV Ukir Mulia' })).toHaveAttribute(
      'href',
      '/app/business-unit-import/sub-con/1/view',
    );
    await expect(
      await within(related).findByRole('link', { name: 'Open the stock card it left' }),
    ).toBeVisible();
  },
};

export const NewNeedsAPlaceToGo: StoryObj<typeof DocumentFormPage> = {
  render: (args) => <DocumentFormPage {...args} />,
  args: { kind: 'transferMaterial', scope: 'unit', authorities: UNIT_ADMIN, onSaved: fn() },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Tambah Pemindahan Barang' }),
    ).toBeVisible();
    await expect(screen.getByRole('combobox', { name: /Dari stok/ })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await expect(
      await screen.findByText('Pilih unit usaha tujuan atau subkontraktor tujuan, salah satu saja.'),
    ).toBeVisible();
  },
};

/** Fills a new transfer of the unit's own logs to the carver on 20 November 2026, `volume` m³, and saves it. */
async function sendTransfer(canvasElement: HTMLElement, volume: string) {
  const screen = within(canvasElement);
  const group = await screen.findByRole('group', { name: /Tanggal pemindahan/ });
  await userEvent.click(within(group).getAllByRole('spinbutton')[0] as HTMLElement);
  await userEvent.keyboard('20112026');
  await userEvent.click(screen.getByRole('combobox', { name: /Dari stok/ }));
  await userEvent.paste('Log');
  // The unit's own logs, not those the carver holds.
  await userEvent.click(await body().findByRole('option', { name: 'RM-JATI-A1 – Log jati A1' }));
  await userEvent.click(screen.getByRole('combobox', { name: /Ke subkontraktor/ }));
  await userEvent.paste('Ukir');
  await userEvent.click(await body().findByRole('option', { name: /CV Ukir Mulia/ }));
  await userEvent.click(screen.getByRole('textbox', { name: /Volume/ }));
  await userEvent.paste(volume);
  await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
}

export const NewRefusedForShortStock: StoryObj<typeof DocumentFormPage> = {
  render: (args) => <DocumentFormPage {...args} />,
  args: { kind: 'transferMaterial', scope: 'unit', authorities: UNIT_ADMIN, onSaved: fn() },
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/transfer-materials', () =>
        problemAnswer(
          'insufficientStock',
          'not enough stock',
          [{ field: 'volumeM3', message: 'ledger.insufficient' }],
          {
            shortfall: {
              stockId: 1,
              item: 'Log jati A1',
              date: '2026-11-20',
              quantity: 'volumeM3',
              balance: '-5.0000',
            },
          },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    // Within what the stock holds today, so the form sends it; the day it is dated on was short.
    await sendTransfer(canvasElement, '15');
    // The refusal names the item, the day and the balance, and the volume says why; nothing typed is lost.
    await expect(
      await screen.findByText(/Log jati A1: saldo akan menjadi -5,0000 m³ pada akhir 20 November 2026/),
    ).toBeVisible();
    await expect(screen.getByRole('textbox', { name: /Volume/ })).toHaveAccessibleDescription(
      expect.stringContaining('Stok tidak cukup pada tanggal tersebut'),
    );
    await expect(screen.getByRole('textbox', { name: /Volume/ })).toHaveValue('15');
    await expect(screen.getByRole('combobox', { name: /Dari stok/ })).toHaveValue('RM-JATI-A1 – Log jati A1');
  },
};

/** The transfers sent (`NewOverStockNotSent` sends none). */
const transfersSent = fn();

/** More than the stock holds today is not sent: the volume says how much there is. */
export const NewOverStockNotSent: StoryObj<typeof DocumentFormPage> = {
  render: (args) => <DocumentFormPage {...args} />,
  args: { kind: 'transferMaterial', scope: 'unit', authorities: UNIT_ADMIN, onSaved: fn() },
  beforeEach({ msw }) {
    transfersSent.mockClear();
    msw.use(
      http.post('*/api/transfer-materials', () => {
        transfersSent();
        return problemAnswer('insufficientStock', 'not enough stock');
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await sendTransfer(canvasElement, '25');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Volume/ })).toHaveAccessibleDescription(
        expect.stringContaining('Melebihi saldo stok: 20,0000 m³.'),
      ),
    );
    await expect(transfersSent).not.toHaveBeenCalled();
  },
};

export const Edit: StoryObj<typeof DocumentFormPage> = {
  render: (args) => <DocumentFormPage {...args} />,
  args: { kind: 'transferMaterial', scope: 'unit', id: 1, authorities: UNIT_ADMIN, onSaved: fn() },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const volume = await screen.findByRole('textbox', { name: /Volume/ });
    await waitFor(() => expect(volume).toHaveValue('4,5000'));
    await expect(await screen.findByRole('combobox', { name: /Ke unit usaha/ })).toHaveValue(
      'JJF-02 – Gudang Kalinyamatan',
    );
  },
};
