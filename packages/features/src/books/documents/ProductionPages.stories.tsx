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
import { browserMessages, installProductions, problemAnswer, UNIT_ADMIN } from './stories-support.ts';

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
    await expectTitle(canvasElement, 'Produksi PRD-JJF-01-202611-0001', 'Dibukukan');
    // Its volumes and yield, the server's, in the header.
    await expectHeaderFacts(canvasElement, {
      'Tanggal produksi': '18 November 2026',
      'Volume bahan (m³)': '5,0000',
      'Volume hasil (m³)': '2,7500',
      'Rendemen (%)': '55,00',
    });
    await expect(
      within(screen.getByRole('region', { name: 'Produksi' })).getByText(/Penggergajian/),
    ).toBeVisible();
    // Its two sets of lines, each a table of its own, and the entries they posted.
    const sources = await screen.findByRole('table', { name: 'Bahan' });
    await expect(await within(sources).findByText('RM-JATI-A1 – Log jati A1')).toBeVisible();
    const outputs = screen.getByRole('table', { name: 'Hasil' });
    await expect(within(outputs).getByText('2,7500')).toBeVisible();
    const entries = await screen.findByRole('table', { name: /Catatan buku stok dokumen ini/ });
    await expect(await within(entries).findByText('Pemakaian produksi')).toBeVisible();
    await expect(within(entries).getByText('Hasil produksi')).toBeVisible();
    // Beside them, the card of every line's stock, and the history.
    const related = screen.getByRole('region', { name: 'Terkait' });
    await expect(await within(related).findByRole('link', { name: 'Kartu stok bahan 1' })).toHaveAttribute(
      'href',
      '/app/business-unit-material/stock-raw-material/1/card',
    );
    await expect(await within(related).findByRole('link', { name: 'Kartu stok hasil 1' })).toBeVisible();
    await expect(within(related).getByText('KG-JATI – Kayu gergajian jati')).toBeVisible();
    await expect(trailEvents(canvasElement, 'Riwayat')).toEqual([
      'Dibuatoleh unitadmin · 10 November 2026 pukul 09.15',
    ]);
    // Cancelled, never edited nor deleted.
    await expect(screen.getByRole('button', { name: 'Batalkan produksi' })).toBeVisible();
    await expect(screen.queryByRole('link', { name: 'Ubah' })).toBeNull();
    await expect(screen.queryByRole('button', { name: 'Hapus' })).toBeNull();
  },
};

export const ViewOnAWideScreen: StoryObj<typeof DocumentViewPage> = onAWideScreen(View, 'Produksi');

export const ViewOnAPhone: StoryObj<typeof DocumentViewPage> = onAPhone(View, 'Produksi');

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
    // Within what the stock holds now, short on the production's day: the server's to say.
    await userEvent.type(inputVolume as HTMLElement, '15');
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
    await expect(inputVolume).toHaveValue('15');
    await expect(screen.getByRole('combobox', { name: 'Produk, baris 1' })).toHaveValue('Meja makan jati');
    // The refused form's selects, lookups and dates hold no message of the browser's own.
    await expect(browserMessages(screen.getByRole('form', { name: 'Produksi' }))).toEqual([]);
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

/** Whether a production was sent. */
const posted = fn();

/** A whole production: its day, the logs used (10 m³ unless said), and the volume made into tables. */
async function fillProduction(canvas: HTMLElement, output: string, input = '10') {
  const screen = within(canvas);
  const group = await screen.findByRole('group', { name: /Tanggal produksi/ });
  await userEvent.click(within(group).getAllByRole('spinbutton')[0] as HTMLElement);
  await userEvent.keyboard('20112026');
  await userEvent.click(screen.getByRole('combobox', { name: 'Stok, baris 1' }));
  await userEvent.paste('Log');
  await userEvent.click(await body().findByRole('option', { name: 'RM-JATI-A1 – Log jati A1' }));
  await userEvent.click(screen.getByRole('combobox', { name: 'Produk, baris 1' }));
  await userEvent.paste('Meja');
  await userEvent.click(await body().findByRole('option', { name: 'Meja makan jati' }));
  const [inputVolume, outputVolume] = screen.getAllByRole('textbox', { name: 'Volume (m³), baris 1' });
  // Pasted, not typed: each keystroke would render the whole form again.
  await userEvent.click(inputVolume as HTMLElement);
  await userEvent.paste(input);
  await userEvent.click(outputVolume as HTMLElement);
  await userEvent.paste(output);
}

