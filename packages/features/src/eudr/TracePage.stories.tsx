import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { screenParameters, withTexts } from '../i18n/stories.tsx';
import { PHONE } from '../resource-screens/view-stories-support.ts';
import { plotTrace, saleTrace, vlegalTrace } from './stories-eudr-rows.ts';
import { installTrace, traceRequests } from './stories-support.ts';
import { TracePage } from './TracePage.tsx';

/** A unit's administrator who also applies for V-Legals: every document of the chain leads to its page. */
const UNIT_EXPORTER = ['ROLE_USER', 'ROLE_USER_ADMIN', 'ROLE_USER_VLEGAL'];

/**
 * The EUDR trace (`/app/eudr/trace`): backward from a V-Legal through a saw mill and a table assembly to two
 * receipts and their three plots; from a local sale partly fed by an opening balance; forward from a plot.
 */
const meta = {
  title: 'features/eudr/Trace',
  component: TracePage,
  decorators: [withTexts],
  args: {
    search: { way: 'backward', sourceType: 'VLEGAL', sourceId: 4 },
    authorities: UNIT_EXPORTER,
  },
  parameters: screenParameters,
  beforeEach({ msw }) {
    installTrace(msw, { backward: vlegalTrace, forward: plotTrace });
  },
} satisfies Meta<typeof TracePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The texts of the chain's stage headings, top to bottom. */
const stagesOf = (chain: HTMLElement) =>
  within(chain)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

/** The lines drawn between documents, once laid out. */
const linesOf = (canvas: HTMLElement) => canvas.querySelectorAll('svg[aria-hidden="true"] path[marker-end]');

export const BackwardFromAVlegal: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Penelusuran EUDR Asal kayu V-Legal 26.00012-00417.003-ID-DE',
    });
    await expect(heading.parentElement).toHaveTextContent('Lengkap');
    await expect(traceRequests).toHaveBeenCalledWith('backward', { sourceType: 'VLEGAL', sourceId: '4' });
    await expect(screen.getByRole('status')).toHaveTextContent(
      'Lengkap: setiap jumlah berakhir di penerimaan kayu, dan setiap penerimaan mencantumkan petak tebangannya.',
    );
    // The V-Legal on top, down through the assembly and the saw mill to the receipts and their plots.
    const chain = screen.getByRole('region', { name: 'Rantai dokumen' });
    await expect(stagesOf(chain)).toEqual([
      'V-Legal',
      'Produksi',
      'Produksi',
      'Penerimaan',
      'Petak tebangan',
    ]);
    await expect(within(chain).getByRole('link', { name: '26.00012-00417.003-ID-DE' })).toHaveAttribute(
      'href',
      '/app/business-unit-export/vlegal/4/view',
    );
    await expect(within(chain).getByRole('link', { name: 'PRD/JJF-01/2026/10/0004' })).toHaveAttribute(
      'href',
      '/app/business-unit-production/production/4/view',
    );
    await expect(within(chain).getByRole('link', { name: 'PNR/JJF-01/2026/10/0002' })).toHaveAttribute(
      'href',
      '/app/business-unit-import/import-material/2/view',
    );
    // The assembly took planks of the saw mill and, for the legs, logs of the second receipt.
    const assembly = within(chain).getByRole('link', { name: 'PRD/JJF-01/2026/10/0009' }).closest('li')!;
    await expect(assembly).toHaveTextContent('Pemakaian produksi: Papan jati, 5,6000 m³');
    await expect(assembly).toHaveTextContent('Hasil produksi: Meja makan jati, 4,8000 m³');
    await expect(assembly).toHaveTextContent(
      'Mengambil dari: PRD/JJF-01/2026/10/0004 (5,6000 m³); PNR/JJF-01/2026/10/0002 (1,0000 m³)',
    );
    const receipt = within(chain).getByRole('link', { name: 'PNR/JJF-01/2026/10/0001' }).closest('li')!;
    await expect(receipt).toHaveTextContent('Petak tebangan: KLG-03, KLG-04');
    // Five lines between documents, three from the plots to their receipts.
    await waitFor(() => expect(linesOf(canvasElement)).toHaveLength(8));
    const receipts = screen.getByRole('region', { name: 'Penerimaan kayu' });
    const first = within(receipts).getByRole('link', { name: 'PNR/JJF-01/2026/10/0001' }).closest('tr')!;
    await expect(first).toHaveTextContent('UD Jati Makmur');
    await expect(first).toHaveTextContent('NA-0011873, 4 Oktober 2026');
    await expect(first).toHaveTextContent('KLG-03, KLG-04');
    await expect(
      screen.getByRole('img', { name: 'Peta 3 petak tebang: KLG-03, KLG-04, DMW-01' }),
    ).toBeVisible();
    await expect(screen.getByText(/Garis skala: 500 m\./)).toBeVisible();
    const plots = screen.getByRole('region', { name: 'Petak tebangan' });
    const second = within(plots).getByText('KLG-04').closest('tr')!;
    await expect(second).toHaveTextContent('luas tercatat berbeda dari poligon');
    await expect(await within(plots).findAllByText('Indonesia')).toHaveLength(3);
    await expect(within(plots).getByRole('link', { name: 'Ke mana kayu DMW-01 pergi' })).toHaveAttribute(
      'href',
      '/app/eudr/trace?way=forward&harvestPlotId=13',
    );
  },
};

