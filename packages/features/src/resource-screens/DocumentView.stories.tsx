import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { screenParameters, withTexts } from '../i18n/stories.tsx';
import { draftReceipt, installReceipts, type Receipt, receiptScreen } from './document-stories-support.tsx';
import { ResourceView } from './ResourceView.tsx';
import { serverError } from './stories-support.tsx';
import {
  expectHeaderFacts,
  expectPanelBeside,
  expectPanelBelow,
  expectTitle,
  PHONE,
  trailEvents,
  WIDE,
} from './view-stories-support.ts';
import { shownDialog } from '@vlegal/ui/shownDialog';

const meta = {
  title: 'features/resource-screens/DocumentView',
  component: ResourceView,
  decorators: [withTexts],
  args: { config: receiptScreen, id: 1, basePath: '/app/receipts', onDeleted: fn() },
  parameters: screenParameters,
} satisfies Meta<typeof ResourceView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Who wrote the receipt and who changed it last, as every record of the books keeps it. */
const audited = {
  ...draftReceipt,
  createdBy: 'unitadmin',
  createdDate: '2026-03-02T01:00:00Z',
  lastModifiedBy: 'admin',
  lastModifiedDate: '2026-03-03T08:30:00Z',
};

export const AllowedActions: Story = {
  beforeEach({ msw }) {
    installReceipts(msw, [audited]);
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    // The header: the number under the kind, its state, its date; the steps the server allows.
    await expectTitle(canvasElement, 'Penerimaan Kayu PNR-2026-0001', 'Konsep');
    await expectHeaderFacts(canvasElement, { 'Tanggal terima': '2 Maret 2026' });
    // The row allows submit and cancel: those steps show, and neither approve nor edit nor delete.
    await expect(await screen.findByRole('button', { name: 'Ajukan' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Batalkan' })).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Setujui' })).toBeNull();
    await expect(screen.queryByRole('link', { name: 'Ubah' })).toBeNull();
    await expect(screen.queryByRole('button', { name: 'Hapus' })).toBeNull();
    // Sections, the status through its cell, and the lines in the reader's number format.
    const transport = screen.getByRole('region', { name: 'Pengangkutan' });
    await expect(await within(transport).findByText('Truk')).toBeVisible();
    await expect(screen.getByText('Konsep')).toBeVisible();
    const lines = screen.getByRole('table', { name: 'Rincian kayu' });
    await expect(await within(lines).findByText('Tectona grandis')).toBeVisible();
    await expect(within(lines).getByText('12,5')).toBeVisible();
    await expect(await within(lines).findByText('Falcataria moluccana')).toBeVisible();
    // Its history: created, then changed by someone else.
    await expect(trailEvents(canvasElement, 'Riwayat')).toEqual([
      'Dibuatoleh unitadmin · 2 Maret 2026 pukul 08.00',
      'Terakhir diubaholeh admin · 3 Maret 2026 pukul 15.30',
    ]);
  },
};

export const AllowedActionsOnAWideScreen: Story = {
  ...AllowedActions,
  globals: WIDE,
  play: async (context) => {
    await AllowedActions.play?.(context);
    await expectPanelBeside(context.canvasElement, 'Dokumen', 'Riwayat');
  },
};

export const AllowedActionsOnAPhone: Story = {
  ...AllowedActions,
  globals: PHONE,
  play: async (context) => {
    await AllowedActions.play?.(context);
    await expectPanelBelow(context.canvasElement, 'Dokumen', 'Riwayat');
  },
};

export const NoActionsAllowed: Story = {
  beforeEach({ msw }) {
    installReceipts(msw, [
      {
        ...audited,
        status: 'CANCELLED',
        allowedActions: [],
        cancelledBy: 'admin',
        cancelledDate: '2026-03-04T02:00:00Z',
        cancelReason: 'Dokumen ganda',
      } as Receipt,
    ]);
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expectTitle(canvasElement, 'Penerimaan Kayu PNR-2026-0001', 'Dibatalkan');
    // Who cancelled it, when and why: the last change is the cancellation, not said twice.
    await expect(trailEvents(canvasElement, 'Riwayat')).toEqual([
      'Dibuatoleh unitadmin · 2 Maret 2026 pukul 08.00',
      'Dibatalkanoleh admin · 4 Maret 2026 pukul 09.00Alasan: Dokumen ganda',
    ]);
    // No step, no edit, no delete: the only way on is back to the list.
    await expect(screen.queryAllByRole('button')).toHaveLength(0);
    await expect(screen.getAllByRole('link')).toHaveLength(1);
    await expect(screen.getByRole('link', { name: 'Kembali ke daftar' })).toBeVisible();
  },
};

export const CancelAfterConfirming: Story = {
  beforeEach({ msw }) {
    installReceipts(msw);
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Batalkan' }));
    const dialog = await shownDialog('alertdialog', 'Batalkan');
    await expect(
      within(dialog).getByText('Penerimaan PNR-2026-0001 akan dibatalkan dan tidak dapat diajukan lagi.'),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batalkan' }));
    // The server moved the row on: it shows its new state and allows nothing more.
    // The sentence is written for the step, not assembled from its button.
    await expect(await screen.findByText(/^Penerimaan .* dibatalkan\.$/)).toBeVisible();
    await expect(await screen.findByText('Dibatalkan')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Ajukan' })).toBeNull());
    await expect(screen.queryByRole('button', { name: 'Batalkan' })).toBeNull();
  },
};

export const StepFailed: Story = {
  beforeEach({ msw }) {
    installReceipts(msw);
    msw.use(http.post('*/api/receipts/:id/submit', () => serverError()));
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Ajukan' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Ajukan gagal. Silakan coba lagi.');
    // The row is read again and still allows what it allowed.
    await expect(screen.getByText('Konsep')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Ajukan' })).toBeVisible();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  beforeEach({ msw }) {
    installReceipts(msw);
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('button', { name: 'Cancel receipt' })).toBeVisible();
    await expect(screen.getByText('March 2, 2026')).toBeVisible();
    await expect(screen.getByText('Draft')).toBeVisible();
    await expect(within(screen.getByRole('table', { name: 'Timber lines' })).getByText('3.25')).toBeVisible();
  },
};
