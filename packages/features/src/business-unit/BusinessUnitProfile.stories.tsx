import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { screenParameters, withTexts } from '../i18n/stories.tsx';
import { withAddressState } from '../resource-screens/stories-support.tsx';
import { BusinessUnitProfile, type BusinessUnitProfileProps } from './BusinessUnitProfile.tsx';
import { UNIT_ADMIN } from './permit-stories-support.ts';
import { file, installProfile } from './profile-stories-support.ts';
import { type ProfileSearch, validateProfileSearch } from './profileSearch.ts';

const PATH = '/app/business-unit-profile';

const Profile = withAddressState<ProfileSearch, BusinessUnitProfileProps>(BusinessUnitProfile, {
  path: PATH,
  validate: validateProfileSearch,
});

const meta = {
  title: 'features/business-unit/BusinessUnitProfile',
  component: BusinessUnitProfile,
  decorators: [withTexts],
  render: (args) => <Profile {...args} />,
  args: { search: {}, path: PATH, authorities: UNIT_ADMIN, onSearchChange: fn(), onNavigate: fn() },
  parameters: screenParameters,
} satisfies Meta<typeof BusinessUnitProfile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Documents: Story = {
  beforeEach({ msw }) {
    installProfile(msw);
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 1, name: 'Pabrik Tahunan' })).toBeVisible();
    await expect(screen.getByText('Kode unit JJF-01')).toBeVisible();
    await expect(screen.getByRole('tab', { name: 'Tanda Daftar Perusahaan (TDP)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(
      screen.getByRole('heading', { level: 2, name: 'Tanda Daftar Perusahaan (TDP)' }),
    ).toBeVisible();
    await expect(await screen.findByText('Segera berakhir')).toBeVisible();
    await expect(screen.getByText('Kedaluwarsa')).toBeVisible();
    // Only the unit's own documents, without a filter on the unit.
    await expect(screen.queryByText('110115205555')).toBeNull();
    await expect(screen.queryByRole('textbox', { name: /Unit usaha/ })).toBeNull();
  },
};

export const SwitchTab: Story = {
  beforeEach({ msw }) {
    installProfile(msw);
  },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    await userEvent.click(await screen.findByRole('tab', { name: 'Surat Izin Usaha Perdagangan (SIUP)' }));
    await expect(args.onSearchChange).toHaveBeenCalledWith({ tab: 'siup' });
    await expect(await screen.findByText('503/1234/SIUP-B/2022')).toBeVisible();
    await expect(screen.getByText('Menengah')).toBeVisible();
    await expect(screen.getByText('Berlaku')).toBeVisible();
  },
};

export const DocumentView: Story = {
  beforeEach({ msw }) {
    installProfile(msw);
  },
  args: { search: { record: 1 } },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(
      await screen.findByRole('heading', { name: /^Tanda Daftar Perusahaan \(TDP\) / }),
    ).toBeVisible();
    const download = await screen.findByRole('link', { name: 'Unduh Berkas' });
    await expect(download).toHaveAttribute('href', `data:application/pdf;base64,${file.fileAttachment}`);
    await expect(download).toHaveAttribute('download', 'fileAttachment-1.pdf');
    await expect(screen.getByRole('link', { name: 'Kembali ke daftar' })).toHaveAttribute('href', PATH);
  },
};

export const NewDocumentInvalid: Story = {
  beforeEach({ msw }) {
    installProfile(msw);
  },
  args: { search: { tab: 'hoDocument', record: 'new' } },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    await userEvent.type(await screen.findByRole('textbox', { name: /Nomor HO/ }), 'HO/503/90/2026');
    const from = screen.getByRole('group', { name: 'Berlaku sejak' });
    await userEvent.click(within(from).getAllByRole('spinbutton')[0] as HTMLElement);
    await userEvent.keyboard('01062026');
    const until = screen.getByRole('group', { name: 'Berlaku sampai' });
    await userEvent.click(within(until).getAllByRole('spinbutton')[0] as HTMLElement);
    await userEvent.keyboard('01012026');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await expect(await screen.findByText('Tidak boleh sebelum Berlaku sejak.')).toBeVisible();
    await expect(args.onSearchChange).not.toHaveBeenCalled();
  },
};

