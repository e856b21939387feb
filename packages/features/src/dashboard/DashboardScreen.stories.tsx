import type { Meta, StoryObj } from '@storybook/react-vite';
import type { BusinessUnitInfo } from '@vlegal/api-client/model';
import { expect, fn, userEvent, within } from 'storybook/test';
import { screenParameters, withTexts } from '../i18n/stories.tsx';
import { DashboardScreen } from './DashboardScreen.tsx';
import { factory, unitAdmin } from './stories-support.ts';

const warehouse: BusinessUnitInfo = {
  ...factory,
  id: 2,
  code: 'JJF-02',
  name: 'Gudang Semarang',
  slkCertificate: {
    ...(factory.slkCertificate as NonNullable<BusinessUnitInfo['slkCertificate']>),
    id: 2,
    fullCode: 'LVLK-002-IDN/SLK/JJF-02/2025',
    slkType: 'EXPORTER_NON_PRODUCE',
    expiredDate: '2026-12-30',
  },
  slkExpiresInDays: 39,
  canProduce: false,
};

const meta = {
  title: 'features/dashboard/DashboardScreen',
  component: DashboardScreen,
  decorators: [withTexts],
  args: { account: unitAdmin, units: [factory] },
  parameters: { ...screenParameters, layout: 'padded' },
} satisfies Meta<typeof DashboardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ValidUnit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Selamat datang, unitadmin' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'JJF-01 – Pabrik Tahunan' })).toBeVisible();
    await expect(canvas.getByText('PT Jati Jepara Furniture')).toBeVisible();
    await expect(canvas.getByText('Valid')).toBeVisible();
    await expect(canvas.getByText('20 November 2028')).toBeVisible();
    await expect(canvas.getByText('Ekspor dengan V-Legal, Produksi')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const InvalidUnit: Story = {
  args: {
    units: [
      {
        ...factory,
        company: { ...factory.company, active: false },
        slkCertificate: {
          ...(factory.slkCertificate as NonNullable<BusinessUnitInfo['slkCertificate']>),
          expiredDate: '2026-11-01',
        },
        valid: false,
        invalidReasons: ['COMPANY_INACTIVE', 'SLK_EXPIRED'],
        slkExpiresInDays: -20,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('alert');
    await expect(banner).toHaveTextContent('Unit usaha tidak valid');
    await expect(banner).toHaveTextContent(
      'JJF-01 – Pabrik Tahunan: perusahaan belum aktif; sertifikat S-LK berakhir pada 1 November 2026. Permohonan V-Legal tidak dapat diajukan sampai hal ini diselesaikan.',
    );
    await expect(canvas.getByText('Tidak valid')).toBeVisible();
  },
};

/** A company administrator sees every unit; one certificate runs out within two months. */
export const CompanyWithExpiringCertificate: Story = {
  args: {
    account: {
      ...unitAdmin,
      login: 'companyadmin',
      authorities: ['ROLE_USER', 'ROLE_USER_ADMIN_COMPANY'],
      businessUnitId: null,
    },
    units: [factory, { ...warehouse, transLocked: true }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Sertifikat S-LK JJF-02 – Gudang Semarang berakhir pada 30 Desember 2026. Jadwalkan audit perpanjangan dengan LVLK Anda.',
    );
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Masuk sebagai',
      'JJF-01 – Pabrik Tahunan',
      'JJF-02 – Gudang Semarang',
    ]);
    await expect(canvas.getByText('Ekspor dengan V-Legal')).toBeVisible();
    await expect(canvas.getByText('buku stok dikunci')).toBeVisible();
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
    units: [],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Administrator platform, Pengguna')).toBeVisible();
    await expect(canvas.getByText('Anda bekerja untuk semua perusahaan dan unit usaha.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { units: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Memuat unit usaha…');
  },
};

export const LoadFailed: Story = {
  args: { units: undefined, unitsFailed: true, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Unit usaha Anda tidak dapat dimuat.');
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome, unitadmin' })).toBeVisible();
    await expect(canvas.getByText('Exporter, producing')).toBeVisible();
  },
};
