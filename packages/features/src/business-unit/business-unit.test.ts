import { resources } from '@vlegal/domain/resources';
import { describe, expect, it } from 'vitest';
import { screenBody, screenValues } from '../resource-screens/values.ts';
import { offeredActions, offersNew, withAuthorities, withFixed } from '../resource-screens/screen-config.ts';
import { profileHref } from './BusinessUnitProfile.tsx';
import { validatePermitViewSearch } from './BusinessPermitPages.tsx';
import { permitHrefs, permitsListHref } from './permitPaths.ts';
import {
  DOCUMENT_KEYS,
  groupOf,
  profileScreen,
  profileSearch,
  TAB_GROUPS,
  validateProfileSearch,
} from './profileSearch.ts';
import { documentScreens } from './screen-configs.ts';

describe('the profile address', () => {
  it('keeps a known tab (the first left out), a new record or a row to view or edit', () => {
    expect(validateProfileSearch({})).toEqual({});
    expect(validateProfileSearch({ tab: 'tdp' })).toEqual({});
    expect(validateProfileSearch({ tab: 'siup', record: 'new' })).toEqual({ tab: 'siup', record: 'new' });
    expect(validateProfileSearch({ tab: 'npwp', record: '12', mode: 'edit' })).toEqual({
      tab: 'npwp',
      record: 12,
      mode: 'edit',
    });
    expect(validateProfileSearch({ record: 7 })).toEqual({ record: 7 });
  });

  it('drops unknown keys and malformed values', () => {
    expect(
      validateProfileSearch({
        tab: 'country',
        record: '-3',
        mode: 'delete',
        businessUnitId: '9',
        page: 'two',
        size: 13,
        sort: ['nope'],
      }),
    ).toEqual({});
    expect(validateProfileSearch({ record: 'new', mode: 'edit' })).toEqual({ record: 'new' });
    expect(validateProfileSearch({ record: 1.5 })).toEqual({});
  });

  it('keeps the list state of a tab, and none with a record open', () => {
    expect(
      validateProfileSearch({
        tab: 'hoDocument',
        page: '2',
        size: 50,
        sort: ['code,desc'],
        query: ' HO ',
        saved: 4,
      }),
    ).toEqual({ tab: 'hoDocument', page: 2, size: 50, sort: ['code,desc'], query: 'HO', saved: 4 });
    expect(validateProfileSearch({ tab: 'hoDocument', record: 3, page: 2, query: 'x' })).toEqual({
      tab: 'hoDocument',
      record: 3,
    });
  });

  it('tells the screen shown and round-trips through its address', () => {
    expect(profileScreen({})).toEqual({ kind: 'list', tab: 'tdp' });
    expect(profileScreen({ tab: 'siup', record: 'new' })).toEqual({ kind: 'new', tab: 'siup' });
    expect(profileScreen({ record: 5 })).toEqual({ kind: 'view', tab: 'tdp', id: 5 });
    expect(profileScreen({ tab: 'npwp', record: 5, mode: 'edit' })).toEqual({
      kind: 'edit',
      tab: 'npwp',
      id: 5,
    });
    for (const screen of [
      { kind: 'list', tab: 'companyCertificate' },
      { kind: 'new', tab: 'uplRecommendation' },
      { kind: 'view', tab: 'tdp', id: 2 },
      { kind: 'edit', tab: 'siup', id: 9 },
    ] as const)
      expect(profileScreen(profileSearch(screen))).toEqual(screen);
    expect(profileSearch({ kind: 'list', tab: 'npwp' }, { page: 3, saved: 8 })).toEqual({
      tab: 'npwp',
      page: 3,
      saved: 8,
    });
  });

  it('writes the address of a state', () => {
    const at = '/app/business-unit-profile';
    expect(profileHref(at, {})).toBe(at);
    expect(profileHref(at, { tab: 'siup', record: 12, mode: 'edit' })).toBe(
      `${at}?tab=siup&record=12&mode=edit`,
    );
    const href = new URL(profileHref(at, { tab: 'npwp', record: 'new' }), 'http://localhost');
    expect(validateProfileSearch(Object.fromEntries(href.searchParams))).toEqual({
      tab: 'npwp',
      record: 'new',
    });
  });
});

