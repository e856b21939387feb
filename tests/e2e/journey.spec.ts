import { expect, type Page, test } from '@playwright/test';
import { pick, pickDate, signIn } from './fixtures.ts';

/** Today in Jakarta as ddmmyyyy, the way a date picker is typed. */
function jakartaToday(): string {
  const [yyyy, mm, dd] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' })
    .format(new Date())
    .split('-') as [string, string, string];
  return `${dd}${mm}${yyyy}`;
}

/**
 * A quantity as the screens show it ("1.234,5000", "-0,3500", "50,00", pieces "40 batang"), in
 * ten-thousandths of its unit: exact, never through a float.
 */
function quantity(text: string): bigint {
  const match = /^(-?)(\d{1,3}(?:\.\d{3})*)(?:,(\d{1,4}))?(?: \p{L}+)?$/u.exec(text.trim());
  if (!match) throw new Error(`not a quantity as the screens show it: "${text}"`);
  const [, sign, whole = '', fraction = ''] = match;
  const value = BigInt(whole.replaceAll('.', '')) * 10_000n + BigInt(fraction.padEnd(4, '0'));
  return sign ? -value : value;
}

/** Ten-thousandths of a unit from a plain decimal ("1.4", "-0.525"). */
const q = (decimal: string) => quantity(decimal.includes('.') ? decimal.replace('.', ',') : `${decimal},0`);

/** A unit's own stock of an item, among those a lookup offers: not one held at a sub-contractor. */
const ownStock = (label: string) => new RegExp(`^${label}(?! \\(di subkontraktor\\))`);

const STOCK_LISTS = {
  RAW_MATERIAL: '/app/business-unit-material/stock-raw-material',
  PRODUCT: '/app/business-unit-material/stock-product',
} as const;

const STOCK_TITLES = { RAW_MATERIAL: 'Stok bahan baku', PRODUCT: 'Stok produk' } as const;

/**
 * The volumes of an item's stocks on the stock list open on the page, by stock id: the unit's own and any
 * held at a sub-contractor, which the list names alike. `expectSome`: the item has a stock there already.
 */
async function volumesOn(page: Page, label: string, expectSome: boolean): Promise<Map<number, bigint>> {
  const list = page.getByRole('table', { name: 'Daftar Stok' });
  // Answered: its count, or (no stock of the item there yet) the list saying nothing matches.
  await expect(
    page
      .getByText(/^Menampilkan \d+ - \d+ dari \d+ item$/)
      .or(list.getByText('Tidak ada data yang cocok dengan pencarian atau saringan.')),
  ).toBeVisible();
  await expect(list).not.toHaveAttribute('aria-busy', /./);
  const named = page.getByRole('link', { name: label, exact: true });
  const rows = list.getByRole('row').filter({ has: named });
  if (expectSome) await expect(rows.first()).toBeVisible();
  const volumes = new Map<number, bigint>();
  for (const row of await rows.all()) {
    const href = (await row.getByRole('link', { name: label, exact: true }).getAttribute('href')) ?? '';
    const id = Number(/\/(\d+)\/card$/.exec(href)?.[1]);
    expect(id, href).toBeGreaterThan(0);
    // biome-ignore lint/performance/useDomNodeTextContent: the text shown, without the column names a narrow table adds
    volumes.set(id, quantity(await row.getByRole('cell').nth(3).innerText()));
  }
  return volumes;
}

/** The volumes of an item's stocks on the unit's stock list of its kind, searched by its code. */
async function unitVolumes(page: Page, type: keyof typeof STOCK_LISTS, code: string, label: string) {
  await page.goto(`${STOCK_LISTS[type]}?query=${code}`);
  await expect(page.getByRole('heading', { level: 1, name: STOCK_TITLES[type] })).toBeVisible();
  return volumesOn(page, label, true);
}

/** The volumes of a product's stocks at the unit picked on the administrators' mirror of every unit's stock. */
async function mirrorVolumes(page: Page, unit: RegExp, unitCode: string, code: string, label: string) {
  await page.goto(`/app/admin-stock/stock-product?query=${code}`);
  await pick(page, /^Unit usaha/, unitCode, unit);
  await expect(page).toHaveURL(/businessUnitId=/);
  // Read afresh for the unit picked, never the list of every unit it showed before.
  await page.reload();
  await expect(page.getByRole('combobox', { name: /^Unit usaha/ })).toHaveValue(unit);
  return volumesOn(page, label, false);
}

