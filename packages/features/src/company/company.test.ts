import { describe, expect, it, vi } from 'vitest';
import { screenBody, screenValues, updateBody } from '../resource-screens/values.ts';
import {
  offeredActions,
  offersNew,
  offersView,
  withAuthorities,
  withFixed,
  withOffers,
} from '../resource-screens/screen-config.ts';
import { validateCompanyListSearch } from './companySearch.ts';
import { businessUnitFormScreen, businessUnitScreen } from './configs/businessUnit.ts';
import { companyFormScreen, companyScreen } from './configs/company.ts';
import { validateCompanyProfileSearch } from './profileSearch.ts';
import { SLK_EXPIRED, withSlkExpiredFilter } from './slkExpired.ts';

const expired = vi.hoisted(() => ({ units: [] as { id: number; company: { id: number } }[] }));

vi.mock('@vlegal/api-client/query', async (original) => ({
  ...(await original<object>()),
  listCompanyBusinessUnitsExpired: vi.fn(async () => ({
    status: 200,
    data: expired.units,
    headers: new Headers({ 'X-Total-Count': String(expired.units.length) }),
  })),
}));

const answer = (rows: object[]) => ({
  status: 200,
  data: rows,
  headers: new Headers({ 'X-Total-Count': String(rows.length) }),
});

describe('the company list address', () => {
  it('keeps the S-LK filter beside the list state, and drops what is malformed', () => {
    expect(validateCompanyListSearch({ slkExpired: 'true', active: 'false', page: '2' })).toEqual({
      slkExpired: true,
      active: 'false',
      page: 2,
    });
    expect(validateCompanyListSearch({ slkExpired: 'yes', id: '3' })).toEqual({});
  });

  it('opens the profile on its view or the company form', () => {
    expect(validateCompanyProfileSearch({ mode: 'edit', page: 3 })).toEqual({ mode: 'edit' });
    expect(validateCompanyProfileSearch({ companySaved: 'true', saved: '4' })).toEqual({
      companySaved: true,
      saved: 4,
    });
    expect(validateCompanyProfileSearch({ mode: 'delete' })).toEqual({});
  });
});

describe('the S-LK filter', () => {
  const rows = [
    { id: 2, name: 'CV Mebel Kudus', companyRegistry: '1', taxId: '1' },
    { id: 5, name: 'PT Rimba Raya', companyRegistry: '2', taxId: '2' },
  ];
  const api = {
    ...companyScreen.api,
    list: vi.fn(async () => answer(rows)),
    search: vi.fn(async () => answer([])),
  };
  const config = withSlkExpiredFilter({ ...companyScreen, api });

  it('lists the companies of the units with an expired S-LK by their ids', async () => {
    expired.units = [
      { id: 9, company: { id: 5 } },
      { id: 3, company: { id: 2 } },
      { id: 4, company: { id: 5 } },
    ];
    await config.api.list({ page: 0, size: 20, active: true, [SLK_EXPIRED]: 'true' });
    expect(api.list).toHaveBeenLastCalledWith({ page: 0, size: 20, active: true, id: [2, 5] }, undefined);
  });

  it('answers an empty page without asking when no S-LK has expired, and leaves the list alone without the filter', async () => {
    expired.units = [];
    api.list.mockClear();
    const empty = await config.api.list({ page: 0, size: 20, [SLK_EXPIRED]: 'true' });
    expect(empty.data).toEqual([]);
    expect(empty.headers.get('X-Total-Count')).toBe('0');
    expect(api.list).not.toHaveBeenCalled();
    await config.api.list({ page: 0, size: 20 });
    expect(api.list).toHaveBeenLastCalledWith({ page: 0, size: 20 }, undefined);
  });

  it('matches the search text against those companies, paged here', async () => {
    expired.units = [
      { id: 3, company: { id: 2 } },
      { id: 9, company: { id: 5 } },
    ];
    const found = await config.api.search({ query: 'rimba', page: 0, size: 20, [SLK_EXPIRED]: 'true' });
    expect(found.data).toEqual([rows[1]]);
    expect(found.headers.get('X-Total-Count')).toBe('1');
    expect(api.search).not.toHaveBeenCalled();
  });
});

describe('the forms', () => {
  it('leave the status out of a company: only the activation changes it', () => {
    expect(companyFormScreen.fields.map((field) => field.name)).not.toContain('active');
    expect(companyScreen.fields.map((field) => field.name)).toEqual(
      expect.arrayContaining(['active', 'statusChangedBy', 'statusChangedDate']),
    );
  });

  it('write the company the page fixes into a unit, and no status or lock', () => {
    const config = withFixed(businessUnitFormScreen, { companyId: 7 });
    const values = { ...screenValues(config), code: 'JJF-03', name: 'Pabrik Mlonggo' };
    expect(screenBody(config, values)).toEqual({ code: 'JJF-03', name: 'Pabrik Mlonggo', companyId: 7 });
  });
});

describe('an edit form', () => {
  it("sends the stored status and locks the contract requires on a PUT, the form's fields over them", () => {
    const stored = {
      id: 2,
      code: 'OLD',
      name: 'Gudang',
      companyId: 7,
      active: false,
      adminLocked: true,
      transLocked: false,
    };
    const values = { ...screenValues(businessUnitFormScreen, stored), code: 'JJF-02' };
    expect(updateBody(businessUnitFormScreen, values, stored)).toEqual({
      id: 2,
      code: 'JJF-02',
      name: 'Gudang',
      companyId: 7,
      active: false,
      adminLocked: true,
      transLocked: false,
    });
  });
});

describe("the profile's units", () => {
  it('are offered by the roles and the page together: no view of one unit, edit only where the page has a form', () => {
    const page = (authorities: string[], editor: boolean) =>
      withOffers(withAuthorities(businessUnitScreen, authorities), { view: false, edit: editor });
    const unit = { id: 3, code: 'JJF-01' };
    const companyAdmin = page(['ROLE_USER', 'ROLE_USER_ADMIN_COMPANY'], true);
    expect([offersNew(companyAdmin), offersView(companyAdmin)]).toEqual([true, false]);
    expect(offeredActions(companyAdmin, unit)).toMatchObject({ edit: true, remove: false });
    const unitAdmin = page(['ROLE_USER', 'ROLE_USER_ADMIN'], false);
    expect(offersNew(unitAdmin)).toBe(false);
    expect(offeredActions(unitAdmin, unit)).toMatchObject({ edit: false, remove: false });
  });
});
