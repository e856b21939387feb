import { expect, test } from '@playwright/test';
import { accountMenu, signIn } from './fixtures.ts';

test('the language choice switches the texts and survives a reload', async ({ page }) => {
  await signIn(page, 'user');
  await expect(page.getByRole('heading', { level: 1, name: 'Selamat datang, user' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Bahasa' }).selectOption({ label: 'English' });
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, user' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('jhi-language'))).toBe('en');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, user' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Bahasa Indonesia' });
  await expect(page.getByRole('heading', { level: 1, name: 'Selamat datang, user' })).toBeVisible();
});

test('the header menu leads to account settings and password, and signs out', async ({ page }) => {
  await signIn(page, 'companyadmin');
  await accountMenu(page, 'companyadmin', 'Pengaturan akun');
  await expect(page).toHaveURL(/\/app\/account\/settings$/);
  await expect(page.getByRole('navigation', { name: 'Jejak halaman' })).toContainText('Pengaturan');
  await accountMenu(page, 'companyadmin', 'Kata sandi');
  await expect(page.getByRole('heading', { level: 1, name: 'Kata sandi [companyadmin]' })).toBeVisible();
  await accountMenu(page, 'companyadmin', 'Keluar');
  await expect(page).toHaveURL(/\/login$/);
});

test.describe('sidebar at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('stays beside the page from the first paint; unpinned, it floats and closes by itself after a reload', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const menu = page.getByRole('navigation', { name: 'Menu utama' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: /Dasbor/ })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: 'Sematkan navigasi' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Static by default: beside the page, never over it, and still there after the auto-close time.
    expect((await page.getByRole('main').boundingBox())?.x).toBeGreaterThan(150);
    await page.waitForTimeout(3_500);
    await expect(menu).toBeVisible();
    // Unpinned, the choice is kept: after a reload the menu floats and closes about 2.5 s after load.
    await page.getByRole('button', { name: 'Sematkan navigasi' }).click();
    expect(await page.evaluate(() => localStorage.getItem('jhi-sidebar-static'))).toBe('false');
    await page.reload();
    await expect(menu).toBeVisible();
    expect((await page.getByRole('main').boundingBox())?.x).toBeLessThan(10);
    await expect(menu).toBeHidden({ timeout: 6_000 });
    await page.getByRole('button', { name: 'Buka navigasi' }).click();
    await expect(menu).toBeVisible();
    await page.getByRole('button', { name: 'Sematkan navigasi' }).click();
    expect(await page.evaluate(() => localStorage.getItem('jhi-sidebar-static'))).toBe('true');
  });

  test('the guided tour shows one step on the menu toggle', async ({ page }) => {
    await signIn(page, 'user');
    await accountMenu(page, 'user', 'Panduan');
    const tour = page.getByRole('dialog', { name: 'Menu' });
    await expect(tour).toBeVisible();
    await expect(tour.getByRole('button', { name: 'Selesai' })).toBeVisible();
    await tour.getByRole('button', { name: 'Berhenti' }).click();
    await expect(tour).toBeHidden();
  });
});

test.describe('sidebar at 700 px', () => {
  test.use({ viewport: { width: 700, height: 800 } });

  test('starts closed even when pinned on a wide screen, cannot be pinned, and floats over the page', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('jhi-sidebar-static', 'true'));
    await signIn(page, 'unitadmin');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Menu utama' });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Buka navigasi' }).click();
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sematkan navigasi' })).toHaveCount(0);
    // Floating over the content, not beside it.
    const box = await page.getByRole('main').boundingBox();
    expect(box?.x).toBeLessThan(10);
    // Following one of its links leaves the new page uncovered.
    await menu.getByRole('link', { name: 'Pemasok' }).click();
    await expect(page).toHaveURL(/\/app\/business-unit-import\/supplier$/);
    await expect(menu).toBeHidden();
  });
});
