import { businessToday } from '@vlegal/domain/unit-validity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithUnits } from '../src/bootstrap.ts';
import { createTestApp, type TestApp } from './harness.ts';

interface UnitInfo {
  id: number;
  code: string;
  company: { id: number; name: string; active: boolean };
  slkCertificate: { slkType: string; expiredDate: string; status: string } | null;
  valid: boolean;
  invalidReasons: string[];
  slkExpiresInDays: number | null;
  canProduce: boolean;
  canExport: boolean;
}

let t: TestApp;
let demo: { id: number; code: string }[];
let otherUnitId: number;

beforeAll(async () => {
  t = await createTestApp();
  demo = await t.db.kysely
    .selectFrom('business_unit')
    .select(['id', 'code'])
    .where('code', 'like', 'JJF-%')
    .orderBy('code')
    .execute();
  const other = await createCompanyWithUnits(
    t.db,
    { name: 'CV Rotan Cirebon', registry: '9120009999999', taxId: '02.222.333.4-555.000' },
    [{ code: 'RC-01', name: 'Workshop Plered', city: 'Cirebon' }],
  );
  otherUnitId = other.businessUnitIds[0] as number;
});
afterAll(async () => {
  expect(t.app.responseValidationFailures).toEqual([]);
  await t.close();
});

