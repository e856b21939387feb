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
import { ADMIN, browserMessages, problemAnswer } from '../books/documents/stories-support.ts';
import { screenParameters, withTexts } from '../i18n/stories.tsx';
import type { ListSearch } from '../resource-screens/listSearch.ts';
import { withAddressState } from '../resource-screens/stories-support.tsx';
import { expectHeaderFacts, expectTitle } from '../resource-screens/view-stories-support.ts';
import {
  decisionRequests,
  installSilkFailure,
  installVlegals,
  duplicateRequests,
  pdfRequests,
  resendRequests,
  sendRequests,
} from './stories-support.ts';
import {
  approvedVlegal,
  checklistWith,
  draftVlegal,
  EXPORTER,
  harvest,
  submittedVlegal,
  totalSummary,
  VERIFICATOR,
} from './stories-vlegal-rows.ts';

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
    // The unit's page may still be on its way when the other unit's rows are gone.
    await expect(await screen.findByText('VL/JJF-01/2026/11/0002')).toBeVisible();
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
    // Its history tells the steps, the rejection with the verificator's reason.
    const history = screen.getByRole('region', { name: 'Riwayat' });
    await expect(await within(history).findByText('Ditolak')).toBeVisible();
    await expect(within(history).getByText('Diajukan untuk verifikasi')).toBeVisible();
    await expect(within(history).getByText(/^Alasan: Jumlah kursi di packing list/)).toBeVisible();
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
    const history = screen.getByRole('region', { name: 'Riwayat' });
    await expect(await within(history).findByText('Disetujui dan diberi nomor')).toBeVisible();
    await expect(within(history).getByText('Dikirim ke import@hoffmann-gartenmoebel.de')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'PDF' }));
    await waitFor(() => expect(pdfRequests).toHaveBeenCalledWith({ id: 4 }));
  },
};

/** The next shipment started from a licence: a new draft, named, opened to complete it. */
export const Duplicate: ViewStory = {
  render: (args) => <DocumentViewPage {...args} />,
  args: view(4),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expectTitle(canvasElement, 'V-Legal 26.00012-00417.003-ID-DE', 'Disetujui');
    await userEvent.click(await screen.findByRole('button', { name: 'Duplikat' }));
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Duplikat 26.00012-00417.003-ID-DE',
    });
    // Visible once the dialog has opened.
    await waitFor(() => expect(within(dialog).getByText(/VL\/JJF-01\/2026\/11\/0004/)).toBeVisible());
    await expect(within(dialog).getByRole('link', { name: 'Buka draf baru' })).toHaveAttribute(
      'href',
      '/app/business-unit-export/vlegal/9/edit',
    );
    await waitFor(() => expect(duplicateRequests).toHaveBeenCalledWith(4));
  },
};

