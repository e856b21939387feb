import { expect, type Page, test } from '@playwright/test';
import { onePagePdf } from './files.ts';
import { initialPassword, keyOfLink, Mailbox, signIn } from './fixtures.ts';

let mailbox: Mailbox;
test.beforeAll(async () => {
  mailbox = await Mailbox.listen();
});
test.afterAll(async () => {
  await mailbox.close();
});

const PDF = onePagePdf();

/** Types a day into a date picker: day, month and year in the Indonesian order. */
async function pickDate(page: Page, label: string, ddmmyyyy: string) {
  await page.getByRole('group', { name: label, exact: true }).getByRole('spinbutton').first().click();
  await page.keyboard.type(ddmmyyyy);
}

test('a registered company is activated, adds a unit and a permit with its PDF, and stays out of reach of another company', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const suffix = String(Date.now() % 1_000_000);
  const login = `sari${suffix}`;
  const email = `${login}@jati.example`;
  const company = `PT Sari Jati ${suffix}`;

  // A company registers (the wizard has its own journey) and its administrator activates the account.
  const registered = await page.request.post('/api/register', {
    data: {
      login,
      email,
      password: 'rahasia-jati',
      langKey: 'in',
      company: { name: company, companyRegistry: `8120${suffix}`, taxId: '01.234.567.8-912.000' },
      employee: {
        name: 'Sari Wulandari',
        identificationId: '3320016502900003',
        taxId: '09.876.543.2-777.000',
        jobPosition: 'Direktur',
      },
      businessUnit: { code: `SJ-${suffix}`, name: 'Pabrik Bangsri' },
      businessPermit: { code: `NIB-${suffix}`, validDate: '2026-01-05' },
      slkCertificate: {
        code: `SLK-${suffix}`,
        fullCode: `LVLK-002-IDN/SLK/${suffix}/2026`,
        lvlkName: 'Lembaga Verifikasi Legalitas Kayu',
        slkType: 'EXPORTER_PRODUCE',
        initialDate: '2026-01-05',
        expiredDate: '2030-01-04',
        certificateFile: PDF.toString('base64'),
        certificateFileContentType: 'application/pdf',
      },
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const key = keyOfLink(await mailbox.waitFor(email), '/activate');
  expect((await page.request.get(`/api/activate?key=${encodeURIComponent(key)}`)).ok()).toBe(true);

  // The administrator finds the new company, inactive, and activates it after confirming.
  await signIn(page, 'admin');
  await page.goto('/app/company');
  await page.getByRole('searchbox', { name: 'Cari Perusahaan' }).fill(`Sari Jati ${suffix}`);
  await page.getByRole('button', { name: 'Cari', exact: true }).click();
  await expect(page.getByText('Menampilkan 1 - 1 dari 1 item')).toBeVisible();
  await page.getByRole('link', { name: `Lihat ${company}` }).click();
  await expect(page.getByText('Saat ini tidak aktif.')).toBeVisible();
  await page.getByRole('button', { name: 'Aktifkan', exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`Aktifkan ${company}?`);
  await dialog.getByRole('button', { name: 'Aktifkan', exact: true }).click();
  await expect(page.getByText(`${company} sekarang aktif.`)).toBeVisible();
  await expect(page.getByText('Saat ini aktif.')).toBeVisible();
  // Its company administrator is told, in their language.
  const told = await mailbox.waitFor(email, 15_000, 'telah mengaktifkan perusahaan');
  expect(told.text).toContain(company);

  // The company administrator's unit is valid now; they add a second unit to the company.
  const owner = await (await browser.newContext({ locale: 'id-ID', timezoneId: 'Asia/Jakarta' })).newPage();
  await signIn(owner, login, 'rahasia-jati');
  await expect(owner).toHaveURL(/\/app\/dashboard$/);
  await expect(owner.getByRole('main').getByText(/Valid$/)).toBeVisible();
  await owner.goto('/app/company-profile');
  await owner.getByRole('link', { name: 'Tambah Unit usaha' }).click();
  await expect(owner).toHaveURL(/\/app\/company-profile\/business-unit\/new$/);
  await owner.getByRole('textbox', { name: /^Kode unit/ }).fill(`SJ-${suffix}-2`);
  await owner.getByRole('textbox', { name: /^Nama unit/ }).fill('Gudang Mlonggo');
  await owner.getByRole('button', { name: 'Simpan' }).click();
  await expect(owner.getByText(/^Unit usaha .*Gudang Mlonggo telah disimpan\.$/)).toBeVisible();
  // The notice names the unit; its id is in the address the list was opened at.
  const unitId = Number(new URL(owner.url()).searchParams.get('saved'));
  expect(unitId).toBeGreaterThan(0);
  await expect(owner.getByRole('main')).toContainText('Gudang Mlonggo');

  // A business permit of the new unit, with its scan.
  await owner.goto(`/app/business-unit/business-permit/new/${unitId}`);
  await owner.getByRole('textbox', { name: /^Nomor izin/ }).fill(`IUI-${suffix}`);
  await pickDate(owner, 'Berlaku sejak', '01022026');
  const type = owner.getByRole('combobox', { name: /^Jenis izin/ });
  await type.fill('IUI');
  await owner.getByRole('option').first().click();
  await owner
    .getByRole('group', { name: /^Berkas/ })
    .locator('input[type="file"]')
    .setInputFiles({ name: 'iui.pdf', mimeType: 'application/pdf', buffer: PDF });
  await owner.getByRole('button', { name: 'Simpan' }).click();
  await expect(owner).toHaveURL(/\/app\/business-unit\/business-permit\/\d+\/view/);
  await expect(owner.getByRole('main')).toContainText(`IUI-${suffix}`);
  const permitPage = owner.url();

  // The unit administrator of another company reaches neither the permit nor the unit by their address.
  const stranger = await (
    await browser.newContext({ locale: 'id-ID', timezoneId: 'Asia/Jakarta' })
  ).newPage();
  await signIn(stranger, 'kudusadmin', initialPassword());
  await stranger.goto(permitPage);
  await expect(stranger.getByText('Data tidak ditemukan.')).toBeVisible();
  await expect(stranger.getByRole('main')).not.toContainText(`IUI-${suffix}`);
  // Nor through the API with its token.
  const token = await stranger.evaluate(
    () =>
      localStorage.getItem('jhi-authenticationToken') ?? sessionStorage.getItem('jhi-authenticationToken'),
  );
  const reach = await stranger.request.get(`/api/business-units/${unitId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(reach.status()).toBe(404);
});
