import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, userEvent, within } from 'storybook/test';
import { screenParameters, withTexts } from '../../i18n/stories.tsx';
import { DocumentViewPage } from './DocumentPages.tsx';
import { installCancellation, installImports, problemAnswer, UNIT_ADMIN } from './stories-support.ts';
import { shownDialog } from '@vlegal/ui/shownDialog';

const PATH = '/app/business-unit-import/import-material/1/view';

const meta = {
  title: 'features/books/import/ReceiptView',
  component: DocumentViewPage,
  decorators: [withTexts],
  args: {
    kind: 'importMaterial',
    scope: 'unit',
    id: 1,
    path: PATH,
    search: {},
    authorities: UNIT_ADMIN,
    onSearchChange: fn(),
    onNavigate: fn(),
    onDeleted: fn(),
  },
  parameters: screenParameters,
} satisfies Meta<typeof DocumentViewPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Posted: Story = {
  beforeEach({ msw }) {
    installImports(msw);
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Rincian Penerimaan Kayu' }),
    ).toBeVisible();
    await expect(await screen.findByText('Dibukukan')).toBeVisible();
    // Cancel is offered (the server allows it); a receipt is never edited nor deleted.
    await expect(screen.getByRole('button', { name: 'Batalkan penerimaan' })).toBeVisible();
    await expect(screen.queryByRole('link', { name: 'Ubah' })).toBeNull();
    await expect(screen.queryByRole('button', { name: 'Hapus' })).toBeNull();
    // The certificate as it stood when the receipt was posted.
    const document = screen.getByRole('region', { name: 'Dokumen Angkutan dan asal' });
    await expect(within(document).getByText('SLK-0417/2024')).toBeVisible();
    await expect(within(document).getByText('30 Juni 2030')).toBeVisible();
    // The ledger entry it posted, and the way to the item's stock card.
    const entries = await screen.findByRole('table', { name: /Catatan buku stok dokumen ini/ });
    await expect(await within(entries).findByText('Penerimaan dari pemasok')).toBeVisible();
    await expect(within(entries).getByText('12,5000')).toBeVisible();
    await expect(await screen.findByRole('link', { name: 'Buka kartu stok barang ini' })).toHaveAttribute(
      'href',
      '/app/business-unit-material/stock-raw-material/1/card',
    );
  },
};

export const Cancelled: Story = {
  args: { id: 2, path: '/app/business-unit-import/import-material/2/view' },
  beforeEach({ msw }) {
    installImports(msw);
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText('Dibatalkan')).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Batalkan penerimaan' })).toBeNull();
    // Who cancelled it, when and why.
    await expect(
      screen.getByText(/Dibatalkan oleh unitadmin pada .*\. Alasan: Jumlah batang salah ketik/),
    ).toBeVisible();
    // The entry and its reversal, which reads as one, with the reason.
    const entries = await screen.findByRole('table', { name: /Catatan buku stok dokumen ini/ });
    await expect(await within(entries).findByText('Masuk')).toBeVisible();
    await expect(within(entries).getByText('Keluar')).toBeVisible();
    await expect(within(entries).getByText(/^Pembatalan — /)).toBeVisible();
    await expect(within(entries).getByText('Alasan pembatalan: Jumlah batang salah ketik')).toBeVisible();
    await expect(await screen.findByRole('link', { name: 'Buka kartu stok barang ini' })).toBeVisible();
  },
};

export const CancelAfterConfirming: Story = {
  beforeEach({ msw }) {
    installImports(msw);
    installCancellation(msw);
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Batalkan penerimaan' }));
    const dialog = await shownDialog('alertdialog', 'Batalkan penerimaan');
    await expect(
      within(dialog).getByText(
        /Batalkan penerimaan PNR\/JJF-01\/2026\/11\/0001\? Jumlahnya dikeluarkan lagi/,
      ),
    ).toBeVisible();
    // Not without a reason: the dialog says so and sends nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batalkan penerimaan' }));
    await expect(within(dialog).getByText('Kolom ini wajib diisi.')).toBeVisible();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Alasan/ }),
      'Nomor dokumen angkut salah',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batalkan penerimaan' }));
    await expect(await screen.findByText('Dibatalkan')).toBeVisible();
    await expect(screen.getByText('Penerimaan PNR/JJF-01/2026/11/0001 dibatalkan.')).toBeVisible();
    await expect(
      await screen.findByText(/Dibatalkan oleh unitadmin pada .*\. Alasan: Nomor dokumen angkut salah/),
    ).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Batalkan penerimaan' })).toBeNull();
    await expect(await screen.findByRole('link', { name: 'Buka kartu stok barang ini' })).toBeVisible();
  },
};

export const CancelRefusedForStock: Story = {
  beforeEach({ msw }) {
    installImports(msw);
    msw.use(
      http.post('*/api/import-materials/1/cancel', () =>
        problemAnswer(
          'insufficientStock',
          'The balance of Log jati A1 would be -3.5000 m³ at the end of 2026-11-14: not enough stock.',
          [],
          {
            shortfall: {
              stockId: 1,
              item: 'Log jati A1',
              date: '2026-11-14',
              quantity: 'volumeM3',
              balance: '-3.5000',
            },
          },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Batalkan penerimaan' }));
    const dialog = await shownDialog('alertdialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Alasan/ }), 'Salah input');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batalkan penerimaan' }));
    await expect(
      await screen.findByText(
        'Penerimaan tidak dapat dibatalkan: stok akan kurang. Log jati A1: saldo akan menjadi -3,5000 m³ pada akhir 14 November 2026.',
      ),
    ).toBeVisible();
    await expect(screen.getByText('Dibukukan')).toBeVisible();
    await expect(await screen.findByRole('link', { name: 'Buka kartu stok barang ini' })).toBeVisible();
  },
};

export const PostedInEnglish: Story = {
  globals: { locale: 'en' },
  beforeEach({ msw }) {
    installImports(msw);
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Timber receipt details' }),
    ).toBeVisible();
    await expect(await screen.findByText('Posted')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Cancel the receipt' })).toBeVisible();
    const entries = await screen.findByRole('table', { name: /Ledger entries of this document/ });
    await expect(await within(entries).findByText('Receipt from supplier')).toBeVisible();
    await expect(await screen.findByRole('link', { name: 'Open the stock card of the item' })).toBeVisible();
  },
};
