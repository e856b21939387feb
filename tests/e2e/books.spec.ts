import { expect, test } from '@playwright/test';
import { pick, pickDate, signIn } from './fixtures.ts';

/** The number the server gives a receipt, e.g. 0001/RCV/JJF-01/XI/2026. */
const RECEIPT_NUMBER = /\d{4}\/RCV\/[A-Z0-9-]+\/[IVXLC]+\/\d{4}/;

/** Today in Jakarta, and the same day some years away, as dd, mm and yyyy. */
function jakartaDay(yearsFromNow = 0): { dd: string; mm: string; yyyy: string } {
  const [yyyy, mm, dd] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' })
    .format(new Date())
    .split('-') as [string, string, string];
  // 29 February does not come back every year.
  const day = mm === '02' && dd === '29' ? '28' : dd;
  return { dd: day, mm, yyyy: String(Number(yyyy) + yearsFromNow) };
}
const digits = ({ dd, mm, yyyy }: { dd: string; mm: string; yyyy: string }) => `${dd}${mm}${yyyy}`;

test.use({ actionTimeout: 15_000 });

test('a unit administrator books a receipt of logs, sees its stock, records waste and cannot cancel the receipt below zero', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const suffix = String(Date.now() % 1_000_000);
  const supplier = `KPH Randublatung E2E ${suffix}`;
  const material = `Log Sonokeling E2E ${suffix}`;
  const certificate = `S-PHPL-${suffix}/2025`;
  const transport = `SKSHHK-E2E-${suffix}`;
  const today = digits(jakartaDay());

  await signIn(page, 'unitadmin');

  // A new supplier of the unit.
  await page.goto('/app/business-unit-import/supplier/new');
  await page.getByRole('textbox', { name: /^Kode/ }).fill(`SUP-${suffix}`);
  await page.getByRole('textbox', { name: /^Nama/ }).fill(supplier);
  await page.getByRole('button', { name: /Jenis pemasok/ }).click();
  await page.getByRole('option', { name: 'Perhutani', exact: true }).click();
  await pick(page, /^Negara/, 'Indonesia', 'Indonesia');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page).toHaveURL(/\/app\/business-unit-import\/supplier\/\d+\/view/);
  await expect(page.getByRole('heading', { level: 1, name: `Pemasok ${supplier}` })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(supplier);
  const supplierPage = page.url().replace(/\?.*$/, '');

  // Its S-PHPL certificate, valid from last year until three years from now.
  // Offered at the list's head and, while it is empty, as its next step.
  await page
    .getByRole('link', { name: /^Tambah Sertifikat/ })
    .first()
    .click();
  await pick(page, /^Jenis sertifikat/, 'Pengelolaan', /Pengelolaan Hutan Produksi Lestari/);
  await page.getByRole('textbox', { name: /^Nomor sertifikat/ }).fill(certificate);
  await page.getByRole('textbox', { name: /^Pemegang/ }).fill('Perum Perhutani KPH Randublatung');
  await pickDate(page, /^Berlaku sejak/, digits(jakartaDay(-1)));
  await pickDate(page, /^Berakhir pada/, digits(jakartaDay(3)));
  await page.getByRole('button', { name: 'Simpan' }).click();
  const certificates = page.getByRole('table', { name: /Sertifikat/ });
  await expect(certificates.getByText(certificate)).toBeVisible();
  await expect(certificates.getByText('Berlaku').first()).toBeVisible();

  // A new raw material, created and linked to the supplier at once.
  await page.goto(supplierPage);
  const materials = page.getByRole('region', { name: 'Bahan baku yang dipasok' });
  await expect(materials.getByText('Belum ada bahan baku yang ditautkan.')).toBeVisible();
  await materials.getByRole('link', { name: 'Buat dan tautkan bahan baku' }).click();
  await page.getByRole('textbox', { name: /^Kode/ }).last().fill(`SNK-${suffix}`);
  await page.getByRole('textbox', { name: /^Nama/ }).last().fill(material);
  await pick(page, /^Jenis bahan baku/, 'Kayu bulat sedang', 'Kayu bulat sedang');
  await pick(page, /^Jenis kayu/, 'Sonokeling', 'Dalbergia latifolia Roxb.');
  await page.getByRole('checkbox', { name: /Catat jumlah batang/ }).check();
  await page.getByRole('button', { name: 'Simpan' }).last().click();
  await expect(materials.getByRole('cell', { name: material, exact: true })).toBeVisible();

  // The receipt of the logs, booked through its form.
  await page.goto('/app/business-unit-import/import-material/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Tambah Penerimaan Kayu' })).toBeVisible();
  // The receipt starts on today; the supplier's only certificate comes with the supplier.
  const receiptDay = page.getByRole('group', { name: /Tanggal penerimaan/ }).getByRole('spinbutton');
  const { dd, mm, yyyy } = jakartaDay();
  for (const [index, part] of [dd, mm, yyyy].entries())
    await expect(receiptDay.nth(index)).toHaveAttribute('aria-valuenow', String(Number(part)));
  await pick(page, /^Pemasok/, supplier, supplier);
  await expect(page.getByRole('combobox', { name: /Sertifikat pemasok/ })).toHaveValue(
    new RegExp(`^${certificate}`),
  );
  await page.getByRole('button', { name: /Jenis barang/ }).click();
  await page.getByRole('option', { name: 'Bahan baku' }).click();
  await pick(page, /^Bahan baku/, 'Sonokeling', new RegExp(material));
  await pick(page, /Jenis Dokumen Angkutan/, 'SKSHHK', /Surat Keterangan Sahnya/);
  await page.getByRole('textbox', { name: /Nomor Dokumen Angkutan/ }).fill(transport);
  await pickDate(page, /Tanggal Dokumen Angkutan/, today);
  await pick(page, /Asal Bahan Baku/, 'Perhutani', /Perhutani/);
  await expect(page.getByRole('combobox', { name: /Negara Tebangan/ })).toHaveValue('Indonesia');
  await page.getByRole('textbox', { name: /Volume/ }).fill('12,5');
  await page.getByRole('textbox', { name: /Jumlah batang/ }).fill('40');
  // Where the logs were felled: one of the unit's harvest plots.
  await page.getByRole('button', { name: 'Tambah baris' }).click();
  await pick(page, /Petak tebangan, baris 1/, 'KDL', /KDL-12A/);
  await page.getByRole('button', { name: 'Bukukan penerimaan' }).click();

  // Its view: the receipt number, posted, and the ledger entry it wrote.
  await expect(page).toHaveURL(/\/app\/business-unit-import\/import-material\/\d+\/view/);
  await expect(page.getByRole('heading', { level: 1, name: /^Penerimaan Kayu \S/ })).toBeVisible();
  await expect(page.getByText('Dibukukan')).toBeVisible();
  await expect(page.getByRole('main')).toContainText(RECEIPT_NUMBER);
  await expect(page.getByRole('main')).toContainText('KDL-12A');
  const receiptNumber = RECEIPT_NUMBER.exec((await page.getByRole('main').textContent()) ?? '')?.[0];
  expect(receiptNumber).toBeTruthy();
  const receiptPage = page.url();
  const entries = page.getByRole('table', { name: /Catatan buku stok dokumen ini/ });
  await expect(entries.getByText('Penerimaan dari pemasok')).toBeVisible();
  await expect(entries.getByText('12,5000')).toBeVisible();
  const card = page.getByRole('link', { name: 'Buka kartu stok barang ini' });
  const stockId = Number(
    /stock-raw-material\/(\d+)\/card/.exec((await card.getAttribute('href')) ?? '')?.[1],
  );
  expect(stockId).toBeGreaterThan(0);

  // The stock list shows the balance of the new logs.
  await page.goto('/app/business-unit-material/stock-raw-material');
  await expect(page.getByRole('heading', { level: 1, name: 'Stok bahan baku' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: material });
  await expect(row).toContainText('12,5000');

  // Its stock card, the list's link of the item: the receipt, and the running balance after it.
  await row.getByRole('link', { name: new RegExp(material) }).click();
  await expect(page).toHaveURL(new RegExp(`/app/business-unit-material/stock-raw-material/${stockId}/card`));
  await expect(page.getByRole('heading', { level: 1, name: 'Kartu stok' })).toBeVisible();
  const receiptLine = page.getByRole('row').filter({ hasText: transport });
  await expect(receiptLine).toContainText('Penerimaan dari pemasok');
  // Received 12,5000 m³ and a balance of 12,5000 m³ after it.
  await expect(receiptLine.getByText('12,5000', { exact: true })).toHaveCount(2);

  // Waste takes most of it.
  await page.getByRole('main').getByRole('link', { name: 'Tambah pemakaian lain' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tambah Pemakaian lain' })).toBeVisible();
  await page.getByRole('button', { name: /Jenis pemakaian/ }).click();
  await page.getByRole('option', { name: 'Limbah' }).click();
  await pickDate(page, /Tanggal pemakaian/, today);
  await page.getByRole('textbox', { name: /^Volume \(m³\)/ }).fill('10');
  // The logs are counted in pieces too: 32 of the 40 go with the waste.
  await page.getByRole('textbox', { name: /^Jumlah \(batang\)/ }).fill('32');
  await page.getByRole('textbox', { name: /Alasan/ }).fill('Limbah pemotongan log');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Limbah pemotongan log')).toBeVisible();

  await page.goto('/app/business-unit-material/stock-raw-material');
  await expect(page.getByRole('row').filter({ hasText: material })).toContainText('2,5000');

  // Cancelling the receipt would take the stock below zero: asked, then refused.
  await page.goto(receiptPage);
  await page.getByRole('button', { name: 'Batalkan penerimaan' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`Batalkan penerimaan ${receiptNumber}?`);
  await dialog.getByRole('textbox', { name: /Alasan/ }).fill('Nomor dokumen angkut salah');
  await dialog.getByRole('button', { name: 'Batalkan penerimaan' }).click();
  // The refusal names the item and the shortfall: the 10 m³ of waste are gone, the 12.5 m³ received cannot
  // leave again.
  await expect(
    page.getByText(
      `Penerimaan tidak dapat dibatalkan: stok akan kurang. ${material}: saldo akan menjadi -10,0000 m³ pada akhir`,
    ),
  ).toBeVisible();
  await expect(page.getByText('Dibukukan')).toBeVisible();

  // The balance is unchanged.
  await page.goto('/app/business-unit-material/stock-raw-material');
  await expect(page.getByRole('row').filter({ hasText: material })).toContainText('2,5000');
});

test('a unit administrator sends teak logs to the carver, sees both stock cards, and cancels the transfer', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const today = digits(jakartaDay());
  await signIn(page, 'unitadmin');

  await page.goto('/app/business-unit-transfer/transfer-material/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Tambah Pemindahan Barang' })).toBeVisible();
  await pickDate(page, /Tanggal pemindahan/, today);
  // The unit's own logs, not a stock the carver already holds.
  await pick(page, /Dari stok/, 'Jati', 'KB-JATI – Log Jati');
  await pick(page, /Ke subkontraktor/, 'Ukir', 'UD Ukir Mulyoharjo');
  await page.getByRole('textbox', { name: /Volume/ }).fill('1,5');
  await page.getByRole('textbox', { name: /Jumlah batang/ }).fill('4');
  await page.getByRole('button', { name: 'Simpan' }).click();

  // Its view: numbered, posted, out of the unit's logs and into those held at the carver.
  await expect(page).toHaveURL(/\/app\/business-unit-transfer\/transfer-material\/\d+\/view/);
  await expect(page.getByRole('heading', { level: 1, name: /^Pemindahan Barang \S/ })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(/\d{4}\/TRF\/[A-Z0-9-]+\/[IVXLC]+\/\d{4}/);
  await expect(page.getByText('Dibukukan')).toBeVisible();
  const entries = page.getByRole('table', { name: /Catatan buku stok dokumen ini/ });
  await expect(entries.getByRole('row').filter({ hasText: 'Pemindahan keluar' })).toContainText('-1,5000');
  await expect(entries.getByRole('row').filter({ hasText: 'Pemindahan masuk' })).toContainText('1,5000');
  const transferPage = page.url();

  // The carver's stock card shows the logs received, with the balance after them.
  await page.getByRole('link', { name: 'Buka kartu stok tujuan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kartu stok' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Pemindahan masuk' }).first()).toContainText('1,5000');

  // Cancelled after confirming: both entries reversed, nothing left to do.
  await page.goto(transferPage);
  await page.getByRole('button', { name: 'Batalkan pemindahan' }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('textbox', { name: /Alasan/ })
    .fill('Pengrajin menolak pesanan');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Batalkan pemindahan' }).click();
  await expect(page.getByText('Dibatalkan').first()).toBeVisible();
  // Who cancelled it and why stay on the transfer; its reversals say so.
  const cancelled = page.getByRole('region', { name: 'Riwayat' }).getByRole('listitem').last();
  await expect(cancelled).toContainText('Dibatalkan');
  await expect(cancelled).toContainText('oleh unitadmin');
  await expect(cancelled).toContainText('Alasan: Pengrajin menolak pesanan');
  await expect(entries.getByText('Alasan pembatalan: Pengrajin menolak pesanan').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Batalkan pemindahan' })).toHaveCount(0);
  await expect(entries.getByRole('row')).toHaveCount(5);
});

test('a unit administrator saws teak logs into sawn teak, sees the yield and both stocks move, and cancels it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'unitadmin');
  await page.goto('/app/business-unit-production/production/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Tambah Produksi' })).toBeVisible();
  await pickDate(page, /Tanggal produksi/, digits(jakartaDay()));
  await page.getByRole('textbox', { name: /^Uraian/ }).fill('Penggergajian E2E');
  // The logs used, and the sawn teak made: one line of each.
  await pick(page, /^Stok, baris 1/, 'Jati', 'KB-JATI – Log Jati');
  await page.getByRole('textbox', { name: 'Volume (m³), baris 1' }).first().fill('2');
  await page.getByRole('textbox', { name: 'Jumlah batang/keping, baris 1' }).first().fill('4');
  await page.getByRole('button', { name: /Jenis barang, baris 1/ }).click();
  await page.getByRole('option', { name: 'Bahan baku' }).click();
  await pick(page, /^Bahan baku, baris 1/, 'gergajian', /Kayu gergajian jati/);
  await page.getByRole('textbox', { name: 'Volume (m³), baris 1' }).last().fill('1,2');
  await page.getByRole('textbox', { name: 'Jumlah batang/keping, baris 1' }).last().fill('40');
  await page.getByRole('button', { name: 'Simpan' }).click();

  // Its view: numbered, a yield of 60 %, the logs out and the sawn teak in.
  await expect(page).toHaveURL(/\/app\/business-unit-production\/production\/\d+\/view/);
  await expect(page.getByRole('main')).toContainText(/PRD-[A-Z0-9-]+-\d{6}-\d{4}/);
  await expect(page.getByRole('main')).toContainText('60,00');
  const entries = page.getByRole('table', { name: /Catatan buku stok dokumen ini/ });
  await expect(entries.getByRole('row').filter({ hasText: 'Pemakaian produksi' })).toContainText('-2,0000');
  await expect(entries.getByRole('row').filter({ hasText: 'Hasil produksi' })).toContainText('1,2000');

  // Cancelled after confirming: every line reversed.
  await page.getByRole('button', { name: 'Batalkan produksi' }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('textbox', { name: /Alasan/ })
    .fill('Salah pilih log');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Batalkan produksi' }).click();
  await expect(page.getByText('Dibatalkan').first()).toBeVisible();
  await expect(entries.getByRole('row')).toHaveCount(5);
});

test('other usage whose answer was lost is posted once when saved again', async ({ page }) => {
  const FAILED = 'Data tidak dapat disimpan. Silakan coba lagi.';
  test.setTimeout(120_000);
  const reason = `Susut E2E ${Date.now() % 1_000_000}`;
  await signIn(page, 'unitadmin');
  await page.goto('/app/business-unit-material/stock-raw-material');
  await page
    .getByRole('row')
    .filter({ hasText: 'KB-JATI' })
    .getByRole('link', { name: /Log Jati/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kartu stok' })).toBeVisible();
  const card = page.url();
  await page.getByRole('main').getByRole('link', { name: 'Tambah pemakaian lain' }).click();
  await page.getByRole('button', { name: /Jenis pemakaian/ }).click();
  await page.getByRole('option', { name: 'Limbah' }).click();
  await pickDate(page, /Tanggal pemakaian/, digits(jakartaDay()));
  await page.getByRole('textbox', { name: /^Volume \(m³\)/ }).fill('0,0100');
  await page.getByRole('textbox', { name: /^Jumlah \(batang\)/ }).fill('0');
  await page.getByRole('textbox', { name: /Alasan/ }).fill(reason);

  // The first save reaches the server and is posted, but its answer never comes back.
  const keys: (string | null)[] = [];
  await page.route('**/api/stocks-other', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    keys.push(await route.request().headerValue('idempotency-key'));
    if (keys.length > 1) return route.continue();
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText(FAILED)).toBeVisible();
  expect(keys).toHaveLength(1);
  // Saved again: the same request, with the same key, answered with the usage posted the first time.
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page).toHaveURL(/\/other-usage\?saved=\d+/);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(keys[1]).toBe(keys[0]);

  // The item's other usage holds it once, after a fresh read too.
  await expect(page.getByRole('row').filter({ hasText: reason })).toHaveCount(1);
  await page.goto(card.replace(/\/card.*$/, '/other-usage'));
  await expect(page.getByRole('row').filter({ hasText: reason })).toHaveCount(1);
});
