import en from '@vlegal/domain/i18n/en/shell.json';
import id from '@vlegal/domain/i18n/in/shell.json';
import { isMenuRoute, ROUTES } from '@vlegal/domain/route-roles';
import { Flag } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { breadcrumbFor, buildMenu } from './menu.ts';
import { MENU_ICONS } from './menuIcons.ts';

const everything = { isAvailable: () => true };
const hrefs = (sections: ReturnType<typeof buildMenu>) =>
  sections.flatMap((s) => s.entries.map((e) => e.href));

function textOf(texts: object, key: string): string | undefined {
  let node: unknown = texts;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const hasText = (key: string) => textOf(en, key) !== undefined;

/** The demo accounts' authorities: one set per role. */
const ROLE_SETS = [
  ['ROLE_ADMIN', 'ROLE_USER'],
  ['ROLE_USER'],
  ['ROLE_USER', 'ROLE_USER_ADMIN'],
  ['ROLE_USER', 'ROLE_USER_ADMIN_COMPANY'],
  ['ROLE_USER', 'ROLE_USER_VLEGAL'],
  ['ROLE_USER', 'ROLE_VERIFICATOR'],
];
const EVERY_ROLE = [
  'ROLE_ADMIN',
  'ROLE_USER',
  'ROLE_USER_ADMIN',
  'ROLE_USER_ADMIN_COMPANY',
  'ROLE_USER_VLEGAL',
  'ROLE_VERIFICATOR',
];
const LANGUAGES = { in: id, en } as const;

/** The labels that occur more than once. */
const repeated = (labels: readonly (string | undefined)[]) =>
  labels.filter((label, index) => labels.indexOf(label) !== index);

describe('sidebar', () => {
  it('gives an ordinary user the dashboard only', () => {
    expect(hrefs(buildMenu(['ROLE_USER'], everything))).toEqual(['/app/dashboard']);
  });

  it('gives a company administrator the company profile', () => {
    expect(hrefs(buildMenu(['ROLE_USER', 'ROLE_USER_ADMIN_COMPANY'], everything))).toEqual([
      '/app/dashboard',
      '/app/company-profile',
    ]);
  });

  it('groups the master data of an administrator', () => {
    const sections = buildMenu(['ROLE_ADMIN', 'ROLE_USER'], everything);
    const general = sections.find((s) => s.id === 'general-setting');
    expect(general?.groupKey).toBe('shell.group.general-setting');
    expect(general?.entries[0]).toEqual({
      href: '/app/general-setting/country',
      labelKey: 'shell.page.general-setting.country',
      icon: Flag,
    });
    expect(hrefs(sections)).not.toContain('/app/business-unit-export/vlegal');
    expect(hrefs(sections)).not.toContain('/app/administration/api-docs');
    expect(hrefs(buildMenu(['ROLE_ADMIN'], { ...everything, profiles: ['swagger'] }))).toContain(
      '/app/administration/api-docs',
    );
  });

  it("gives a unit's own areas to its administrator only, the administrator the mirrors of all units", () => {
    const adminHrefs = hrefs(buildMenu(['ROLE_ADMIN', 'ROLE_USER'], everything));
    expect(adminHrefs.filter((href) => /^\/app\/(business-unit-|report\/)/.test(href))).toEqual([]);
    expect(adminHrefs).toContain('/app/admin-stock/stock-raw-material');
    expect(adminHrefs).toContain('/app/admin-import/supplier-admin');
    const unitHrefs = hrefs(buildMenu(['ROLE_USER', 'ROLE_USER_ADMIN'], everything));
    expect(unitHrefs).toContain('/app/business-unit-material/stock-raw-material');
    expect(unitHrefs).toContain('/app/report/lmkb');
    expect(unitHrefs.filter((href) => href.startsWith('/app/admin-'))).toEqual([]);
  });

  it("lists a unit's harvest plots with its imports, and the mirror with the administrators'", () => {
    const group = (authorities: string[], id: string) =>
      buildMenu(authorities, everything)
        .find((section) => section.id === id)
        ?.entries.map((entry) => entry.href);
    expect(group(['ROLE_USER', 'ROLE_USER_ADMIN'], 'business-unit-import')).toContain(
      '/app/business-unit-import/harvest-plot',
    );
    expect(group(['ROLE_ADMIN', 'ROLE_USER'], 'admin-import')).toContain(
      '/app/admin-import/harvest-plot-admin',
    );
  });

  it('shows only the areas that exist', () => {
    const sections = buildMenu(['ROLE_ADMIN', 'ROLE_USER'], {
      isAvailable: (href) => href === '/app/dashboard' || href.startsWith('/app/general-setting/'),
    });
    expect(sections.map((s) => s.id)).toEqual(['dashboard', 'general-setting']);
  });

  it('hides production when the certificate does not allow it', () => {
    const unitAdmin = ['ROLE_USER', 'ROLE_USER_ADMIN'];
    expect(hrefs(buildMenu(unitAdmin, everything))).toContain('/app/business-unit-production/production');
    expect(hrefs(buildMenu(unitAdmin, { ...everything, canProduce: false }))).not.toContain(
      '/app/business-unit-production/production',
    );
  });

  it('has a text for every entry and group of every role', () => {
    const all = buildMenu(
      [
        'ROLE_ADMIN',
        'ROLE_USER',
        'ROLE_USER_ADMIN',
        'ROLE_USER_ADMIN_COMPANY',
        'ROLE_USER_VLEGAL',
        'ROLE_VERIFICATOR',
      ],
      { ...everything, profiles: ['swagger'] },
    );
    const keys = all.flatMap((s) => [
      ...(s.groupKey ? [s.groupKey] : []),
      ...s.entries.map((e) => e.labelKey),
    ]);
    expect(keys.filter((key) => !hasText(key))).toEqual([]);
    expect(ROUTES.length).toBeGreaterThan(0);
  });
});

describe('sidebar labels', () => {
  const full = { ...everything, profiles: ['swagger'] };

  it('never names two entries of one menu alike, for any role, in Indonesian or English', () => {
    for (const authorities of ROLE_SETS) {
      const entries = buildMenu(authorities, full).flatMap((section) => section.entries);
      for (const [language, texts] of Object.entries(LANGUAGES)) {
        const labels = entries.map((entry) => textOf(texts, entry.labelKey));
        expect(labels, `${authorities.join(' ')} ${language}`).not.toContain(undefined);
        expect(repeated(labels), `${authorities.join(' ')} ${language}`).toEqual([]);
      }
    }
  });

  it('keeps the entries of every group apart, and the group headings too, even with every role', () => {
    const sections = buildMenu(EVERY_ROLE, full);
    for (const [language, texts] of Object.entries(LANGUAGES)) {
      for (const section of sections) {
        const labels = section.entries.map((entry) => textOf(texts, entry.labelKey));
        expect(repeated(labels), `${section.id} ${language}`).toEqual([]);
      }
      const headings = sections.flatMap((section) =>
        section.groupKey ? [textOf(texts, section.groupKey)] : [],
      );
      expect(repeated(headings), language).toEqual([]);
    }
  });

  it('groups every entry but the few top-level pages under a heading', () => {
    const sections = buildMenu(['ROLE_ADMIN', 'ROLE_USER'], full);
    const untitled = sections.filter((section) => !section.groupKey).flatMap((section) => section.entries);
    expect(untitled.map((entry) => entry.href).sort()).toEqual([
      '/app/announcement',
      '/app/company',
      '/app/dashboard',
    ]);
  });
});

describe('sidebar icons', () => {
  it('gives every entry of every role an icon, none shared within one menu', () => {
    for (const authorities of ROLE_SETS) {
      const entries = buildMenu(authorities, { ...everything, profiles: ['swagger'] }).flatMap(
        (s) => s.entries,
      );
      expect(entries.filter((entry) => entry.icon === undefined).map((entry) => entry.href)).toEqual([]);
      const icons = entries.map((entry) => entry.icon);
      expect(new Set(icons).size, authorities.join(' ')).toBe(icons.length);
    }
  });

  it('declares an icon only for addresses of the menu', () => {
    const menuKeys = ROUTES.filter((route) => isMenuRoute(route)).map((route) => route.path.slice(5));
    expect(Object.keys(MENU_ICONS).sort()).toEqual(menuKeys.sort());
  });
});

describe('breadcrumb', () => {
  it('names the group, links the page and ends with the action', () => {
    expect(breadcrumbFor('/app/general-setting/country/12/edit', hasText)).toEqual([
      { path: '/app/general-setting', labelKey: 'shell.group.general-setting' },
      {
        path: '/app/general-setting/country',
        labelKey: 'shell.page.general-setting.country',
        href: '/app/general-setting/country',
      },
      // The record's id is no step of its own.
      { path: '/app/general-setting/country/12/edit', labelKey: 'shell.breadcrumb.edit' },
    ]);
  });

  it('shows a top-level page without a link to itself', () => {
    expect(breadcrumbFor('/app/dashboard', hasText)).toEqual([
      { path: '/app/dashboard', labelKey: 'shell.page.dashboard' },
    ]);
    expect(breadcrumbFor('/app/account/password', hasText)).toEqual([
      { path: '/app/account', labelKey: 'shell.group.account' },
      { path: '/app/account/password', labelKey: 'shell.page.account.password' },
    ]);
  });

  it('keeps unknown segments as they are, and leaves ids out', () => {
    expect(breadcrumbFor('/app/company/3/business-unit', hasText)).toEqual([
      { path: '/app/company', labelKey: 'shell.page.company', href: '/app/company' },
      { path: '/app/company/3/business-unit', text: 'business-unit' },
    ]);
    expect(breadcrumbFor('/login', hasText)).toEqual([]);
  });
});
