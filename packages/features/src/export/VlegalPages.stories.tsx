import type { Meta, StoryObj } from '@storybook/react-vite';
import { shownDialog } from '@vlegal/ui/shownDialog';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  DocumentFormPage,
  DocumentListPage,
  type DocumentListPageProps,
  DocumentViewPage,
} from '../books/documents/DocumentPages.tsx';
import { ADMIN, problemAnswer } from '../books/documents/stories-support.ts';
import { screenParameters, withTexts } from '../i18n/stories.tsx';
import type { ListSearch } from '../resource-screens/listSearch.ts';
import { withAddressState } from '../resource-screens/stories-support.tsx';
import { expectHeaderFacts, expectTitle } from '../resource-screens/view-stories-support.ts';
import { decisionRequests, installVlegals, pdfRequests } from './stories-support.ts';
import { checklistWith, draftVlegal, EXPORTER, submittedVlegal, VERIFICATOR } from './stories-vlegal-rows.ts';

/**
 * A unit's V-Legal applications (business-unit-export/vlegal), the verificators' queue and review
 * (verification/vlegal-approval) and the administrators' mirror (admin-export/vlegal-admin).
 */
const meta = {
  title: 'features/export/Vlegal',
  component: DocumentListPage,
  decorators: [withTexts],
  args: {
    kind: 'vlegal',
    scope: 'unit',
    search: {},
    authorities: EXPORTER,
    onSearchChange: fn(),
    onNavigate: fn(),
  },
  parameters: screenParameters,
  beforeEach({ msw }) {
    installVlegals(msw);
  },
} satisfies Meta<typeof DocumentListPage>;
export default meta;
type Story = StoryObj<typeof meta>;
type ViewStory = StoryObj<typeof DocumentViewPage>;

const body = () => within(document.body);

/** The view of an application, as the exporter reads it on the unit's pages. */
const view = (id: number, scope: 'unit' | 'review' = 'unit') => ({
  kind: 'vlegal' as const,
  scope,
  id,
  path:
    scope === 'unit'
      ? `/app/business-unit-export/vlegal/${id}/view`
      : `/app/verification/vlegal-approval/${id}/view`,
  search: {},
  authorities: scope === 'unit' ? EXPORTER : VERIFICATOR,
  onSearchChange: fn(),
  onNavigate: fn(),
  onDeleted: fn(),
});

export const List: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 1, name: 'Dokumen V-Legal' })).toBeVisible();
    const table = await screen.findByRole('table');
    const draft = (await within(table).findByText('VL/JJF-01/2026/11/0003')).closest('tr')!;
    await expect(within(draft).getByText('Konsep')).toBeVisible();
    await expect(await within(draft).findByText('Gartenmöbel Hoffmann GmbH')).toBeVisible();
    await expect(within(draft).getByText('3,6000')).toBeVisible();
    const approved = within(table).getByText('VL/JJF-01/2026/10/0007').closest('tr')!;
    await expect(within(approved).getByText('26.00012-00417.003-ID-DE')).toBeVisible();
    await expect(within(approved).getByText('Disetujui')).toBeVisible();
    await expect(within(table).getByText('Ditolak')).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Tambah V-Legal' })).toHaveAttribute(
      'href',
      '/app/business-unit-export/vlegal/new',
    );
    // The status is a filter, beside the importer and the destination; the source of a copy is none.
    await expect(screen.getByRole('combobox', { name: 'Importir' })).toBeVisible();
    await expect(screen.queryByRole('textbox', { name: 'Disalin dari' })).toBeNull();
    // The column of the same name sorts; the filter is the one that opens a list.
    const filter = screen
      .getAllByRole('button', { name: /Status/ })
      .find((button) => button.getAttribute('aria-haspopup') === 'listbox');
    await userEvent.click(filter!);
    await userEvent.click(await body().findByRole('option', { name: 'Ditolak' }));
    await waitFor(() =>
      expect(args.onSearchChange).toHaveBeenCalledWith(expect.objectContaining({ status: 'REJECTED' })),
    );
  },
};

