import { expect, type Page, test } from '@playwright/test';
import { accountMenu, pickDate, signIn } from './fixtures.ts';

test.use({ actionTimeout: 15_000 });

/** The demo unit's LMKB of January 2026, the month its opening stock was booked. */
const JANUARY = 'startDate=2026-01-01&endDate=2026-01-31';

/** Other usage of a log stock dated 15 January 2026, through its form; the form stays when it is refused. */
async function recordUsage(page: Page, card: string, reason: string) {
  await page.goto(card);
  await page.getByRole('main').getByRole('link', { name: 'Tambah pemakaian lain' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tambah Pemakaian lain' })).toBeVisible();
  await page.getByRole('button', { name: /Jenis pemakaian/ }).click();
  await page.getByRole('option', { name: 'Limbah' }).click();
  await pickDate(page, /Tanggal pemakaian/, '15012026');
  await page.getByRole('textbox', { name: /^Volume \(m³\)/ }).fill('0.5');
  await page.getByRole('textbox', { name: /^Jumlah \(batang\)/ }).fill('1');
  await page.getByRole('textbox', { name: /Alasan/ }).fill(reason);
  await page.getByRole('button', { name: 'Simpan' }).click();
}

test('a unit administrator files January, a back-dated posting is refused, an administrator reopens it and the report shows the difference', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, 'unitadmin');

  // January's report: the opening stock booked on 2 January, every line agreeing with the ledger.
  await page.goto(`/app/report/lmkb?${JANUARY}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Laporan Mutasi Kayu Bulat (LMKB)' }),
  ).toBeVisible();
  const table = page.getByRole('table', { name: /Laporan Mutasi Kayu Bulat \(LMKB\), Januari 2026/ });
  await expect(table.getByRole('row', { name: /Jumlah seluruhnya/ })).toBeVisible();
  const firstItem = table.getByRole('link').first();
  const item = (await firstItem.textContent()) ?? '';
  const card = (await firstItem.getAttribute('href')) ?? '';
  expect(card).toMatch(/\/card/);

  // Filed: frozen, and the month closed to postings.
  await page.getByRole('button', { name: 'Laporkan bulan ini' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Laporkan Januari 2026?');
  await dialog.getByRole('button', { name: 'Laporkan' }).click();
  await expect(page.getByText('Bulan ini sudah dilaporkan')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Laporkan bulan ini' })).toHaveCount(0);

  // Waste dated in January is refused at its date, in words.
  await recordUsage(page, card, 'Log pecah, tercatat terlambat');
  await expect(
    page.getByText('Buku sudah ditutup sampai bulan yang telah dilaporkan', { exact: false }).first(),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Tambah Pemakaian lain' })).toBeVisible();

  // An administrator reopens January with a reason.
  const unitId = await page.evaluate(async () => {
    const token =
      localStorage.getItem('jhi-authenticationToken') ?? sessionStorage.getItem('jhi-authenticationToken');
    const units = await (
      await fetch('/api/business-units', { headers: { Authorization: `Bearer ${token}` } })
    ).json();
    return units[0].id as number;
  });
  await accountMenu(page, 'unitadmin', 'Keluar');
  await signIn(page, 'admin');
  await page.goto(`/app/admin-report/lmkb-admin?businessUnitId=${unitId}&${JANUARY}`);
  await expect(page.getByText('Bulan ini sudah dilaporkan')).toBeVisible();
  await page.getByRole('button', { name: 'Buka kembali bulan ini' }).click();
  const reopen = page.getByRole('alertdialog');
  await reopen.getByRole('textbox', { name: /Alasan/ }).fill('Limbah 15 Januari belum dicatat');
  await reopen.getByRole('button', { name: 'Buka kembali' }).click();
  await expect(page.getByText('Bulan ini dibuka kembali')).toBeVisible();
  await expect(page.getByText('Alasan: Limbah 15 Januari belum dicatat')).toBeVisible();

  // The unit records the waste now, and January's report shows the line that changed since it was filed.
  await accountMenu(page, 'admin', 'Keluar');
  await signIn(page, 'unitadmin');
  await recordUsage(page, card, 'Log pecah, tercatat terlambat');
  await expect(page.getByText('Log pecah, tercatat terlambat')).toBeVisible();
  await page.goto(`/app/report/lmkb?${JANUARY}`);
  await expect(page.getByText('Baris yang berubah sejak dilaporkan: 1.')).toBeVisible();
  const changed = page.getByRole('row').filter({ hasText: item });
  await expect(changed).toContainText('Selisih -0,5000 m³');
});
