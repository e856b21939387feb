import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { screenParameters, withTexts } from '../i18n/stories.tsx';
import { masterDataScreens as screenConfigs } from '../screen-registry.ts';
import { ResourceView } from './ResourceView.tsx';
import { expectTitle, PHONE, WIDE } from './view-stories-support.ts';
import { installStore } from './stories-support.tsx';
import { shownDialog } from '@vlegal/ui/shownDialog';

const meta = {
  title: 'features/resource-screens/ResourceView',
  component: ResourceView,
  decorators: [withTexts],
  args: { config: screenConfigs.province, id: 2, basePath: '/app/general-setting/province', onDeleted: fn() },
  parameters: screenParameters,
} satisfies Meta<typeof ResourceView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  beforeEach({ msw }) {
    installStore(msw);
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    // The row's name heads it, under what it is, and is not repeated among its fields.
    await expectTitle(canvasElement, 'Provinsi Jawa Tengah');
    await expect(await screen.findByText('Indonesia')).toBeVisible();
    await expect(screen.queryByText('Jawa Tengah', { selector: 'dd' })).toBeNull();
    await expect(screen.getByText('33', { selector: 'dd' })).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Ubah' })).toHaveAttribute(
      'href',
      '/app/general-setting/province/2/edit',
    );
    // A master-data row keeps no history: no side panel.
    await expect(screen.queryByRole('region', { name: 'Riwayat' })).toBeNull();
  },
};

/** A row with nothing beside it takes the page's width at 1440 px. */
export const LoadedOnAWideScreen: Story = {
  ...Loaded,
  globals: WIDE,
  play: async (context) => {
    await Loaded.play?.(context);
    const screen = within(context.canvasElement);
    const details = screen.getByText('Indonesia').closest('section') as HTMLElement;
    // As wide as the header's rule (the header's text block's parent).
    const header = screen.getByRole('heading', { level: 1 }).parentElement?.parentElement as HTMLElement;
    await expect(details.getBoundingClientRect().width).toBe(header.getBoundingClientRect().width);
  },
};

export const LoadedOnAPhone: Story = {
  ...Loaded,
  globals: PHONE,
  play: async (context) => {
    await Loaded.play?.(context);
    // Term over value, and no room wasted for a column beside.
    const [term] = within(context.canvasElement).getAllByRole('term');
    const value = term?.nextElementSibling as HTMLElement;
    await expect(value.getBoundingClientRect().top).toBeGreaterThan(term!.getBoundingClientRect().top);
  },
};

export const WithFiles: Story = {
  beforeEach({ msw }) {
    installStore(msw);
  },
  args: { config: screenConfigs.pic, id: 1, basePath: '/app/general-setting/pic' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(
      await screen.findByRole('img', { name: 'Gambar tanda tangan dari Siti Rahmawati' }),
    ).toBeVisible();
    await expect(screen.getByText('Penandatangan penerbit')).toBeVisible();
  },
};

const teak = {
  id: 7,
  scientificName: 'Tectona grandis',
  tradeName: 'Jati',
  englishName: 'Teak',
  family: 'Lamiaceae',
  speciesGroup: 'KAYU_INDAH',
  citesAppendix: 'NONE',
  restricted: false,
  densityKgM3: 1234.5,
  active: true,
};

export const Dates: Story = {
  beforeEach({ msw }) {
    installStore(msw);
  },
  args: { config: screenConfigs.pic, id: 1, basePath: '/app/general-setting/pic' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    // Dates in the app's one format for Indonesian, never the raw 2026-01-01.
    await expect(await screen.findByText('1 Januari 2026')).toBeVisible();
    await expect(screen.getByText('31 Desember 2026')).toBeVisible();
    await expect(screen.queryByText('2026-01-01')).toBeNull();
  },
};

export const DatesInEnglish: Story = {
  globals: { locale: 'en' },
  beforeEach({ msw }) {
    installStore(msw);
  },
  args: { config: screenConfigs.pic, id: 1, basePath: '/app/general-setting/pic' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText('January 1, 2026')).toBeVisible();
    await expect(screen.getByText('December 31, 2026')).toBeVisible();
  },
};

export const DecimalInTheReadersFormat: Story = {
  beforeEach({ msw }) {
    installStore(msw, { rows: { scientificName: [teak] } });
  },
  args: { config: screenConfigs.scientificName, id: 7, basePath: '/app/raw-material/scientific-name' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    // Indonesian groups thousands with a dot and writes decimals after a comma.
    await expect(await screen.findByText('1.234,5')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/provinces/:id', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar')).toBeVisible();
  },
};

export const NotFound: Story = {
  beforeEach({ msw }) {
    installStore(msw);
  },
  args: { id: 99 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Data tidak ditemukan.')).toBeVisible();
  },
};

export const Deleted: Story = {
  beforeEach({ msw }) {
    installStore(msw, { rows: { district: [], address: [] } });
  },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Hapus' }));
    const dialog = await shownDialog('alertdialog', 'Hapus Provinsi?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(args.onDeleted).toHaveBeenCalledWith(expect.objectContaining({ id: 2 })));
  },
};

export const DeleteRefused: Story = {
  beforeEach({ msw }) {
    installStore(msw);
  },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Hapus' }));
    await userEvent.click(within(await shownDialog('alertdialog')).getByRole('button', { name: 'Hapus' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'Jawa Tengah tidak dapat dihapus karena masih dipakai data lain.',
    );
    await expect(args.onDeleted).not.toHaveBeenCalled();
  },
};