export const ServerFieldError: Story = {
  beforeEach({ msw }) {
    installProfile(msw);
  },
  args: { search: { record: 'new' } },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    // The unit already holds this TDP number: the server answers 409 on the field.
    await userEvent.type(await screen.findByRole('textbox', { name: /Nomor TDP/ }), '110115201234');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Nomor TDP/ })).toHaveAccessibleDescription(
        expect.stringContaining('Nilai ini sudah dipakai.'),
      ),
    );
    await expect(screen.queryByText('Data dengan nilai yang sama sudah ada.')).toBeNull();
  },
};

export const EmptyTab: Story = {
  beforeEach({ msw }) {
    installProfile(msw);
  },
  args: { search: { tab: 'uplRecommendation' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/^Belum ada rekomendasi lingkungan\./)).toBeVisible();
  },
};

export const NoUnit: Story = {
  beforeEach({ msw }) {
    installProfile(msw, []);
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Akun Anda tidak terdaftar pada unit usaha mana pun, jadi tidak ada profil untuk ditampilkan.',
      ),
    ).toBeVisible();
  },
};

export const Forbidden: Story = {
  beforeEach({ msw }) {
    installProfile(msw);
    msw.use(
      http.get('*/api/company-business-units-by-user', () =>
        HttpResponse.json(
          { type: '/problems/forbidden', title: 'Forbidden', status: 403 },
          { status: 403, headers: { 'Content-Type': 'application/problem+json' } },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Akun Anda tidak boleh melihat profil unit usaha.'),
    ).toBeVisible();
  },
};

export const DocumentsInEnglish: Story = {
  ...Documents,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 1, name: 'Pabrik Tahunan' })).toBeVisible();
    await expect(screen.getByText('Unit code JJF-01')).toBeVisible();
    await expect(screen.getByRole('tab', { name: 'Company registrations (TDP)' })).toBeVisible();
    await expect(await screen.findByText('Expiring soon')).toBeVisible();
    await expect(screen.getByText('Expired')).toBeVisible();
  },
};

export const TabGroups: Story = {
  beforeEach({ msw }) {
    installProfile(msw);
  },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    const groups = await screen.findByRole('tablist', { name: 'Kelompok data unit usaha' });
    await expect(within(groups).getAllByRole('tab')).toHaveLength(2);
    const legality = screen.getByRole('tablist', { name: 'Dokumen legalitas' });
    await expect(within(legality).getAllByRole('tab')).toHaveLength(9);
    await userEvent.click(within(groups).getByRole('tab', { name: 'Lokasi dan orang' }));
    await expect(args.onSearchChange).toHaveBeenCalledWith({ tab: 'employee' });
    const sites = await screen.findByRole('tablist', { name: 'Lokasi dan orang' });
    await expect(within(sites).getByRole('tab', { name: 'Karyawan' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(within(sites).getAllByRole('tab')).toHaveLength(5);
  },
};

export const BusinessPermits: Story = {
  beforeEach({ msw }) {
    installProfile(msw);
  },
  args: { search: { tab: 'businessPermit' } },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 2, name: 'Izin usaha' })).toBeVisible();
    await expect(await screen.findByText('503/IUI/17/2021')).toBeVisible();
    await expect(await screen.findByText('Izin Usaha Industri')).toBeVisible();
    await expect(screen.getByText('Segera berakhir')).toBeVisible();
    // A permit opens on its own page, where its products are listed.
    await expect(screen.getByRole('link', { name: 'Tambah Izin usaha' })).toHaveAttribute(
      'href',
      '/app/business-unit/business-permit/new/1',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Lihat 503/IUI/17/2021' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/app/business-unit/business-permit/1/view');
  },
};

