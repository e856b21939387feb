import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, userEvent, within } from 'storybook/test';
import { screenParameters, withTexts } from '../i18n/stories.tsx';
import { withAddressState } from '../resource-screens/stories-support.tsx';
import { CompanyProfile, type CompanyProfileProps } from './CompanyProfile.tsx';
import type { CompanyProfileSearch } from './profileSearch.ts';
import { installCompanies, problemAnswer } from './stories-support.tsx';

const StatefulProfile = withAddressState<CompanyProfileSearch, CompanyProfileProps>(CompanyProfile);

const meta = {
  title: 'features/company/CompanyProfile',
  component: CompanyProfile,
  decorators: [withTexts],
  render: (args) => <StatefulProfile {...args} />,
  args: {
    authorities: ['ROLE_USER', 'ROLE_USER_ADMIN_COMPANY'],
    search: {},
    onSearchChange: fn(),
    onNavigate: fn(),
  },
  parameters: screenParameters,
} satisfies Meta<typeof CompanyProfile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CompanyAdministrator: Story = {
  beforeEach({ msw }) {
    installCompanies(msw);
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    // Its name heads the page, under what it is.
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Perusahaan PT Jati Jepara Furniture' }),
    ).toBeVisible();
    await expect(screen.getByText('01.234.567.8-516.000')).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Ubah' })).toHaveAttribute(
      'href',
      '/app/company-profile?mode=edit',
    );
    await expect(screen.queryByRole('button', { name: 'Hapus' })).toBeNull();
    await expect(screen.queryByRole('link', { name: 'Kembali ke daftar' })).toBeNull();
    // Its units: company administrators add and edit them, nobody deletes one here.
    await expect(await screen.findByText('Gudang Kalinyamatan')).toBeVisible();
    await expect(screen.queryByText('Pabrik Kudus')).toBeNull();
    await expect(screen.getByRole('link', { name: 'Tambah Unit usaha' })).toHaveAttribute(
      'href',
      '/app/company-profile/business-unit/new',
    );
    await expect(screen.getAllByRole('link', { name: /^Ubah / })).toHaveLength(2);
    await expect(screen.queryByRole('button', { name: /^Hapus/ })).toBeNull();
  },
};

export const UnitAdministrator: Story = {
  beforeEach({ msw }) {
    installCompanies(msw);
  },
  args: { authorities: ['ROLE_USER', 'ROLE_USER_ADMIN'] },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText('01.234.567.8-516.000')).toBeVisible();
    await expect(await screen.findByText('Gudang Kalinyamatan')).toBeVisible();
    // Read only: no edit of the company, no new unit, no action on a unit.
    await expect(screen.queryByRole('link', { name: 'Ubah' })).toBeNull();
    await expect(screen.queryByRole('link', { name: 'Tambah Unit usaha' })).toBeNull();
    await expect(screen.queryByRole('link', { name: /^Ubah / })).toBeNull();
  },
};

export const EditCompany: Story = {
  beforeEach({ msw }) {
    installCompanies(msw);
  },
  args: { search: { mode: 'edit' } },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    const name = await screen.findByRole('textbox', { name: /Nama perusahaan/ });
    await expect(name).toHaveValue('PT Jati Jepara Furniture');
    // The status is the administrators' to change.
    await expect(screen.queryByRole('checkbox', { name: 'Status' })).toBeNull();
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await expect(await screen.findByText('Periksa kembali isian yang ditandai.')).toBeVisible();
    await expect(name).toBeInvalid();
    await userEvent.type(name, 'PT Jati Jepara Furniture Indonesia');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await expect(await screen.findByText('Data perusahaan tersimpan.')).toBeVisible();
    await expect(args.onSearchChange).toHaveBeenCalledWith({ companySaved: true });
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Perusahaan PT Jati Jepara Furniture Indonesia' }),
    ).toBeVisible();
  },
};

export const Forbidden: Story = {
  beforeEach({ msw }) {
    installCompanies(msw);
    msw.use(
      http.get('*/api/company-business-units-by-user', () =>
        problemAnswer(403, '/problems/forbidden', 'Forbidden'),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Akun Anda tidak boleh melihat profil perusahaan.'),
    ).toBeVisible();
  },
};

export const InEnglish: Story = {
  ...CompanyAdministrator,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 1, name: /^Company PT / })).toBeVisible();
    await expect(await screen.findByText('Limited liability company (PT)')).toBeVisible();
    await expect(screen.getByRole('heading', { level: 2, name: 'Business units' })).toBeVisible();
    await expect(await screen.findByText('Gudang Kalinyamatan')).toBeVisible();
  },
};
