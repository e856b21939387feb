import { expect, test } from '@playwright/test';
import { DEMO_LOGINS, signIn } from './fixtures.ts';

/** Titles of the pages that mean "no screen here". */
const ERROR_TITLES = /^(Halaman tidak ditemukan|Akses ditolak|Terjadi kesalahan)$/;

for (const login of DEMO_LOGINS) {
  test(`every sidebar entry of ${login} opens a real screen`, async ({ page }) => {
    test.setTimeout(180_000);
    // Static (the default on a wide screen), the menu stays open while the walk goes through it.
    await signIn(page, login);
    const menu = page.getByRole('navigation', { name: 'Menu utama' });
    await expect(menu.getByRole('link', { name: 'Dasbor' })).toBeVisible();
    const entries = await menu.getByRole('link').evaluateAll((links) =>
      links.map((link) => ({
        href: link.getAttribute('href') ?? '',
        name: link.textContent?.trim() ?? '',
      })),
    );
    expect(entries.map((entry) => entry.href)).toContain('/app/dashboard');
    // No two entries read the same.
    const names = entries.map((entry) => entry.name);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);

    for (const entry of entries) {
      const link = menu.locator(`a[href="${entry.href}"]`);
      await expect(link).toHaveAccessibleName(entry.name);
      // Every entry shows its drawn icon, not a letter.
      await expect(link.locator('svg')).toHaveCount(1);
      await link.click();
      await expect(page).toHaveURL((url) => url.pathname === entry.href);
      const heading = page.getByRole('main').getByRole('heading', { level: 1 });
      await expect(heading, `${login} ${entry.href}`).toBeVisible();
      await expect(heading, `${login} ${entry.href}`).not.toHaveText(ERROR_TITLES);
      await expect(link).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('navigation', { name: 'Jejak halaman' })).toContainText(entry.name);
    }

    test.info().annotations.push({ type: 'entries', description: `${login}: ${entries.length}` });
    if (login === 'admin') {
      // Master data, companies and the administration tools stay; areas without screens are gone.
      const hrefs = entries.map((entry) => entry.href);
      expect(hrefs).toEqual(
        expect.arrayContaining([
          '/app/general-setting/country',
          '/app/raw-material/scientific-name',
          '/app/preparation/vlegal-cancel-reason',
          '/app/administration/user-management',
          '/app/administration/tracker',
          '/app/company',
          '/app/admin-report/lmkb-admin',
          '/app/admin-report/lmko-admin',
          '/app/admin-report/import-material-admin',
          '/app/admin-report/production-admin',
          '/app/admin-report/export-sales-admin',
          '/app/admin-report/local-sales-admin',
        ]),
      );
    }
  });
}

test('not-found, forbidden and error pages sit in the shell when signed in, public otherwise', async ({
  page,
}) => {
  const heading = (name: string) => page.getByRole('main').getByRole('heading', { level: 1, name });
  const menu = page.getByRole('navigation', { name: 'Menu utama' });

  // Signed out: the public page, with the brand and the language switch, without the menu.
  await page.goto('/nowhere');
  await expect(heading('Halaman tidak ditemukan')).toBeVisible();
  await expect(page.getByRole('banner').getByText('V-Legal Back-office')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'Bahasa' })).toBeVisible();
  await expect(menu).toHaveCount(0);
  await page.goto('/error');
  await expect(heading('Terjadi kesalahan')).toBeVisible();
  await expect(menu).toHaveCount(0);

  // Static (the default on a wide screen), the menu is there at every check.
  await signIn(page, 'user');
  const shell = async () => {
    await expect(menu).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'user', exact: true })).toBeVisible();
    await expect(page.getByRole('main')).toHaveCount(1);
  };
  await page.goto('/app/nowhere');
  await expect(heading('Halaman tidak ditemukan')).toBeVisible();
  await shell();
  await page.goto('/nowhere');
  await expect(heading('Halaman tidak ditemukan')).toBeVisible();
  await shell();
  // A master-data address naming no resource: the route's own not-found, in the shell too.
  await page.goto('/app/general-setting/no-such-thing');
  await expect(heading('Halaman tidak ditemukan')).toBeVisible();
  await shell();
  await page.goto('/app/general-setting/country');
  await expect(page).toHaveURL(/\/forbidden$/);
  await expect(heading('Akses ditolak')).toBeVisible();
  await shell();
  await page.goto('/error');
  await expect(heading('Terjadi kesalahan')).toBeVisible();
  await shell();
  // The way back works from inside the shell.
  await page.getByRole('main').getByRole('link', { name: 'Kembali ke awal' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});

test('the language can be chosen before signing in, on every public page, and stays chosen', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('combobox', { name: 'Bahasa' }).selectOption({ label: 'English' });
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('jhi-language'))).toBe('en');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByRole('link', { name: /Register/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Registration' })).toBeVisible();
  await page.goto('/reset/request');
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.goto('/activate');
  await expect(page.getByRole('heading', { level: 1, name: 'Activation' })).toBeVisible();
  await page.goto('/not-found');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();

  // Back to Indonesian from a public page; signing in keeps the choice.
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Bahasa Indonesia' });
  await expect(page.getByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('jhi-language'))).toBe('in');
  await signIn(page, 'user');
  await expect(page.getByRole('heading', { level: 1, name: 'Selamat datang, user' })).toBeVisible();
});

test('the production build serves no mock service worker', async ({ request }) => {
  const response = await request.get('/mockServiceWorker.js');
  // The address falls back to the app's page like any unknown one: no script, no mocks.
  expect(response.headers()['content-type']).toContain('text/html');
  expect(await response.text()).not.toContain('Mock Service Worker');
});
