/**
 * The links between a unit's suppliers and sub-contractors and its raw materials and products, served by
 * one mechanism for the four declared links: listed, created and linked in one transaction, linked
 * idempotently, unlinked; both rows of one unit the caller reaches; a linked item cannot be deleted.
 */
import { linkList } from '@vlegal/domain/links';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithUnits, createUser } from '../src/bootstrap.ts';
import { hashPassword } from '../src/services/passwords.ts';
import { createTestApp, type TestApp } from './harness.ts';

const SETUP_MS = 180_000;

type Row = Record<string, unknown>;

let t: TestApp;
const token = { admin: '', unitA: '', exporterA: '', unitB: '' };
const unit = { a: 0, b: 0 };
const ref = { rawMaterialType: 0, scientificName: 0, hsCode: 0, country: 0 };

beforeAll(async () => {
  t = await createTestApp();
  token.admin = await t.login('admin');
  token.unitA = await t.login('unitadmin');
  token.exporterA = await t.login('exporter');
  const k = t.db.kysely;
  unit.a = (
    await k
      .selectFrom('user_business_unit')
      .innerJoin('app_user', 'app_user.id', 'user_business_unit.user_id')
      .select('user_business_unit.business_unit_id')
      .where('app_user.login', '=', 'unitadmin')
      .executeTakeFirstOrThrow()
  ).business_unit_id;
  const other = await createCompanyWithUnits(
    t.db,
    { name: 'CV Mitra Lain', registry: '9120008888888', taxId: '02.888.222.3-444.000' },
    [{ code: 'ML-01', name: 'Gudang Mitra Lain', city: 'Kudus' }],
  );
  unit.b = other.businessUnitIds[0] as number;
  await createUser(t.db, {
    login: 'unitadmin-links-b',
    passwordHash: await hashPassword(t.password, 4),
    email: 'unitadmin-links-b@example.co.id',
    authorities: ['ROLE_USER', 'ROLE_USER_ADMIN'],
    companyId: other.companyId,
    businessUnitIds: [unit.b],
  });
  token.unitB = await t.login('unitadmin-links-b');
  const first = async (table: 'raw_material_type' | 'scientific_name' | 'hs_code' | 'country') =>
    (await k.selectFrom(table).select('id').orderBy('id').limit(1).executeTakeFirstOrThrow()).id;
  ref.rawMaterialType = await first('raw_material_type');
  ref.scientificName = await first('scientific_name');
  ref.hsCode = await first('hs_code');
  ref.country = await first('country');
}, SETUP_MS);
afterAll(async () => {
  expect(t.app.responseValidationFailures).toEqual([]);
  await t.close();
});

let n = 0;
const newItem = (item: string, businessUnitId: number): Row => {
  n += 1;
  return item === 'product'
    ? {
        code: `P-${n}`,
        name: `Produk ${n}`,
        commercialDescription: `Teak item ${n}`,
        hsCodeId: ref.hsCode,
        scientificNameId: ref.scientificName,
        unitName: 'pcs',
        businessUnitId,
      }
    : {
        code: `RM-${n}`,
        name: `Bahan ${n}`,
        rawMaterialTypeId: ref.rawMaterialType,
        scientificNameId: ref.scientificName,
        businessUnitId,
      };
};
const newParty = (party: string, businessUnitId: number): Row => {
  n += 1;
  return party === 'supplier'
    ? { name: `Pemasok ${n}`, supplierType: 'TRADER', countryId: ref.country, businessUnitId }
    : { name: `Subkontraktor ${n}`, businessUnitId };
};

const PATHS: Record<string, string> = {
  supplier: 'suppliers',
  subCon: 'sub-cons',
  product: 'products',
  rawMaterial: 'raw-materials',
};

async function created(path: string, body: Row, as = token.unitA): Promise<number> {
  const res = await t.call({ method: 'POST', url: `/api/${path}`, payload: body, token: as });
  expect(res.statusCode, res.body).toBe(201);
  return Number((res.json() as Row).id);
}