/**
 * A yield the server would refuse without a note is refused in place, and nothing is sent; with the note,
 * the production goes.
 */
export const YieldOutsideTheBandNotSent: StoryObj<typeof DocumentFormPage> = {
  render: (args) => <DocumentFormPage {...args} />,
  args: { kind: 'production', scope: 'unit', authorities: UNIT_ADMIN, onSaved: fn() },
  beforeEach({ msw }) {
    posted.mockClear();
    msw.use(
      http.post('*/api/productions', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        posted(body);
        return HttpResponse.json({ ...body, id: 2, status: 'POSTED' }, { status: 201 });
      }),
    );
  },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 1, name: 'Tambah Produksi' })).toBeVisible();
    await fillProduction(canvasElement, '2,5');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    // The note is asked for on its field, as the server would, and nothing went.
    const note = screen.getByRole('textbox', { name: /Catatan rendemen/ });
    await waitFor(() =>
      expect(note).toHaveAccessibleDescription('Rendemen di luar 30–90 %: jelaskan alasannya.'),
    );
    await expect(posted).not.toHaveBeenCalled();
    await userEvent.click(note);
    await userEvent.paste('Log berlubang, banyak yang terbuang.');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(posted).toHaveBeenCalledTimes(1));
    await expect(posted).toHaveBeenCalledWith(
      expect.objectContaining({ yieldNote: 'Log berlubang, banyak yang terbuang.' }),
    );
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled());
  },
};

/** More made than used is refused at the outputs, and nothing is sent. */
export const OutputOverInputNotSent: StoryObj<typeof DocumentFormPage> = {
  ...YieldOutsideTheBandNotSent,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 1, name: 'Tambah Produksi' })).toBeVisible();
    await fillProduction(canvasElement, '12');
    // Said live under the yield, and on the outputs once saving is tried; nothing went.
    await expect(screen.getAllByText('Volume hasil melebihi volume bahan.')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(screen.getAllByText('Volume hasil melebihi volume bahan.')).toHaveLength(2));
    await expect(posted).not.toHaveBeenCalled();
  },
};

/** More logs used than the stock holds now is refused at the line, read afresh, and nothing is sent. */
export const SourceOverStockNotSent: StoryObj<typeof DocumentFormPage> = {
  ...YieldOutsideTheBandNotSent,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 1, name: 'Tambah Produksi' })).toBeVisible();
    await fillProduction(canvasElement, '15', '23');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    const [inputVolume] = screen.getAllByRole('textbox', { name: 'Volume (m³), baris 1' });
    await waitFor(() => expect(inputVolume).toHaveAccessibleDescription('Melebihi saldo stok: 20,0000 m³.'));
    await expect(posted).not.toHaveBeenCalled();
  },
};

export const ViewInEnglish: StoryObj<typeof DocumentViewPage> = {
  ...View,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expectTitle(canvasElement, 'Production PRD-JJF-01-202611-0001', 'Posted');
    await expectHeaderFacts(canvasElement, {
      'Production date': 'November 18, 2026',
      'Input volume (m³)': '5.0000',
      'Output volume (m³)': '2.7500',
      'Yield (%)': '55.00',
    });
    await expect(await screen.findByRole('table', { name: 'Inputs' })).toBeVisible();
    await expect(screen.getByRole('table', { name: 'Outputs' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Cancel production' })).toBeVisible();
    await expect(await screen.findByRole('link', { name: 'Stock card of input 1' })).toBeVisible();
  },
};