export const ListInEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 1, name: 'V-Legal documents' })).toBeVisible();
    const table = await screen.findByRole('table');
    await expect(await within(table).findByText('Submitted')).toBeVisible();
    await expect(within(table).getByText('3.6000')).toBeVisible();
  },
};

/**
 * The new form: the shipment and the invoice in their sections, the attachments, and the lines taken from
 * the unit's product stocks, each offered with what it has available; the totals follow the lines typed.
 */
export const New: StoryObj<typeof DocumentFormPage> = {
  render: (args) => <DocumentFormPage {...args} />,
  args: { kind: 'vlegal', scope: 'unit', authorities: EXPORTER, onSaved: fn() },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 1, name: 'Tambah V-Legal' })).toBeVisible();
    for (const section of ['Permohonan', 'Pengapalan', 'Invoice dan packing list', 'Lampiran', 'Jumlah'])
      await expect(screen.getByRole('group', { name: section })).toBeVisible();
    // The licence's number and dates are the server's: nothing to type.
    await expect(screen.queryByRole('group', { name: 'Lisensi V-Legal' })).toBeNull();
    await userEvent.click(screen.getByRole('combobox', { name: 'Stok produk, baris 1' }));
    await userEvent.paste('jati');
    const options = await body().findByRole('listbox');
    await expect(
      await within(options).findByRole('option', { name: 'PRD-MEJA – Meja makan jati' }),
    ).toHaveTextContent('Tersedia 12,5000 m³ dari saldo 20,0000 m³');
    await expect(
      within(options).getByRole('option', { name: 'PRD-KURSI – Kursi taman jati' }),
    ).toHaveTextContent('Tersedia 8,0000 m³');
    // Logs are no product: a V-Legal does not offer them.
    await expect(within(options).queryByRole('option', { name: /Log jati/ })).toBeNull();
    await userEvent.click(within(options).getByRole('option', { name: /Meja makan jati/ }));
    const live = screen.getByRole('status', { name: 'Jumlah dari baris yang diisi' });
    await userEvent.click(screen.getByRole('textbox', { name: 'Volume (m³), baris 1' }));
    await userEvent.paste('2,4');
    await userEvent.click(screen.getByRole('textbox', { name: 'Nilai, baris 1' }));
    await userEvent.paste('9600');
    await expect(within(live).getByText('2,4000')).toBeVisible();
    await expect(within(live).getByText('9.600,00')).toBeVisible();
  },
};

/** A draft, as the exporter reads it: its totals and lines, and the steps the server allows on it. */
export const DraftView: ViewStory = {
  render: (args) => <DocumentViewPage {...args} />,
  args: view(1),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expectTitle(canvasElement, 'V-Legal VL/JJF-01/2026/11/0003', 'Konsep');
    await expectHeaderFacts(canvasElement, {
      'Tanggal permohonan': '21 November 2026',
      Importir: 'Gartenmöbel Hoffmann GmbH',
      'Total volume (m³)': '3,6000',
      'Total nilai': 'US$12.900,00',
    });
    const lines = await screen.findByRole('table', { name: 'Barang' });
    await expect(await within(lines).findByText('PRD-MEJA – Meja makan jati')).toBeVisible();
    await expect(within(lines).getByText('9.600,00')).toBeVisible();
    const totals = screen.getByRole('region', { name: 'Jumlah' });
    await expect(within(totals).getByText('2.060,00')).toBeVisible();
    // No licence yet, nor entries in the stock books; nobody submitted or decided it.
    await expect(screen.queryByRole('region', { name: 'Lisensi V-Legal' })).toBeNull();
    await expect(screen.queryByRole('region', { name: 'Verifikasi' })).toBeNull();
    await expect(screen.queryByRole('table', { name: /Catatan buku stok/ })).toBeNull();
    for (const name of ['Ajukan verifikasi', 'PDF draf', 'Hapus'])
      await expect(screen.getByRole('button', { name })).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Ubah' })).toBeVisible();
    // A verificator's steps are not the exporter's.
    await expect(screen.queryByRole('button', { name: 'Setujui' })).toBeNull();
    // The draft's PDF, to check before submitting.
    await userEvent.click(screen.getByRole('button', { name: 'PDF draf' }));
    await waitFor(() => expect(pdfRequests).toHaveBeenCalledWith({ id: 1 }));
  },
};

