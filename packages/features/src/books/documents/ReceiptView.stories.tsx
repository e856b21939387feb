import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { screenParameters, withTexts } from '../../i18n/stories.tsx';
import {
  expectHeaderFacts,
  expectPanelBeside,
  expectPanelBelow,
  expectTitle,
  PHONE,
  trailEvents,
  WIDE,
} from '../../resource-screens/view-stories-support.ts';
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
    // The header: the receipt's number under its kind, its state, its date, supplier and quantities.
    await expectTitle(canvasElement, 'Penerimaan Kayu PNR/JJF-01/2026/11/0001', 'Dibukukan');
    await expectHeaderFacts(canvasElement, {
      'Tanggal penerimaan': '10 November 2026',
      Pemasok: 'UD Jati Makmur',
      'Volume (m³)': '12,5000',
      'Jumlah batang/keping': '48 batang',
    });
    // Cancel is offered (the server allows it); a receipt is never edited nor deleted.
    await expect(screen.getByRole('button', { name: 'Batalkan penerimaan' })).toBeVisible();
    await expect(screen.queryByRole('link', { name: 'Ubah' })).toBeNull();
    await expect(screen.queryByRole('button', { name: 'Hapus' })).toBeNull();
    // What the header says is not repeated below it; the rest is.
    const receipt = screen.getByRole('region', { name: 'Penerimaan' });
    await expect(within(receipt).queryByText('PNR/JJF-01/2026/11/0001')).toBeNull();
    await expect(await within(receipt).findByText('Log jati A1')).toBeVisible();
    // The certificate as it stood when the receipt was posted.
    const document = screen.getByRole('region', { name: 'Dokumen Angkutan dan asal' });
    await expect(within(document).getByText('SLK-0417/2024')).toBeVisible();
    await expect(within(document).getByText('30 Juni 2030')).toBeVisible();
    // The ledger entry it posted.
    const entries = await screen.findByRole('table', { name: /Catatan buku stok dokumen ini/ });
    await expect(await within(entries).findByText('Penerimaan dari pemasok')).toBeVisible();
    await expect(within(entries).getByText('12,5000')).toBeVisible();
    // Beside it: the supplier, its certificate on the supplier's page, the item's stock card.
    const related = screen.getByRole('region', { name: 'Terkait' });
    await expect(within(related).getByRole('link', { name: 'UD Jati Makmur' })).toHaveAttribute(
      'href',
      '/app/business-unit-import/supplier/1/view',
    );
    await expect(within(related).getByRole('link', { name: 'SLK-0417/2024' })).toHaveAttribute(
      'href',
      '/app/business-unit-import/supplier/1/view?record=1',
    );
    await expect(within(related).getByText('Berlaku sampai 30 Juni 2030')).toBeVisible();
    const card = await within(related).findByRole('link', { name: 'Buka kartu stok barang ini' });
    await expect(card).toHaveAttribute('href', '/app/business-unit-material/stock-raw-material/1/card');
    await expect(within(related).getByText('RM-JATI-A1 – Log jati A1')).toBeVisible();
    // Its history: created, by whom and when, in the reader's format; nothing changed since.
    await expect(trailEvents(canvasElement, 'Riwayat')).toEqual([
      'Dibuatoleh unitadmin · 10 November 2026 pukul 09.15',
    ]);
  },
};

/** At 1440 px the related records and the history stand beside the receipt. */
export const PostedOnAWideScreen: Story = {
  ...Posted,
  globals: WIDE,
  play: async (context) => {
    await Posted.play?.(context);
    await expectPanelBeside(context.canvasElement, 'Penerimaan', 'Terkait');
  },
};

