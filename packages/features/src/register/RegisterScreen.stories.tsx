import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RegisterAccount } from '@vlegal/api-client/model';
import { delay, HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { problem } from '../account/stories-support.ts';
import { screenParameters, switchToEnglish, withTexts } from '../i18n/stories.tsx';
import { RegisterScreen } from './RegisterScreen.tsx';

const meta = {
  title: 'features/register/RegisterScreen',
  component: RegisterScreen,
  decorators: [withTexts],
  args: { loginHref: '/login', onRegistered: fn() },
  parameters: screenParameters,
} satisfies Meta<typeof RegisterScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const lookups = [
  http.get('*/api/business-permit-types', () =>
    HttpResponse.json([
      {
        id: 1,
        code: 'NIB',
        description: 'Nomor Induk Berusaha',
        hasCapacity: false,
        hasExpiry: false,
        active: true,
      },
      {
        id: 2,
        code: 'PBPHH',
        description: 'Perizinan Berusaha Pengolahan Hasil Hutan',
        hasCapacity: true,
        hasExpiry: false,
        active: true,
      },
    ]),
  ),
  http.get('*/api/_search/business-permit-types', () =>
    HttpResponse.json([
      {
        id: 2,
        code: 'PBPHH',
        description: 'Perizinan Berusaha Pengolahan Hasil Hutan',
        hasCapacity: true,
        hasExpiry: false,
        active: true,
      },
    ]),
  ),
  http.get('*/api/industrial-scopes', () =>
    HttpResponse.json([
      {
        id: 5,
        code: 'IUIPHHK',
        description: 'Industri primer hasil hutan kayu',
        canProduce: true,
        canExport: true,
      },
    ]),
  ),
  http.get('*/api/_search/industrial-scopes', () =>
    HttpResponse.json([
      {
        id: 5,
        code: 'IUIPHHK',
        description: 'Industri primer hasil hutan kayu',
        canProduce: true,
        canExport: true,
      },
    ]),
  ),
];

const tab = (canvas: Canvas, name: RegExp) => canvas.getByRole('tab', { name });
const field = (canvas: Canvas, label: RegExp) => canvas.getByLabelText(label);

async function type(canvas: Canvas, label: RegExp, text: string) {
  const input = field(canvas, label);
  await userEvent.clear(input);
  await userEvent.type(input, text);
}

/** Fills a field at once (as a paste), to keep long journeys quick. */
async function fill(canvas: Canvas, label: RegExp, text: string) {
  const input = field(canvas, label);
  await userEvent.clear(input);
  await userEvent.paste(text);
}

async function attach(canvas: Canvas, group: RegExp, file: File) {
  const input = canvas.getByRole('group', { name: group }).querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  await userEvent.upload(input, file);
}

/** Types a day into a date picker (day, month, year in Indonesian order); `last` for the last of that name. */
async function pickDate(canvas: Canvas, label: RegExp, ddmmyyyy: string, last = false) {
  const groups = canvas.getAllByRole('group', { name: label });
  const group = last ? groups[groups.length - 1]! : groups[0]!;
  await userEvent.click(within(group).getAllByRole('spinbutton')[0]!);
  await userEvent.keyboard(ddmmyyyy);
}

const pdf = () => new File(['%PDF-1.4 sertifikat'], 'slk.pdf', { type: 'application/pdf' });

async function fillCompany(canvas: Canvas) {
  await fill(canvas, /^Nama perusahaan/, 'PT Jati Jepara');
  await fill(canvas, /^Nomor induk perusahaan/, '8120001234567');
  await fill(canvas, /^NPWP\*?$/, '01.234.567.8-912.000');
  await fill(canvas, /^Nama karyawan/, 'Budi Santoso');
  await fill(canvas, /^Nomor induk kependudukan/, '3320012345678901');
  await fill(canvas, /^NPWP karyawan/, '09.876.543.2-109.000');
  await fill(canvas, /^Jabatan/, 'Direktur');
}

async function fillUnit(canvas: Canvas) {
  // The tab's code loads apart from the page.
  await canvas.findByLabelText(/^Kode unit usaha/);
  await fill(canvas, /^Kode unit usaha/, 'JJ-01');
  await fill(canvas, /^Nama unit usaha/, 'Pabrik Tahunan');
  await fill(canvas, /^Nomor izin/, 'NIB-8120001');
  await pickDate(canvas, /^Berlaku sejak/, '05012026');
  await fill(canvas, /^Nomor sertifikat\*?$/, 'SLK-001');
  await fill(canvas, /^Nomor sertifikat lengkap/, 'LVLK-002-IDN/SLK/001/2026');
  await pickDate(canvas, /^Berlaku sampai/, '04012030', true);
  await attach(canvas, /^Berkas sertifikat/, pdf());
}

async function fillAccount(canvas: Canvas, login = 'budi') {
  await fill(canvas, /^Nama pengguna/, login);
  await fill(canvas, /^Email/, 'budi@jati.co.id');
  await fill(canvas, /^Kata sandi baru/, 'rahasia');
  await fill(canvas, /^Konfirmasi kata sandi baru/, 'rahasia');
  await userEvent.click(canvas.getByRole('checkbox', { name: /Saya menyatakan/ }));
}

async function fillAll(canvas: Canvas, login?: string) {
  await fillCompany(canvas);
  await userEvent.click(canvas.getByRole('button', { name: 'Berikutnya' }));
  await fillUnit(canvas);
  await userEvent.click(canvas.getByRole('button', { name: 'Berikutnya' }));
  await fillAccount(canvas, login);
}

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...lookups);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(tab(canvas, /Perusahaan dan karyawan/)).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('progressbar', { name: 'Kemajuan pendaftaran' })).toHaveAttribute(
      'aria-valuetext',
      'Langkah 1 dari 3',
    );
    await expect(canvas.getByRole('button', { name: 'Selesai' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Sebelumnya' })).toBeDisabled();
  },
};

export const SwitchesLanguage: Story = {
  beforeEach({ msw }) {
    msw.use(...lookups);
  },
  play: async ({ canvasElement }) => {
    await switchToEnglish(canvasElement, 'Registration');
    await expect(within(canvasElement).getByRole('button', { name: 'Finish' })).toBeDisabled();
  },
};

export const Defaults: Story = {
  beforeEach({ msw }) {
    msw.use(...lookups);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(tab(canvas, /Unit usaha, izin dan S-LK/));
    // The tab's code loads apart from the page.
    await expect(await canvas.findByLabelText(/^Lembaga verifikasi/)).toHaveValue(
      'Lembaga Verifikasi Legalitas Kayu',
    );
    await expect(field(canvas, /^Lembaga verifikasi/)).toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: /Eksportir, berproduksi/ })).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Langkah 2 dari 3');
  },
};