/** A key fact of a record's header (a total, a yield): the value under its label. */
const factOf = (page: Page, label: string) => page.locator(`dt:text-is("${label}") + dd`);

/** The stock id of a stock card link (`…/stock-product/12/card`). */
async function stockIdOf(page: Page, link: string): Promise<number> {
  const href = (await page.getByRole('link', { name: link }).getAttribute('href')) ?? '';
  const id = Number(/\/(\d+)\/card$/.exec(href)?.[1]);
  expect(id, href).toBeGreaterThan(0);
  return id;
}

interface CardEntry {
  document: string;
  movement: string;
  volume: bigint;
  pieces: bigint;
  balance: bigint;
}

/**
 * The stock card open on the page: the balance it shows above, and its entries, newest first. Each entry's
 * running balance is the one below it plus its own volume, and the newest one's is the balance shown.
 */
async function readCard(page: Page): Promise<{ balance: bigint; entries: CardEntry[] }> {
  await expect(page.getByRole('heading', { level: 1, name: 'Kartu stok' })).toBeVisible();
  const shown = page
    .getByRole('term')
    .filter({ hasText: /^Saldo \(m³\)$/ })
    .locator('xpath=following-sibling::dd[1]');
  await expect(shown).toHaveText(/^-?[\d.]+,\d{4}$/);
  const table = page.getByRole('table', { name: 'Mutasi barang, terbaru di atas' });
  await expect(table.getByRole('row').nth(1).getByRole('cell').first()).toBeVisible();
  // Columns by their names: the card shows only the measures its item keeps.
  const headers = (await table.getByRole('columnheader').allInnerTexts()).map((text) => text.trim());
  const column = (name: string) => {
    expect(headers, `the card's columns`).toContain(name);
    return headers.indexOf(name);
  };
  const [document, movement, volume, pieces, balanceVolume] = [
    'Nomor dokumen',
    'Mutasi',
    'Volume (m³)',
    'Jumlah (batang)',
    'Saldo (m³)',
  ].map(column);
  const entries: CardEntry[] = [];
  for (const row of (await table.getByRole('row').all()).slice(1)) {
    const cells = (await row.getByRole('cell').allInnerTexts()).map((text) => text.trim());
    const at = (index: number | undefined) => cells[index ?? -1] ?? '';
    entries.push({
      document: at(document),
      movement: at(movement),
      volume: quantity(at(volume)),
      pieces: quantity(at(pieces)),
      balance: quantity(at(balanceVolume)),
    });
  }
  const balance = quantity((await shown.textContent()) ?? '');
  expect(entries[0]?.balance, 'the newest entry leaves the balance shown').toBe(balance);
  for (const [i, entry] of entries.entries()) {
    const below = entries[i + 1];
    if (below)
      expect(entry.balance, `running balance after ${entry.document}`).toBe(below.balance + entry.volume);
  }
  return { balance, entries };
}

/** The card's entry of a document (by the number it carries), and its link back to the document's view. */
async function expectEntry(
  page: Page,
  entries: CardEntry[],
  document: string,
  movement: string,
  volume: string,
  pieces: string,
  view: string,
) {
  const found = entries.filter((entry) => entry.document === document);
  expect(found, `one entry of ${document}`).toHaveLength(1);
  expect(found[0]).toMatchObject({ movement, volume: q(volume), pieces: q(pieces) });
  const table = page.getByRole('table', { name: 'Mutasi barang, terbaru di atas' });
  await expect(table.getByRole('link', { name: document, exact: true })).toHaveAttribute('href', view);
}

/** The document numbers of a card's newest entries. */
const newest = (entries: CardEntry[], count: number) =>
  entries.slice(0, count).map((entry) => entry.document);

/** A document's ledger entries, on its view. */
async function expectLedger(page: Page, rows: [movement: string, direction: string, volume: string][]) {
  const entries = page.getByRole('table', { name: /Catatan buku stok dokumen ini/ });
  for (const [movement, direction, volume] of rows)
    await expect(entries.getByRole('row').filter({ hasText: movement })).toContainText(
      new RegExp(`${direction}.*${volume.replace(/[.]/g, '\\.')}`),
    );
  // Those, and no other (the header row aside).
  await expect(entries.getByRole('row')).toHaveCount(rows.length + 1);
}

test.use({ actionTimeout: 15_000 });