/** In English, for a V-Legal exporter alone: only the V-Legal leads to its page. */
export const BackwardFromAVlegalInEnglish: Story = {
  args: { authorities: ['ROLE_USER', 'ROLE_USER_VLEGAL'] },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'EUDR trace Where the timber of V-Legal 26.00012-00417.003-ID-DE came from',
      }),
    ).toBeVisible();
    const chain = screen.getByRole('region', { name: 'Chain of documents' });
    await expect(stagesOf(chain)).toEqual([
      'V-Legal',
      'Production',
      'Production',
      'Receipt',
      'Harvest plots',
    ]);
    await expect(within(chain).getAllByRole('link')).toHaveLength(1);
    await expect(within(chain).getByText('PRD/JJF-01/2026/10/0004')).toBeVisible();
    await expect(screen.getByRole('region', { name: 'Harvest plots' })).toHaveTextContent(
      'declared area differs from the polygon',
    );
  },
};

/** On a phone the documents stack, without lines: each says what it drew from. */
export const BackwardFromAVlegalOnAPhone: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const chain = await screen.findByRole('region', { name: 'Rantai dokumen' });
    const lines = canvasElement.querySelector('svg[aria-hidden="true"]');
    await waitFor(() => expect(lines).not.toBeNull());
    await expect(lines).not.toBeVisible();
    const assembly = within(chain).getByRole('link', { name: 'PRD/JJF-01/2026/10/0009' }).closest('li')!;
    const from = within(assembly).getByText(/^Mengambil dari:/);
    await expect(from.getBoundingClientRect().width).toBeGreaterThan(100);
    // The page is whole once the plots' countries are read (each plot's row names its country).
    const plots = screen.getByRole('region', { name: 'Petak tebangan' });
    await expect(await within(plots).findAllByText('Indonesia')).toHaveLength(3);
  },
};