export const RequiredFields: Story = {
  beforeEach({ msw }) {
    msw.use(...lookups);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Berikutnya' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sebelumnya' }));
    await waitFor(() => expect(canvas.getAllByText('Kolom ini wajib diisi.')).toHaveLength(7));
  },
};

export const AccountRules: Story = {
  beforeEach({ msw }) {
    msw.use(...lookups);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(tab(canvas, /Akun/));
    await type(canvas, /^Nama pengguna/, 'budi santoso');
    await type(canvas, /^Email/, 'a@b');
    await type(canvas, /^Kata sandi baru/, 'abc');
    await type(canvas, /^Konfirmasi kata sandi baru/, 'abcd');
    await userEvent.tab();
    await expect(await canvas.findByText('Nama pengguna hanya boleh berisi huruf dan angka.')).toBeVisible();
    await expect(canvas.getByText('Email minimal 5 karakter.')).toBeVisible();
    await expect(canvas.getByText('Kata sandi minimal 4 karakter.')).toBeVisible();
    await expect(canvas.getByText('Kata sandi dan konfirmasinya tidak sama!')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Selesai' })).toBeDisabled();
  },
};

export const AccountRulesInEnglish: Story = {
  globals: { locale: 'en' },
  beforeEach({ msw }) {
    msw.use(...lookups);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: /Account/ }));
    await fill(canvas, /^Username/, 'x'.repeat(51));
    await type(canvas, /^E-mail/, 'bukan-email');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.tab();
    await expect(await canvas.findByText('Your username cannot be longer than 50 characters.')).toBeVisible();
    await expect(canvas.getByText('Your email is invalid.')).toBeVisible();
    await expect(canvas.getByText('Please confirm that the data are true.')).toBeVisible();
  },
};

export const KeepsValuesBetweenTabs: Story = {
  beforeEach({ msw }) {
    msw.use(...lookups);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await type(canvas, /^Nama perusahaan/, 'PT Jati Jepara');
    await userEvent.click(tab(canvas, /Akun/));
    await type(canvas, /^Nama pengguna/, 'budi');
    await userEvent.click(tab(canvas, /Perusahaan dan karyawan/));
    await expect(field(canvas, /^Nama perusahaan/)).toHaveValue('PT Jati Jepara');
    await userEvent.click(tab(canvas, /Akun/));
    await expect(field(canvas, /^Nama pengguna/)).toHaveValue('budi');
  },
};

