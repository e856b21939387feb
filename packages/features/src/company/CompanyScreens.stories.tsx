import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { screenParameters, withTexts } from '../i18n/stories.tsx';
import { ResourceForm } from '../resource-screens/ResourceForm.tsx';
import { withAddressState } from '../resource-screens/stories-support.tsx';
import { UnitForm, UnitView } from './BusinessUnitScreens.tsx';
import { CompanyList, type CompanyListProps } from './CompanyList.tsx';
import type { CompanyListSearch } from './companySearch.ts';
import { CompanyView } from './CompanyView.tsx';
import { companyFormScreen } from './configs/company.ts';
import { forever, installCompanies, problemAnswer } from './stories-support.tsx';
import { shownDialog } from '@vlegal/ui/shownDialog';

const StatefulCompanies = withAddressState<CompanyListSearch, CompanyListProps>(CompanyList);

const meta = {
  title: 'features/company/CompanyScreens',
  component: CompanyList,
  decorators: [withTexts],
  render: (args) => <StatefulCompanies {...args} />,
  args: { search: {}, onSearchChange: fn(), onNavigate: fn() },
  parameters: screenParameters,
} satisfies Meta<typeof CompanyList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  beforeEach({ msw }) {
    installCompanies(msw);
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 1, name: 'Perusahaan' })).toBeVisible();
    await expect(await screen.findByText('PT Jati Jepara Furniture')).toBeVisible();
    await expect(screen.getByText('UD Kayu Lestari')).toBeVisible();
    await expect(screen.getByText('Tidak aktif')).toBeVisible();
    await expect(screen.getByText('Persekutuan Komanditer (CV)')).toBeVisible();
    await expect(screen.getByRole('checkbox', { name: /Hanya dengan S-LK kedaluwarsa/ })).not.toBeChecked();
    await expect(screen.getByRole('link', { name: 'Tambah Perusahaan' })).toHaveAttribute(
      'href',
      '/app/company/new',
    );
  },
};

export const SlkExpiredFilter: Story = {
  beforeEach({ msw }) {
    installCompanies(msw, { expired: [3] });
  },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText('PT Jati Jepara Furniture')).toBeVisible();
    await userEvent.click(screen.getByRole('checkbox', { name: /Hanya dengan S-LK kedaluwarsa/ }));
    await expect(args.onSearchChange).toHaveBeenLastCalledWith({ slkExpired: true });
    // Only the company of the unit with the expired S-LK (MKS-01, of CV Mebel Kudus Sejahtera).
    await waitFor(() => expect(screen.queryByText('PT Jati Jepara Furniture')).toBeNull());
    await expect(screen.getByText('CV Mebel Kudus Sejahtera')).toBeVisible();
    await expect(screen.getByText('Menampilkan 1 - 1 dari 1 item')).toBeVisible();
  },
};

export const ListLoading: Story = {
  beforeEach({ msw }) {
    installCompanies(msw);
    msw.use(http.get('*/api/companies', forever));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar')).toBeVisible();
  },
};

export const ListEmpty: Story = {
  beforeEach({ msw }) {
    installCompanies(msw, { companies: [], units: [] });
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/^Belum ada perusahaan\./)).toBeVisible();
  },
};

export const FormInvalid: Story = {
  beforeEach({ msw }) {
    installCompanies(msw);
  },
  render: () => <ResourceForm config={companyFormScreen} listHref="/app/company" onSaved={fn()} />,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.type(await screen.findByRole('textbox', { name: /Nama perusahaan/ }), 'PT Rimba Raya');
    await userEvent.type(screen.getByRole('textbox', { name: /^NPWP/ }), '12-34');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await expect(await screen.findByText('Periksa kembali isian yang ditandai.')).toBeVisible();
    await expect(screen.getByRole('textbox', { name: /Nomor induk berusaha/ })).toBeInvalid();
    await expect(screen.getByRole('textbox', { name: /^NPWP/ })).toBeInvalid();
    // The status is no field of the form: only the view's activation changes it.
    await expect(screen.queryByRole('checkbox', { name: 'Status' })).toBeNull();
  },
};

export const FormServerErrors: Story = {
  beforeEach({ msw }) {
    installCompanies(msw);
    msw.use(
      http.post('*/api/companies', () =>
        problemAnswer(400, '/problems/constraint-violation', 'Method argument not valid', {
          fieldErrors: [
            { objectName: 'company', field: 'companyRegistry', message: 'NIB ini tidak terdaftar di OSS.' },
          ],
        }),
      ),
    );
  },
  render: () => <ResourceForm config={companyFormScreen} listHref="/app/company" onSaved={fn()} />,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.type(await screen.findByRole('textbox', { name: /Nama perusahaan/ }), 'PT Rimba Raya');
    await userEvent.type(screen.getByRole('textbox', { name: /Nomor induk berusaha/ }), '9129999999999');
    await userEvent.type(screen.getByRole('textbox', { name: /^NPWP/ }), '04.567.890.1-518.000');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Nomor induk berusaha/ })).toHaveAccessibleDescription(
        expect.stringContaining('NIB ini tidak terdaftar di OSS.'),
      ),
    );
    // The field says why: no banner says it again in general words.
    await expect(screen.queryByText(/Server menolak data ini/)).toBeNull();
  },
};