test('a unit administrator takes teak logs through sawing, chair making, a local sale and a transfer, and every stock card agrees', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const suffix = String(Date.now() % 1_000_000);
  const today = jakartaToday();
  const logsTransport = `SKSHHK-JRN-${suffix}`;
  const saleTransport = `NOTA-JRN-JUAL-${suffix}`;
  const transferTransport = `NOTA-JRN-PINDAH-${suffix}`;
  const LOGS = 'KB-JATI – Log Jati';
  const SAWN = 'KG-JATI – Kayu gergajian jati';
  const CHAIRS = 'GC-01 – Kursi taman jati';

  const WAREHOUSE = /^JJF-02 – Gudang Semarang/;

  // The platform administrator reads the company's warehouse (JJF-02) on the mirror of every unit's stock.
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'admin');
  const warehouseBefore = await mirrorVolumes(admin, WAREHOUSE, 'JJF-02', 'GC-01', CHAIRS);

  await signIn(page, 'unitadmin');

  // The balances before the journey, as the unit's stock lists show them.
  const before = {
    logs: await unitVolumes(page, 'RAW_MATERIAL', 'KB-JATI', LOGS),
    sawn: await unitVolumes(page, 'RAW_MATERIAL', 'KG-JATI', SAWN),
    chairs: await unitVolumes(page, 'PRODUCT', 'GC-01', CHAIRS),
  };

  // 1. Teak logs received from the Perhutani forest district, under its certificate.
  await page.goto('/app/business-unit-import/import-material/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Tambah Penerimaan Kayu' })).toBeVisible();
  // The receipt starts on today.
  await pick(page, /^Pemasok/, 'SUP-001', /^SUP-001 – Perum Perhutani KPH Kendal/);
  await page.getByRole('button', { name: /Jenis barang/ }).click();
  await page.getByRole('option', { name: 'Bahan baku' }).click();
  await pick(page, /^Bahan baku/, 'Jati', /^KB-JATI/);
  await pick(page, /Jenis Dokumen Angkutan/, 'SKSHHK', /Surat Keterangan Sahnya/);
  await page.getByRole('textbox', { name: /Nomor Dokumen Angkutan/ }).fill(logsTransport);
  await pickDate(page, /Tanggal Dokumen Angkutan/, today);
  await pick(page, /Asal Bahan Baku/, 'Perhutani', /Perhutani/);
  await expect(page.getByRole('combobox', { name: /Negara Tebangan/ })).toHaveValue('Indonesia');
  await pick(page, /Sertifikat pemasok/, 'LPPHPL', /LPPHPL-015-IDN\/2021/);
  await page.getByRole('textbox', { name: /Volume/ }).fill('6,25');
  await page.getByRole('textbox', { name: /Jumlah batang/ }).fill('15');
  await page.getByRole('button', { name: 'Bukukan penerimaan' }).click();

  await expect(page).toHaveURL(/\/app\/business-unit-import\/import-material\/\d+\/view/);
  await expect(page.getByRole('heading', { level: 1, name: /^Penerimaan Kayu \S/ })).toBeVisible();
  await expect(page.getByText('Dibukukan')).toBeVisible();
  const receiptView = new URL(page.url()).pathname;
  await expectLedger(page, [['Penerimaan dari pemasok', 'Masuk', '6,2500']]);
  const logsStock = await stockIdOf(page, 'Buka kartu stok barang ini');

  // 2. Logs sawn into sawn teak: 5 m³ of logs give 3 m³ of boards.
  await page.goto('/app/business-unit-production/production/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Tambah Produksi' })).toBeVisible();
  await pickDate(page, /Tanggal produksi/, today);
  await page.getByRole('textbox', { name: /^Uraian/ }).fill(`Penggergajian log jati ${suffix}`);
  const sources = page.getByRole('table', { name: 'Bahan', exact: true });
  const outputs = page.getByRole('table', { name: 'Hasil', exact: true });
  await pick(page, /^Stok, baris 1/, 'Jati', ownStock(LOGS));
  await sources.getByRole('textbox', { name: 'Volume (m³), baris 1' }).fill('5');
  await sources.getByRole('textbox', { name: 'Jumlah batang/keping, baris 1' }).fill('12');
  await outputs.getByRole('button', { name: /Jenis barang, baris 1/ }).click();
  await page.getByRole('option', { name: 'Bahan baku' }).click();
  await pick(page, /^Bahan baku, baris 1/, 'gergajian', /^KG-JATI|Kayu gergajian jati/);
  await outputs.getByRole('textbox', { name: 'Volume (m³), baris 1' }).fill('3');
  await outputs.getByRole('textbox', { name: 'Jumlah batang/keping, baris 1' }).fill('60');
  await page.getByRole('button', { name: 'Simpan' }).click();

  await expect(page).toHaveURL(/\/app\/business-unit-production\/production\/\d+\/view/);
  await expect(page.getByText('Dibukukan')).toBeVisible();
  const sawingView = new URL(page.url()).pathname;
  const sawing = /PRD-[A-Z0-9-]+-\d{6}-\d{4}/.exec((await page.getByRole('main').textContent()) ?? '')?.[0];
  expect(sawing).toBeTruthy();
  await expect(sources.getByRole('row').filter({ hasText: LOGS })).toContainText('5,0000');
  await expect(outputs.getByRole('row').filter({ hasText: 'Kayu gergajian jati' })).toContainText('3,0000');
  await expect(factOf(page, 'Rendemen (%)')).toHaveText('60,00');
  await expectLedger(page, [
    ['Pemakaian produksi', 'Keluar', '-5,0000'],
    ['Hasil produksi', 'Masuk', '3,0000'],
  ]);

  // 3. Sawn teak made into 40 garden chairs: 2,1 m³ of boards give 1,4 m³ of chairs.
  await page.goto('/app/business-unit-production/production/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Tambah Produksi' })).toBeVisible();
  await pickDate(page, /Tanggal produksi/, today);
  await page.getByRole('textbox', { name: /^Uraian/ }).fill(`Pembuatan kursi taman ${suffix}`);
  await pick(page, /^Stok, baris 1/, 'gergajian', ownStock(SAWN));
  await sources.getByRole('textbox', { name: 'Volume (m³), baris 1' }).fill('2,1');
  await sources.getByRole('textbox', { name: 'Jumlah batang/keping, baris 1' }).fill('50');
  // A new output line is a product already.
  await expect(outputs.getByRole('button', { name: /Jenis barang, baris 1/ })).toContainText('Produk');
  await pick(page, /^Produk, baris 1/, 'Kursi', /^GC-01|Kursi taman jati/);
  await outputs.getByRole('textbox', { name: 'Volume (m³), baris 1' }).fill('1,4');
  await outputs.getByRole('textbox', { name: 'Jumlah batang/keping, baris 1' }).fill('40');
  await page.getByRole('button', { name: 'Simpan' }).click();

  await expect(page).toHaveURL(/\/app\/business-unit-production\/production\/\d+\/view/);
  await expect(page.getByText('Dibukukan')).toBeVisible();
  const chairMakingView = new URL(page.url()).pathname;
  const chairMaking = /PRD-[A-Z0-9-]+-\d{6}-\d{4}/.exec(
    (await page.getByRole('main').textContent()) ?? '',
  )?.[0];
  expect(chairMaking).toBeTruthy();
  expect(chairMaking).not.toBe(sawing);
  await expect(sources.getByRole('row').filter({ hasText: SAWN })).toContainText('2,1000');
  await expect(outputs.getByRole('row').filter({ hasText: 'Kursi taman jati' })).toContainText('1,4000');
  await expect(factOf(page, 'Rendemen (%)')).toHaveText('66,67');
  await expectLedger(page, [
    ['Pemakaian produksi', 'Keluar', '-2,1000'],
    ['Hasil produksi', 'Masuk', '1,4000'],
  ]);

  // 4. 15 chairs sold to a furniture maker in Semarang, carried with the company's note.
  await page.goto('/app/business-unit-sales/local-sales/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Tambah Penjualan Lokal' })).toBeVisible();
  await pickDate(page, /Tanggal penjualan/, today);
  await pick(page, /^Pembeli/, 'BYR-001', /^CV Mebel Semarang Jaya/);
  await page.getByRole('textbox', { name: /^Nomor faktur/ }).fill(`INV/JRN/${suffix}`);
  await pick(page, /Jenis Dokumen Angkutan/, 'Nota', /^Nota Perusahaan/);
  await page.getByRole('textbox', { name: /^Nomor Dokumen Angkutan/ }).fill(saleTransport);
  const saleLines = page.getByRole('table', { name: 'Rincian barang' });
  await pick(page, /^Stok, baris 1/, 'Kursi', ownStock(CHAIRS));
  await saleLines.getByRole('textbox', { name: 'Volume (m³), baris 1' }).fill('0,525');
  await saleLines.getByRole('textbox', { name: 'Jumlah batang/keping, baris 1' }).fill('15');
  await saleLines.getByRole('textbox', { name: 'Harga per m³, baris 1' }).fill('25000000');
  await page.getByRole('button', { name: 'Simpan' }).click();

  await expect(page).toHaveURL(/\/app\/business-unit-sales\/local-sales\/\d+\/view/);
  await expect(page.getByText('Dibukukan')).toBeVisible();
  const saleView = new URL(page.url()).pathname;
  await expect(page.getByRole('main')).toContainText(/\d{4}\/PJL\/JJF-01\/[IVXLC]+\/\d{4}/);
  // The header states the sale's totals, its value in its currency (Rupiah unless it names another).
  await expect(factOf(page, 'Jumlah volume (m³)')).toHaveText('0,5250');
  await expect(factOf(page, 'Jumlah nilai')).toHaveText('Rp 13.125.000,00');
  await expect(saleLines.getByRole('row').filter({ hasText: CHAIRS })).toContainText('25.000.000,00');
  await expectLedger(page, [['Penjualan lokal', 'Keluar', '-0,5250']]);

  // 5. Ten chairs moved to the company's warehouse in Semarang, whose own GC-01 receives them.
  await page.goto('/app/business-unit-transfer/transfer-material/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Tambah Pemindahan Barang' })).toBeVisible();
  await pickDate(page, /Tanggal pemindahan/, today);
  await pick(page, /Dari stok/, 'Kursi', ownStock(CHAIRS));
  await pick(page, /Ke unit/, 'JJF-02', /^JJF-02 – Gudang Semarang/);
  await page.getByRole('textbox', { name: /Volume/ }).fill('0,35');
  await page.getByRole('textbox', { name: /Jumlah batang/ }).fill('10');
  await pick(page, /Jenis Dokumen Angkutan/, 'Nota', /^Nota Perusahaan/);
  await page.getByRole('textbox', { name: /^Nomor Dokumen Angkutan/ }).fill(transferTransport);
  await page.getByRole('button', { name: 'Simpan' }).click();

  await expect(page).toHaveURL(/\/app\/business-unit-transfer\/transfer-material\/\d+\/view/);
  await expect(page.getByText('Dibukukan')).toBeVisible();
  const transferView = new URL(page.url()).pathname;
  await expect(page.getByRole('main')).toContainText(/\d{4}\/TRF\/JJF-01\/[IVXLC]+\/\d{4}/);
  // The unit sees its own entry; the warehouse's is the warehouse's (seen below by the administrator).
  await expect(
    page
      .getByRole('table', { name: /Catatan buku stok dokumen ini/ })
      .getByRole('row')
      .filter({ hasText: 'Pemindahan keluar' }),
  ).toContainText(/Keluar.*-0,3500/);
  const transferId = Number(/\/(\d+)\/view/.exec(transferView)?.[1]);
  const chairsStock = await stockIdOf(page, 'Buka kartu stok asal');
  // The warehouse keeps its stock to itself: the unit's view names the warehouse, with no way to its card.
  await expect(page.getByRole('main')).toContainText('Stok barang yang sama di JJF-02 – Gudang Semarang');
  await expect(page.getByRole('link', { name: 'Buka kartu stok tujuan' })).toHaveCount(0);
  // The administrators' mirror of the transfer leads to the warehouse's stock the chairs entered.
  await admin.goto(`/app/admin-transfer/transfer-material-admin/${transferId}/view`);
  const warehouseStock = await stockIdOf(admin, 'Buka kartu stok tujuan');

  // 6. The unit's stock lists: each item's stock moved by the journey's net, and no other of its stocks.
  const after = {
    logs: await unitVolumes(page, 'RAW_MATERIAL', 'KB-JATI', LOGS),
    sawn: await unitVolumes(page, 'RAW_MATERIAL', 'KG-JATI', SAWN),
    chairs: await unitVolumes(page, 'PRODUCT', 'GC-01', CHAIRS),
  };
  const moved = (was: Map<number, bigint>, is: Map<number, bigint>) =>
    Object.fromEntries(
      [...is]
        .map(([id, volume]) => [id, volume - (was.get(id) ?? 0n)] as const)
        .filter(([, change]) => change !== 0n),
    );
  expect(moved(before.logs, after.logs)).toEqual({ [logsStock]: q('6.25') - q('5') });
  expect(moved(before.chairs, after.chairs)).toEqual({ [chairsStock]: q('1.4') - q('0.525') - q('0.35') });
  const sawnMoved = moved(before.sawn, after.sawn);
  expect(Object.values(sawnMoved)).toEqual([q('3') - q('2.1')]);
  const sawnStock = Number(Object.keys(sawnMoved)[0]);

  // The logs' card, opened from the receipt: the receipt in, the sawing out, each leading back to its document.
  await page.goto(receiptView);
  await page.getByRole('link', { name: 'Buka kartu stok barang ini' }).click();
  let card = await readCard(page);
  expect(card.balance).toBe(after.logs.get(logsStock));
  await expectEntry(page, card.entries, logsTransport, 'Penerimaan dari pemasok', '6.25', '15', receiptView);
  await expectEntry(page, card.entries, sawing ?? '', 'Pemakaian produksi', '-5', '-12', sawingView);
  // The journey's entries are the card's newest, in the order they were booked.
  expect(newest(card.entries, 2)).toEqual([sawing, logsTransport]);

  // The sawn teak's card, opened from the stock list: the sawing in, the chair making out.
  await page.goto(`${STOCK_LISTS.RAW_MATERIAL}?query=KG-JATI`);
  await page
    .getByRole('link', { name: SAWN, exact: true })
    .and(page.locator(`[href$="/${sawnStock}/card"]`))
    .click();
  card = await readCard(page);
  expect(card.balance).toBe(after.sawn.get(sawnStock));
  await expectEntry(page, card.entries, sawing ?? '', 'Hasil produksi', '3', '60', sawingView);
  await expectEntry(
    page,
    card.entries,
    chairMaking ?? '',
    'Pemakaian produksi',
    '-2.1',
    '-50',
    chairMakingView,
  );
  expect(newest(card.entries, 2)).toEqual([chairMaking, sawing]);

  // The chairs' card, opened from the transfer: made, sold and moved.
  await page.goto(transferView);
  await page.getByRole('link', { name: 'Buka kartu stok asal' }).click();
  card = await readCard(page);
  expect(card.balance).toBe(after.chairs.get(chairsStock));
  await expectEntry(page, card.entries, chairMaking ?? '', 'Hasil produksi', '1.4', '40', chairMakingView);
  await expectEntry(page, card.entries, saleTransport, 'Penjualan lokal', '-0.525', '-15', saleView);
  await expectEntry(page, card.entries, transferTransport, 'Pemindahan keluar', '-0.35', '-10', transferView);
  expect(newest(card.entries, 3)).toEqual([transferTransport, saleTransport, chairMaking]);

  // The warehouse's chairs, on the administrators' mirror: up by the chairs moved, in one stock, the one the
  // transfer entered.
  const warehouseAfter = await mirrorVolumes(admin, WAREHOUSE, 'JJF-02', 'GC-01', CHAIRS);
  expect(moved(warehouseBefore, warehouseAfter)).toEqual({ [warehouseStock]: q('0.35') });
  await admin
    .getByRole('link', { name: CHAIRS, exact: true })
    .and(admin.locator(`[href$="/${warehouseStock}/card"]`))
    .click();
  card = await readCard(admin);
  expect(card.balance).toBe(warehouseAfter.get(warehouseStock));
  const mirroredTransfer = `/app/admin-transfer/transfer-material-admin/${transferId}/view`;
  await expectEntry(
    admin,
    card.entries,
    transferTransport,
    'Pemindahan masuk',
    '0.35',
    '10',
    mirroredTransfer,
  );
  expect(newest(card.entries, 1)).toEqual([transferTransport]);

  // The transfer's view in the mirror lists both of its entries: out of the workshop, into the warehouse.
  await admin
    .getByRole('table', { name: 'Mutasi barang, terbaru di atas' })
    .getByRole('link', { name: transferTransport, exact: true })
    .click();
  await expect(admin).toHaveURL(new RegExp(`${mirroredTransfer}$`));
  await expectLedger(admin, [
    ['Pemindahan keluar', 'Keluar', '-0,3500'],
    ['Pemindahan masuk', 'Masuk', '0,3500'],
  ]);
  await admin.context().close();
});