export const IgnoresNonImageSignature: Story = {
  beforeEach({ msw }) {
    msw.use(...lookups);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await attach(canvas, /^Gambar tanda tangan perusahaan/, pdf());
    const group = canvas.getByRole('group', { name: /^Gambar tanda tangan perusahaan/ });
    await expect(within(group).queryByText(/application\/pdf/)).toBeNull();
    await expect(within(group).queryByRole('alert')).toBeNull();
  },
};

export const Registers: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...lookups,
      http.post('*/api/register', async ({ request }) => {
        const body = (await request.json()) as RegisterAccount;
        const ok =
          body.login === 'budi' &&
          body.langKey === 'in' &&
          body.company.active === false &&
          body.company.etpikId === '-' &&
          body.slkCertificate.slkType === 'EXPORTER_PRODUCE' &&
          body.slkCertificate.lvlkName === 'Lembaga Verifikasi Legalitas Kayu' &&
          body.slkCertificate.certificateFileContentType === 'application/pdf' &&
          body.businessPermit.validDate === '2026-01-05' &&
          !('confirmPassword' in body);
        return ok
          ? HttpResponse.json({ login: 'budi' }, { status: 201 })
          : problem(400, '/problems/constraint-violation');
      }),
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillAll(canvas);
    const finish = canvas.getByRole('button', { name: 'Selesai' });
    await waitFor(() => expect(finish).toBeEnabled());
    await userEvent.click(finish);
    await expect(
      await canvas.findByText('Pendaftaran tersimpan! Silakan periksa email Anda untuk konfirmasi.'),
    ).toBeVisible();
    await waitFor(() => expect(args.onRegistered).toHaveBeenCalledTimes(1));
    await expect(canvas.getByRole('button', { name: 'Selesai' })).toBeDisabled();
  },
};

export const SavingOnce: Story = {
  beforeEach({ msw }) {
    const calls = { count: 0 };
    msw.use(
      ...lookups,
      http.post('*/api/register', async () => {
        calls.count += 1;
        if (calls.count > 1) return problem(500, 'about:blank');
        await delay('infinite');
        return HttpResponse.json({}, { status: 201 });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAll(canvas);
    const finish = canvas.getByRole('button', { name: 'Selesai' });
    await waitFor(() => expect(finish).toBeEnabled());
    await userEvent.click(finish);
    await userEvent.click(finish);
    await waitFor(() => expect(finish).toHaveAttribute('aria-disabled', 'true'));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const LoginTaken: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...lookups,
      http.post('*/api/register', () => problem(400, '/problems/login-already-used')),
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillAll(canvas, 'admin');
    await userEvent.click(tab(canvas, /Perusahaan dan karyawan/));
    const finish = canvas.getByRole('button', { name: 'Selesai' });
    await waitFor(() => expect(finish).toBeEnabled());
    await userEvent.click(finish);
    await expect(
      await canvas.findByText('Nama login sudah terdaftar! Silakan pilih yang lain.', {
        selector: '[role=alert] *, [role=alert]',
      }),
    ).toBeVisible();
    await expect(tab(canvas, /Akun/)).toHaveAttribute('aria-selected', 'true');
    await expect(field(canvas, /^Nama pengguna/)).toHaveAttribute('aria-invalid', 'true');
    expect(args.onRegistered).not.toHaveBeenCalled();
  },
};

export const EmailTaken: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...lookups,
      http.post('*/api/register', () => problem(400, '/problems/email-already-used')),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAll(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Selesai' }));
    await expect(
      await canvas.findAllByText('Email sudah digunakan! Silakan pilih yang lain.'),
    ).not.toHaveLength(0);
  },
};

export const ServerFieldError: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...lookups,
      http.post('*/api/register', () =>
        problem(400, '/problems/constraint-violation', {
          fieldErrors: [
            { objectName: 'registerAccount', field: 'company.taxId', message: 'NPWP harus 15 atau 16 digit' },
          ],
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAll(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Selesai' }));
    await expect(await canvas.findByText('Pendaftaran gagal! Silakan coba lagi nanti.')).toBeVisible();
    await expect(tab(canvas, /Perusahaan dan karyawan/)).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('NPWP harus 15 atau 16 digit')).toBeVisible();
  },
};
