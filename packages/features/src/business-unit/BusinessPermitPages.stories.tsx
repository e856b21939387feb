import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { screenParameters, withTexts } from '../i18n/stories.tsx';
import { withAddressState } from '../resource-screens/stories-support.tsx';
import {
  BusinessPermitViewPage,
  type BusinessPermitViewPageProps,
  type PermitViewSearch,
  validatePermitViewSearch,
} from './BusinessPermitPages.tsx';
import { installPermits, UNIT_ADMIN } from './permit-stories-support.ts';

const PATH = '/app/business-unit/business-permit/1/view';

const PermitPage = withAddressState<PermitViewSearch, BusinessPermitViewPageProps>(BusinessPermitViewPage, {
  path: PATH,
  validate: validatePermitViewSearch,
});

const meta = {
  title: 'features/business-unit/BusinessPermitView',
  component: BusinessPermitViewPage,
  decorators: [withTexts],
  render: (args) => <PermitPage {...args} />,
  args: {
    id: 1,
    path: PATH,
    search: {},
    authorities: UNIT_ADMIN,
    onSearchChange: fn(),
    onNavigate: fn(),
    onDeleted: fn(),
  },
  parameters: screenParameters,
  beforeEach({ msw }) {
    installPermits(msw);
  },
} satisfies Meta<typeof BusinessPermitViewPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithProducts: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 1, name: /^Izin usaha / })).toBeVisible();
    await expect(await screen.findByText('Izin Usaha Industri')).toBeVisible();
    await expect(screen.getByText('Segera berakhir')).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Ubah' })).toHaveAttribute(
      'href',
      '/app/business-unit/business-permit/1/edit',
    );
    await expect(screen.getByRole('heading', { level: 2, name: 'Produk yang diizinkan' })).toBeVisible();
    // Only this permit's products, without a filter on the permit.
    await expect(await screen.findByText('Meja makan jati')).toBeVisible();
    await expect(screen.getByText('Kayu gergajian')).toBeVisible();
    await expect(await screen.findByText('94036010')).toBeVisible();
    await expect(screen.queryByText('Lemari pakaian')).toBeNull();
    await expect(screen.queryByRole('combobox', { name: /Izin usaha/ })).toBeNull();
    await expect(screen.getByRole('link', { name: 'Tambah Produk yang diizinkan' })).toHaveAttribute(
      'href',
      `${PATH}?record=new`,
    );
  },
};

export const AddProduct: Story = {
  args: { search: { record: 'new' } },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    await expect(
      await screen.findByRole('heading', { level: 2, name: 'Tambah Produk yang diizinkan' }),
    ).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: /^Produk/ }), 'Kursi makan jati');
    await userEvent.type(screen.getByRole('textbox', { name: /Kapasitas per tahun/ }), '2400');
    await userEvent.click(screen.getByRole('button', { name: /Satuan/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'batang/keping' }));
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(args.onSearchChange).toHaveBeenCalledWith({ saved: 4 }));
    await expect(await screen.findByText('Kursi makan jati')).toBeVisible();
    await expect(screen.getByText('Produk yang diizinkan Kursi makan jati telah disimpan.')).toBeVisible();
  },
};

export const ReadOnlyForExporter: Story = {
  args: { authorities: ['ROLE_USER', 'ROLE_USER_VLEGAL'] },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText('Meja makan jati')).toBeVisible();
    await expect(screen.queryByRole('link', { name: 'Ubah' })).toBeNull();
    await expect(screen.queryByRole('link', { name: 'Tambah Produk yang diizinkan' })).toBeNull();
    await expect(screen.queryByRole('link', { name: 'Ubah Meja makan jati' })).toBeNull();
  },
};