export const SlkCertificateReadOnly: Story = {
  beforeEach({ msw }) {
    installProfile(msw);
  },
  args: { search: { tab: 'slkCertificate' } },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const code = 'LVLK-002-IDN/SLK/JJF-01/2025';
    await expect(await screen.findByText(code)).toBeVisible();
    await expect(screen.getByText('Eksportir, produsen')).toBeVisible();
    await expect(screen.getByText('Berlaku')).toBeVisible();
    // Administrators write a unit's S-LK certificate; the unit only reads it.
    await expect(screen.getByRole('link', { name: `Lihat ${code}` })).toBeVisible();
    await expect(screen.queryByRole('link', { name: /Tambah/ })).toBeNull();
    await expect(screen.queryByRole('link', { name: `Ubah ${code}` })).toBeNull();
    await expect(screen.queryByRole('button', { name: `Hapus ${code}` })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: `Lihat ${code}` }));
    await expect(await screen.findByRole('heading', { name: /^Sertifikat S-LK / })).toBeVisible();
    await expect(screen.queryByRole('link', { name: 'Ubah' })).toBeNull();
    await expect(screen.queryByRole('button', { name: 'Hapus' })).toBeNull();
  },
};

export const EmployeesEmpty: Story = {
  beforeEach({ msw }) {
    installProfile(msw);
  },
  args: { search: { tab: 'employee' } },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 2, name: 'Karyawan' })).toBeVisible();
    await expect(await screen.findByText('Belum ada karyawan.')).toBeVisible();
    // The empty list offers the first employee too, beside the heading's link.
    const table = within(screen.getByRole('table'));
    await expect(table.getByRole('link', { name: 'Tambah Karyawan' })).toHaveAttribute(
      'href',
      `${PATH}?tab=employee&record=new`,
    );
  },
};

export const StuffingSiteServerFieldError: Story = {
  beforeEach({ msw }) {
    installProfile(msw);
  },
  args: { search: { tab: 'stuffingAddress', record: 'new' } },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    // The unit already has a site of this name: the server answers 409 on the field.
    await userEvent.type(await screen.findByRole('textbox', { name: /Nama lokasi/ }), 'Gudang Tahunan');
    const address = screen.getByRole('combobox', { name: /Alamat/ });
    await userEvent.type(address, 'Tahunan');
    const listbox = await within(document.body).findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(address).toHaveValue('Jl. Raya Tahunan 12');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Nama lokasi/ })).toHaveAccessibleDescription(
        expect.stringContaining('Nilai ini sudah dipakai.'),
      ),
    );
    await expect(screen.queryByText('Data dengan nilai yang sama sudah ada.')).toBeNull();
    await expect(screen.getByRole('combobox', { name: /Alamat/ })).toHaveValue('Jl. Raya Tahunan 12');
    await expect(args.onSearchChange).not.toHaveBeenCalled();
  },
};

export const SitesInEnglish: Story = {
  beforeEach({ msw }) {
    installProfile(msw);
  },
  args: { search: { tab: 'stuffingAddress' } },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('tab', { name: 'Sites and people' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(screen.getByRole('tab', { name: 'Legality documents' })).toBeVisible();
    await expect(await screen.findByText('Gudang Tahunan')).toBeVisible();
    await expect(await screen.findByText('Jl. Raya Tahunan 12')).toBeVisible();
  },
};

export const SlkCertificateFormByAddress: Story = {
  beforeEach({ msw }) {
    installProfile(msw);
  },
  args: { search: { tab: 'slkCertificate', record: 1, mode: 'edit' } },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    // The unit may not write its S-LK certificate: the address of its form shows the certificate.
    await expect(await screen.findByRole('heading', { name: /^Sertifikat S-LK / })).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Simpan' })).toBeNull();
  },
};
