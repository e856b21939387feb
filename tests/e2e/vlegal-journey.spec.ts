import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type Download, expect, type Locator, type Page, test } from '@playwright/test';
import { onePagePdf } from './files.ts';
import { pick, pickDate, signIn } from './fixtures.ts';

/** A day in Jakarta, `days` from today, as ddmmyyyy (the way a date picker is typed). */
function jakartaDay(days = 0): string {
  const [yyyy, mm, dd] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' })
    .format(new Date(Date.now() + days * 86_400_000))
    .split('-') as [string, string, string];
  return `${dd}${mm}${yyyy}`;
}

/** A volume as the screens show it ("1.234,5000"), in ten-thousandths of a m³: exact, never a float. */
function m3(text: string): bigint {
  const match = /^(\d{1,3}(?:\.\d{3})*),(\d{4})$/.exec(text.trim());
  if (!match) throw new Error(`not a volume as the screens show it: "${text}"`);
  return BigInt(`${(match[1] ?? '').replaceAll('.', '')}${match[2]}`);
}

/** The layout of a V-Legal number (MODEL.md §5.2): `YY.NNNNN-SSSSS.LLL-ID-CC`, here to Japan. */
const VLEGAL_NUMBER = /\b\d{2}\.\d{5}-\d{5}\.\d{3}-ID-JP\b/;

/** The chairs the demo unit makes: its own stock of them, not the one held at the carver. */
const CHAIRS = 'GC-01 – Kursi taman jati';

/** The bytes of a file the browser saved. */
async function bytesOf(download: Download): Promise<Buffer> {
  const file = await download.path();
  return readFile(file);
}

/** The text of a PDF, read with the PDF reader the API's own tests use (a dependency of apps/api). */
async function pdfText(pdf: Buffer): Promise<string> {
  const fromApi = createRequire(path.resolve(import.meta.dirname, '../../apps/api/package.json'));
  const unpdf = fromApi('unpdf') as {
    getDocumentProxy(data: Uint8Array): Promise<unknown>;
    extractText(proxy: unknown, options: { mergePages: true }): Promise<{ text: string }>;
  };
  const { text } = await unpdf.extractText(await unpdf.getDocumentProxy(new Uint8Array(pdf)), {
    mergePages: true,
  });
  return text;
}

/** Clicks a print button of a record's view and returns the file it saved. */
async function printed(page: Page, button: string): Promise<Buffer> {
  const download = page.waitForEvent('download');
  await page.getByRole('main').getByRole('button', { name: button, exact: true }).click();
  return bytesOf(await download);
}

/** Attaches a one-page PDF to a file field of a form through its file chooser, as a user picks it. */
async function attach(page: Page, field: string, name: string) {
  const group = page.getByRole('group', { name: field, exact: true });
  const chooser = page.waitForEvent('filechooser');
  await group.getByRole('button', { name: 'Pilih berkas' }).click();
  await (await chooser).setFiles({ name, mimeType: 'application/pdf', buffer: onePagePdf() });
  await expect(group).not.toContainText('Belum ada berkas');
}

/** Takes a step of a record's view (submit, approve, reject) through its confirmation. */
async function step(page: Page, action: string, reason?: string) {
  await page.getByRole('main').getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  if (reason !== undefined) await dialog.getByRole('textbox', { name: /^Alasan/ }).fill(reason);
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** The status badge of a record's view, beside its heading. */
const statusOf = (page: Page, status: string) =>
  page.getByRole('main').getByText(status, { exact: true }).first();

/** A fact of a record's view: the value under its label. */
const factOf = (page: Page, label: string): Locator =>
  page.getByRole('main').locator(`dt:text-is("${label}") + dd`);

/** The bearer token of the signed-in page, to read what a screen does not show (a licence's code). */
async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(
    () =>
      localStorage.getItem('jhi-authenticationToken') ?? sessionStorage.getItem('jhi-authenticationToken'),
  );
  expect(token).toBeTruthy();
  return token ?? '';
}

/**
 * What the stock lookup of a V-Legal line offers of the chairs' own stock: the option, and the volume it
 * says is available (its balance less what submitted applications hold) with the balance beside it while
 * some is held.
 */