describe.each(linkList().map((link) => [link.path, link] as const))('%s', (path, link) => {
  const partyPath = PATHS[link.party] as string;
  const itemPath = PATHS[link.item] as string;
  const linked = async (partyId: number, as = token.unitA, base = path) => {
    const res = await t.call({
      method: 'GET',
      url: `/api/${base}?${link.partyField}=${partyId}&sort=id`,
      token: as,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as Row[]).map((row) => Number(row.id));
  };
  const put = (partyId: number, itemId: number, as = token.unitA) =>
    t.call({
      method: 'PUT',
      url: `/api/${path}`,
      payload: { [link.partyField]: partyId, [link.itemField]: itemId },
      token: as,
    });

  it('links an existing item once however often it is linked, lists it and unlinks it', async () => {
    const party = await created(partyPath, newParty(link.party, unit.a));
    const item = await created(itemPath, newItem(link.item, unit.a));
    for (let i = 0; i < 2; i++) {
      const res = await put(party, item);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ [link.partyField]: party, [link.itemField]: item });
    }
    expect(await linked(party)).toEqual([item]);
    const listed = await t.call({
      method: 'GET',
      url: `/api/${path}?${link.partyField}=${party}`,
      token: token.unitA,
    });
    expect(listed.headers['x-total-count']).toBe('1');
    // The twin names the party `{id}`.
    const gone = await t.call({
      method: 'DELETE',
      url: `/api/business-unit-${path}/${party}/${item}`,
      token: token.unitA,
    });
    expect(gone.statusCode, gone.body).toBe(204);
    expect(await linked(party, token.unitA, `business-unit-${path}`)).toEqual([]);
    const again = await t.call({
      method: 'DELETE',
      url: `/api/${path}/${party}/${item}`,
      token: token.unitA,
    });
    expect(again.statusCode).toBe(404);
  });

  it("creates the item in the party's unit and links it in one transaction", async () => {
    const party = await created(partyPath, newParty(link.party, unit.a));
    const body = newItem(link.item, unit.a);
    const res = await t.call({
      method: 'POST',
      url: `/api/${path}?${link.partyField}=${party}`,
      payload: body,
      token: token.unitA,
    });
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json() as Row;
    expect(item).toMatchObject(body);
    expect(res.headers.location).toBe(`/api/${itemPath}/${item.id}`);
    expect(await linked(party)).toEqual([Number(item.id)]);
    // The same code again: the create is refused, and neither an item nor a link is left behind.
    const count = async () =>
      Number(
        (
          await t.db.kysely
            .selectFrom(link.table as 'supplier_product')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const links = await count();
    const taken = await t.call({
      method: 'POST',
      url: `/api/${path}?${link.partyField}=${party}`,
      payload: { ...body, name: 'Nama lain' },
      token: token.unitA,
    });
    expect(taken.statusCode, taken.body).toBe(409);
    expect(await count()).toBe(links);
    expect(await linked(party)).toEqual([Number(item.id)]);
  });

  it('refuses an item of another unit than the party, naming the field', async () => {
    const party = await created(partyPath, newParty(link.party, unit.a));
    const foreignItem = await created(itemPath, newItem(link.item, unit.b), token.admin);
    const res = await put(party, foreignItem, token.admin);
    expect(res.statusCode, res.body).toBe(400);
    expect((res.json() as { fieldErrors: Row[] }).fieldErrors.map((e) => e.field)).toEqual([link.itemField]);
    const create = await t.call({
      method: 'POST',
      url: `/api/${path}?${link.partyField}=${party}`,
      payload: newItem(link.item, unit.b),
      token: token.admin,
    });
    expect(create.statusCode, create.body).toBe(400);
    expect((create.json() as { fieldErrors: Row[] }).fieldErrors.map((e) => e.field)).toEqual([
      'businessUnitId',
    ]);
    expect(await linked(party)).toEqual([]);
  });

  it("answers another tenant's party as a missing one, and audits the attempt", async () => {
    const party = await created(partyPath, newParty(link.party, unit.a));
    const item = await created(itemPath, newItem(link.item, unit.b), token.unitB);
    const audits = async () =>
      Number(
        (
          await t.db.kysely
            .selectFrom('audit_event')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('principal', '=', 'unitadmin-links-b')
            .where('event_type', '=', 'AUTHORIZATION_FAILURE')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await audits();
    for (const res of [
      await t.call({ method: 'GET', url: `/api/${path}?${link.partyField}=${party}`, token: token.unitB }),
      await put(party, item, token.unitB),
      await t.call({
        method: 'POST',
        url: `/api/${path}?${link.partyField}=${party}`,
        payload: newItem(link.item, unit.b),
        token: token.unitB,
      }),
      await t.call({ method: 'DELETE', url: `/api/${path}/${party}/${item}`, token: token.unitB }),
    ])
      expect(res.statusCode, res.body).toBe(404);
    expect(await audits()).toBe(before + 4);
    // Nor may the owner link the other tenant's item.
    expect((await put(party, item)).statusCode).toBe(404);
  });

  it('lets an exporter read the links but not change them', async () => {
    const party = await created(partyPath, newParty(link.party, unit.a));
    const item = await created(itemPath, newItem(link.item, unit.a));
    expect((await put(party, item)).statusCode).toBe(200);
    expect(await linked(party, token.exporterA)).toEqual([item]);
    expect((await put(party, item, token.exporterA)).statusCode).toBe(403);
    const unlink = await t.call({
      method: 'DELETE',
      url: `/api/${path}/${party}/${item}`,
      token: token.exporterA,
    });
    expect(unlink.statusCode).toBe(403);
  });

  it('refuses to delete a linked item, and drops the links with their party', async () => {
    const party = await created(partyPath, newParty(link.party, unit.a));
    const item = await created(itemPath, newItem(link.item, unit.a));
    expect((await put(party, item)).statusCode).toBe(200);
    const refused = await t.call({ method: 'DELETE', url: `/api/${itemPath}/${item}`, token: token.unitA });
    expect(refused.statusCode, refused.body).toBe(409);
    expect((refused.json() as Row).type).toMatch(/referenced-row$/);
    const party2 = await t.call({ method: 'DELETE', url: `/api/${partyPath}/${party}`, token: token.unitA });
    expect(party2.statusCode, party2.body).toBe(204);
    const freed = await t.call({ method: 'DELETE', url: `/api/${itemPath}/${item}`, token: token.unitA });
    expect(freed.statusCode, freed.body).toBe(204);
  });
});

describe('business certificates of a supplier or a sub-contractor', () => {
  it('lists them by holder and refuses one naming both', async () => {
    const supplier = await created('suppliers', newParty('supplier', unit.a));
    const subCon = await created('sub-cons', newParty('subCon', unit.a));
    const type = (
      await t.db.kysely
        .selectFrom('business_certificate_type')
        .select('id')
        .orderBy('id')
        .limit(1)
        .executeTakeFirstOrThrow()
    ).id;
    const certificate = {
      businessCertificateTypeId: type,
      code: 'DKP-01',
      holderName: 'CV Kayu',
      businessUnitId: unit.a,
    };
    const id = await created('business-certificates', { ...certificate, supplierId: supplier });
    const res = await t.call({
      method: 'GET',
      url: `/api/business-certificates?supplierId=${supplier}`,
      token: token.unitA,
    });
    expect((res.json() as Row[]).map((row) => row.id)).toEqual([id]);
    const both = await t.call({
      method: 'POST',
      url: '/api/business-certificates',
      payload: { ...certificate, supplierId: supplier, subConId: subCon },
      token: token.unitA,
    });
    expect(both.statusCode, both.body).toBe(400);
    expect((both.json() as { fieldErrors: Row[] }).fieldErrors.map((e) => e.field)).toEqual(['subConId']);

    // Another unit's supplier cannot be certified from this unit, even by an administrator: its
    // receipts would find the certificate as their supplier's.
    const theirs = await created('suppliers', newParty('supplier', unit.b), token.unitB);
    for (const as of [token.unitA, token.admin]) {
      const lent = await t.call({
        method: 'POST',
        url: '/api/business-certificates',
        payload: { ...certificate, code: 'DKP-02', supplierId: theirs },
        token: as,
      });
      expect(lent.statusCode, lent.body).toBe(400);
      expect((lent.json() as { fieldErrors: Row[] }).fieldErrors).toEqual([
        {
          objectName: 'businessCertificate',
          field: 'supplierId',
          message: 'resources.form.unknownReference',
        },
      ]);
    }
    const held = await t.call({
      method: 'GET',
      url: `/api/business-certificates?supplierId=${theirs}`,
      token: token.admin,
    });
    expect(held.json()).toEqual([]);
  });
});