/** Nothing to duplicate for a verificator, who applies for nothing. */
export const DuplicateNotForTheVerificator: ViewStory = {
  render: (args) => <DocumentViewPage {...args} />,
  args: view(4, 'review'),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expectTitle(canvasElement, 'V-Legal 26.00012-00417.003-ID-DE', 'Disetujui');
    await expect(screen.getByRole('button', { name: 'PDF' })).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Duplikat' })).toBeNull();
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
    // Each unit with its company under it, read after the rows: the page is whole once they are in.
    await waitFor(() => expect(within(table).getAllByText('PT Jati Jepara Furniture')).toHaveLength(4));
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

/** The screens below are checked on a wide desktop's screen. */
const DESKTOP = { viewport: { value: 'desktop', isRotated: false } } as const;

/** The draft's dining sets: the table of teak from Java, its chairs' seats of beech from Germany. */
const mixedDraft = {
  ...draftVlegal,
  materials: draftVlegal.materials.map((line) =>
    line.lineNo === 1 ? { ...line, countries: [harvest(line.id, 1, 1, 1), harvest(line.id, 2, 2, 2)] } : line,
  ),
};

/** Each line names its species and their countries of harvest, as boxes 12-13 print them. */
export const CountriesOfHarvest: ViewStory = {
  render: (args) => <DocumentViewPage {...args} />,
  args: view(1),
  globals: DESKTOP,
  beforeEach({ msw }) {
    installVlegals(msw);
    msw.use(http.get('*/api/vlegals/1', () => HttpResponse.json(mixedDraft)));
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const lines = await screen.findByRole('table', { name: 'Barang' });
    // Under its stock and description, as its description is: the quantities keep their columns.
    await expect(within(lines).queryByRole('columnheader', { name: 'Negara asal panen' })).toBeNull();
    const table = (await within(lines).findByText('PRD-MEJA – Meja makan jati')).closest('tr')!;
    await expect(await within(table).findByText('Fagus sylvatica')).toBeVisible();
    const pairs = within(table).getAllByRole('listitem');
    await expect(pairs).toHaveLength(2);
    // Screen readers hear "harvested in" where the arrow stands.
    await waitFor(() => expect(pairs[0]).toHaveTextContent('Tectona grandis → dipanen di ID'));
    await waitFor(() => expect(pairs[1]).toHaveTextContent('Fagus sylvatica → dipanen di DE'));
    const chairs = within(lines).getByText('PRD-KURSI – Kursi taman jati').closest('tr')!;
    await expect(within(chairs).getAllByRole('listitem')).toHaveLength(1);
  },
};

export const CountriesOfHarvestInEnglish: ViewStory = {
  ...CountriesOfHarvest,
  globals: { ...DESKTOP, locale: 'en' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const lines = await screen.findByRole('table', { name: 'Goods' });
    const table = (await within(lines).findByText('PRD-MEJA – Meja makan jati')).closest('tr')!;
    await expect(await within(table).findByText('Fagus sylvatica')).toBeVisible();
    await waitFor(() =>
      expect(within(table).getAllByRole('listitem')[1]).toHaveTextContent(
        'Fagus sylvatica → harvested in DE',
      ),
    );
  },
};

/** The bodies the form saved the application with. */
const saveRequests = fn();

/** The draft as the exporter edits it: the chairs' stock had an opening balance only, so no countries yet. */
const countriesDraft = {
  ...mixedDraft,
  materials: mixedDraft.materials.map((line) => (line.lineNo === 2 ? { ...line, countries: [] } : line)),
};

/**
 * The countries of harvest of a line, edited: its pairs as saved, one added that the line has already,
 * which the server refuses on that pair; the line without any is sent without, for the server to fill.
 */
function editCountries(texts: {
  species: (number: number) => string;
  country: (number: number) => string;
  add: string;
  hint: string;
  save: string;
  refused: string;
}) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('combobox', { name: texts.species(2) })).toHaveValue(
      'Fagus sylvatica',
    );
    await expect(await screen.findByRole('combobox', { name: texts.country(2) })).toHaveValue('Jerman');
    await expect(screen.getByText(texts.hint)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: texts.add }));
    await userEvent.click(await screen.findByRole('combobox', { name: texts.species(3) }));
    await userEvent.paste('Tectona');
    await userEvent.click(await body().findByRole('option', { name: 'Tectona grandis' }));
    await userEvent.click(screen.getByRole('combobox', { name: texts.country(3) }));
    await userEvent.paste('Indo');
    await userEvent.click(await body().findByRole('option', { name: 'Indonesia' }));
    await userEvent.click(screen.getByRole('button', { name: texts.save }));
    await waitFor(() => expect(saveRequests).toHaveBeenCalledTimes(1));
    const sent = saveRequests.mock.calls[0]?.[0] as { materials: Record<string, unknown>[] };
    await expect(sent.materials[0]?.countries).toEqual([
      { id: 111, scientificNameId: 1, countryId: 1 },
      { id: 112, scientificNameId: 2, countryId: 2 },
      { scientificNameId: 1, countryId: 1 },
    ]);
    // Left out, the server fills them from the receipts that fed its stock.
    await expect(sent.materials[1]).not.toHaveProperty('countries');
    const refused = screen.getByRole('combobox', { name: texts.country(3) });
    await waitFor(() => expect(refused).toHaveAccessibleDescription(texts.refused));
    await expect(screen.getByText(texts.refused)).toBeVisible();
    await expect(browserMessages(screen.getByRole('form', { name: 'V-Legal' }))).toEqual([]);
  };
}

