import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { accountMenu, accountOf, DEMO_LOGINS, type DemoLogin, signIn } from './fixtures.ts';

interface SpecRoute {
  path: string;
  roles: string[];
  screen: string;
}

/** The spec's route table and the addresses the product adds beside it, as the product ships them. */
const ROUTES: SpecRoute[] = ['routes.json', 'routes-added.json'].flatMap(
  (file) =>
    JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../packages/domain/src', file), 'utf8'))
      .routes,
);
const APP_ROUTES = ROUTES.filter((route) => route.path.startsWith('/app/'));

/** A concrete address of a pattern: every parameter set to 1. */
const addressOf = (pattern: string) => pattern.replace(/\{[^}]+\}/g, '1');
const opens = (route: SpecRoute, authorities: readonly string[]) =>
  route.roles.length === 0 || route.roles.some((role) => authorities.includes(role));

type Outcome = 'shown' | 'forbidden' | 'not-found' | 'login';

/**
 * Opens an address inside the running app (as a link would) and tells where the guard let the user end
 * up. The app marks the address it rendered last on `<html data-rendered>`.
 */
async function visit(page: Page, address: string): Promise<Outcome> {
  await page.evaluate((to) => {
    delete document.documentElement.dataset.rendered;
    window.history.pushState({}, '', to);
  }, address);
  // A screen that never settles fails here, named, instead of using up the whole test's time.
  await page
    .waitForFunction(() => document.documentElement.dataset.rendered !== undefined, null, { timeout: 15_000 })
    .catch(() => {
      throw new Error(`${address} never rendered`);
    });
  const pathname = await page.evaluate(() => document.documentElement.dataset.rendered);
  if (pathname === '/forbidden') return 'forbidden';
  if (pathname === '/login') return 'login';
  const heading = page.locator('h1').first();
  await heading.waitFor({ timeout: 15_000 }).catch(() => {
    throw new Error(`${address} (${pathname}) shows no heading`);
  });
  if ((await heading.textContent()) === 'Halaman tidak ditemukan') return 'not-found';
  // The new and edit pages of a sale's line lead to its sale's form, which writes it.
  if (
    pathname !== address &&
    /^\/app\/business-unit-sales\/local-sales-material\/(new|\d+\/edit)$/.test(address)
  )
    expect(pathname, address).toMatch(/^\/app\/business-unit-sales\/local-sales(\/new|\/\d+\/edit)?$/);
  else expect(pathname).toBe(address);
  return 'shown';
}

test('a signed-out deep link goes to sign-in and is restored afterwards', async ({ page }) => {
  await page.goto('/app/account/password');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, 'user');
  await expect(page).toHaveURL(/\/app\/account\/password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kata sandi [user]' })).toBeVisible();
});

test('/ and /app go to the dashboard', async ({ page }) => {
  await signIn(page, 'user');
  await page.goto('/');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await page.goto('/app');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});

test('a user without the authority lands on forbidden, and the address is kept', async ({ page }) => {
  await signIn(page, 'user');
  await page.goto('/app/general-setting/country');
  await expect(page).toHaveURL(/\/forbidden$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Akses ditolak' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('requested-url'))).toBe(
    '/app/general-setting/country',
  );
});

test('remember-me keeps the token in local storage; sign-out revokes it and clears both storages', async ({
  page,
}) => {
  await signIn(page, 'exporter', undefined, { rememberMe: true });
  const token = await page.evaluate(() => localStorage.getItem('jhi-authenticationToken'));
  expect(token).toBeTruthy();
  expect(await page.evaluate(() => sessionStorage.getItem('jhi-authenticationToken'))).toBeNull();
  await accountMenu(page, 'exporter', 'Keluar');
  await expect(page).toHaveURL(/\/login$/);
  expect(
    await page.evaluate(() => [
      localStorage.getItem('jhi-authenticationToken'),
      sessionStorage.getItem('jhi-authenticationToken'),
    ]),
  ).toEqual([null, null]);
  // The shell leaves for /login first and revokes the token on its way out: the revocation may still be in
  // flight when the address changes.
  await expect
    .poll(() =>
      page.evaluate(
        async (bearer) =>
          (await fetch('/api/account', { headers: { Authorization: `Bearer ${bearer}` } })).status,
        token,
      ),
    )
    .toBe(401);
});

test('a token revoked elsewhere signs out on start, and a 401 on a call returns to sign-in and back', async ({
  page,
}) => {
  await signIn(page, 'unitadmin');
  const revoke = () =>
    page.evaluate(async () => {
      const token = sessionStorage.getItem('jhi-authenticationToken');
      await fetch('/api/logout', { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    });
  await revoke();
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem('jhi-authenticationToken'))).toBeNull();

  await signIn(page, 'unitadmin');
  await accountMenu(page, 'unitadmin', 'Pengaturan akun');
  await expect(page.getByRole('heading', { level: 1, name: 'Pengaturan akun [unitadmin]' })).toBeVisible();
  await revoke();
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, 'unitadmin');
  await expect(page).toHaveURL(/\/app\/account\/settings$/);
});

/**
 * Every screen of the back-office behind the real guard: opened by a role the route table admits, it
 * renders (not not-found, no error page). Opened by a role it does not admit, it is forbidden: checked
 * on the first screen of every area, as one guard on the /app layout decides for all of them, and which
 * roles exactly each route admits is proven over the whole table by the route-roles unit test. The
 * admitted and the refused role rotate over the demo accounts, so every role meets many screens.
 */
test('every registered route opens for a role of the route table and is forbidden to another', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const pages = new Map<DemoLogin, { page: Page; authorities: string[] }>();
  for (const login of DEMO_LOGINS) pages.set(login, await signedInPage(browser, login));

  // Addresses under a list page that is not there yet are left out with it.
  const registered: string[] = [];
  const missing: string[] = [];
  const mismatches: string[] = [];
  const areasRefused = new Set<string>();
  for (const [index, route] of APP_ROUTES.entries()) {
    if (missing.some((prefix) => route.path.startsWith(`${prefix}/`))) continue;
    const roles = [...pages];
    const admitted = roles.filter(([, { authorities }]) => opens(route, authorities));
    const refused = roles.filter(([, { authorities }]) => !opens(route, authorities));
    const opener = admitted[index % Math.max(1, admitted.length)];
    if (!opener) continue;
    const area = route.path.split('/')[2] ?? '';
    const outsider = areasRefused.has(area) ? undefined : refused[index % Math.max(1, refused.length)];
    const address = addressOf(route.path);
    const [shown, barred] = await Promise.all([
      visit(opener[1].page, address),
      outsider ? visit(outsider[1].page, address) : undefined,
    ]);
    if (shown === 'not-found') {
      missing.push(route.path);
      continue;
    }
    registered.push(route.path);
    if (outsider) areasRefused.add(area);
    if (shown !== 'shown') mismatches.push(`${opener[0]} ${route.path}: ${shown}, expected shown`);
    if (outsider && barred !== 'forbidden')
      mismatches.push(`${outsider[0]} ${route.path}: ${barred}, expected forbidden`);
  }
  expect(registered).toEqual(
    expect.arrayContaining(['/app/dashboard', '/app/account/settings', '/app/account/password']),
  );
  expect(mismatches).toEqual([]);
  test.info().annotations.push({
    type: 'routes',
    description: `${registered.length} registered routes opened, ${areasRefused.size} areas refused`,
  });
});

async function signedInPage(browser: Browser, login: DemoLogin) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, login);
  const { authorities } = await accountOf(page);
  return { page, authorities };
}
