import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { screenParameters, withTexts } from '../i18n/stories.tsx';
import { DEFAULT_PAGE_SIZE, type ListState } from './listSearch.ts';
import { statefulList } from '../shared/StatefulList.tsx';
import { masterDataScreens as screenConfigs } from '../screen-registry.ts';
import { ResourceList } from './ResourceList.tsx';
import { withAuthorities } from './screen-config.ts';
import { installStore, serverError } from './stories-support.tsx';
import { shownDialog } from '@vlegal/ui/shownDialog';
import { referencedBy } from '@vlegal/domain/resources';

const first: ListState = { page: 1, size: DEFAULT_PAGE_SIZE, sort: [], query: '', filters: {} };

const Stateful = statefulList(ResourceList);

const meta = {
  title: 'features/resource-screens/ResourceList',
  component: ResourceList,
  decorators: [withTexts],
  render: (args) => <Stateful {...args} />,
  args: {
    config: screenConfigs.country,
    state: first,
    onStateChange: fn(),
    basePath: '/app/general-setting/country',
    onNavigate: fn(),
  },
  parameters: screenParameters,
} satisfies Meta<typeof ResourceList>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = (canvas: HTMLElement) => within(canvas).getAllByRole('row').slice(1);

export const Loaded: Story = {
  beforeEach({ msw }) {
    installStore(msw);
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText('Menampilkan 1 - 20 dari 25 item')).toBeVisible();
    await expect(screen.getByRole('heading', { name: 'Negara' })).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Tambah Negara' })).toHaveAttribute(
      'href',
      '/app/general-setting/country/new',
    );
    // Default sort of the registry: by name.
    await expect(rowsOf(canvasElement)[0]).toHaveTextContent('Afrika Selatan');
  },
};

export const SearchSortAndPage: Story = {
  beforeEach({ msw }) {
    installStore(msw);
  },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    await screen.findByText('Menampilkan 1 - 20 dari 25 item');
    await userEvent.click(screen.getByRole('button', { name: 'Halaman berikutnya' }));
    await expect(await screen.findByText('Menampilkan 21 - 25 dari 25 item')).toBeVisible();
    // A new sort starts again at the first page.
    await userEvent.click(screen.getByRole('button', { name: /Kode \(ISO 3166 alfa-2\)/ }));
    await waitFor(() => expect(rowsOf(canvasElement)[0]).toHaveTextContent('AE'));
    await expect(screen.getByText('Menampilkan 1 - 20 dari 25 item')).toBeVisible();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Cari Negara' }), 'land');
    await userEvent.click(screen.getByRole('button', { name: 'Cari' }));
    await expect(await screen.findByText('Menampilkan 1 - 3 dari 3 item')).toBeVisible();
    await expect(rowsOf(canvasElement).map((row) => row.textContent)).toEqual([
      expect.stringContaining('Belanda'),
      expect.stringContaining('Selandia Baru'),
      expect.stringContaining('Thailand'),
    ]);
    await expect(args.onStateChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ query: 'land', sort: ['code,asc'], page: 1 }),
    );
  },
};

export const Filtered: Story = {
  beforeEach({ msw }) {
    installStore(msw);
  },
  args: { state: { ...first, filters: { active: 'false' } } },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText('Menampilkan 1 - 1 dari 1 item')).toBeVisible();
    await expect(rowsOf(canvasElement)[0]).toHaveTextContent('Brasil');
  },
};

/** An empty list says what it lacks and offers the first row; no pager and no "0 - 0 of 0" under it. */
export const Empty: Story = {
  beforeEach({ msw }) {
    installStore(msw, { rows: { country: [] } });
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const table = screen.getByRole('table');
    await expect(await within(table).findByText('Belum ada negara.')).toBeVisible();
    await expect(within(table).getByRole('link', { name: 'Tambah Negara' })).toHaveAttribute(
      'href',
      '/app/general-setting/country/new',
    );
    await expect(screen.queryByText(/^Menampilkan/)).toBeNull();
    await expect(screen.queryByRole('navigation', { name: 'Navigasi halaman' })).toBeNull();
  },
};