export const EditCountriesOfHarvest: StoryObj<typeof DocumentFormPage> = {
  render: (args) => <DocumentFormPage {...args} />,
  args: { kind: 'vlegal', scope: 'unit', id: 1, authorities: EXPORTER, onSaved: fn() },
  globals: DESKTOP,
  beforeEach({ msw }) {
    installVlegals(msw);
    saveRequests.mockClear();
    msw.use(
      http.get('*/api/vlegals/1', () => HttpResponse.json(countriesDraft)),
      http.put('*/api/vlegals', async ({ request }) => {
        saveRequests(await request.json());
        return problemAnswer('constraintViolation', 'The vlegal is not valid.', [
          { field: 'materials[0].countries[2].countryId', message: 'vlegal.countryOnce' },
        ]);
      }),
    );
  },
  play: editCountries({
    species: (number) => `Jenis kayu ${number}, baris 1`,
    country: (number) => `Negara asal panen ${number}, baris 1`,
    add: 'Tambah jenis kayu ke baris 1',
    hint: 'Belum ada: saat disimpan, diisi dari penerimaan yang mengisi stoknya.',
    save: 'Simpan',
    refused: 'Jenis kayu dan negara ini sudah ada di baris ini.',
  }),
};

export const EditCountriesOfHarvestInEnglish: StoryObj<typeof DocumentFormPage> = {
  ...EditCountriesOfHarvest,
  globals: { ...DESKTOP, locale: 'en' },
  play: editCountries({
    species: (number) => `Species ${number}, line 1`,
    country: (number) => `Country of harvest ${number}, line 1`,
    add: 'Add a species to line 1',
    hint: 'None yet: when saved, filled from the receipts that fed its stock.',
    save: 'Save',
    refused: 'This species and country are on the line already.',
  }),
};

/** The addresses of the stories' mailing: the importer's buyer and its bank. */
const IMPORTER = 'einkauf@hoffmann-moebel.de';
const BANK = 'trade.finance@hansabank.de';

/** Fills the mailing dialog: two addresses (the second mistyped, then right), a message and the language. */
async function fillMailing(
  dialog: HTMLElement,
  texts: { address: (number: number) => string; add: string; send: string; invalid: string; message: string },
) {
  const inDialog = within(dialog);
  await userEvent.type(inDialog.getByRole('textbox', { name: texts.address(1) }), IMPORTER);
  await userEvent.click(inDialog.getByRole('button', { name: texts.add }));
  const second = inDialog.getByRole('textbox', { name: texts.address(2) });
  await userEvent.type(second, 'trade.finance@');
  // The dialog's own words, never the browser's; nothing is sent.
  await userEvent.click(inDialog.getByRole('button', { name: texts.send }));
  await expect(await inDialog.findByText(texts.invalid)).toBeVisible();
  await expect(browserMessages(inDialog.getByRole('form'))).toEqual([]);
  await expect(sendRequests).not.toHaveBeenCalled();
  await userEvent.type(second, 'hansabank.de');
  await waitFor(() => expect(inDialog.queryByText(texts.invalid)).toBeNull());
  await userEvent.type(
    inDialog.getByRole('textbox', { name: texts.message }),
    'Draf untuk pengapalan 5 Desember.',
  );
}

/** Its PDF mailed to the importer and its bank: one to five addresses checked by the dialog itself. */
export const SendDocument: ViewStory = {
  render: (args) => <DocumentViewPage {...args} />,
  args: view(1),
  globals: DESKTOP,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Kirim dokumen' }));
    const dialog = await shownDialog('dialog', 'Kirim dokumen VL/JJF-01/2026/11/0003');
    await expect(within(dialog).getByText(/PDF draf \(bertanda DRAFT - NOT VALID/)).toBeVisible();
    await fillMailing(dialog, {
      address: (number) => `Alamat e-mail ${number}`,
      add: 'Tambah alamat',
      send: 'Kirim',
      invalid: 'Tulis alamat e-mail lengkap, misalnya nama@perusahaan.com.',
      message: 'Pesan',
    });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'English' }));
    await expect(within(dialog).getByRole('radio', { name: 'English' })).toBeChecked();
  },
};