export const DraftViewInEnglish: ViewStory = {
  ...DraftView,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expectTitle(canvasElement, 'V-Legal VL/JJF-01/2026/11/0003', 'Draft');
    await expectHeaderFacts(canvasElement, {
      'Application date': 'November 21, 2026',
      Importer: 'Gartenmöbel Hoffmann GmbH',
      'Total volume (m³)': '3.6000',
      'Total value': '$12,900.00',
    });
    for (const name of ['Submit for verification', 'Draft PDF', 'Delete'])
      await expect(await screen.findByRole('button', { name })).toBeVisible();
    await expect(screen.getByRole('region', { name: 'Shipment' })).toBeVisible();
  },
};

/** Submitted after a confirmation: the stock is held, and the application waits for a verificator. */
export const Submit: ViewStory = {
  render: (args) => <DocumentViewPage {...args} />,
  args: view(1),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Ajukan verifikasi' }));
    const dialog = await shownDialog('alertdialog', 'Ajukan verifikasi');
    await expect(within(dialog).getByText(/Stok setiap barisnya dicadangkan/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ajukan verifikasi' }));
    await expectTitle(canvasElement, 'V-Legal VL/JJF-01/2026/11/0003', 'Diajukan');
    // Said once the page read again what the step changed, its checklist too.
    await expect(
      await screen.findByText('Permohonan VL/JJF-01/2026/11/0003 diajukan untuk verifikasi.'),
    ).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Ajukan verifikasi' })).toBeNull();
    await expect(screen.queryByRole('link', { name: 'Ubah' })).toBeNull();
  },
};

/** The server names what the application lacks: each field with its reason. */
export const SubmitRefused: ViewStory = {
  render: (args) => <DocumentViewPage {...args} />,
  args: view(1),
  beforeEach({ msw }) {
    installVlegals(msw);
    msw.use(
      http.post('*/api/vlegals/submit-verification/1', () =>
        problemAnswer('constraintViolation', 'The application is not ready to be verified.', [
          { field: 'applicationLetterFile', message: 'vlegal.attachment' },
          { field: 'estimatedShipmentDate', message: 'vlegal.shipmentPast' },
        ]),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Ajukan verifikasi' }));
    const dialog = await shownDialog('alertdialog', 'Ajukan verifikasi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ajukan verifikasi' }));
    await expect(
      await screen.findByText(
        'Permohonan belum dapat diajukan. Surat permohonan: Lampirkan dokumen ini sebelum mengajukan. Perkiraan tanggal pengapalan (ETD): Tanggal pengapalan sudah lewat: isi perkiraan tanggal yang baru.',
      ),
    ).toBeVisible();
    await expectTitle(canvasElement, 'V-Legal VL/JJF-01/2026/11/0003', 'Konsep');
  },
};

/** The list with its address kept in the story, so that a unit picked shows its rows. */
const AddressedList = withAddressState<ListSearch, DocumentListPageProps>(DocumentListPage);

/** The verificators' queue: what awaits a decision, every unit's, the longest waiting first. */
export const Queue: Story = {
  args: { scope: 'review', authorities: VERIFICATOR },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'V-Legal menunggu verifikasi (semua unit)' }),
    ).toBeVisible();
    const table = await screen.findByRole('table');
    await expect(await within(table).findByText('VL/MLK-01/2026/11/0004')).toBeVisible();
    await expect(
      within(table)
        .getAllByText(/^VL\//)
        .map((cell) => cell.textContent),
    ).toEqual(['VL/MLK-01/2026/11/0004', 'VL/JJF-01/2026/11/0002']);
    await expect(await within(table).findByText('JJF-01 – Pabrik Tahunan')).toBeVisible();
    // Nothing to add here; the status is the queue's own.
    await expect(screen.queryByRole('link', { name: /^Tambah/ })).toBeNull();
    await expect(screen.queryByRole('button', { name: /Status/ })).toBeNull();
  },
};

