import { expect, type Page, test } from '@playwright/test';
import { onePagePdf } from './files.ts';
import { keyOfLink, Mailbox, signIn } from './fixtures.ts';

let mailbox: Mailbox;
test.beforeAll(async () => {
  mailbox = await Mailbox.listen();
});
test.afterAll(async () => {
  await mailbox.close();
});

/** The input labelled exactly `label` (a required field's label ends with a star). */
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`));

/** Types a day into a date picker: day, month and year in the Indonesian order. */
async function pickDate(page: Page, label: string, ddmmyyyy: string, last = false) {
  const groups = page.getByRole('group', { name: label, exact: true });
  await (last ? groups.last() : groups.first()).getByRole('spinbutton').first().click();
  await page.keyboard.type(ddmmyyyy);
}

const PDF = onePagePdf();

test('a company registers, activates the account from the mail and signs in', async ({ page }) => {
  test.setTimeout(120_000);
  const suffix = String(Date.now() % 1_000_000);
  const login = `budi${suffix}`;
  const email = `budi${suffix}@jati.example`;
  await page.goto('/login');
  await page.getByRole('link', { name: 'Belum punya akun? Daftar' }).click();
  await expect(page).toHaveURL(/\/register$/);

  // Tab 1: company and employee.
  await field(page, 'Nama perusahaan').fill(`PT Jati Uji ${suffix}`);
  await field(page, 'Nomor induk perusahaan').fill(`81200${suffix}`);
  await field(page, 'NPWP').fill('01.234.567.8-912.000');
  await field(page, 'Nama karyawan').fill('Budi Santoso');
  await field(page, 'Nomor induk kependudukan (NIK)').fill('3320012345678901');
  await field(page, 'NPWP karyawan').fill('09.876.543.2-109.000');
  await field(page, 'Jabatan').fill('Direktur');
  await page.getByRole('button', { name: 'Berikutnya', exact: true }).click();

  // Tab 2: business unit, permit and S-LK certificate.
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Langkah 2 dari 3');
  await expect(field(page, 'Lembaga verifikasi (LVLK)')).toHaveValue('Lembaga Verifikasi Legalitas Kayu');
  await field(page, 'Kode unit usaha').fill(`U-${suffix}`);
  await field(page, 'Nama unit usaha').fill('Pabrik Tahunan');
  await field(page, 'Nomor izin').fill(`NIB-${suffix}`);
  await pickDate(page, 'Berlaku sejak', '05012026');
  await field(page, 'Nomor sertifikat').fill(`SLK-${suffix}`);
  await field(page, 'Nomor sertifikat lengkap').fill(`LVLK-002-IDN/SLK/${suffix}/2026`);
  await pickDate(page, 'Berlaku sampai', '04012030', true);
  await page
    .getByRole('group', { name: 'Berkas sertifikat' })
    .locator('input[type="file"]')
    .setInputFiles({ name: 'slk.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByRole('group', { name: 'Berkas sertifikat' })).toContainText('application/pdf');
  await page.getByRole('button', { name: 'Berikutnya', exact: true }).click();

  // Tab 3: account.
  await field(page, 'Nama pengguna').fill(login);
  await field(page, 'Email').fill(email);
  await field(page, 'Kata sandi baru').fill('rahasia-jati');
  await field(page, 'Konfirmasi kata sandi baru').fill('rahasia-jati');
  const finish = page.getByRole('button', { name: 'Selesai', exact: true });
  await expect(finish).toBeDisabled();
  await page.getByText('Saya menyatakan bahwa data di atas benar dan lengkap.').click();
  await expect(finish).toBeEnabled();
  await finish.click();

  await expect(page).toHaveURL(/\/login\?registered=true$/);
  await expect(page.getByRole('status')).toContainText(
    'Pendaftaran tersimpan! Silakan periksa email Anda untuk konfirmasi.',
  );

  // Not activated yet: sign-in fails.
  await page.getByLabel('Nama pengguna').fill(login);
  await page.getByLabel('Kata sandi').fill('rahasia-jati');
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page.getByRole('alert')).toContainText('Gagal masuk!');

  const mail = await mailbox.waitFor(email);
  await page.goto(`/activate?key=${encodeURIComponent(keyOfLink(mail, '/activate'))}`);
  await expect(page.getByText('Akun Anda telah diaktifkan. Silakan masuk.')).toBeVisible();
  await page.getByRole('link', { name: 'Masuk' }).click();

  await signIn(page, login, 'rahasia-jati');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Selamat datang, ${login}` })).toBeVisible();
  // A new company waits for the administrator's activation: the dashboard says why its unit cannot work yet.
  await expect(page.getByRole('alert').filter({ hasText: 'Unit usaha tidak valid' })).toContainText(
    'perusahaan belum aktif. Permohonan V-Legal tidak dapat diajukan',
  );
  await expect(page.getByRole('main').getByText(/Tidak valid$/)).toBeVisible();
});

test('a taken login sends the user back to the account tab with the message', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('tab', { name: /Akun/ }).click();
  await field(page, 'Nama pengguna').fill('admin');
  await page.getByRole('tab', { name: /Perusahaan dan karyawan/ }).click();
  await expect(page.getByRole('button', { name: 'Selesai', exact: true })).toBeDisabled();
  await page.getByRole('tab', { name: /Akun/ }).click();
  await expect(field(page, 'Nama pengguna')).toHaveValue('admin');
});

test('an unknown activation key says so', async ({ page }) => {
  await page.goto('/activate?key=no-such-key');
  await expect(page.getByRole('alert')).toContainText('Akun Anda tidak dapat diaktifkan.');
});