export const SendDocumentInEnglish: ViewStory = {
  ...SendDocument,
  globals: { ...DESKTOP, locale: 'en' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Send the document' }));
    const dialog = await shownDialog('dialog', 'Send the document VL/JJF-01/2026/11/0003');
    await expect(within(dialog).getByRole('radio', { name: 'English' })).toBeChecked();
    await fillMailing(dialog, {
      address: (number) => `E-mail address ${number}`,
      add: 'Add an address',
      send: 'Send',
      invalid: 'Write a whole e-mail address, such as name@company.com.',
      message: 'Message',
    });
  },
};

/** Sent: the dialog says how many mails were queued, and to whom. */
export const SendDocumentSent: ViewStory = {
  render: (args) => <DocumentViewPage {...args} />,
  args: view(1),
  globals: DESKTOP,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Kirim dokumen' }));
    const dialog = await shownDialog('dialog', 'Kirim dokumen VL/JJF-01/2026/11/0003');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Alamat e-mail 1' }), IMPORTER);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tambah alamat' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Alamat e-mail 2' }), BANK);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirim' }));
    await expect(
      await within(dialog).findByText(
        `2 e-mail berisi PDF VL/JJF-01/2026/11/0003 masuk antrean pengiriman, satu untuk setiap alamat: ${IMPORTER} dan ${BANK}.`,
      ),
    ).toBeVisible();
    await expect(sendRequests).toHaveBeenCalledWith({
      vlegalId: 1,
      recipients: [IMPORTER, BANK],
      langKey: 'in',
    });
    await expect(within(dialog).getByRole('button', { name: 'Tutup' })).toHaveFocus();
  },
};

export const SendDocumentSentInEnglish: ViewStory = {
  ...SendDocumentSent,
  globals: { ...DESKTOP, locale: 'en' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Send the document' }));
    const dialog = await shownDialog('dialog', 'Send the document VL/JJF-01/2026/11/0003');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'E-mail address 1' }), IMPORTER);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add an address' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'E-mail address 2' }), BANK);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await expect(
      await within(dialog).findByText(
        `2 e-mails with the PDF of VL/JJF-01/2026/11/0003 were queued for sending, one to each of ${IMPORTER} and ${BANK}.`,
      ),
    ).toBeVisible();
    await expect(sendRequests).toHaveBeenCalledWith({
      vlegalId: 1,
      recipients: [IMPORTER, BANK],
      langKey: 'en',
    });
  },
};

/** The verificator reads the draft; mailing it is the exporter's. */
export const SendDocumentNotForTheVerificator: ViewStory = {
  render: (args) => <DocumentViewPage {...args} />,
  args: view(2, 'review'),
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('button', { name: 'Setujui' })).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Kirim dokumen' })).toBeNull();
  },
};

/**
 * A licence SILK refused for good: its message failed after five attempts with SILK's error, and the
 * unit's exporter may send it again.
 */
export const SilkFailed: ViewStory = {
  render: (args) => <DocumentViewPage {...args} />,
  args: view(4),
  globals: DESKTOP,
  beforeEach({ msw }) {
    installVlegals(msw);
    installSilkFailure(msw);
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const licence = await screen.findByRole('region', { name: 'Lisensi V-Legal' });
    await expect(within(licence).getByText('Gagal')).toBeVisible();
    const messages = await screen.findByRole('region', { name: 'Pesan SILK' });
    const row = (await within(messages).findByText('Terbitkan')).closest('tr')!;
    // Its state is a symbol and a word, never a colour alone.
    await expect(within(row).getByText('Gagal')).toBeVisible();
    await expect(within(row).getByText('5')).toBeVisible();
    await expect(within(row).getByText('3 Nov 2026, 16.17.40')).toBeVisible();
    await expect(within(row).getByText(/VL-HS-04/)).toBeVisible();
    await expect(
      screen.getByText(
        'SILK menolak lisensi ini, atau semua percobaan pengirimannya gagal: periksa galatnya, lalu kirim ulang.',
      ),
    ).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Kirim ulang ke SILK' })).toBeVisible();
  },
};