/** A unit picked: its queue alone, kept in the address with the queue's status. */
export const QueueOfOneUnit: Story = {
  render: (args) => <AddressedList {...args} />,
  args: { scope: 'review', authorities: VERIFICATOR },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText('VL/MLK-01/2026/11/0004')).toBeVisible();
    const unit = screen.getByRole('combobox', { name: 'Unit usaha' });
    await userEvent.type(unit, 'JJF');
    await userEvent.click(await body().findByRole('option', { name: 'JJF-01 – Pabrik Tahunan' }));
    await waitFor(() =>
      expect(args.onSearchChange).toHaveBeenCalledWith(
        expect.objectContaining({ businessUnitId: '1', status: 'SUBMITTED' }),
      ),
    );
    // One unit's queue: its rows, without the column naming each row's unit.
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'V-Legal menunggu verifikasi' }),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByText('VL/MLK-01/2026/11/0004')).toBeNull());
    await expect(screen.getByText('VL/JJF-01/2026/11/0002')).toBeVisible();
  },
};

/** An application awaiting a decision, as the verificator reviews it: approve or reject, nothing else. */
export const Review: ViewStory = {
  render: (args) => <DocumentViewPage {...args} />,
  args: view(2, 'review'),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expectTitle(canvasElement, 'V-Legal VL/JJF-01/2026/11/0002', 'Diajukan');
    await expectHeaderFacts(canvasElement, {
      'Tanggal permohonan': '18 November 2026',
      Importir: 'Yamato Interior K.K.',
      'Total volume (m³)': '7,5000',
      'Total nilai': 'US$30.000,00',
    });
    const verification = screen.getByRole('region', { name: 'Verifikasi' });
    await expect(within(verification).getByText('eksportir')).toBeVisible();
    for (const name of ['Setujui', 'Tolak', 'PDF draf'])
      await expect(screen.getByRole('button', { name })).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Ajukan verifikasi' })).toBeNull();
    await expect(screen.queryByRole('link', { name: 'Ubah' })).toBeNull();
    await expect(screen.getByRole('link', { name: /Kembali ke daftar/ })).toHaveAttribute(
      'href',
      '/app/verification/vlegal-approval',
    );
    // The exporter's buyer and stock pages are not the verificator's.
    await expect(screen.queryByRole('region', { name: 'Terkait' })).toBeNull();
  },
};

export const ReviewInEnglish: ViewStory = {
  ...Review,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expectTitle(canvasElement, 'V-Legal VL/JJF-01/2026/11/0002', 'Submitted');
    for (const name of ['Approve', 'Reject', 'Draft PDF'])
      await expect(await screen.findByRole('button', { name })).toBeVisible();
  },
};

/**
 * Approved with the checklist: the boxes the verificator ticked and the server's outcomes go with the
 * decision on the pending approval; numbered and issued at once, its stock exported.
 */
export const Approve: ViewStory = {
  render: (args) => <DocumentViewPage {...args} />,
  args: view(2, 'review'),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const checklist = await screen.findByRole('region', { name: 'Daftar periksa verifikasi' });
    for (const name of ['Invoice dan packing list', 'Kode HS', 'Pemohon'])
      await userEvent.click(await within(checklist).findByRole('checkbox', { name }));
    await userEvent.click(await screen.findByRole('button', { name: 'Setujui' }));
    const dialog = await shownDialog('alertdialog', 'Setujui');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Setujui' }));
    await expectTitle(canvasElement, 'V-Legal 26.00018-00417.003-ID-JP', 'Disetujui');
    await expect(decisionRequests).toHaveBeenCalledWith('approved', {
      id: 1,
      seenStatus: 'SUBMITTED',
      certificateValid: true,
      unitValid: true,
      documentsConsistent: true,
      hsCodeCorrect: true,
      speciesCorrect: true,
      stockSufficient: true,
      suppliersCovered: true,
      quantitiesPlausible: true,
    });
    await expect(await screen.findByText('Permohonan VL/JJF-01/2026/11/0002 disetujui.')).toBeVisible();
    // Decided, it is checked no more.
    await expect(screen.queryByRole('region', { name: 'Daftar periksa verifikasi' })).toBeNull();
    const licence = screen.getByRole('region', { name: 'Lisensi V-Legal' });
    await expect(within(licence).getByText('21 Maret 2027')).toBeVisible();
    await expect(within(licence).getByText('Dikirim ke SILK')).toBeVisible();
  },
};

