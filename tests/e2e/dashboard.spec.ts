import { expect, test } from '@playwright/test';
import { signIn } from './fixtures.ts';

test('a company administrator sees every unit of the company with its certificate and validity', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'companyadmin');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText([
    'Masuk sebagai',
    'JJF-01 – Pabrik Tahunan',
    'JJF-02 – Gudang Semarang',
    'Stok per jenis kayu',
    'Dokumen terbaru',
    'Dokumen yang segera berakhir',
  ]);
  // The company's stock by species, each unit's on its own rows, and its latest documents.
  const stock = main.getByRole('table', { name: 'Saldo stok per jenis barang dan jenis kayu' });
  await expect(stock.getByRole('row').filter({ hasText: 'JJF-01 – Pabrik Tahunan' }).first()).toBeVisible();
  await expect(stock.getByRole('row').filter({ hasText: 'Tectona grandis' }).first()).toBeVisible();
  const recent = main.getByRole('table', { name: 'Daftar dokumen terbaru' });
  await expect(recent.getByRole('link').first()).toBeVisible();
  await expect(main.getByText(/Valid$/)).toHaveCount(2);
  await expect(main.getByText('Ekspor dengan V-Legal, Produksi')).toBeVisible();
  await expect(main.getByText('Ekspor dengan V-Legal', { exact: true })).toBeVisible();
  await expect(main.getByRole('alert')).toHaveCount(0);
  // The demo unit's TDP has expired: the card names it (the unit's profile is its administrator's page).
  const expiring = main.getByRole('region', { name: 'Dokumen yang segera berakhir' });
  await expect(expiring.getByRole('cell', { name: '11.05.1.31.00123' })).toBeVisible();
  // The menu sits beside the page from the first paint: the picture is of both.
  await expect(page.getByRole('navigation', { name: 'Menu utama' })).toBeVisible();
  // The demo certificates run two years from the day the database was created: their dates are masked.
  // The first screen only: below it, the books' cards grow as the other tests post.
  await expect(page).toHaveScreenshot('dashboard-company-admin.png', {
    fullPage: false,
    // Which documents expire soon depends on the day as well.
    mask: [
      main.locator('dd').filter({ hasText: /\b20\d\d$/ }),
      main.getByRole('region', { name: 'Dokumen yang segera berakhir' }).locator('table, p'),
      // The books move as the other tests post to them, at the same time.
      main.getByRole('region', { name: 'Stok per jenis kayu' }).locator('table'),
      main.getByRole('region', { name: 'Dokumen terbaru' }).locator('table'),
    ],
  });
});

test('a unit user sees only their own unit', async ({ page }) => {
  await signIn(page, 'unitadmin');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'JJF-01 – Pabrik Tahunan' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'JJF-02 – Gudang Semarang' })).toHaveCount(0);
  // The unit's expired TDP leads to it in the unit's profile.
  const expiring = main.getByRole('region', { name: 'Dokumen yang segera berakhir' });
  await expiring.getByRole('link', { name: '11.05.1.31.00123' }).click();
  await expect(page).toHaveURL(/\/app\/business-unit-profile\?record=\d+$/);
  await expect(page.getByRole('heading', { name: /^Tanda Daftar Perusahaan \(TDP\) \S/ })).toBeVisible();
});
