import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { screenParameters, withTexts } from '../i18n/stories.tsx';
import { DashboardScreen } from './DashboardScreen.tsx';

const unitAdmin = {
  login: 'unitadmin',
  firstName: 'Siti',
  lastName: 'Rahayu',
  email: 'siti@jati.co.id',
  activated: true,
  langKey: 'in' as const,
  authorities: ['ROLE_USER' as const, 'ROLE_USER_ADMIN' as const],
  companyId: 1,
  businessUnitId: 1,
};

const unit = {
  id: 1,
  code: 'JJF-01',
  name: 'Pabrik Tahunan',
  active: true,
  company: { name: 'PT Jati Jepara Furniture', active: true },
  slkCertificate: { expiredDate: '2028-11-20', slkType: 'EXPORTER_PRODUCE' },
};

const meta = {
  title: 'features/dashboard/DashboardScreen',
  component: DashboardScreen,
  decorators: [withTexts],
  args: { account: unitAdmin, unit, today: '2026-11-21' },
  parameters: { ...screenParameters, layout: 'padded' },
} satisfies Meta<typeof DashboardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ValidUnit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Selamat datang, unitadmin' })).toBeVisible();
    await expect(canvas.getByText('PT Jati Jepara Furniture')).toBeVisible();
    await expect(canvas.getByText('JJF-01 – Pabrik Tahunan')).toBeVisible();
    await expect(canvas.getByText('Valid')).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const InvalidUnit: Story = {
  args: {
    unit: {
      ...unit,
      company: { name: 'PT Jati Jepara Furniture', active: false },
      slkCertificate: { expiredDate: '2026-11-01' },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Unit usaha tidak valid: perusahaan belum aktif, sertifikat S-LK berakhir pada 2026-11-01.',
    );
    await expect(canvas.getByText('Tidak valid')).toBeVisible();
  },
};

export const PlatformAdministrator: Story = {
  args: {
    account: {
      login: 'admin',
      email: 'admin@localhost',
      activated: true,
      langKey: 'in',
      authorities: ['ROLE_ADMIN', 'ROLE_USER'],
    },
    unit: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Administrator platform, Pengguna')).toBeVisible();
    await expect(canvas.getByText('Anda bekerja untuk semua perusahaan dan unit usaha.')).toBeVisible();
  },
};

export const UnitNotLoaded: Story = {
  args: { unit: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Rincian unit usaha Anda belum dapat ditampilkan.'),
    ).toBeVisible();
  },
};