/** One who may not create reads where the rows come from instead of a button. */
export const EmptyForAReader: Story = {
  args: { config: withAuthorities(screenConfigs.country, ['ROLE_USER']) },
  beforeEach({ msw }) {
    installStore(msw, { rows: { country: [] } });
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(
      await screen.findByText('Belum ada negara. Yang sudah dicatat akan tampil di sini.'),
    ).toBeVisible();
    await expect(screen.queryByRole('link', { name: 'Tambah Negara' })).toBeNull();
  },
};

export const EmptyInEnglish: Story = {
  globals: { locale: 'en' },
  beforeEach({ msw }) {
    installStore(msw, { rows: { country: [] } });
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(await within(table).findByText('No countries yet.')).toBeVisible();
    await expect(within(table).getByRole('link', { name: 'New Country' })).toBeVisible();
  },
};

export const NoMatch: Story = {
  beforeEach({ msw }) {
    installStore(msw);
  },
  args: { state: { ...first, query: 'zzz' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Tidak ada data yang cocok dengan pencarian atau saringan.'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/countries', async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    // Placeholder rows in the table's shape, the wait named for a screen reader, and no count yet.
    await expect(await screen.findByRole('progressbar', { name: 'Memuat…' })).toBeInTheDocument();
    await expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelectorAll('tbody tr[aria-hidden="true"]').length).toBeGreaterThan(0);
    await expect(screen.queryByText(/Menampilkan/)).toBeNull();
  },
};

export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/countries', () => serverError()));
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText('Data tidak dapat dimuat.')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  },
};

export const SavedNotice: Story = {
  beforeEach({ msw }) {
    installStore(msw);
  },
  args: { state: { ...first, saved: 7 } },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText('Negara Australia telah disimpan.')).toBeVisible();
    // The notice stands above the list, which loads beside it.
    await expect(await screen.findByText('Menampilkan 1 - 20 dari 25 item')).toBeVisible();
  },
};

export const DeleteWithConfirmation: Story = {
  beforeEach({ msw }) {
    // No row refers to a country (nor to a province that would): every country may be deleted.
    const referring = [...referencedBy('country'), ...referencedBy('province')].map(({ resource }) => [
      resource.key,
      [],
    ]);
    installStore(msw, { rows: Object.fromEntries(referring) });
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await screen.findByText('Menampilkan 1 - 20 dari 25 item');
    await userEvent.click(screen.getByRole('button', { name: 'Hapus Afrika Selatan' }));
    // The confirmation loads with the first delete asked for.
    const dialog = await shownDialog('alertdialog', 'Hapus Negara?');
    await expect(dialog).toHaveTextContent('Afrika Selatan akan dihapus');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    await expect(await screen.findByText('Negara Afrika Selatan telah dihapus.')).toBeVisible();
    await expect(await screen.findByText('Menampilkan 1 - 20 dari 24 item')).toBeVisible();
  },
};

export const DeleteRefused: Story = {
  beforeEach({ msw }) {
    installStore(msw);
  },
  args: { state: { ...first, query: 'Indonesia' } },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Hapus Indonesia' }));
    // The confirmation loads with the first delete asked for.
    const dialog = await shownDialog('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'Indonesia tidak dapat dihapus karena masih dipakai data lain.',
    );
  },
};

/** The provinces a district page asked for (the query strings of the list calls). */
const provinceCalls: string[] = [];

/** The labels of a page's references come with one call per referenced resource, not one per cell. */
export const WithReferences: Story = {
  beforeEach({ msw }) {
    installStore(msw);
    provinceCalls.length = 0;
    msw.use(
      // A province read on its own would fail: the labels must come from the page's one call.
      http.get('*/api/provinces/:id', () => serverError()),
      http.get('*/api/provinces', ({ request }) => {
        provinceCalls.push(new URL(request.url).search);
      }),
    );
  },
  args: { config: screenConfigs.district, basePath: '/app/general-setting/district' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText('Jawa Tengah')).toBeVisible();
    await expect(screen.getByRole('cell', { name: 'Kabupaten' })).toBeVisible();
    // One call for the labels of the page (the province filter's pick list makes its own).
    expect(provinceCalls.filter((query) => /[?&]id=\d+/.test(query))).toHaveLength(1);
  },
};