async function unitsOf(login: string): Promise<UnitInfo[]> {
  const res = await t.call({
    method: 'GET',
    url: '/api/company-business-units-by-user',
    token: await t.login(login),
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function infoAs(login: string, id: number) {
  return t.call({
    method: 'GET',
    url: `/api/company-business-units-info/${id}`,
    token: await t.login(login),
  });
}

describe('GET /api/company-business-units-by-user', () => {
  it('gives a company administrator every unit of the company, with what each certificate allows', async () => {
    const units = await unitsOf('companyadmin');
    expect(units.map((u) => u.code)).toEqual(demo.map((u) => u.code));
    expect(units.every((u) => u.valid && u.invalidReasons.length === 0)).toBe(true);
    expect(units.map((u) => [u.slkCertificate?.slkType, u.canProduce, u.canExport])).toEqual([
      ['EXPORTER_PRODUCE', true, true],
      ['EXPORTER_NON_PRODUCE', false, true],
    ]);
    expect(units[0]?.slkExpiresInDays).toBeGreaterThan(600);
  });

  it('pages and sorts like every list', async () => {
    const token = await t.login('companyadmin');
    const res = await t.call({
      method: 'GET',
      url: '/api/company-business-units-by-user?size=1&sort=name,desc',
      token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    expect(res.headers.link).toContain('rel="next"');
    expect((res.json() as UnitInfo[]).map((u) => u.code)).toEqual(['JJF-01']);
    const bad = await t.call({
      method: 'GET',
      url: '/api/company-business-units-by-user?sort=companyId',
      token,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('gives a unit user only their unit, and platform staff none', async () => {
    expect((await unitsOf('unitadmin')).map((u) => u.id)).toEqual([demo[0]?.id]);
    expect(await unitsOf('admin')).toEqual([]);
    expect(await unitsOf('verificator')).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    expect((await t.call({ method: 'GET', url: '/api/company-business-units-by-user' })).statusCode).toBe(
      401,
    );
  });
});

describe('GET /api/company-business-units-info/{id}', () => {
  it('answers a unit user for their own unit', async () => {
    const res = await infoAs('unitadmin', demo[0]?.id as number);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: demo[0]?.id, valid: true, company: { active: true } });
  });

  it("answers 404 for another company's unit and for a sibling unit, and audits the attempt", async () => {
    const foreign = await infoAs('unitadmin', otherUnitId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().type).toBe('/problems/not-found');
    expect((await infoAs('unitadmin', demo[1]?.id as number)).statusCode).toBe(404);
    expect((await infoAs('companyadmin', otherUnitId)).statusCode).toBe(404);
    const audits = await t.call({
      method: 'GET',
      url: '/management/audits?size=200',
      token: await t.login('admin'),
    });
    const denied = (
      audits.json() as { type: string; principal: string; data: Record<string, string> }[]
    ).filter((a) => a.type === 'AUTHORIZATION_FAILURE' && a.principal === 'unitadmin');
    expect(denied.map((a) => Number(a.data.businessUnitId))).toEqual(
      expect.arrayContaining([otherUnitId, demo[1]?.id]),
    );
  });

  it('lets administrators and verificators read every unit; a missing id is 404', async () => {
    expect((await infoAs('admin', otherUnitId)).json().company.name).toBe('CV Rotan Cirebon');
    expect((await infoAs('verificator', otherUnitId)).statusCode).toBe(200);
    expect((await infoAs('admin', 999_999)).statusCode).toBe(404);
  });

  it('reports every reason from the database: unit, company, certificate expiry and status', async () => {
    const unit = await t.db.kysely
      .selectFrom('business_unit')
      .select(['company_id', 'slk_certificate_id'])
      .where('id', '=', otherUnitId)
      .executeTakeFirstOrThrow();
    const today = businessToday();
    await t.db.kysely
      .updateTable('business_unit')
      .set({ active: false })
      .where('id', '=', otherUnitId)
      .execute();
    await t.db.kysely
      .updateTable('company')
      .set({ active: false })
      .where('id', '=', unit.company_id)
      .execute();
    await t.db.kysely
      .updateTable('slk_certificate')
      .set({ expired_date: today, status: 'SUSPENDED' })
      .where('id', '=', unit.slk_certificate_id as number)
      .execute();
    const info = (await infoAs('admin', otherUnitId)).json() as UnitInfo;
    expect(info.valid).toBe(false);
    expect(info.invalidReasons).toEqual([
      'UNIT_INACTIVE',
      'COMPANY_INACTIVE',
      'SLK_EXPIRED',
      'SLK_SUSPENDED',
    ]);
    expect(info.slkExpiresInDays).toBe(0);

    await t.db.kysely
      .updateTable('business_unit')
      .set({ slk_certificate_id: null })
      .where('id', '=', otherUnitId)
      .execute();
    const bare = (await infoAs('admin', otherUnitId)).json() as UnitInfo;
    expect(bare.slkCertificate).toBeNull();
    expect(bare.invalidReasons).toEqual(['UNIT_INACTIVE', 'COMPANY_INACTIVE', 'SLK_MISSING']);
    expect([bare.canProduce, bare.canExport]).toEqual([false, false]);
  });
});

describe('the units a caller reaches: every one, by text, with an expired S-LK', () => {
  const codes = async (url: string, login: string) => {
    const res = await t.call({ method: 'GET', url, token: await t.login(login) });
    expect(res.statusCode, res.body).toBe(200);
    const units = res.json() as UnitInfo[];
    expect(Number(res.headers['x-total-count'])).toBe(units.length);
    return units.map((u) => u.code);
  };

  it('lists every unit to administrators and verificators, and the own ones to company users', async () => {
    const every = (
      await t.db.kysely.selectFrom('business_unit').select('code').orderBy('code').execute()
    ).map((u) => u.code);
    expect(await codes('/api/company-business-units-info?size=100', 'admin')).toEqual(every);
    expect(await codes('/api/company-business-units-info?size=100', 'verificator')).toEqual(every);
    expect(await codes('/api/company-business-units-info', 'companyadmin')).toEqual(demo.map((u) => u.code));
    expect(await codes('/api/company-business-units-info', 'unitadmin')).toEqual(['JJF-01']);
  });

  it('searches code and name within the reach', async () => {
    expect(await codes('/api/_search/company-business-units-info?query=gudang', 'companyadmin')).toEqual([
      'JJF-02',
    ]);
    expect(await codes('/api/_search/company-business-units-info?query=plered', 'companyadmin')).toEqual([]);
    expect(await codes('/api/_search/company-business-units-info?query=plered', 'admin')).toEqual(['RC-01']);
  });

  it('lists the units whose S-LK has expired', async () => {
    expect(await codes('/api/company-business-units-expired', 'companyadmin')).toEqual([]);
    const unit = await t.db.kysely
      .selectFrom('business_unit')
      .select('slk_certificate_id')
      .where('code', '=', 'JJF-02')
      .executeTakeFirstOrThrow();
    await t.db.kysely
      .updateTable('slk_certificate')
      .set({ initial_date: '2019-01-01', expired_date: '2020-01-01' })
      .where('id', '=', unit.slk_certificate_id as number)
      .execute();
    expect(await codes('/api/company-business-units-expired', 'companyadmin')).toEqual(['JJF-02']);
    expect(await codes('/api/company-business-units-expired', 'admin')).toContain('JJF-02');
    expect(await codes('/api/company-business-units-expired', 'kudusadmin')).toEqual([]);
  });
});

describe('GET /api/company-units: where a transfer may go', () => {
  const codesAs = async (login: string, url = '/api/company-units') => {
    const res = await t.call({ method: 'GET', url, token: await t.login(login) });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { code: string; companyId: number }[]).map((unit) => unit.code);
  };

  it("gives a unit's administrator every unit of its company by code and name, and nothing of another company", async () => {
    const codes = await codesAs('unitadmin');
    expect(codes).toEqual(demo.map((unit) => unit.code));
    expect(codes).not.toContain('RC-01');
    expect(await codesAs('unitadmin', '/api/_search/company-units?query=semarang')).toEqual(['JJF-02']);
    const sibling = demo[1]?.id as number;
    const one = await t.call({
      method: 'GET',
      url: `/api/company-units/${sibling}`,
      token: await t.login('unitadmin'),
    });
    expect(one.statusCode).toBe(200);
    expect(Object.keys(one.json()).sort()).toEqual(['active', 'code', 'companyId', 'id', 'name']);
    // The sibling's business-unit record itself stays out of reach.
    const record = await t.call({
      method: 'GET',
      url: `/api/business-units/${sibling}`,
      token: await t.login('unitadmin'),
    });
    expect(record.statusCode).toBe(404);
    const other = await t.call({
      method: 'GET',
      url: `/api/company-units/${otherUnitId}`,
      token: await t.login('unitadmin'),
    });
    expect(other.statusCode).toBe(404);
  });

  it('lists every unit to administrators, and is never written', async () => {
    expect(await codesAs('admin')).toEqual(expect.arrayContaining(['JJF-01', 'JJF-02', 'RC-01']));
    const res = await t.call({
      method: 'POST',
      url: '/api/company-units',
      token: await t.login('admin'),
      payload: { code: 'X-1', name: 'X', companyId: 1 },
    });
    expect(res.statusCode).toBe(405);
  });
});
