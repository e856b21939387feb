import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, type Request, test } from '@playwright/test';
import { accountMenu, DEMO_LOGINS, signIn } from './fixtures.ts';

/**
 * The route walk: every page a demo role reaches (each sidebar entry, a list's first row and its "new" form,
 * the account pages) read as a person reads it. A page fails on a request its role is refused, an internal
 * id shown, a text key or English word on the Indonesian screen, the browser's own validation message,
 * or a status badge on two lines. (That each entry opens a real screen is the menu walk's.)
 */

/** Top-level keys of the texts: a visible `resources.country.name` is a text missing from them. */
const TEXT_ROOTS = [
  ...new Set(
    readdirSync(path.resolve(import.meta.dirname, '../../packages/domain/i18n/in')).flatMap((file) =>
      Object.keys(
        JSON.parse(
          readFileSync(path.resolve(import.meta.dirname, '../../packages/domain/i18n/in', file), 'utf8'),
        ),
      ),
    ),
  ),
];

/** Words of the English screens that never belong on the Indonesian one (whole words, as the app writes them). */
const ENGLISH_WORDS = [
  'Save',
  'Cancel',
  'Loading',
  'Please',
  'Back to',
  'Edit',
  'Delete',
  'View',
  'Search',
  'Submit',
  'Close',
  'Previous',
  'Next',
  'Create',
  'Actions',
  'Required',
  'Select',
  'Choose',
  'Remove',
  'Update',
  'Details',
  'Settings',
  'Password',
  'Sign in',
  'Sign out',
  'Show',
  'Hide',
  'Confirm',
  'Add',
  'New',
  'Filter',
  'Filters',
  'Clear',
  'Apply',
  'Download',
  'Upload',
  'Showing',
  'Rows per page',
  'Language',
  'Dashboard',
  'Welcome',
  'Stock',
  'Export',
  'Receipt',
  'Sale',
  'Sales',
  'Transfer',
  'Production',
  'Supplier',
  'Buyer',
  'Quantity',
  'Volume of',
  'Weight',
  'Unit of',
  'Company',
  'Business unit',
  'Certificate',
  'Document',
  'Documents',
  'Number',
  'Date',
  'Name',
  'Description',
  'Species',
  'Country',
  'Yes',
];

/** Roles of the demo data: one account per role, and the other company's unit administrator. */
const ROLES = [...DEMO_LOGINS, 'kudusadmin'] as const;

/** Every role at a desktop's width; the unit administrator on a phone as well. */
const WALKS = [
  ...ROLES.map((login) => ({ login, width: 1440 })),
  { login: 'unitadmin', width: 390 },
] as const;

interface PageReport {
  /** What reads wrong on the page as it shows now. */
  problems: string[];
}