/** A reason is required: the dialog says so and sends nothing. */
export const RejectNeedsAReason: ViewStory = {
  render: (args) => <DocumentViewPage {...args} />,
  args: view(2, 'review'),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Tolak' }));
    const dialog = await shownDialog('alertdialog', 'Tolak');
    await expect(within(dialog).getByText(/Cadangan stoknya dilepas/)).toBeVisible();
    const reason = within(dialog).getByRole('textbox', { name: /Alasan/ });
    await expect(reason).toHaveAccessibleDescription(
      'Ditampilkan kepada eksportir pada permohonannya, paling banyak 500 karakter.',
    );
    // Spaces are no reason.
    await userEvent.type(reason, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tolak' }));
    await expect(within(dialog).getByText('Kolom ini wajib diisi.')).toBeVisible();
    await expect(dialog).toBeVisible();
  },
};

/** Rejected with a reason: the exporter reads it on the application. */
export const Reject: ViewStory = {
  render: (args) => <DocumentViewPage {...args} />,
  args: view(2, 'review'),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Tolak' }));
    const dialog = await shownDialog('alertdialog', 'Tolak');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Alasan/ }),
      'Kode HS meja tidak sesuai dengan uraian barang.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tolak' }));
    await expectTitle(canvasElement, 'V-Legal VL/JJF-01/2026/11/0002', 'Ditolak');
    // The reason is the decision's note; the boxes left unticked say what was not found right.
    await expect(decisionRequests).toHaveBeenCalledWith(
      'rejected',
      expect.objectContaining({
        id: 1,
        note: 'Kode HS meja tidak sesuai dengan uraian barang.',
        hsCodeCorrect: false,
        certificateValid: true,
      }),
    );
    await expect(await screen.findByText('Permohonan VL/JJF-01/2026/11/0002 ditolak.')).toBeVisible();
    await expect(screen.getByText('Kode HS meja tidak sesuai dengan uraian barang.')).toBeVisible();
  },
};

/** The verificator who submitted it may not decide it: the server refuses, and the page says why. */
export const RejectRefusedToTheSubmitter: ViewStory = {
  render: (args) => <DocumentViewPage {...args} />,
  args: view(2, 'review'),
  beforeEach({ msw }) {
    installVlegals(msw);
    msw.use(
      // A verificator who also applies for the unit, and submitted this one.
      http.get('*/api/vlegals/2', () =>
        HttpResponse.json({ ...submittedVlegal, submittedBy: 'verifikator' }),
      ),
      http.post('*/api/vlegal-approvals-rejected', () =>
        problemAnswer('forbidden', 'You took the step before this one on this vlegal.', [], {
          message: 'error.workflow.makerChecker',
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Tolak' }));
    const dialog = await shownDialog('alertdialog', 'Tolak');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Alasan/ }), 'Invoice tidak terbaca.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tolak' }));
    await expect(
      await screen.findByText(
        'Anda sendiri yang mengajukan permohonan ini, jadi keputusannya harus diambil verifikator lain.',
      ),
    ).toBeVisible();
    await expectTitle(canvasElement, 'V-Legal VL/JJF-01/2026/11/0002', 'Diajukan');
  },
};