describe('the tabs of the profile', () => {
  it('fall in two groups holding every tab once', () => {
    expect([...TAB_GROUPS.legality, ...TAB_GROUPS.sites]).toEqual([...DOCUMENT_KEYS]);
    expect(DOCUMENT_KEYS).toHaveLength(14);
    expect(groupOf('tdp')).toBe('legality');
    expect(groupOf('slkCertificate')).toBe('legality');
    expect(groupOf('employee')).toBe('sites');
    expect(groupOf('inventoryAddress')).toBe('sites');
  });

  it('keep no record of a business permit in the profile: permits open on their own pages', () => {
    expect(validateProfileSearch({ tab: 'businessPermit', record: 4, mode: 'edit', page: 2 })).toEqual({
      tab: 'businessPermit',
      page: 2,
    });
    expect(permitHrefs(3)).toMatchObject({
      list: '/app/business-unit-profile?tab=businessPermit',
      new: '/app/business-unit/business-permit/new/3',
    });
    expect(permitHrefs(3).view(8)).toBe('/app/business-unit/business-permit/8/view');
    expect(permitHrefs(3).edit(8)).toBe('/app/business-unit/business-permit/8/edit');
  });

  it('lead back from a permit to a page the account may open', () => {
    expect(permitsListHref(['ROLE_USER', 'ROLE_USER_ADMIN'])).toBe(
      '/app/business-unit-profile?tab=businessPermit',
    );
    expect(permitsListHref(['ROLE_USER', 'ROLE_USER_ADMIN_COMPANY'])).toBe('/app/company-profile');
    expect(permitsListHref(['ROLE_ADMIN', 'ROLE_USER'])).toBe('/app/company');
    expect(permitHrefs(3, '/app/company-profile')).toMatchObject({ list: '/app/company-profile' });
  });

  it('keep a product open below a permit in the permit view address', () => {
    expect(validatePermitViewSearch({ tab: 'siup', record: '5', mode: 'edit' })).toEqual({
      record: 5,
      mode: 'edit',
    });
    expect(validatePermitViewSearch({ record: 'new' })).toEqual({ record: 'new' });
    expect(validatePermitViewSearch({ page: '2', saved: '3' })).toEqual({ page: 2, saved: 3 });
  });
});

describe('what the profile offers an account', () => {
  const row = { id: 1 };
  it('new, edit and delete of a unit record to its keepers only', () => {
    const admin = withAuthorities(documentScreens.employee, ['ROLE_USER', 'ROLE_USER_ADMIN']);
    expect(offersNew(admin)).toBe(true);
    expect(offeredActions(admin, row)).toMatchObject({ edit: true, remove: true });
    const exporter = withAuthorities(documentScreens.employee, ['ROLE_USER', 'ROLE_USER_VLEGAL']);
    expect(offersNew(exporter)).toBe(false);
    expect(offeredActions(exporter, row)).toMatchObject({ edit: false, remove: false });
  });

  it('S-LK certificates to administrators only: a unit reads them', () => {
    const unit = withAuthorities(documentScreens.slkCertificate, ['ROLE_USER', 'ROLE_USER_ADMIN']);
    expect(offersNew(unit)).toBe(false);
    expect(offeredActions(unit, row)).toMatchObject({ edit: false, remove: false });
    const admin = withAuthorities(documentScreens.slkCertificate, ['ROLE_ADMIN']);
    expect(offersNew(admin)).toBe(true);
    expect(offeredActions(admin, row)).toMatchObject({ edit: true, remove: true });
  });

  it('everything the row allows when the account is not known', () => {
    expect(offersNew(documentScreens.slkCertificate)).toBe(true);
    expect(offeredActions(documentScreens.slkCertificate, row)).toMatchObject({ edit: true, remove: true });
  });
});

describe('unit record screens', () => {
  it('exist for every tab, in the order of the tabs', () => {
    expect(Object.keys(documentScreens)).toEqual([...DOCUMENT_KEYS]);
    for (const key of DOCUMENT_KEYS) expect(documentScreens[key].resource).toBe(resources[key]);
  });

  it('write the unit and its company in the body of an address', () => {
    const scoped = withFixed(documentScreens.address, { businessUnitId: 3, companyId: 7 });
    expect(scoped.fields.map((field) => field.name)).not.toContain('companyId');
    expect(screenBody(scoped, screenValues(scoped))).toMatchObject({ businessUnitId: 3, companyId: 7 });
  });

  it('leave the unit out of form and list, and write the page unit in every body', () => {
    for (const config of Object.values(documentScreens)) {
      expect(config.columns).not.toContain('businessUnitId');
      expect(config.fields.map((field) => field.name)).not.toContain('businessUnitId');
      const scoped = withFixed(config, { businessUnitId: 3 });
      const values = { ...screenValues(scoped), businessUnitId: 99 };
      expect(screenBody(scoped, values).businessUnitId).toBe(3);
      expect(screenBody(scoped, values, 5)).toMatchObject({ id: 5, businessUnitId: 3 });
    }
  });

  it('show the expiry status through a cell where the document has one, and the file in the view', () => {
    for (const config of Object.values(documentScreens)) {
      const has = config.resource.fields.some((field) => field.name === 'expiryStatus');
      expect(config.cells.expiryStatus !== undefined, config.resource.key).toBe(has);
      // The file shows in the view like any file field: the generic screens offer it for download.
      if (config.resource.fields.some((field) => field.name === 'fileAttachment'))
        expect(
          config.fields.map((field) => field.name),
          config.resource.key,
        ).toContain('fileAttachment');
    }
  });
});