/** Reads the page as shown: the checks run in the browser, on what is visible; `english` and `roots` are the lists above. */
function readPage({ english, roots }: { english: string[]; roots: string[] }): PageReport {
  const problems: string[] = [];
  const visible = (element: Element) =>
    element.getClientRects().length > 0 && !element.closest('[aria-hidden="true"], [hidden]');
  // The text as shown: what is hidden is read by nobody.
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point
  const textOf = (element: Element) => ((element as HTMLElement).innerText ?? '').replace(/\s+/g, ' ').trim();
  const main = document.querySelector('main');
  const all = (selector: string, root: ParentNode = document) =>
    [...root.querySelectorAll(selector)].filter(visible);

  // Internal ids. A crumb is a page's name: never a number, nor a name ending in one ("Negara 4").
  const crumbs = document.querySelector('nav[aria-label="Jejak halaman"]');
  for (const crumb of crumbs ? all('li', crumbs) : []) {
    const text = textOf(crumb);
    if (/^#?\d+$/.test(text) || /\s#?\d+$/.test(text)) problems.push(`id in the breadcrumb: "${text}"`);
  }
  if (main) {
    // A label naming an id, a "#12", a heading naming the record's id, a reference shown as its number.
    for (const label of all('dt, th, label, [role="columnheader"], legend', main)) {
      const text = textOf(label);
      if (/^#$|\bid\b/i.test(text)) problems.push(`id label: "${text}"`);
    }
    for (const hint of all('[slot="description"]', main)) {
      const text = textOf(hint);
      if (/\bnomor id\b|\bid number\b/i.test(text)) problems.push(`a field asks for an id: "${text}"`);
    }
    for (const match of textOf(main).matchAll(/(?:^|[\s(:])(#\d+)\b/g)) {
      problems.push(`id shown as "${match[1]}"`);
    }
    // A record's id is in its address: a heading naming it shows the id (a deed numbered "12" is data).
    const url = new URL(location.href);
    const ids = new Set(
      [...url.pathname.split('/'), ...url.searchParams.values()].filter((part) => /^\d+$/.test(part)),
    );
    for (const heading of all('h1, h2, h3', main)) {
      const text = textOf(heading);
      if (text.split(/\s+/).some((token) => ids.has(token.replace(/^#/, '')))) {
        problems.push(`id in a heading: "${text}"`);
      }
    }
    for (const link of all('a', main)) {
      const text = textOf(link);
      if (/^\d+$/.test(text))
        problems.push(`reference shown as its id: "${text}" (${link.getAttribute('href')})`);
    }
  }
  for (const message of all('[role="alert"], [role="status"], [role="alertdialog"]')) {
    const text = textOf(message);
    if (/\bID\s*:?\s*\d+|\bid\s+\d+|#\d+/.test(text)) problems.push(`message quoting an id: "${text}"`);
  }

  // Texts: a key shown for a missing text, an English word among the labels, the browser's own messages.
  const keyPattern = new RegExp(`(?<![\\w@/.-])(?:${roots.join('|')})(?:\\.[A-Za-z0-9_-]+)+`, 'g');
  const placeholders = all('[placeholder]').map((element) => element.getAttribute('placeholder') ?? '');
  const shownText = textOf(document.body);
  for (const text of [shownText, ...placeholders]) {
    for (const match of text.matchAll(keyPattern)) problems.push(`text key shown: "${match[0]}"`);
  }
  const englishPattern = new RegExp(`\\b(${english.join('|')})\\b`);
  const uiText = all(
    [
      'button',
      '[role="button"]',
      'label',
      'legend',
      'h1',
      'h2',
      'h3',
      'h4',
      'th',
      'dt',
      '[role="columnheader"]',
      '[role="tab"]',
      '[role="alert"]',
      '[role="status"]',
      'caption',
      '[slot="errorMessage"]',
      '[slot="description"]',
      'nav a',
    ].join(', '),
  );
  for (const element of uiText) {
    const text = textOf(element);
    const word = englishPattern.exec(text)?.[1];
    if (word) problems.push(`English "${word}" in "${text.slice(0, 80)}"`);
  }
  for (const text of placeholders) {
    const word = englishPattern.exec(text)?.[1];
    if (word) problems.push(`English "${word}" in the placeholder "${text}"`);
  }
  const pageText = main ? textOf(main) : '';
  for (const control of document.querySelectorAll<HTMLInputElement>('input, select, textarea')) {
    // A message of the browser's own checks (not one the app set): shown, it speaks the browser's language.
    if (control.validity.valid || control.validity.customError || !control.validationMessage) continue;
    if (pageText.includes(control.validationMessage)) {
      problems.push(`the browser's message shown: "${control.validationMessage}"`);
    }
    if (control.form && !control.form.noValidate) {
      problems.push(`the browser's validation stops the form: "${control.validationMessage}"`);
    }
  }
  for (const match of shownText.matchAll(
    /Please (fill|select|enter|match|include|lengthen|shorten)[^.\n]*\.?|Value must be[^.\n]*\.?/g,
  )) {
    problems.push(`the browser's message shown: "${match[0]}"`);
  }

  // Badges (the ui kit's pills: inline-flex, fully rounded): one line, the whole label.
  for (const badge of all('span')) {
    const style = getComputedStyle(badge);
    if (style.display !== 'inline-flex' || Number.parseFloat(style.borderTopLeftRadius) < 999) continue;
    const label = badge.lastElementChild ?? badge;
    const range = document.createRange();
    range.selectNodeContents(label);
    const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    const lineHeight = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.5;
    const text = textOf(badge);
    if (lines > 1 || badge.getBoundingClientRect().height > lineHeight * 2) {
      problems.push(`badge on two lines: "${text}"`);
    } else if (label.scrollWidth > label.clientWidth + 1) {
      problems.push(`badge cut short: "${text}"`);
    }
  }
  return { problems };
}

/** Forms already sent empty in this run, by address (ids left out): each kind once, whoever opens it. */
const sentEmpty = new Set<string>();

/** A walk of one role: the pages it opened and what read wrong on them. */
class Walk {
  readonly findings: string[] = [];
  /** API requests asked and not yet answered. */
  private readonly inflight = new Set<Request>();
  readonly counts = { pages: 0, views: 0, forms: 0 };
  private leftHeading = '';
  private leftHref = '';

  constructor(
    private readonly page: Page,
    private readonly login: string,
    /** Whether "new" forms are opened (the phone's walk reads lists and views, where badges and tables wrap). */
    private readonly forms = true,
  ) {}

  private where() {
    const url = new URL(this.page.url());
    return `${url.pathname}${url.search}`;
  }

  /** From now on, every API request counts as in flight until answered, and a refusal is a finding. */
  listen() {
    const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');
    this.page.on('request', (request) => {
      if (isApi(request.url())) this.inflight.add(request);
    });
    const done = (request: Request) => this.inflight.delete(request);
    this.page.on('requestfinished', done);
    this.page.on('requestfailed', done);
    this.page.on('response', (response) => {
      if (!isApi(response.url()) || ![401, 403].includes(response.status())) return;
      const api = new URL(response.url());
      this.findings.push(
        `${this.login} ${this.where()}: ${response.status()} on ${response.request().method()} ${api.pathname}`,
      );
    });
  }

  /** Waits until the page's requests are answered and nothing shows as loading. */
  async settle() {
    await expect
      .poll(
        async () => {
          if (this.inflight.size > 0) return [...this.inflight].map((request) => request.url());
          // A frame later, what the answers started (the labels of a page's references) has been asked.
          const loading = await this.page.evaluate(
            () =>
              new Promise<string>((resolve) =>
                requestAnimationFrame(() =>
                  setTimeout(() => {
                    const main = document.querySelector('main');
                    resolve(
                      !main
                        ? 'no main'
                        : (main
                            .querySelector('tr[aria-hidden="true"], [aria-busy="true"]')
                            ?.outerHTML.slice(0, 200) ??
                            // biome-ignore lint/performance/useDomNodeTextContent: a loading text as shown
                            (/Memuat…/.test(main.innerText) ? 'Memuat…' : '')),
                    );
                  }, 30),
                ),
              ),
          );
          return loading || (this.inflight.size === 0 ? true : 'requests');
        },
        { timeout: 20_000, intervals: [50] },
      )
      .toBe(true);
  }

  /**
   * Marks the page's heading before leaving it: a route shows the page it leaves until its own code has
   * arrived, so the next page is known by a heading of its own (or the heading's text changing). Within
   * one address (a record shown by the page's query) there is nothing to wait for.
   */
  async leave() {
    this.leftHref = this.page.url();
    this.leftHeading = await this.page.evaluate(() => {
      const heading = document.querySelector('main h1');
      heading?.setAttribute('data-walk-left', '');
      return heading?.textContent ?? '';
    });
  }

  /** Waits for the page left by {@link leave} to be replaced and settled. */
  async arrive() {
    // Every step of the walk changes the address (a tab and a record shown are in its query).
    await this.page.waitForURL((url) => url.href !== this.leftHref);
    if (new URL(this.page.url()).pathname !== new URL(this.leftHref).pathname) {
      await this.page.waitForFunction((left) => {
        const heading = document.querySelector('main h1');
        if (!heading || heading.getClientRects().length === 0) return false;
        return !heading.hasAttribute('data-walk-left') || heading.textContent !== left;
      }, this.leftHeading);
    }
    await this.settle();
  }

  /** Notes what reads wrong on the page, once it arrived (unless it is the page already shown). */
  async inspect(what = '', { arrived = false } = {}) {
    if (arrived) await this.settle();
    else await this.arrive();
    const report = await this.page.evaluate(readPage, { english: ENGLISH_WORDS, roots: TEXT_ROOTS });
    const where = `${this.where()}${what ? ` (${what})` : ''}`;
    for (const problem of new Set(report.problems)) this.findings.push(`${this.login} ${where}: ${problem}`);
  }

  /** A list's first row: its view, when the row offers one; then back to the list. */
  async firstRowView() {
    const row = this.page.getByRole('main').locator('table tbody tr:not([aria-hidden="true"])').first();
    const view = row.getByRole('link', { name: /^Lihat\b/ });
    if ((await view.count()) === 0) return;
    await this.leave();
    await view.first().click();
    await this.inspect();
    this.counts.views++;
    await this.back();
  }

  /**
   * The list's "new" form, sent empty once: only the app's own messages may answer, in Indonesian. Writes
   * are held back, so a form the browser lets through leaves the demo data as it was. The walk goes on
   * from the form (the sidebar and a profile's tabs stay beside it).
   */
  async newForm() {
    if (!this.forms) return;
    const link = this.page
      .getByRole('main')
      .locator('a[href*="/new"]:visible, a[href*="record=new"]:visible')
      .first();
    if ((await link.count()) === 0) return;
    await this.leave();
    await link.click();
    await this.inspect();
    this.counts.forms++;
    const form = this.page.getByRole('main').locator('form:not(:has(input[type="search"]))').last();
    const submit = form.locator('button[type="submit"]').last();
    const kind = this.where().replace(/\d+/g, '#');
    if ((await submit.count()) > 0 && !sentEmpty.has(kind)) {
      sentEmpty.add(kind);
      await this.page.route('**/api/**', (route) =>
        route.request().method() === 'GET' ? route.fallback() : route.abort(),
      );
      try {
        await submit.click();
        await this.inspect('sent empty', { arrived: true });
      } finally {
        await this.page.unroute('**/api/**');
      }
    }
  }

  /** Back to the page before (a list, with its tab and paging kept in the address). */
  private async back() {
    await this.leave();
    await this.page.goBack();
    await this.arrive();
  }

  /** What a page leads to: its list's first row, its "new" form, and the tabs within it (each walked the same way). */
  async walkPage() {
    await this.firstRowView();
    await this.newForm();
    await this.tabs();
  }

  /** Each tab of the page's tab lists, nested ones inside each (a unit's profile: its groups, their kinds). */
  private async tabs(level = 0) {
    const tabs = () => this.page.getByRole('main').getByRole('tablist').nth(level).getByRole('tab');
    const count = await tabs().count();
    for (let index = 0; index < count; index++) {
      const tab = tabs().nth(index);
      if ((await tab.getAttribute('aria-selected')) !== 'true') {
        const name = ((await tab.textContent()) ?? '').trim();
        await this.leave();
        await tab.click();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        await this.inspect(`tab ${name}`);
        this.counts.pages++;
        await this.firstRowView();
        const path = new URL(this.page.url()).pathname;
        await this.newForm();
        // A kind whose forms are pages of their own (a business permit's) leaves the tabs behind.
        if (new URL(this.page.url()).pathname !== path) await this.back();
      }
      await this.tabs(level + 1);
    }
  }
}

for (const { login, width } of WALKS) {
  test(`route walk of ${login} at ${width} px: no refused request, id, untranslated text or wrapped badge`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, login);
    const walk = new Walk(page, login, width >= 768);
    walk.listen();

    const menu = page.getByRole('navigation', { name: 'Menu utama' });
    const toggle = page.getByRole('banner').getByRole('button', { name: /navigasi/i });
    /** Follows a sidebar entry, opening the menu first where it floats (a phone). */
    const follow = async (href: string) => {
      const link = menu.locator(`a[href="${href}"]`);
      if (!(await link.isVisible())) await toggle.click();
      await walk.leave();
      await link.click();
      await expect(page).toHaveURL((url) => url.pathname === href);
    };

    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await walk.inspect('after signing in', { arrived: true });
    walk.counts.pages++;
    const floating = !(await menu.isVisible());
    if (floating) await toggle.click();
    const hrefs = await menu
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    if (floating) await toggle.click();
    for (const href of hrefs) {
      // The page shown after signing in (the dashboard) is read already.
      if (new URL(page.url()).pathname !== href) {
        await follow(href);
        await walk.inspect();
        walk.counts.pages++;
      }
      await walk.walkPage();
    }
    for (const entry of ['Pengaturan akun', 'Kata sandi']) {
      await walk.leave();
      await accountMenu(page, login, entry);
      await walk.inspect();
      walk.counts.pages++;
    }

    test.info().annotations.push({
      type: 'walked',
      description: `${login} at ${width} px: ${walk.counts.pages} pages, ${walk.counts.views} views, ${walk.counts.forms} new forms`,
    });
    expect(walk.findings, `what ${login} met at ${width} px`).toEqual([]);
  });
}
