import { describe, expect, it } from 'vitest';
import { isMenuRoute, ROUTES, rolesForPath, routeForPath } from './route-roles.ts';
import { allows } from './roles.ts';

describe('route roles', () => {
  it('reads every route of the spec', () => {
    expect(ROUTES.length).toBeGreaterThan(250);
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length);
  });

  it('treats addresses outside /app as public', () => {
    expect(rolesForPath('/login')).toBe('public');
    expect(rolesForPath('/reset/finish?key=abc')).toBe('public');
  });

  it('gives any signed-in user the account pages', () => {
    expect(rolesForPath('/app/account/settings')).toEqual([]);
    expect(rolesForPath('/app/account/password/')).toEqual([]);
  });

  it('finds the roles of a concrete address with parameters', () => {
    expect(rolesForPath('/app/general-setting/country/new')).toEqual(['ROLE_ADMIN']);
    expect(rolesForPath('/app/general-setting/country/12/edit')).toEqual(['ROLE_ADMIN']);
    expect(routeForPath('/app/general-setting/country/12/edit')?.path).toBe(
      '/app/general-setting/country/{countryId}/edit',
    );
    expect(rolesForPath('/app/business-unit-export/vlegal/7/view')).toEqual([
      'ROLE_USER_VLEGAL',
      'ROLE_VERIFICATOR',
    ]);
  });

  it('prefers a literal segment over a parameter', () => {
    expect(routeForPath('/app/company/new')?.path).toBe('/app/company/new');
    expect(routeForPath('/app/business-unit/business-permit/new/4')?.path).toBe(
      '/app/business-unit/business-permit/new/{businessUnitId}',
    );
  });

  it('gives every route of the table its own roles at a concrete address', () => {
    // The guard reads an address, not a pattern: an address made of the pattern (parameters set to 1)
    // must come back to a route with the same roles, or the guard would admit the wrong users.
    const wrong = ROUTES.filter((route) => {
      const found = routeForPath(route.path.replace(/\{[^}]+\}/g, '1'));
      return JSON.stringify(found?.rule) !== JSON.stringify(route.rule);
    }).map((route) => route.path);
    expect(wrong).toEqual([]);
  });

  it('knows nothing of addresses outside the spec', () => {
    expect(rolesForPath('/app/no-such-area')).toBeUndefined();
    expect(rolesForPath('/app/general-setting/country/1/2/3')).toBeUndefined();
  });

  it('keeps the dashboard away from a company administrator without ROLE_USER', () => {
    const rule = rolesForPath('/app/dashboard')!;
    expect(allows(rule, ['ROLE_USER_ADMIN_COMPANY'])).toBe(false);
    expect(allows(rule, ['ROLE_USER', 'ROLE_USER_ADMIN_COMPANY'])).toBe(true);
  });

  it('offers only concrete pages to menus', () => {
    const menu = ROUTES.filter(isMenuRoute).map((route) => route.path);
    expect(menu).toContain('/app/dashboard');
    expect(menu).toContain('/app/general-setting/country');
    expect(menu).toContain('/app/company-profile');
    expect(menu).not.toContain('/app/general-setting/country/new');
    expect(menu.some((path) => path.includes('{'))).toBe(false);
  });
});