/** Decided by another verificator meanwhile: the step was sent from the state shown, and is refused. */
export const ApproveDecidedMeanwhile: ViewStory = {
  render: (args) => <DocumentViewPage {...args} />,
  args: view(2, 'review'),
  beforeEach({ msw }) {
    installVlegals(msw);
    // Another verificator rejected it first: read again, it is rejected with their reason.
    let rejected = false;
    msw.use(
      http.post('*/api/vlegal-approvals-approved', () => {
        rejected = true;
        return problemAnswer('staleState', 'This vlegal changed since it was read: it is rejected now.', [], {
          currentState: 'REJECTED',
        });
      }),
      http.get('*/api/vlegals/2', () =>
        rejected
          ? HttpResponse.json({
              ...submittedVlegal,
              status: 'REJECTED',
              decidedBy: 'verifikator2',
              decidedDate: '2026-11-21T04:05:00Z',
              rejectionNote: 'Sertifikat pemasok kayu tidak dilampirkan.',
              allowedActions: [],
            })
          : undefined,
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Setujui' }));
    const dialog = await shownDialog('alertdialog', 'Setujui');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Setujui' }));
    await expect(
      await screen.findByText(/^VL\/JJF-01\/2026\/11\/0002 sudah berubah sejak halaman ini menampilkannya/),
    ).toBeVisible();
    await expectTitle(canvasElement, 'V-Legal VL/JJF-01/2026/11/0002', 'Ditolak');
    await expect(screen.getByText('Sertifikat pemasok kayu tidak dilampirkan.')).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Setujui' })).toBeNull();
  },
};

/** Rejected: the verificator's reason stands above the application, which the exporter corrects. */
export const RejectedView: ViewStory = {
  render: (args) => <DocumentViewPage {...args} />,
  args: view(3),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expectTitle(canvasElement, 'V-Legal VL/JJF-01/2026/11/0001', 'Ditolak');
    const notice = screen.getByText('Alasan penolakan verifikator');
    await expect(notice.closest('[role="status"]')).toHaveTextContent(
      /Jumlah kursi di packing list \(40 buah\) tidak sama dengan permohonan \(60 buah\)/,
    );
    const verification = screen.getByRole('region', { name: 'Verifikasi' });
    await expect(within(verification).getByText('verifikator')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Ajukan verifikasi' })).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Ubah' })).toBeVisible();
    // Submitted once, it is deleted no more.
    await expect(screen.queryByRole('button', { name: 'Hapus' })).toBeNull();
  },
};

/** Approved: the licence's number heads it, with its dates, SILK's barcode, the export entry and its PDF. */
export const ApprovedView: ViewStory = {
  render: (args) => <DocumentViewPage {...args} />,
  args: view(4),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expectTitle(canvasElement, 'V-Legal 26.00012-00417.003-ID-DE', 'Disetujui');
    await expectHeaderFacts(canvasElement, {
      'Tanggal terbit': '3 November 2026',
      Importir: 'Gartenmöbel Hoffmann GmbH',
      'Total volume (m³)': '4,8000',
      'Total nilai': 'US$19.200,00',
    });
    const licence = screen.getByRole('region', { name: 'Lisensi V-Legal' });
    await expect(within(licence).getByText('3 Maret 2027')).toBeVisible();
    await expect(within(licence).getByText('Diterbitkan SILK')).toBeVisible();
    await expect(within(licence).getByText('VLID2600012004170003DE')).toBeVisible();
    const entries = await screen.findByRole('table', { name: /Catatan buku stok dokumen ini/ });
    await expect(await within(entries).findByText('Ekspor V-Legal')).toBeVisible();
    await expect(screen.queryByRole('link', { name: 'Ubah' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'PDF' }));
    await waitFor(() => expect(pdfRequests).toHaveBeenCalledWith({ id: 4 }));
  },
};

export const ApprovedViewInEnglish: ViewStory = {
  ...ApprovedView,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expectTitle(canvasElement, 'V-Legal 26.00012-00417.003-ID-DE', 'Approved');
    const licence = screen.getByRole('region', { name: 'V-Legal licence' });
    await expect(within(licence).getByText('March 3, 2027')).toBeVisible();
    await expect(within(licence).getByText('Issued by SILK')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'PDF' })).toBeVisible();
  },
};

/** The administrators' mirror: every unit's applications, read and corrected; none added here. */
export const AdminMirror: Story = {
  args: { scope: 'admin', authorities: ADMIN },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Dokumen V-Legal (semua unit)' }),
    ).toBeVisible();
    const table = await screen.findByRole('table');
    await expect(await within(table).findByText('VL/MLK-01/2026/11/0004')).toBeVisible();
    await expect(screen.getAllByRole('columnheader')[0]).toHaveTextContent('Unit usaha');
    await expect(screen.getByRole('combobox', { name: 'Unit usaha' })).toBeVisible();
    await expect(screen.queryByRole('link', { name: /^Tambah/ })).toBeNull();
  },
};

