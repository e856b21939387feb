import { masterDataList } from '@vlegal/domain/resources';
import { ROUTES } from '@vlegal/domain/route-roles';
import { buildMenu } from '@vlegal/features/shell/menu.ts';
import { describe, expect, it } from 'vitest';
import { createAppRouter } from './router.tsx';
import { hasScreen } from './screens.ts';

const router = createAppRouter();
const isAvailable = (href: string) => hasScreen(router, href);

describe('which addresses have a screen', () => {
  it('knows the pages of the route tree', () => {
    expect(isAvailable('/app/dashboard')).toBe(true);
    expect(isAvailable('/app/account/password')).toBe(true);
    expect(isAvailable('/app/administration/user-management')).toBe(true);
    expect(isAvailable('/app/administration/tracker')).toBe(true);
    expect(isAvailable('/login')).toBe(true);
    expect(isAvailable('/app/company/3/business-unit/7/view')).toBe(true);
    expect(isAvailable('/app/company-profile/business-unit/new')).toBe(true);
  });

  it('does not take the /app layout for a screen of an area not built yet', () => {
    expect(isAvailable('/app/announcement')).toBe(false);
    expect(isAvailable('/nowhere')).toBe(false);
  });

  it('opens the parties and receipts of a unit and of the administrators, by kind', () => {
    expect(isAvailable('/app/business-unit-import/supplier')).toBe(true);
    expect(isAvailable('/app/business-unit-import/import-material/5/view')).toBe(true);
    expect(isAvailable('/app/admin-import/sub-con-admin')).toBe(true);
    expect(isAvailable('/app/admin-import/sub-con')).toBe(false);
    expect(isAvailable('/app/business-unit-import/buyer')).toBe(false);
  });

  it("opens a unit's harvest plots, their import and the administrators' mirror", () => {
    expect(isAvailable('/app/business-unit-import/harvest-plot')).toBe(true);
    expect(isAvailable('/app/business-unit-import/harvest-plot/4/view')).toBe(true);
    expect(isAvailable('/app/business-unit-import/harvest-plot/import')).toBe(true);
    // The literal page, not the `$resource` routes around it.
    const [, , importPage] = router.getMatchedRoutes('/app/business-unit-import/harvest-plot/import');
    expect(importPage?.id).toBe('/app/business-unit-import/harvest-plot/import');
    expect(isAvailable('/app/admin-import/harvest-plot-admin/new/2')).toBe(true);
    expect(isAvailable('/app/admin-import/harvest-plot-admin/import')).toBe(false);
  });

  it("opens the buyers and local sales of a unit and of the administrators, and a unit's sold lines", () => {
    expect(isAvailable('/app/business-unit-sales/buyer')).toBe(true);
    expect(isAvailable('/app/business-unit-sales/buyer/3/edit')).toBe(true);
    expect(isAvailable('/app/admin-sales/buyer-admin/new/2')).toBe(true);
    expect(isAvailable('/app/business-unit-sales/local-sales/4/edit')).toBe(true);
    expect(isAvailable('/app/business-unit-sales/local-sales-material')).toBe(true);
    expect(isAvailable('/app/business-unit-sales/local-sales-material/9/view')).toBe(true);
    expect(isAvailable('/app/admin-sales/buyer')).toBe(false);
  });

  it('opens the transfers of a unit and of the administrators, with edit', () => {
    expect(isAvailable('/app/business-unit-transfer/transfer-material')).toBe(true);
    expect(isAvailable('/app/business-unit-transfer/transfer-material/7/edit')).toBe(true);
    expect(isAvailable('/app/admin-transfer/transfer-material-admin/new/2')).toBe(true);
    expect(isAvailable('/app/admin-transfer/transfer-material')).toBe(false);
  });

  it('opens the productions of a unit and of the administrators, never their edit', () => {
    expect(isAvailable('/app/business-unit-production/production')).toBe(true);
    expect(isAvailable('/app/business-unit-production/production/3/view')).toBe(true);
    expect(isAvailable('/app/admin-production/production-admin/new/2')).toBe(true);
    expect(isAvailable('/app/business-unit-production/production/3/edit')).toBe(false);
  });

  it('opens the stock screens of a unit and of the administrators', () => {
    expect(isAvailable('/app/business-unit-material/stock')).toBe(true);
    expect(isAvailable('/app/business-unit-material/stock-raw-material/4/other-usage')).toBe(true);
    expect(isAvailable('/app/admin-stock/stock-product/new/2')).toBe(true);
  });

  it('opens the monthly mutation and activity reports of a unit and of the administrators', () => {
    for (const href of [
      '/app/report/lmkb',
      '/app/report/lmko',
      '/app/admin-report/lmkb-admin',
      '/app/admin-report/lmko-admin',
      '/app/report/import-material',
      '/app/report/production',
      '/app/report/export-sales',
      '/app/report/local-sales',
      '/app/admin-report/import-material-admin',
      '/app/admin-report/production-admin',
      '/app/admin-report/export-sales-admin',
      '/app/admin-report/local-sales-admin',
    ])
      expect(isAvailable(href)).toBe(true);
  });

  it('opens a master-data route only for a resource of its group', () => {
    for (const resource of masterDataList()) {
      expect(isAvailable(`/app/${resource.group}/${resource.routeSegment}`)).toBe(true);
      expect(isAvailable(`/app/${resource.group}/${resource.routeSegment}/new`)).toBe(true);
    }
    expect(isAvailable('/app/general-setting/not-a-resource')).toBe(false);
    // A resource under another group than its own has no screen there.
    expect(isAvailable('/app/preparation/country')).toBe(false);
  });

  it('gives the administrator a menu without a single entry that leads nowhere', () => {
    const menu = buildMenu(['ROLE_ADMIN', 'ROLE_USER'], { isAvailable, profiles: ['swagger'] });
    const hrefs = menu.flatMap((section) => section.entries.map((entry) => entry.href));
    const masterData = masterDataList().map((r) => `/app/${r.group}/${r.routeSegment}`);
    expect(hrefs).toEqual(expect.arrayContaining(['/app/dashboard', ...masterData]));
    expect(hrefs).toContain('/app/administration/api-docs');
    // Every entry shown matches a page of the tree; the rest of the spec's menu routes are left out.
    expect(hrefs.every(isAvailable)).toBe(true);
    const everyMenuRoute = buildMenu(['ROLE_ADMIN', 'ROLE_USER'], {
      isAvailable: () => true,
      profiles: ['swagger'],
    }).flatMap((section) => section.entries.map((entry) => entry.href));
    expect(everyMenuRoute.filter((href) => !hrefs.includes(href))).toEqual(
      everyMenuRoute.filter((href) => !isAvailable(href)),
    );
    expect(hrefs).toContain('/app/company');
    expect(hrefs).not.toContain('/app/announcement');
    expect(ROUTES.length).toBeGreaterThan(hrefs.length);
  });
});
