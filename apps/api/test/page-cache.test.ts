/**
 * List pages kept per instance until their table changes (docs/adr/0014-kept-pages.md): every table of the
 * resource engine announces its changes, a kept page is answered without the database, any write shows on
 * the next list, and a page is kept per caller's scope, never shared across tenants. Two instances:
 * instances.test.ts.
 */
import { createCurrency, listCurrencies } from '@vlegal/api-client/sdk';
import { linkList } from '@vlegal/domain/links';
import { resourceList } from '@vlegal/domain/resources';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithUnits, createUser } from '../src/bootstrap.ts';
import { hashPassword } from '../src/services/passwords.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { BASE_TABLE } from './migrated-database.ts';
import { sdk } from './sdk.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  expect(t.app.responseValidationFailures).toEqual([]);
  await t.close();
});

async function list(url: string, token = admin): Promise<Record<string, unknown>[]> {
  const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<string, unknown>[];
}

const loads = () => t.app.services.pages.stats().loads;

describe('list pages kept until their table changes', () => {
  it('every table of the resource engine and of its links announces its changes', () => {
    // The period balances are views over the ledger's monthly sums, the units of a company a view of the
    // units, a V-Legal's history a view of the step record: read every time, never kept.
    const views = ['stock_in_month', 'stock_in_year', 'vlegal_history', ...Object.keys(BASE_TABLE)];
    const tables = [
      ...new Set([...resourceList().map((r) => r.table), ...linkList().map((link) => link.table)]),
    ]
      .filter((table) => !views.includes(table))
      .sort();
    expect(t.app.services.pages.stats().announced).toEqual(tables);
  });

  it('answers a page it has seen without the database, and shows every write on the next list', async () => {
    // Through the SDK generated from the contract: typed queries, bodies and answers.
    const page = async () => {
      const { data, response } = await listCurrencies({
        ...sdk(t.app, admin),
        query: { size: 200, sort: ['code,asc'] },
      });
      expect(response?.status).toBe(200);
      return data ?? [];
    };
    const before = await page();
    const seen = loads();
    expect(await page()).toEqual(before);
    expect(loads()).toBe(seen);

    const created = await createCurrency({
      ...sdk(t.app, admin),
      body: { code: 'QQQ', name: 'Mata uang uji' },
    });
    expect(created.response?.status).toBe(201);
    expect((await page()).map((c) => c.code)).toContain('QQQ');

    // A change made beside the API, in SQL, is announced by the table's trigger as well.
    await sql`UPDATE currency SET name = 'Diubah langsung' WHERE code = 'QQQ'`.execute(t.db.kysely);
    expect((await page()).find((c) => c.code === 'QQQ')?.name).toBe('Diubah langsung');

    // A change to another table keeps this one's pages.
    const kept = loads();
    await sql`UPDATE country SET name = name WHERE code = 'ID'`.execute(t.db.kysely);
    await page();
    expect(loads()).toBe(kept);
  });

  it('keeps a page per scope: users of two tenants never see each other rows', async () => {
    const other = await createCompanyWithUnits(
      t.db,
      { name: 'CV Kayu Uji', registry: '9120008888888', taxId: '02.111.222.3-444.000' },
      [{ code: 'KU-01', name: 'Gudang Uji', city: 'Semarang' }],
    );
    const ownUnit = other.businessUnitIds[0] as number;
    await createUser(t.db, {
      login: 'pic-reader-b',
      passwordHash: await hashPassword(t.password, 4),
      email: 'pic-reader-b@example.co.id',
      authorities: ['ROLE_USER'],
      companyId: other.companyId,
      businessUnitIds: [ownUnit],
    });
    const firstUnit = await t.db.kysely
      .selectFrom('business_unit')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const pic = (name: string, unit: number) => sql`
      INSERT INTO pic (pic_type, name, job_position, valid_from, business_unit_id)
      VALUES ('EXPORTER_APPLICANT', ${name}, 'Direktur', '2026-01-01', ${unit})`;
    await pic('Pemohon Unit A', firstUnit.id).execute(t.db.kysely);
    await pic('Pemohon Unit B', ownUnit).execute(t.db.kysely);

    const url = '/api/pics?size=200&sort=name,asc';
    const names = async (token: string) => (await list(url, token)).map((p) => p.name);
    const a = await t.login('user');
    const b = await t.login('pic-reader-b');
    // Each reads twice: the second answer comes from what the instance kept for that caller's scope.
    for (let round = 0; round < 2; round++) {
      expect(await names(a)).toContain('Pemohon Unit A');
      expect(await names(a)).not.toContain('Pemohon Unit B');
      expect(await names(b)).toContain('Pemohon Unit B');
      expect(await names(b)).not.toContain('Pemohon Unit A');
      expect(await names(admin)).toEqual(expect.arrayContaining(['Pemohon Unit A', 'Pemohon Unit B']));
    }
  });

  it('drops a page of rows owned through a parent when the parent table changes', async () => {
    const { pages } = t.app.services;
    const seen = () => t.db.sync().then(() => true);
    let loaded = 0;
    const load = async () => {
      loaded++;
      return { rows: [], total: 0, estimated: false };
    };
    const read = () => pages.page(['province', 'country'], 'a province page', seen(), load);
    await read();
    await read();
    expect(loaded).toBe(1);
    await sql`UPDATE country SET name = name WHERE id = (SELECT min(id) FROM country)`.execute(t.db.kysely);
    await read();
    expect(loaded).toBe(2);
  });
});