export const RowActions: Story = {
  beforeEach({ msw }) {
    installStore(msw);
  },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    await userEvent.click(await screen.findByRole('link', { name: 'Ubah Afrika Selatan' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/app/general-setting/country/24/edit');
    await userEvent.click(screen.getByRole('link', { name: 'Lihat Afrika Selatan' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/app/general-setting/country/24/view');
  },
};

/** A very long list: the server estimated its total (X-Total-Count-Estimated) and the pager says "sekitar". */
const estimatedPage = () =>
  http.get('*/api/countries', () =>
    HttpResponse.json(
      Array.from({ length: DEFAULT_PAGE_SIZE }, (_, i) => ({
        id: i + 1,
        code: `Q${String.fromCharCode(65 + i)}`,
        code3: null,
        name: `Negara ${i + 1}`,
        flegtPartner: false,
        active: true,
      })),
      { headers: { 'X-Total-Count': '1000000', 'X-Total-Count-Estimated': 'true' } },
    ),
  );

export const EstimatedTotal: Story = {
  beforeEach({ msw }) {
    msw.use(estimatedPage());
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText('Menampilkan 1 - 20 dari sekitar 1.000.000 item')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Halaman 50000' })).toBeVisible();
  },
};

export const EstimatedTotalEnglish: Story = {
  globals: { locale: 'en' },
  beforeEach({ msw }) {
    msw.use(estimatedPage());
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Showing 1 - 20 of about 1,000,000 items'),
    ).toBeVisible();
  },
};

const categories = [
  { id: 1, code: 'LOG', name: 'Kayu bulat', reportGroup: 'LMKB', description: null },
  { id: 2, code: 'OLAHAN', name: 'Kayu olahan', reportGroup: 'LMKO', description: null },
];

const types = [
  ['KBB', 'Kayu bulat besar', 1, 'batang', 50, null],
  ['KBS', 'Kayu bulat sedang', 1, 'batang', 30, 49.99],
  ['KBK', 'Kayu bulat kecil', 1, 'batang', 10, 29.99],
  ['KG', 'Kayu gergajian', 2, 'keping', null, null],
  ['VNR', 'Venir', 2, 'lembar', 0.5, 120.25],
].map(([code, name, rawMaterialCategoryId, pieceUnitName, minDiameterCm, maxDiameterCm], index) => ({
  id: index + 1,
  code,
  name,
  rawMaterialCategoryId,
  pieceUnitName,
  minDiameterCm,
  maxDiameterCm,
  active: code !== 'VNR',
}));

/** Whether a column's header and its values stand right-aligned in figures of one width. */
async function alignedRight(canvasElement: HTMLElement, header: RegExp, value: string) {
  const screen = within(canvasElement);
  await expect(await screen.findByText(value)).toBeVisible();
  for (const element of [screen.getByRole('columnheader', { name: header }), screen.getByText(value)]) {
    const cell = element.closest('th, td') as HTMLElement;
    await expect(getComputedStyle(cell).textAlign).toBe('end');
    await expect(getComputedStyle(cell).fontVariantNumeric).toBe('tabular-nums');
  }
}

const typesArgs = { config: screenConfigs.rawMaterialType, basePath: '/app/raw-material/raw-material-type' };

/** At 1440 px: numeric columns declared once by their field's kind, right-aligned with their headers. */
export const NumbersOnAWideScreen: Story = {
  args: typesArgs,
  globals: { viewport: { value: 'desktop', isRotated: false } },
  beforeEach({ msw }) {
    installStore(msw, { rows: { rawMaterialCategory: categories, rawMaterialType: types } });
  },
  play: async ({ canvasElement }) => {
    await alignedRight(canvasElement, /Diameter terbesar/, '49,99');
    await expect(within(canvasElement).getByText('Menampilkan 1 - 5 dari 5 item')).toBeVisible();
  },
};

/** At 390 px: the same list on a phone, each row stacked, its numbers at the row's end and none off-screen. */
export const NumbersOnAPhone: Story = {
  args: typesArgs,
  globals: { viewport: { value: 'phone', isRotated: false } },
  beforeEach({ msw }) {
    installStore(msw, { rows: { rawMaterialCategory: categories, rawMaterialType: types } });
  },
  play: async ({ canvasElement }) => alignedRight(canvasElement, /Diameter terbesar/, '49,99'),
};