/** A local sale partly fed by an opening balance, and partly by nothing the books held: what is missing. */
export const IncompleteFromASale: Story = {
  args: { search: { way: 'backward', sourceType: 'LOCAL_SALES', sourceId: 3 } },
  beforeEach({ msw }) {
    installTrace(msw, { backward: saleTrace });
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Penelusuran EUDR Asal kayu Penjualan lokal PJL/JJF-01/2026/11/0002',
    });
    await expect(heading.parentElement).toHaveTextContent('Belum lengkap');
    const gaps = screen.getByRole('status');
    await expect(gaps).toHaveTextContent('Belum lengkap: tidak setiap jumlah berakhir di penerimaan kayu.');
    await expect(
      within(gaps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '0,7000 m³ Papan jati berasal dari stok awal tanggal 1 Januari 2026, tanpa penerimaan kayu dan tanpa petak tebangan.',
      'Penjualan lokal PJL/JJF-01/2026/11/0002 mengeluarkan 0,6000 m³ Papan jati lebih banyak daripada yang tercatat masuk sebelumnya, sehingga asalnya tidak diketahui.',
    ]);
    const chain = screen.getByRole('region', { name: 'Rantai dokumen' });
    await expect(stagesOf(chain)).toEqual([
      'Penjualan lokal',
      'Produksi',
      'Stok awal / Penerimaan',
      'Petak tebangan',
    ]);
  },
};

export const IncompleteFromASaleInEnglish: Story = {
  ...IncompleteFromASale,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await screen.findByRole('heading', {
      level: 1,
      name: 'EUDR trace Where the timber of Local sale PJL/JJF-01/2026/11/0002 came from',
    });
    await expect(screen.getByRole('status')).toHaveTextContent(
      '0.7000 m³ of Papan jati comes from the initial balance of January 1, 2026, with no timber receipt and no harvest plot.',
    );
  },
};

/** Forward from a plot: its receipt, the saw mill, and where the planks went, to the export and a sale. */
export const ForwardFromAPlot: Story = {
  args: { search: { way: 'forward', harvestPlotId: 11 } },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Penelusuran EUDR Ke mana kayu petak KLG-03 pergi',
      }),
    ).toBeVisible();
    await expect(traceRequests).toHaveBeenCalledWith('forward', { harvestPlotId: '11' });
    const chain = screen.getByRole('region', { name: 'Rantai dokumen' });
    await expect(stagesOf(chain)).toEqual([
      'Penerimaan',
      'Produksi',
      'Produksi / Penjualan lokal',
      'V-Legal',
    ]);
    const sale = within(chain).getByRole('link', { name: 'PJL/JJF-01/2026/11/0002' }).closest('li')!;
    await expect(sale).toHaveTextContent('Papan jati, 0,7000 m³');
    await expect(sale).toHaveTextContent('Mengambil dari: PRD/JJF-01/2026/10/0004 (0,7000 m³)');
    await waitFor(() => expect(linesOf(canvasElement)).toHaveLength(4));
    // A forward trace names no receipts' suppliers nor plots.
    await expect(screen.queryByRole('region', { name: 'Penerimaan kayu' })).toBeNull();
  },
};

export const ForwardFromAPlotInEnglish: Story = {
  ...ForwardFromAPlot,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'EUDR trace Where the timber of plot KLG-03 went',
      }),
    ).toBeVisible();
    await expect(screen.getByRole('region', { name: 'Chain of documents' })).toHaveTextContent(
      'Drew from: PRD/JJF-01/2026/10/0004 (5.6000 m³)',
    );
  },
};

/** Without a start (or with two), the page says how a trace is opened rather than failing. */
export const WithoutAStart: Story = {
  args: { search: { way: 'backward', stockId: 3, sourceId: 4 } },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Penelusuran EUDR Asal dan tujuan kayu' }),
    ).toBeVisible();
    await expect(screen.getByRole('status')).toHaveTextContent(
      /paket data UE sebuah V-Legal, penjualan lokal/,
    );
    await expect(traceRequests).not.toHaveBeenCalled();
  },
};

export const WithoutAStartInEnglish: Story = {
  ...WithoutAStart,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'EUDR trace Where timber came from and went' }),
    ).toBeVisible();
    await expect(screen.getByRole('status')).toHaveTextContent(/a V-Legal's EU data pack, a local sale/);
  },
};

/** A start of another unit answers as one that does not exist. */
export const NotFound: Story = {
  args: { search: { way: 'backward', stockId: 99 } },
  beforeEach({ msw }) {
    installTrace(msw, {});
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Yang ditelusuri tidak ditemukan, atau bukan milik unit Anda.',
    );
  },
};
