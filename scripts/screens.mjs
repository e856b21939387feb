// The screenshots of docs/screens: the pages issue 28 named, taken from a running back-office with demo
// data (`node scripts/serve-e2e.mjs 8181`, or `npm start` on a fresh ./data). One receipt is cancelled
// first, with a reason, so its view shows a cancellation.
//
//   node scripts/screens.mjs <base URL> <initial-password file> <output directory>
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';

const [base = 'http://127.0.0.1:8181', passwordFile = 'test-results/e2e-data/initial-password', out] =
  process.argv.slice(2);
if (!out)
  throw new Error('usage: node scripts/screens.mjs <base URL> <initial-password file> <output directory>');
mkdirSync(out, { recursive: true });
const password = (await readFile(passwordFile, 'utf8')).trim();

async function tokenOf(login) {
  const response = await fetch(`${base}/api/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: login, password }),
  });
  return (await response.json()).id_token;
}

async function api(token, method, address, body) {
  const response = await fetch(`${base}${address}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    body: response.headers.get('content-type')?.includes('json') ? await response.json() : null,
  };
}

// The ids the pages need, and a receipt cancelled with a reason (the latest one whose stock allows it).
const unitToken = await tokenOf('unitadmin');
const receipts = (await api(unitToken, 'GET', '/api/business-unit-import-materials?sort=id,desc')).body;
let cancelled;
for (const receipt of receipts) {
  const address = `/api/import-materials/${receipt.id}/cancel`;
  let { status } = await api(unitToken, 'POST', address, {
    reason: 'Volume tertukar dengan dokumen lain; diinput ulang',
  });
  // A back-office from before a cancellation took a reason takes no body.
  if (status === 415) ({ status } = await api(unitToken, 'POST', address));
  if (status < 300) {
    cancelled = receipt.id;
    break;
  }
}
if (cancelled === undefined) throw new Error('no receipt could be cancelled');
const sale = (await api(unitToken, 'GET', '/api/business-unit-local-sales?sort=id,asc')).body[0].id;
const stocks = (await api(unitToken, 'GET', '/api/business-unit-stocks?size=50&sort=id,asc')).body;
const logStock = stocks.find((stock) => stock.rawMaterialId != null).id;

const shots = [
  { name: 'receipt-list', login: 'unitadmin', address: '/app/business-unit-import/import-material' },
  {
    name: 'receipt-view-cancelled',
    login: 'unitadmin',
    address: `/app/business-unit-import/import-material/${cancelled}/view`,
  },
  { name: 'sale-view', login: 'unitadmin', address: `/app/business-unit-sales/local-sales/${sale}/view` },
  { name: 'admin-stock-list', login: 'admin', address: '/app/admin-stock/stock-product' },
  { name: 'unit-dashboard', login: 'unitadmin', address: '/app/dashboard' },
  {
    name: 'stock-card-phone',
    login: 'unitadmin',
    address: `/app/business-unit-material/stock-raw-material/${logStock}/card`,
    phone: true,
  },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--font-render-hinting=none', '--force-color-profile=srgb'],
});
try {
  for (const shot of shots) {
    const context = await browser.newContext({
      locale: 'id-ID',
      timezoneId: 'Asia/Jakarta',
      viewport: shot.phone ? { width: 390, height: 844 } : { width: 1440, height: 900 },
      deviceScaleFactor: 1,
      isMobile: Boolean(shot.phone),
      hasTouch: Boolean(shot.phone),
    });
    const page = await context.newPage();
    await page.goto(`${base}/login`);
    await page.getByLabel('Nama pengguna').fill(shot.login);
    await page.getByLabel('Kata sandi').fill(password);
    await page.getByRole('button', { name: 'Masuk' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(`${base}${shot.address}`);
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    // A floating menu closes itself after a while; nothing half-painted is taken.
    await page.waitForTimeout(3000);
    await page.screenshot({ path: path.join(out, `${shot.name}.png`), fullPage: true });
    console.log(`${shot.name}: ${shot.address}`);
    await context.close();
  }
} finally {
  await browser.close();
}