async function chairsOffered(page: Page): Promise<{ available: bigint; balance: bigint | null }> {
  const box = page.getByRole('combobox', { name: /^Stok produk, baris 1/ });
  await box.click();
  await box.fill('Kursi');
  const option = page
    .getByRole('option', { name: new RegExp(`^${CHAIRS}`) })
    .filter({ hasNotText: 'subkontraktor' })
    .first();
  await expect(option).toContainText(/Tersedia [\d.]+,\d{4} m³/);
  const text = (await option.textContent()) ?? '';
  const [, available = '', balance] =
    /Tersedia ([\d.]+,\d{4}) m³(?: dari saldo ([\d.]+,\d{4}) m³)?/.exec(text) ?? [];
  return { available: m3(available), balance: balance ? m3(balance) : null };
}

test.use({ actionTimeout: 15_000 });

test('an exporter applies for a V-Legal, a verificator rejects it, the exporter corrects it and the verificator approves it; the licence checks as valid', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const suffix = String(Date.now() % 1_000_000);
  const invoice = `INV/JJF/E2E/${suffix}`;
  const corrected = `${invoice}-R1`;
  const reason = `Nomor invoice tidak sama dengan berkas invoice (${suffix})`;

  // 1. The exporter applies for the shipment's licence through the form, from the chairs' stock.
  await signIn(page, 'exporter');
  await page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: 'V-Legal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dokumen V-Legal' })).toBeVisible();
  await page.getByRole('link', { name: 'Tambah V-Legal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tambah V-Legal' })).toBeVisible();
  await pickDate(page, 'Tanggal permohonan', jakartaDay());
  await pick(page, /^Importir/, 'Tanaka', /Tanaka Garden Furniture/);
  await pick(page, /^Negara tujuan/, 'Japan', /^Japan/);
  await pick(page, /^Pelabuhan muat/, 'Semarang', /Tanjung Emas/);
  await pick(page, /^Pelabuhan bongkar/, 'Tokyo', /^Tokyo/);
  await pick(page, /^Alat angkut/, 'Sea', /By Sea/);
  await page.getByRole('textbox', { name: 'Nama kapal' }).fill('MV Meratus Jayakarta');
  await page.getByRole('textbox', { name: 'Nomor pelayaran' }).fill(`E2E${suffix}`);
  await pickDate(page, 'Perkiraan tanggal pengapalan (ETD)', jakartaDay(14));
  await page.getByRole('textbox', { name: 'Tanda pengenal' }).fill(`TGF-TOKYO E2E ${suffix}`);
  await page.getByRole('textbox', { name: 'Nomor invoice' }).fill(invoice);
  await pickDate(page, 'Tanggal invoice', jakartaDay());
  await pick(page, /^Mata uang/, 'USD', 'US Dollar');
  await page.getByRole('textbox', { name: 'Nomor packing list' }).fill(`PL/JJF/E2E/${suffix}`);
  await attach(page, 'Invoice', 'invoice.pdf');
  await attach(page, 'Packing list', 'packing-list.pdf');
  await attach(page, 'Surat permohonan', 'surat-permohonan.pdf');

  // The lookup offers the chairs' stock with what is available of it; 0,12 m³ of it are exported.
  const before = await chairsOffered(page);
  const taken = m3('0,1200');
  expect(before.available, 'enough chairs are available').toBeGreaterThanOrEqual(taken);
  await pick(page, /^Stok produk, baris 1/, 'Kursi', new RegExp(`^${CHAIRS}(?!.*subkontraktor)`));
  const lines = page.getByRole('table', { name: 'Barang' });
  await lines.getByRole('textbox', { name: 'Volume (m³), baris 1' }).fill('0,12');
  await lines.getByRole('textbox', { name: 'Berat bersih (kg), baris 1' }).fill('72');
  await lines.getByRole('textbox', { name: 'Jumlah unit, baris 1' }).fill('4');
  await lines.getByRole('textbox', { name: 'Nilai, baris 1' }).fill('740');
  await page.getByRole('button', { name: 'Simpan' }).click();

  // Its view: a draft with its application number and the shipment's totals.
  await expect(page).toHaveURL(/\/app\/business-unit-export\/vlegal\/\d+\/view$/);
  const view = new URL(page.url()).pathname;
  const id = Number(/\/(\d+)\/view$/.exec(view)?.[1]);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^V-Legal APP\/JJF-01\/[IVXLC]+\/\d{4}\/\d{4}$/);
  const application = ((await heading.textContent()) ?? '').replace(/^V-Legal /, '');
  await expect(statusOf(page, 'Konsep')).toBeVisible();
  await expect(factOf(page, 'Nomor invoice')).toHaveText(invoice);
  await expect(page.getByRole('table', { name: 'Barang' }).getByRole('row').nth(1)).toContainText(
    /GC-01 – Kursi taman jati.*0,1200/,
  );

  // The draft's PDF, to read before it is submitted: a PDF, marked as a draft.
  const draftPdf = await printed(page, 'PDF draf');
  expect(draftPdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
  const draftText = await pdfText(draftPdf);
  expect(draftText).toContain('STATUS: DRAFT');
  expect(draftText).toContain(`Voyage: E2E${suffix}`);

  // Submitted: the view and the list say so, and the chairs' stock holds the line's volume.
  await step(page, 'Ajukan verifikasi');
  await expect(page.getByText(`Permohonan ${application} diajukan untuk verifikasi.`)).toBeVisible();
  await expect(statusOf(page, 'Diajukan')).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Ajukan verifikasi' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Kembali ke daftar' }).click();
  const listed = page.getByRole('table', { name: 'Daftar Dokumen V-Legal' }).getByRole('row', {
    name: new RegExp(application),
  });
  await expect(listed).toContainText('Diajukan');
  await page.getByRole('link', { name: 'Tambah V-Legal' }).click();
  await expect(chairsOffered(page)).resolves.toEqual({
    available: before.available - taken,
    balance: before.balance ?? before.available,
  });
  // Nothing of it is kept: the list is closed, and the form left.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await page.getByRole('link', { name: 'Batal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dokumen V-Legal' })).toBeVisible();

  // 2. The verificator finds it in the queue of what awaits a decision, and rejects it with a reason.
  const verificator = await (await browser.newContext()).newPage();
  await signIn(verificator, 'verificator');
  await verificator
    .getByRole('navigation', { name: 'Menu utama' })
    .getByRole('link', { name: 'Persetujuan V-Legal' })
    .click();
  await expect(
    verificator.getByRole('heading', { level: 1, name: /^V-Legal menunggu verifikasi/ }),
  ).toBeVisible();
  const queued = verificator
    .getByRole('table', { name: 'Daftar Dokumen V-Legal' })
    .getByRole('row', { name: new RegExp(application) });
  await expect(queued).toContainText('Tanaka Garden Furniture Co., Ltd.');
  await expect(queued).toContainText('0,1200');
  await queued.getByRole('link', { name: /^Lihat/ }).click();
  await expect(verificator.getByRole('heading', { level: 1, name: `V-Legal ${application}` })).toBeVisible();
  await expect(statusOf(verificator, 'Diajukan')).toBeVisible();
  await step(verificator, 'Tolak', reason);
  await expect(verificator.getByText(`Permohonan ${application} ditolak.`)).toBeVisible();
  await expect(statusOf(verificator, 'Ditolak')).toBeVisible();

  // 3. The exporter reads the reason on the application, corrects the invoice number and submits again.
  await page.goto(view);
  await expect(statusOf(page, 'Ditolak')).toBeVisible();
  const rejection = page.getByRole('status').filter({ hasText: 'Alasan penolakan verifikator' });
  await expect(rejection).toContainText(reason);
  await page.getByRole('main').getByRole('link', { name: 'Ubah' }).click();
  await expect(page).toHaveURL(/\/edit$/);
  const invoiceBox = page.getByRole('textbox', { name: 'Nomor invoice' });
  await expect(invoiceBox).toHaveValue(invoice);
  await invoiceBox.fill(corrected);
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page).toHaveURL(new RegExp(`${view}$`));
  await expect(factOf(page, 'Nomor invoice')).toHaveText(corrected);
  await step(page, 'Ajukan verifikasi');
  await expect(statusOf(page, 'Diajukan')).toBeVisible();

  // 4. The verificator approves it: the licence gets its number, and its PDF carries it.
  await verificator.goto('/app/verification/vlegal-approval');
  await expect(queued).toBeVisible();
  await queued.getByRole('link', { name: /^Lihat/ }).click();
  await expect(factOf(verificator, 'Nomor invoice')).toHaveText(corrected);
  await step(verificator, 'Setujui');
  await expect(verificator.getByText(`Permohonan ${application} disetujui.`)).toBeVisible();

  // The exporter's view: headed by the licence's number, issued today, the chairs out of the stock.
  await page.goto(view);
  const licenceHeading = page.getByRole('heading', { level: 1 });
  await expect(licenceHeading).toHaveText(new RegExp(`^V-Legal ${VLEGAL_NUMBER.source}$`));
  const number = VLEGAL_NUMBER.exec((await licenceHeading.textContent()) ?? '')?.[0] ?? '';
  // Approved, and published as soon as SILK answered (the job runs right after the approval).
  await expect(statusOf(page, 'Disetujui').or(statusOf(page, 'Terbit'))).toBeVisible();
  await expect(page.getByRole('region', { name: 'Lisensi V-Legal' })).toBeVisible();
  await expect(factOf(page, 'Nomor permohonan')).toHaveText(application);
  await expect(factOf(page, 'Diputuskan oleh')).toHaveText('verificator');
  const posted = page.getByRole('table', { name: /Catatan buku stok dokumen ini/ }).getByRole('row');
  await expect(posted.filter({ hasText: 'Ekspor V-Legal' })).toContainText(
    new RegExp(`Keluar.*${number.replaceAll('.', '\\.')}.*-0,1200`),
  );
  const finalPdf = await printed(page, 'PDF');
  expect(finalPdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
  const finalText = await pdfText(finalPdf);
  expect(finalText).toContain(number);
  expect(finalText).not.toContain('STATUS: DRAFT');
  await page.getByRole('link', { name: 'Kembali ke daftar' }).click();
  await expect(
    page
      .getByRole('table', { name: 'Daftar Dokumen V-Legal' })
      .getByRole('row', { name: new RegExp(application) }),
  ).toContainText(number);

  // 5. The code its QR carries opens the public check, without signing in: valid, with its number.
  const answer = await page.request.get(`/api/vlegals/${id}`, {
    headers: { Authorization: `Bearer ${await tokenOf(page)}` },
  });
  expect(answer.ok()).toBe(true);
  const licence = (await answer.json()) as {
    token: string;
    vlegalNumber: string;
    materials: { stockId: number }[];
  };
  expect(licence.vlegalNumber).toBe(number);
  expect(licence.token).toMatch(/^[A-Za-z0-9_-]+$/);
  const stranger = await (await browser.newContext()).newPage();
  const check = `/vlegal-download/vlegal?token=${encodeURIComponent(licence.token)}`;
  // In force once SILK answered its barcode; until then the page says it is not issued yet.
  await expect(async () => {
    await stranger.goto(check);
    await expect(stranger.getByRole('heading', { level: 1 })).toHaveText('BERLAKU', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  const publicFact = (label: string) => stranger.locator(`dt:text-is("${label}") + dd`);
  await expect(publicFact('Nomor V-Legal')).toHaveText(number);
  await expect(publicFact('Status')).toHaveText('Dokumen aktif');
  await expect(publicFact('Importir')).toHaveText('Tanaka Garden Furniture Co., Ltd.');
  const barcode = ((await publicFact('Barcode SILK').textContent()) ?? '').trim();
  expect(barcode).toMatch(/^\d{18}$/);
  // The licence's PDF beside it, to anyone holding the code.
  const publicPdf = await stranger.request.get(
    (await stranger.getByRole('link', { name: 'Unduh PDF' }).getAttribute('href')) ?? '',
  );
  expect((await publicPdf.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');
  await stranger.context().close();
  // The exporter's view, read again, shows it published with the same barcode.
  await page.goto(view);
  await expect(statusOf(page, 'Terbit')).toBeVisible();
  await expect(factOf(page, 'Barcode SILK')).toHaveText(barcode);

  // 6. The chairs' stock card shows the export, under the licence's number.
  const unitAdmin = await (await browser.newContext()).newPage();
  await signIn(unitAdmin, 'unitadmin');
  await unitAdmin.goto('/app/business-unit-material/stock-product?query=GC-01');
  const stockId = licence.materials[0]?.stockId;
  expect(stockId).toBeGreaterThan(0);
  await unitAdmin
    .getByRole('link', { name: CHAIRS, exact: true })
    .and(unitAdmin.locator(`[href$="/${stockId}/card"]`))
    .click();
  await expect(unitAdmin.getByRole('heading', { level: 1, name: 'Kartu stok' })).toBeVisible();
  const entry = unitAdmin
    .getByRole('table', { name: 'Mutasi barang, terbaru di atas' })
    .getByRole('row')
    .filter({ hasText: number });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('Ekspor V-Legal');
  await expect(entry).toContainText('-0,1200');
  await unitAdmin.context().close();
  await verificator.context().close();
});
