import { expect, type Page, test } from '@playwright/test';
import { signIn } from './fixtures.ts';

const LIST = '/app/general-setting/country';

/** The "Showing X - Y of Z items" line of the list, read as numbers. */
async function itemCount(page: Page): Promise<{ first: number; last: number; total: number }> {
  const text = await page.getByText(/^Menampilkan \d+ - \d+ dari \d+ item$/).textContent();
  const [, first, last, total] = /Menampilkan (\d+) - (\d+) dari (\d+) item/.exec(text ?? '') ?? [];
  return { first: Number(first), last: Number(last), total: Number(total) };
}

test('an administrator creates a country and finds it by search and by paging', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto(LIST);
  await expect(page.getByRole('heading', { level: 1, name: 'Negara' })).toBeVisible();
  await expect(page.getByText(/^Menampilkan 1 - 20 dari \d+ item$/)).toBeVisible();
  const before = await itemCount(page);
  expect(before.total).toBeGreaterThan(200);

  // New: the form checks the contract's rules before sending.
  await page.getByRole('link', { name: 'Tambah Negara' }).click();
  await expect(page).toHaveURL(/\/app\/general-setting\/country\/new$/);
  const code = page.getByRole('textbox', { name: /Kode \(ISO 3166 alfa-2\)/ });
  await code.fill('xv');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Periksa kembali isian yang ditandai.')).toBeVisible();
  await expect(code).toHaveAccessibleDescription(/Dua huruf kapital, mis\. ID\./);
  await expect(page.getByText('Kolom ini wajib diisi.')).toBeVisible();
  await code.fill('XV');
  await page.getByRole('textbox', { name: /Kode alfa-3/ }).fill('XVA');
  await page.getByRole('textbox', { name: /^Nama/ }).fill('Zzyzx Vale');
  await page.getByText('Mitra FLEGT', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Mitra FLEGT' })).toBeChecked();
  await page.getByRole('button', { name: 'Simpan' }).click();

  // Back on the list, with a notice naming the new row.
  await expect(page).toHaveURL(/\/app\/general-setting\/country\?saved=\d+$/);
  await expect(page.getByText(/^Negara .*Zzyzx Vale telah disimpan\.$/)).toBeVisible();
  await expect(page.getByText(`Menampilkan 1 - 20 dari ${before.total + 1} item`)).toBeVisible();

  // By search: the text goes into the address and the server's search answers one row.
  await page.getByRole('searchbox', { name: 'Cari Negara' }).fill('zzyzx');
  await page.getByRole('button', { name: 'Cari', exact: true }).click();
  await expect(page).toHaveURL(/query=zzyzx/);
  await expect(page.getByText('Menampilkan 1 - 1 dari 1 item')).toBeVisible();
  const rows = page.getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('XV');
  await expect(rows.nth(1)).toContainText('Zzyzx Vale');

  // By paging: without the search, sorted by name, it is on the last page.
  await page.getByRole('searchbox', { name: 'Cari Negara' }).fill('');
  await page.getByRole('button', { name: 'Cari', exact: true }).click();
  await expect(page.getByText(`Menampilkan 1 - 20 dari ${before.total + 1} item`)).toBeVisible();
  const lastPage = Math.ceil((before.total + 1) / 20);
  await page.getByRole('button', { name: `Halaman ${lastPage}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`page=${lastPage}`));
  const range = { first: (lastPage - 1) * 20 + 1, last: before.total + 1, total: before.total + 1 };
  // Waits for the new page's line: the address changes before its rows arrive.
  await expect(
    page.getByText(`Menampilkan ${range.first} - ${range.last} dari ${range.total} item`),
  ).toBeVisible();
  await expect(page.getByRole('row', { name: /Zzyzx Vale/ })).toBeVisible();

  // The address keeps the list's state: a reload shows the same page.
  await page.reload();
  await expect(page.getByRole('row', { name: /Zzyzx Vale/ })).toBeVisible();
  await expect(
    page.getByText(`Menampilkan ${range.first} - ${range.last} dari ${range.total} item`),
  ).toBeVisible();

  // View, then delete with confirmation.
  await page.getByRole('link', { name: 'Lihat Zzyzx Vale' }).click();
  await expect(page).toHaveURL(/\/app\/general-setting\/country\/\d+\/view$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Negara Zzyzx Vale/ })).toBeVisible();
  await page.getByRole('button', { name: 'Hapus' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Hapus' }).click();
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  await expect(page.getByText(`Menampilkan 1 - 20 dari ${before.total} item`)).toBeVisible();
});

test('a unique code taken by another row shows on the field', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto(`${LIST}/new`);
  await page.getByRole('textbox', { name: /Kode \(ISO 3166 alfa-2\)/ }).fill('ID');
  await page.getByRole('textbox', { name: /^Nama/ }).fill('Indonesia kedua');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByRole('textbox', { name: /Kode \(ISO 3166 alfa-2\)/ })).toHaveAccessibleDescription(
    /Nilai ini sudah dipakai\./,
  );
  // The field says it all: no banner repeats it in general words.
  await expect(page.getByText('Data dengan nilai yang sama sudah ada.')).toHaveCount(0);
});

test('a province is edited with a searchable lookup of its country', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/app/general-setting/province');
  await expect(page.getByText(/^Menampilkan 1 - \d+ dari \d+ item$/)).toBeVisible();
  await page
    .getByRole('row')
    .nth(1)
    .getByRole('link', { name: /^Ubah / })
    .click();
  await expect(page).toHaveURL(/\/app\/general-setting\/province\/\d+\/edit$/);
  const country = page.getByRole('combobox', { name: /Negara/ });
  await expect(country).toHaveValue('Indonesia');
  await country.fill('Malay');
  await page.getByRole('option', { name: 'Malaysia' }).click();
  await expect(country).toHaveValue('Malaysia');
});

test('an unknown resource or row is not found', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/app/general-setting/no-such-thing');
  await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeVisible();
  await page.goto('/app/raw-material/country');
  await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeVisible();
  await page.goto('/app/preparation/industrial-scope/999999/view');
  await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeVisible();
});