/** On a phone they come under it, after the ledger entries. */
export const PostedOnAPhone: Story = {
  ...Posted,
  globals: PHONE,
  play: async (context) => {
    await Posted.play?.(context);
    await expectPanelBelow(context.canvasElement, 'Penerimaan', 'Terkait');
    const entries = within(context.canvasElement).getByRole('table', { name: /Catatan buku stok/ });
    await expect(entries.getBoundingClientRect().bottom).toBeLessThan(
      within(context.canvasElement).getByRole('region', { name: 'Terkait' }).getBoundingClientRect().top,
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
    await expectTitle(canvasElement, 'Penerimaan Kayu PNR/JJF-01/2026/11/0002', 'Dibatalkan');
    await expect(screen.queryByRole('button', { name: 'Batalkan penerimaan' })).toBeNull();
    // From a sub-contractor: named as such, once.
    await expectHeaderFacts(canvasElement, {
      'Tanggal penerimaan': '12 November 2026',
      Subkontraktor: 'CV Ukir Mulia',
      'Volume (m³)': '1,2500',
      'Jumlah batang/keping': '1.250 PCS',
    });
    // Who cancelled it, when and why; the cancellation is its last change, not said twice.
    await expect(trailEvents(canvasElement, 'Riwayat')).toEqual([
      'Dibuatoleh unitadmin · 10 November 2026 pukul 09.15',
      'Dibatalkanoleh unitadmin · 13 November 2026 pukul 09.30Alasan: Jumlah batang salah ketik',
    ]);
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
    await expectTitle(canvasElement, 'Penerimaan Kayu PNR/JJF-01/2026/11/0001', 'Dibatalkan');
    await expect(screen.getByText('Penerimaan PNR/JJF-01/2026/11/0001 dibatalkan.')).toBeVisible();
    await waitFor(() =>
      expect(trailEvents(canvasElement, 'Riwayat')).toEqual([
        'Dibuatoleh unitadmin · 10 November 2026 pukul 09.15',
        'Dibatalkanoleh unitadmin · 20 November 2026 pukul 10.15Alasan: Nomor dokumen angkut salah',
      ]),
    );
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
    await expectTitle(canvasElement, 'Penerimaan Kayu PNR/JJF-01/2026/11/0001', 'Dibukukan');
    await expect(await screen.findByRole('link', { name: 'Buka kartu stok barang ini' })).toBeVisible();
  },
};

/** What the stories' cancellations sent. */
const sent: Record<string, unknown>[] = [];

/** Somebody else cancelled the receipt after this page was read: the step was sent from the state shown. */
export const CancelledMeanwhile: Story = {
  beforeEach({ msw }) {
    installImports(msw);
    msw.use(
      http.post('*/api/import-materials/1/cancel', async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>);
        return problemAnswer(
          'staleState',
          'This import-material changed since it was read: it is cancelled now.',
          [],
          { currentState: 'CANCELLED' },
        );
      }),
    );
  },
  play: async ({ canvasElement }) => {
    sent.length = 0;
    const screen = within(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Batalkan penerimaan' }));
    const dialog = await shownDialog('alertdialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Alasan/ }), 'Dobel');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batalkan penerimaan' }));
    await expect(
      await screen.findByText(
        'PNR/JJF-01/2026/11/0001 sudah berubah sejak halaman ini menampilkannya: halaman kini menampilkannya seperti sekarang. Periksa lagi, lalu pilih langkahnya kembali bila masih berlaku.',
      ),
    ).toBeVisible();
    // The step said which state it was taken from.
    await expect(sent).toEqual([{ reason: 'Dobel', seenStatus: 'POSTED' }]);
  },
};
export const PostedInEnglish: Story = {
  globals: { locale: 'en' },
  beforeEach({ msw }) {
    installImports(msw);
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expectTitle(canvasElement, 'Timber receipt PNR/JJF-01/2026/11/0001', 'Posted');
    await expectHeaderFacts(canvasElement, {
      'Receipt date': 'November 10, 2026',
      Supplier: 'UD Jati Makmur',
      'Volume (m³)': '12.5000',
      Pieces: '48',
    });
    await expect(screen.getByRole('button', { name: 'Cancel the receipt' })).toBeVisible();
    await expect(trailEvents(canvasElement, 'History')).toEqual([
      'Createdby unitadmin · November 10, 2026 at 9:15 AM',
    ]);
    await expect(
      within(screen.getByRole('region', { name: 'Related' })).getByText('Valid until June 30, 2030'),
    ).toBeVisible();
    const entries = await screen.findByRole('table', { name: /Ledger entries of this document/ });
    await expect(await within(entries).findByText('Receipt from supplier')).toBeVisible();
    await expect(await screen.findByRole('link', { name: 'Open the stock card of the item' })).toBeVisible();
  },
};
