import { expect, test } from '@playwright/test';
import { initialPassword } from './fixtures.ts';

test('an administrator signs in with the generated password and lands on the dashboard', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Nama pengguna').fill('admin');
  await page.getByLabel('Kata sandi').fill(initialPassword());
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Selamat datang, admin' })).toBeVisible();
  await expect(page.getByText('Administrator platform, Pengguna')).toBeVisible();
  // Without remember-me the token lives in session storage only.
  const stored = await page.evaluate(() => ({
    session: sessionStorage.getItem('jhi-authenticationToken'),
    local: localStorage.getItem('jhi-authenticationToken'),
  }));
  expect(stored.session).toBeTruthy();
  expect(stored.local).toBeNull();
});

test('a wrong password shows the sign-in failure and keeps the user on /login', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Nama pengguna').fill('admin');
  await page.getByLabel('Kata sandi').fill('not-the-password');
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page.getByRole('alert')).toContainText('Gagal masuk!');
  await expect(page).toHaveURL(/\/login$/);
});

test('the login page looks as it did', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Masuk' })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await expect(page).toHaveScreenshot('login.png');
});

test('an unknown address shows not-found', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeVisible();
});