/** One unit picked in the mirror: still nothing to add, as an exporter applies for its own licence. */
export const AdminMirrorOneUnit: Story = {
  args: { scope: 'admin', authorities: ADMIN, search: { businessUnitId: '1' } },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const table = await screen.findByRole('table');
    await expect(await within(table).findByText('VL/JJF-01/2026/11/0003')).toBeVisible();
    await expect(within(table).queryByText('VL/MLK-01/2026/11/0004')).toBeNull();
    await expect(screen.getByRole('heading', { level: 1, name: 'Dokumen V-Legal' })).toBeVisible();
    await expect(screen.queryByRole('link', { name: /^Tambah/ })).toBeNull();
  },
};

/** The lines of the draft with the chairs' weight far above teak's: 1,150 kg for 1.2 m³. */
const heavyDraft = {
  ...draftVlegal,
  totalNetWeightKg: '2600.00',
  materials: draftVlegal.materials.map((line) =>
    line.lineNo === 2 ? { ...line, netWeightKg: '1150.00' } : line,
  ),
};

/**
 * The checklist of an application that holds, as the verificator reviews it: every computed check passed,
 * each with what was found; the three only a person makes are boxes to tick, sent with the decision.
 */
export const ChecklistAllPass: ViewStory = {
  render: (args) => <DocumentViewPage {...args} />,
  args: view(2, 'review'),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const checklist = await screen.findByRole('region', { name: 'Daftar periksa verifikasi' });
    const application = await within(checklist).findByRole('list', { name: 'Permohonan' });
    await expect(
      within(application).getByText(
        'S-LK SLK-0417/2024 berlaku sampai 30 Juni 2027, melewati tanggal pengapalan 10 Desember 2026.',
      ),
    ).toBeVisible();
    await expect(
      within(application).getByText('Dimuat di IDSRG (ID), dibongkar di JPTYO di negara tujuan (JP).'),
    ).toBeVisible();
    const line = within(checklist).getByRole('list', { name: 'Baris 1: Meja makan jati, 6 kursi' });
    // Outcomes are a symbol and a word, never a colour alone.
    await expect(within(line).getAllByText('Lulus')).toHaveLength(5);
    // What it holds itself counts as available to it.
    await expect(within(line).getByText('Tersedia 20,0000 m³ untuk 7,5000 m³.')).toBeVisible();
    await expect(within(line).getByText('603 kg/m³, dekat dengan 650 kg/m³ jenis kayunya.')).toBeVisible();
    await expect(
      within(line).getByText('Dipanen di ID, menurut penerimaan yang mengisi stoknya.'),
    ).toBeVisible();
    await expect(within(checklist).getAllByRole('checkbox')).toHaveLength(3);
    const hsCodes = within(checklist).getByRole('checkbox', { name: 'Kode HS' });
    await expect(hsCodes).toHaveAccessibleDescription(
      'Apakah kode HS 9403.60.90 sesuai dengan uraian barang?',
    );
    await userEvent.click(hsCodes);
    await expect(hsCodes).toBeChecked();
    await userEvent.click(within(checklist).getByRole('checkbox', { name: 'Invoice dan packing list' }));
  },
};

export const ChecklistAllPassInEnglish: ViewStory = {
  ...ChecklistAllPass,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const checklist = await screen.findByRole('region', { name: 'Verification checklist' });
    await expect(
      await within(checklist).findByText(
        'S-LK SLK-0417/2024 is valid until June 30, 2027, past the shipment date December 10, 2026.',
      ),
    ).toBeVisible();
    const line = within(checklist).getByRole('list', { name: 'Line 1: Meja makan jati, 6 kursi' });
    await expect(within(line).getAllByText('Passed')).toHaveLength(5);
    await expect(within(line).getByText('20.0000 m³ available for 7.5000 m³.')).toBeVisible();
    await expect(within(checklist).getAllByRole('checkbox')).toHaveLength(3);
    await expect(within(checklist).getAllByText('To check')).toHaveLength(3);
  },
};

