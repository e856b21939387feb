import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DocumentViewPage } from '../books/documents/DocumentPages.tsx';
import { installVlegals } from '../export/stories-support.ts';
import { EXPORTER } from '../export/stories-vlegal-rows.ts';
import { screenParameters, withTexts } from '../i18n/stories.tsx';
import { packWithProblems } from './stories-eudr-rows.ts';
import { dataPackHandlers, packFileRequests } from './stories-support.ts';

/** A V-Legal's view with its EUDR data pack: for the EU or the UK only, ready or with what keeps it back. */
const meta = {
  title: 'features/eudr/DataPack',
  component: DocumentViewPage,
  decorators: [withTexts],
  args: {
    kind: 'vlegal',
    scope: 'unit',
    id: 4,
    path: '/app/business-unit-export/vlegal/4/view',
    search: {},
    authorities: EXPORTER,
    onSearchChange: fn(),
    onNavigate: fn(),
    onDeleted: fn(),
  },
  parameters: screenParameters,
  beforeEach({ msw }) {
    packFileRequests.mockClear();
    installVlegals(msw);
    msw.use(...dataPackHandlers({ 1: packWithProblems }));
  },
} satisfies Meta<typeof DocumentViewPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const packOf = (canvas: HTMLElement, name = 'Paket data UE (EUDR)') =>
  within(canvas).findByRole('region', { name });

/** The approved V-Legal's pack: ready, its line posted, its plots on the map, and its two files. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const pack = await packOf(canvasElement);
    await expect(await within(pack).findByText('Siap')).toBeVisible();
    await expect(pack).toHaveTextContent('Siap diberikan kepada pembeli: 3 petak tebangan.');
    const commodity = within(pack).getByRole('table', { name: 'Komoditas' });
    const row = within(commodity).getByText('940360').closest('tr')!;
    await expect(row).toHaveTextContent('Meja makan jati, 6 kursi');
    // Two producers, one with two plots (each cell holds its column's name for a narrow screen too).
    await expect(row).toHaveTextContent(/Produsen\s*2\s*Petak\s*3$/);
    await expect(pack).toHaveTextContent('Baris 1: 3 petak, dari ekspornya yang tercatat.');
    await expect(within(pack).getByRole('link', { name: 'Telusuri asal kayu baris 1' })).toHaveAttribute(
      'href',
      '/app/eudr/trace?way=backward&entryId=901',
    );
    await expect(
      within(pack).getByRole('img', { name: 'Peta 3 petak tebang: KLG-03, KLG-04, DMW-01' }),
    ).toBeVisible();
    await userEvent.click(within(pack).getByRole('button', { name: 'Unduh GeoJSON petak' }));
    await waitFor(() => expect(packFileRequests).toHaveBeenCalledWith(4, 'geojson'));
    await userEvent.click(within(pack).getByRole('button', { name: 'Unduh ringkasan PDF' }));
    await waitFor(() => expect(packFileRequests).toHaveBeenCalledWith(4, 'pdf'));
  },
};

export const ReadyInEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const pack = await packOf(canvasElement, 'EU data pack (EUDR)');
    await expect(await within(pack).findByText('Ready to give to the buyer: 3 harvest plots.')).toBeVisible();
    await expect(pack).toHaveTextContent('Line 1: 3 plots, from its posted export.');
    await expect(within(pack).getByRole('button', { name: 'Download the PDF summary' })).toBeVisible();
  },
};

/**
 * The draft's pack, read from what its stocks would draw from now: the chairs' line reaches no plot and a
 * plot has no harvest dates, each said; a line leads to the trace of its stock.
 */
export const WithProblems: Story = {
  args: { id: 1, path: '/app/business-unit-export/vlegal/1/view' },
  play: async ({ canvasElement }) => {
    const pack = await packOf(canvasElement);
    await expect(await within(pack).findByText('Belum siap')).toBeVisible();
    await expect(pack).toHaveTextContent('Belum dapat diberikan kepada pembeli:');
    const problems = within(pack)
      .getAllByRole('listitem')
      .map((item) => item.textContent)
      .slice(0, 2);
    await expect(problems).toEqual([
      'Baris 2 tidak sampai ke petak tebang mana pun: cantumkan petak pada penerimaan yang memasoknya.',
      'Petak DMW-01 — Ada petak tanpa tanggal tebang: isi kapan ditebang.',
    ]);
    await expect(pack).toHaveTextContent(
      'Baris 2: tanpa petak, dari yang akan diambil dari stoknya saat ini.',
    );
    await expect(within(pack).getByRole('link', { name: 'Telusuri asal kayu baris 1' })).toHaveAttribute(
      'href',
      '/app/eudr/trace?way=backward&stockId=11',
    );
    // The chairs' commodity names no producer yet.
    const commodities = within(pack).getByRole('table', { name: 'Komoditas' });
    await expect(within(commodities).getByText('940179').closest('tr')).toHaveTextContent(
      /Kursi taman lipat jati\s*Produsen\s*0\s*Petak\s*0$/,
    );
  },
};

export const WithProblemsInEnglish: Story = {
  ...WithProblems,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const pack = await packOf(canvasElement, 'EU data pack (EUDR)');
    await expect(await within(pack).findByText('Not ready')).toBeVisible();
    await expect(pack).toHaveTextContent(
      'Line 2 reaches no harvest plot: name the plots on the receipts that fed it.',
    );
    await expect(pack).toHaveTextContent(
      'Plot DMW-01 — A plot has no harvest dates: add when it was harvested.',
    );
    await expect(pack).toHaveTextContent('Line 2: no plot, from what it would draw from its stock now.');
  },
};

/** An application to Japan has no data pack: its buyer files no EU statement. */
export const NoneOutsideTheEu: Story = {
  args: { id: 2, path: '/app/business-unit-export/vlegal/2/view' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('table', { name: 'Barang' })).toBeVisible();
    await expect(await screen.findByText('Jepang')).toBeVisible();
    await expect(screen.queryByRole('region', { name: 'Paket data UE (EUDR)' })).toBeNull();
  },
};
