import en from '@vlegal/domain/i18n/en/shell.json';
import { isMenuRoute, ROUTES } from '@vlegal/domain/route-roles';
import { Flag } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { breadcrumbFor, buildMenu } from './menu.ts';
import { MENU_ICONS } from './menuIcons.ts';

const everything = { isAvailable: () => true };
const hrefs = (sections: ReturnType<typeof buildMenu>) =>
  sections.flatMap((s) => s.entries.map((e) => e.href));

function hasText(key: string): boolean {
  let node: unknown = en;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

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

describe('sidebar icons', () => {
  const ROLE_SETS = [
    ['ROLE_ADMIN', 'ROLE_USER'],
    ['ROLE_USER'],
    ['ROLE_USER', 'ROLE_USER_ADMIN'],
    ['ROLE_USER', 'ROLE_USER_ADMIN_COMPANY'],
    ['ROLE_USER', 'ROLE_USER_VLEGAL'],
    ['ROLE_USER', 'ROLE_VERIFICATOR'],
  ];

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
      { path: '/app/general-setting/country/12', text: '12' },
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

  it('keeps unknown segments as they are', () => {
    expect(breadcrumbFor('/app/company/3/business-unit', hasText)).toEqual([
      { path: '/app/company', labelKey: 'shell.page.company', href: '/app/company' },
      { path: '/app/company/3', text: '3' },
      { path: '/app/company/3/business-unit', text: 'business-unit' },
    ]);
    expect(breadcrumbFor('/login', hasText)).toEqual([]);
  });
});