/**
 * A warning, as the exporter reads it before submitting: the chairs weigh far more than teak of their
 * volume; the other checks passed. Nothing to tick for the exporter.
 */
export const ChecklistDensityWarning: ViewStory = {
  render: (args) => <DocumentViewPage {...args} />,
  args: view(1),
  beforeEach({ msw }) {
    installVlegals(msw);
    msw.use(
      http.get('*/api/vlegals/1', () => HttpResponse.json(heavyDraft)),
      http.get('*/api/vlegals/checklist/1', () =>
        HttpResponse.json(
          checklistWith(heavyDraft, [
            { key: 'density', lineNo: 2, outcome: 'WARN', values: { computed: '958', expected: '650' } },
          ]),
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const checklist = await screen.findByRole('region', { name: 'Daftar periksa verifikasi' });
    const chairs = await within(checklist).findByRole('list', { name: 'Baris 2: Kursi taman lipat jati' });
    await expect(within(chairs).getByText('Perhatian')).toBeVisible();
    await expect(
      within(chairs).getByText(
        '958 kg/m³ berbeda lebih dari 30 % dari 650 kg/m³ jenis kayunya: periksa berat dan volumenya.',
      ),
    ).toBeVisible();
    await expect(within(checklist).getAllByText('Perhatian')).toHaveLength(1);
    await expect(
      within(checklist).getByText(
        'Yang diperiksa verifikator, sesuai keadaan saat ini: perbaiki yang gagal sebelum mengajukan.',
        { exact: false },
      ),
    ).toBeVisible();
    // The verificator's checks are listed for the exporter to know, not to tick.
    await expect(within(checklist).queryAllByRole('checkbox')).toHaveLength(0);
    await expect(within(checklist).getAllByText('Periksa')).toHaveLength(3);
  },
};

export const ChecklistDensityWarningInEnglish: ViewStory = {
  ...ChecklistDensityWarning,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const checklist = await screen.findByRole('region', { name: 'Verification checklist' });
    const chairs = await within(checklist).findByRole('list', { name: 'Line 2: Kursi taman lipat jati' });
    await expect(within(chairs).getByText('Warning')).toBeVisible();
    await expect(
      within(chairs).getByText(
        "958 kg/m³ is more than 30 % away from the species' 650 kg/m³: check the weight and the volume.",
      ),
    ).toBeVisible();
  },
};

/** A failure: the unit's S-LK ends before the shipment, which the exporter sees before submitting. */
export const ChecklistCertificateFailure: ViewStory = {
  render: (args) => <DocumentViewPage {...args} />,
  args: view(1),
  beforeEach({ msw }) {
    installVlegals(msw);
    msw.use(
      http.get('*/api/vlegals/checklist/1', () =>
        HttpResponse.json(
          checklistWith(draftVlegal, [
            {
              key: 'certificate',
              outcome: 'FAIL',
              values: {
                reason: 'ENDS_BEFORE_SHIPMENT',
                number: 'SLK-0417/2024',
                expiry: '2026-12-01',
                shipmentDate: '2026-12-05',
              },
            },
          ]),
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const checklist = await screen.findByRole('region', { name: 'Daftar periksa verifikasi' });
    const application = await within(checklist).findByRole('list', { name: 'Permohonan' });
    await expect(within(application).getByText('Gagal')).toBeVisible();
    await expect(
      within(application).getByText(
        'S-LK SLK-0417/2024 berakhir pada 1 Desember 2026, sebelum tanggal pengapalan 5 Desember 2026.',
      ),
    ).toBeVisible();
    await expect(within(checklist).getAllByText('Gagal')).toHaveLength(1);
  },
};

export const ChecklistCertificateFailureInEnglish: ViewStory = {
  ...ChecklistCertificateFailure,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const checklist = await screen.findByRole('region', { name: 'Verification checklist' });
    await expect(await within(checklist).findByText('Failed')).toBeVisible();
    await expect(
      within(checklist).getByText(
        'S-LK SLK-0417/2024 ends on December 1, 2026, before the shipment date December 5, 2026.',
      ),
    ).toBeVisible();
  },
};
