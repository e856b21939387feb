import { expect, test } from '@playwright/test';
import { Mailbox, signIn } from './fixtures.ts';

const USERS = '/app/administration/user-management';

let mailbox: Mailbox;
test.beforeAll(async () => {
  mailbox = await Mailbox.listen();
});
test.afterAll(async () => {
  await mailbox.close();
});

test('an administrator creates a user, finds it, deactivates it and deletes it', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto(USERS);
  await expect(page.getByRole('heading', { level: 1, name: 'Manajemen pengguna' })).toBeVisible();
  await page.getByRole('link', { name: 'Tambah pengguna' }).click();
  await page.getByRole('textbox', { name: /Nama pengguna/ }).fill('e2e.verifikator');
  await page.getByRole('textbox', { name: /Email/ }).fill('e2e.verifikator@example.co.id');
  await page.getByRole('textbox', { name: 'Nama depan' }).fill('Uji');
  await page.getByText('Verifikator', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Verifikator' })).toBeChecked();
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page).toHaveURL(/saved=e2e\.verifikator/);
  await expect(page.getByText('Pengguna e2e.verifikator telah disimpan.')).toBeVisible();
  // The new user gets a mail to set a password.
  await mailbox.waitFor('e2e.verifikator@example.co.id');

  await page.getByRole('searchbox', { name: 'Cari pengguna' }).fill('e2e.veri');
  await page.getByRole('button', { name: 'Cari', exact: true }).click();
  await expect(page.getByText('Menampilkan 1 - 1 dari 1 item')).toBeVisible();
  const row = page.getByRole('row').nth(1);
  await expect(row).toContainText('Verifikator');

  await row.getByRole('button', { name: 'Nonaktifkan e2e.verifikator' }).click();
  await expect(page.getByText('Pengguna e2e.verifikator telah dinonaktifkan.')).toBeVisible();
  await expect(row).toContainText('Belum aktif');

  await row.getByRole('link', { name: 'Lihat e2e.verifikator' }).click();
  await expect(page).toHaveURL(/\/user-management\/e2e\.verifikator\/view$/);
  await expect(page.getByText('e2e.verifikator@example.co.id')).toBeVisible();
  await page.getByRole('link', { name: 'Kembali ke daftar' }).click();

  await page.getByRole('searchbox', { name: 'Cari pengguna' }).fill('e2e.veri');
  await page.getByRole('button', { name: 'Cari', exact: true }).click();
  await page.getByRole('button', { name: 'Hapus e2e.verifikator' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Hapus' }).click();
  await expect(page.getByText('Pengguna e2e.verifikator telah dihapus.')).toBeVisible();
  await expect(page.getByText('Tidak ada pengguna.')).toBeVisible();
});

test('the monitoring pages read the running server', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/app/administration/health');
  await expect(page.getByRole('heading', { name: 'Basis data' })).toBeVisible();
  // The database the server runs on (PostgreSQL, or PGlite where PostgreSQL does not answer) and its version.
  const health = await page.evaluate(async () => {
    const token =
      localStorage.getItem('jhi-authenticationToken') ?? sessionStorage.getItem('jhi-authenticationToken');
    const answer = await fetch('/management/health', { headers: { Authorization: `Bearer ${token}` } });
    return answer.json();
  });
  const { database, version } = health.components.db.details;
  expect(database).toMatch(/^(PostgreSQL|PGlite \(embedded PostgreSQL\))$/);
  await expect(page.getByText(database, { exact: true })).toBeVisible();
  await expect(page.getByText(version, { exact: true })).toBeVisible();

  await page.goto('/app/administration/metrics');
  await expect(page.getByRole('heading', { name: 'Waktu respons per rute' })).toBeVisible();
  await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Semua rute dan status' })).toContainText('/api/account');

  await page.goto('/app/administration/audits');
  await expect(page.getByRole('table', { name: 'Audit' })).toContainText('AUTHENTICATION_SUCCESS');

  await page.goto('/app/administration/configuration');
  await page.getByRole('searchbox', { name: 'Saring properti' }).fill('jwtSecret');
  await expect(page.getByRole('table').first()).toContainText('******');

  await page.goto('/app/administration/logs');
  await page.getByRole('searchbox', { name: 'Saring logger' }).fill('tracker');
  await page.getByRole('button', { name: /Tingkat log tracker/ }).click();
  await page.getByRole('option', { name: 'DEBUG' }).click();
  await expect(page.getByText('Tingkat log tracker menjadi DEBUG.')).toBeVisible();
});

test('without the swagger profile the API docs do not exist', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/app/administration/api-docs');
  await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeVisible();
});

test('the tracker shows live which page another user opens', async ({ page, browser }) => {
  await signIn(page, 'admin');
  await page.goto('/app/administration/tracker');
  await expect(page.getByText('Terhubung; aktivitas tampil langsung.')).toBeVisible();

  const other = await browser.newPage();
  await signIn(other, 'user');
  // The app shell reports every page the user opens over the tracker socket.
  await other.goto('/app/account/settings');
  const live = page.getByRole('table', { name: 'Aktivitas langsung' });
  await expect(live).toContainText('user');
  await expect(live).toContainText('/app/account/settings');
  await other.close();
});