export const SilkFailedInEnglish: ViewStory = {
  ...SilkFailed,
  globals: { ...DESKTOP, locale: 'en' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const messages = await screen.findByRole('region', { name: 'SILK messages' });
    const row = (await within(messages).findByText('Issue')).closest('tr')!;
    await expect(within(row).getByText('Failed')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Send to SILK again' })).toBeVisible();
  },
};

/** Sent again: its message waits for SILK under a new job, the licence reads as sent, the button is gone. */
export const SilkResent: ViewStory = {
  ...SilkFailed,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Kirim ulang ke SILK' }));
    await expect(
      await screen.findByText(
        'Lisensi 26.00012-00417.003-ID-DE dikirim ulang ke SILK: pesannya menunggu jawaban SILK.',
      ),
    ).toBeVisible();
    await expect(resendRequests).toHaveBeenCalledWith(approvedVlegal.id);
    const messages = screen.getByRole('region', { name: 'Pesan SILK' });
    await expect(await within(messages).findByText('Menunggu')).toBeVisible();
    const licence = screen.getByRole('region', { name: 'Lisensi V-Legal' });
    await expect(await within(licence).findByText('Dikirim ke SILK')).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Kirim ulang ke SILK' })).toBeNull();
  },
};

/** A verificator reads the refused licence's messages; sending it again is the exporter's. */
export const SilkFailedForAVerificator: ViewStory = {
  ...SilkFailed,
  args: view(4, 'review'),
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const messages = await screen.findByRole('region', { name: 'Pesan SILK' });
    await expect(await within(messages).findByText('Terbitkan')).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Kirim ulang ke SILK' })).toBeNull();
  },
};

/** The draft's chairs under their own HS code: wooden seats, apart from the tables. */
const twoCodesDraft = {
  ...draftVlegal,
  materials: draftVlegal.materials.map((line) => (line.lineNo === 2 ? { ...line, hsCodeId: 2 } : line)),
};

/** Lines of two HS codes: the totals add a subtotal per code, in code order. */
export const SubtotalsByHsCode: ViewStory = {
  render: (args) => <DocumentViewPage {...args} />,
  args: view(1),
  globals: DESKTOP,
  beforeEach({ msw }) {
    installVlegals(msw);
    msw.use(
      http.get('*/api/vlegals/1', () => HttpResponse.json(twoCodesDraft)),
      http.get('*/api/vlegals-total-summary/1', () => HttpResponse.json(totalSummary(twoCodesDraft))),
    );
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const totals = await screen.findByRole('region', { name: 'Jumlah' });
    const byCode = await within(totals).findByRole('table', { name: 'Per kode HS' });
    await expect(await within(byCode).findByText('9401.69.00')).toBeVisible();
    const rows = within(byCode).getAllByRole('row');
    await expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^9401\.69\.00.*1,2000.*610,00.*60,00.*3\.300,00$/),
      expect.stringMatching(/^9403\.60\.90.*2,4000.*1\.450,00.*20,00.*9\.600,00$/),
    ]);
  },
};

export const SubtotalsByHsCodeInEnglish: ViewStory = {
  ...SubtotalsByHsCode,
  globals: { ...DESKTOP, locale: 'en' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const totals = await screen.findByRole('region', { name: 'Totals' });
    const byCode = await within(totals).findByRole('table', { name: 'By HS code' });
    await expect(await within(byCode).findByText('9401.69.00')).toBeVisible();
    await expect(within(byCode).getByText('3,300.00')).toBeVisible();
  },
};

/** Lines of one HS code: the totals are that code's, and nothing more is read. */
export const TotalsOfOneHsCode: ViewStory = {
  render: (args) => <DocumentViewPage {...args} />,
  args: view(1),
  tags: ['no-visual'],
  beforeEach({ msw }) {
    installVlegals(msw);
    msw.use(
      http.get('*/api/vlegals-total-summary/1', () => {
        throw new Error('a V-Legal of one HS code reads no subtotals');
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const totals = await screen.findByRole('region', { name: 'Jumlah' });
    await expect(within(totals).getByText('2.060,00')).toBeVisible();
    await expect(within(totals).queryByRole('table')).toBeNull();
  },
};
