import { resources } from '@vlegal/domain/resources';
import { describe, expect, it } from 'vitest';
import { screenBody, screenValues } from '../resource-screens/values.ts';
import { withFixed } from '../resource-screens/screen-config.ts';
import { profileHref } from './BusinessUnitProfile.tsx';
import { DOCUMENT_KEYS, profileScreen, profileSearch, validateProfileSearch } from './profileSearch.ts';
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

describe('legality document screens', () => {
  it('exist for the six documents, in the order of the tabs', () => {
    expect(Object.keys(documentScreens)).toEqual([...DOCUMENT_KEYS]);
    for (const key of DOCUMENT_KEYS) expect(documentScreens[key].resource).toBe(resources[key]);
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
      expect(
        config.fields.map((field) => field.name),
        config.resource.key,
      ).toContain('fileAttachment');
    }
  });
});