export const View: Story = {
  beforeEach({ msw }) {
    installCompanies(msw);
  },
  render: () => <CompanyView companyId={1} onNavigate={fn()} onDeleted={fn()} />,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Perusahaan PT Jati Jepara Furniture' }),
    ).toBeVisible();
    await expect(await screen.findByText('01.234.567.8-516.000')).toBeVisible();
    // Who last changed the status, and when (in Jakarta time).
    await expect(screen.getByText('admin', { selector: 'dd' })).toBeVisible();
    await expect(screen.getByText(/2 Mar 2026.*10\.15/)).toBeVisible();
    await expect(screen.getByText('Saat ini aktif.')).toBeVisible();
    // Its units, the other companies' left out.
    await expect(await screen.findByText('Gudang Kalinyamatan')).toBeVisible();
    await expect(screen.queryByText('Pabrik Kudus')).toBeNull();
    await expect(screen.getByRole('link', { name: 'Tambah Unit usaha' })).toHaveAttribute(
      'href',
      '/app/company/1/business-unit/new',
    );
    await expect(
      screen.getByRole('link', { name: 'Kelola semua unit usaha PT Jati Jepara Furniture' }),
    ).toHaveAttribute('href', '/app/company/1/business-unit');
  },
};

export const DeactivateConfirmation: Story = {
  beforeEach({ msw }) {
    installCompanies(msw);
  },
  render: () => <CompanyView companyId={1} onNavigate={fn()} onDeleted={fn()} />,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Nonaktifkan' }));
    // The question explains the effect before anything is written; Cancel has the focus.
    const dialog = await shownDialog('alertdialog', 'Nonaktifkan');
    await expect(
      within(dialog).getByText(
        'Nonaktifkan PT Jati Jepara Furniture? Setiap perubahan data oleh pengguna perusahaan ini akan ditolak; mereka tetap dapat membaca datanya.',
      ),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Batal' })).toHaveFocus();
    await expect(within(dialog).getByRole('button', { name: 'Nonaktifkan' })).toBeVisible();
  },
};

export const DeactivateRefused: Story = {
  beforeEach({ msw }) {
    installCompanies(msw);
    msw.use(
      http.put('*/api/companies', () =>
        problemAnswer(403, '/problems/forbidden', 'Forbidden', {
          detail: 'Only an administrator sets active of a company.',
        }),
      ),
    );
  },
  render: () => <CompanyView companyId={1} onNavigate={fn()} onDeleted={fn()} />,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Nonaktifkan' }));
    const dialog = await shownDialog('alertdialog', 'Nonaktifkan');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nonaktifkan' }));
    await expect(
      await screen.findByText(
        'Hanya administrator yang boleh mengubah status dan kunci. Server menolak perubahan ini.',
      ),
    ).toBeVisible();
    await expect(screen.getByText('Saat ini aktif.')).toBeVisible();
  },
};

export const UnitLocks: Story = {
  beforeEach({ msw }) {
    installCompanies(msw);
  },
  render: () => <UnitView companyId={1} businessUnitId={2} onDeleted={fn()} />,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 1, name: /^Unit usaha / })).toBeVisible();
    await expect(await screen.findByText('JJF-02 – Gudang Kalinyamatan')).toBeVisible();
    await expect(screen.getByText('Kunci administrasi terpasang.')).toBeVisible();
    await expect(screen.getByText(/30 Sep 2026.*08\.05/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Pasang kunci transaksi' }));
    const dialog = await shownDialog('alertdialog', 'Pasang kunci transaksi');
    await expect(within(dialog).getByText(/Buku stok unit ini dibekukan/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pasang kunci transaksi' }));
    await expect(
      await screen.findByText('Kunci transaksi JJF-02 – Gudang Kalinyamatan terpasang.'),
    ).toBeVisible();
    await expect(screen.getByText('Kunci transaksi terpasang.')).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Kembali ke daftar' })).toHaveAttribute(
      'href',
      '/app/company/1/business-unit',
    );
  },
};

export const UnitCodeTaken: Story = {
  beforeEach({ msw }) {
    installCompanies(msw);
  },
  render: () => <UnitForm companyId={1} onSaved={fn()} />,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    // The company already has a unit JJF-01: the server answers 409 on the code.
    await userEvent.type(await screen.findByRole('textbox', { name: /Kode unit/ }), 'JJF-01');
    await userEvent.type(screen.getByRole('textbox', { name: /Nama unit/ }), 'Pabrik Mlonggo');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Kode unit/ })).toHaveAccessibleDescription(
        expect.stringContaining('Nilai ini sudah dipakai.'),
      ),
    );
    await expect(screen.queryByText('Data dengan nilai yang sama sudah ada.')).toBeNull();
    await expect(screen.getByRole('link', { name: 'Batal' })).toHaveAttribute(
      'href',
      '/app/company/1/business-unit',
    );
  },
};
