/**
 * Every reference field of every writable resource (and of a document's lines), made from the registry:
 * a reference to the other tenant's row is refused exactly like a reference to no row (same status, same
 * problem, same field error), on create and on update, on the plain path and its twin, and nothing is
 * stored. A tenant's own rows remain referable (the valid body each case starts from is accepted).
 */
import { type AnyResource, resourceList } from '@vlegal/domain/resources';
import { allows } from '@vlegal/domain/roles';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithUnits, createUser } from '../../src/bootstrap.ts';
import { tableOfTarget } from '../../src/engine/declarations.ts';
import { checkForeignReferences } from '../../src/engine/tenancy.ts';
import { UNKNOWN_REFERENCE } from '../../src/engine/write-checks.ts';
import { hashPassword } from '../../src/services/passwords.ts';
import { createTestApp, rowCount, type TestApp } from '../harness.ts';
import { postingSample, type Row, referenceIds, referring, sample, unitOf } from './samples.ts';

const SETUP_MS = 180_000;
/** An id no table reaches in a test database. */
const MISSING = 987_654;

type Caller = 'unitA' | 'companyA' | 'admin';
const byKey = new Map<string, AnyResource>(resourceList().map((r) => [r.key, r]));
const ownerKind = (key: string) => byKey.get(key)?.owner.kind;

/** The fields a row's tenant is read from: what the caller may name is the ownership checks' matter. */
function ownerFields(resource: AnyResource): string[] {
  const { owner } = resource;
  switch (owner.kind) {
    case 'businessUnit':
      return [owner.field, ...(owner.company ? [owner.company] : [])];
    case 'company':
      return [owner.field];
    case 'unit':
      return [owner.company];
    case 'parent':
      return [owner.field];
    case 'none':
      return [];
  }
}

/** A reference to a tenant's rows (reference data is everybody's and has no other tenant's rows). */
const tenantTarget = (target: string) => target === 'user' || ownerKind(target) !== 'none';

interface Case {
  /** Where the field sits in the body: `stockId` or `materials[0].stockId`. */
  path: string;
  target: string;
  /** An owner field or a guarded one: refused by the caller's rights, before any reference is looked at. */
  right: boolean;
  set: (body: Row, id: number) => Row;
}

function casesOf(resource: AnyResource): Case[] {
  const own = [...ownerFields(resource), ...(resource.guarded?.fields ?? [])];
  const direct = resource.fields
    .filter((f) => f.kind === 'reference' && !f.readOnly && f.references && tenantTarget(f.references))
    .map((f) => ({
      path: f.name,
      target: f.references as string,
      right: own.includes(f.name),
      set: (body: Row, id: number) => referring(resource, body, f.name, id),
    }));
  const lines = resource.lines.flatMap(({ field, resource: lineKey }) =>
    (byKey.get(lineKey)?.fields ?? [])
      .filter((f) => f.kind === 'reference' && !f.readOnly && f.references && tenantTarget(f.references))
      .map((f) => ({
        path: `${field}[0].${f.name}`,
        target: f.references as string,
        right: false,
        set: (body: Row, id: number) => {
          const [first, ...rest] = body[field] as Row[];
          return { ...body, [field]: [{ ...first, [f.name]: id }, ...rest] };
        },
      })),
  );
  return [...direct, ...lines];
}

const writable = resourceList().filter(
  (r) => !r.readsOnly && casesOf(r).some((c) => callerOf(r) !== 'admin' || !ownerFields(r).includes(c.path)),
);

/** The least privileged caller of tenant A that creates and writes the resource. */
function callerOf(resource: AnyResource): Caller {
  const may = (authority: string) =>
    allows(resource.roles.create ?? resource.roles.write, [authority]) &&
    allows(resource.roles.write, [authority]);
  return may('ROLE_USER_ADMIN') ? 'unitA' : may('ROLE_USER_ADMIN_COMPANY') ? 'companyA' : 'admin';
}

let t: TestApp;
let refs: Record<string, number>;
const token: Record<Caller, string> = { unitA: '', companyA: '', admin: '' };
const unit = { a: 0, b: 0 };
const company = { a: 0, b: 0 };

beforeAll(async () => {
  t = await createTestApp();
  refs = await referenceIds(t);
  token.admin = await t.login('admin');
  token.unitA = await t.login('unitadmin');
  token.companyA = await t.login('companyadmin');
  ({ unit: unit.a, company: company.a } = await unitOf(t, 'unitadmin'));
  const other = await createCompanyWithUnits(
    t.db,
    { name: 'CV Tenant Seberang', registry: '9120006666666', taxId: '02.666.222.3-444.000' },
    [{ code: 'TS-01', name: 'Gudang Seberang', city: 'Demak' }],
  );
  unit.b = other.businessUnitIds[0] as number;
  company.b = other.companyId;
}, SETUP_MS);
afterAll(async () => {
  expect(t.app.responseValidationFailures).toEqual([]);
  await t.close();
});

const theirs = new Map<string, Promise<number>>();

/** A row of `target` in the other tenant (its unit and company), made once, with references of its own tenant. */
function theirRow(target: string): Promise<number> {
  let made = theirs.get(target);
  if (!made) {
    made = makeTheirRow(target);
    theirs.set(target, made);
  }
  return made;
}

async function makeTheirRow(target: string): Promise<number> {
  if (target === 'businessUnit') return unit.b;
  if (target === 'company') return company.b;
  if (target === 'user')
    return createUser(t.db, {
      login: 'seberang-user',
      passwordHash: await hashPassword(t.password, 4),
      email: 'seberang-user@example.co.id',
      authorities: ['ROLE_USER'],
      companyId: company.b,
    });
  const resource = byKey.get(target) as AnyResource;
  const own: Record<string, number> = { ...refs };
  for (const f of resource.fields)
    if (f.kind === 'reference' && !f.readOnly && f.references && tenantTarget(f.references))
      own[f.references] = await theirRow(f.references);
  const body = resource.posting
    ? await postingSample(t, resource, unit.b, token.admin)
    : sample(resource, own);
  const res = await t.call({
    method: 'POST',
    url: `/api/${resource.path}`,
    token: token.admin,
    payload: body,
  });
  if (res.statusCode !== 201) throw new Error(`${target} of the other tenant: ${res.statusCode} ${res.body}`);
  return Number(res.json().id);
}

/** A body of the resource in tenant A that its caller may create. */
async function bodyOfA(resource: AnyResource): Promise<Row> {
  if (resource.posting) return postingSample(t, resource, unit.a, token.admin);
  const body = sample(resource, refs);
  const { owner } = resource;
  if (owner.kind === 'businessUnit') {
    body[owner.field] = unit.a;
    if (owner.company) body[owner.company] = company.a;
  }
  if (owner.kind === 'unit') body[owner.company] = company.a;
  // A new company has no address yet: every address is of a company.
  if (resource.key === 'company') body.addressId = null;
  // What only an administrator sets is left to its default by anybody else.
  if (callerOf(resource) !== 'admin') for (const field of resource.guarded?.fields ?? []) delete body[field];
  return body;
}

/** The resource's rows and the ledger's entries: a refused write stores neither. */
const stored = async (resource: AnyResource) =>
  `${await rowCount(t, tableOfTarget(resource.key))}/${await rowCount(t, 'stock_credit')}`;

/** What a refusal says, without the request's own address. */
function refusal(res: { statusCode: number; json: () => unknown }) {
  const { instance: _instance, ...problem } = res.json() as Row;
  return { status: res.statusCode, problem };
}

it('covers the references the probes found accepted across tenants', () => {
  const covered = writable.flatMap((r) => casesOf(r).map((c) => `${r.key}.${c.path}`));
  expect(covered).toEqual(
    expect.arrayContaining([
      'buyer.addressId',
      'supplier.addressId',
      'subCon.addressId',
      'stuffingAddress.addressId',
      'factoryAddress.addressId',
      'inventoryAddress.addressId',
      'businessUnit.addressId',
      'company.addressId',
      'employee.userId',
      'localSales.buyerId',
      'localSales.materials[0].stockId',
      'production.sources[0].stockId',
      'transferMaterial.toBusinessUnitId',
    ]),
  );
});

describe.each(writable.map((r) => [r.key, r] as const))('%s', (_key, resource: AnyResource) => {
  const caller = callerOf(resource);
  const paths = [resource.path, ...resource.twins.map((twin) => twin.path)];
  const [createPath, updatePath] = [paths[0], paths[paths.length - 1]];

  // An administrator writes for any unit: the owner fields name the tenant, they refer to nothing of another.
  const cases = casesOf(resource).filter(
    (c) => caller !== 'admin' || !ownerFields(resource).includes(c.path),
  );
  it.each(cases.map((c) => [c.path, c] as const))(
    '%s: the other tenant’s row is refused as no row, and nothing is stored',
    async (_path, c: Case) => {
      const theirId = await theirRow(c.target);
      const as = token[caller];
      const check = async (send: (id: number) => Promise<{ statusCode: number; json: () => unknown }>) => {
        const before = await stored(resource);
        const [foreign, missing] = [await send(theirId), await send(MISSING)];
        expect(refusal(foreign), `${c.path}=${theirId}`).toEqual(refusal(missing));
        expect(foreign.statusCode).toBeGreaterThanOrEqual(400);
        expect(foreign.statusCode).toBeLessThan(500);
        if (!c.right) {
          expect(foreign.statusCode, JSON.stringify(foreign.json())).toBe(400);
          expect((foreign.json() as Row).fieldErrors).toContainEqual({
            objectName: resource.key,
            field: c.path,
            message: UNKNOWN_REFERENCE,
          });
        }
        expect(await stored(resource)).toBe(before);
      };

      const valid = await bodyOfA(resource);
      await check((id) =>
        t.call({ method: 'POST', url: `/api/${createPath}`, token: as, payload: c.set(valid, id) }),
      );
      // Updated: a new row of tenant A (the demo company itself for a company), left as it was.
      const created = await t.call({ method: 'POST', url: `/api/${createPath}`, token: as, payload: valid });
      expect(created.statusCode, created.body).toBe(201);
      const row =
        resource.key === 'company'
          ? ((await t.call({ method: 'GET', url: `/api/companies/${company.a}`, token: as })).json() as Row)
          : (created.json() as Row);
      await check((id) =>
        t.call({ method: 'PUT', url: `/api/${updatePath}`, token: as, payload: c.set(row, id) }),
      );
      const kept = await t.call({ method: 'GET', url: `/api/${createPath}/${row.id}`, token: token.admin });
      expect(kept.json()).toEqual(row);
    },
  );
});

it('the check run after migrations reports each stored reference outside its tenant, and none else', async () => {
  const kysely = t.db.kysely as unknown as Kysely<Record<string, Row>>;
  const reported: string[] = [];
  // Every row the matrix stored is within its tenant.
  expect(await checkForeignReferences(t.db, (message) => reported.push(message))).toEqual([]);
  // Written past the API: a buyer of the other tenant at tenant A's address …
  const address = await kysely
    .selectFrom('address')
    .select('id')
    .where('company_id', '=', company.a)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const buyer = await kysely
    .insertInto('buyer')
    .values({
      name: 'Titipan lintas tenant',
      buyer_type: 'FOREIGN',
      country_id: refs.country,
      business_unit_id: unit.b,
      address_id: address.id,
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  // And an address of a unit of tenant A that names tenant B's company.
  const misplaced = await kysely
    .insertInto('address')
    .values({ address_line1: 'Salah alamat', business_unit_id: unit.a, company_id: company.b } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  const found = await checkForeignReferences(t.db, (message) => reported.push(message));
  expect(found).toEqual([
    { resource: 'address', field: 'companyId', id: misplaced.id, target: 'company', targetId: company.b },
    { resource: 'buyer', field: 'addressId', id: buyer.id, target: 'address', targetId: address.id },
  ]);
  expect(reported).toEqual([
    `address ${misplaced.id}: companyId names company ${company.b}, which is not of its tenant`,
    `buyer ${buyer.id}: addressId names address ${address.id}, which is not of its tenant`,
  ]);
  await kysely
    .deleteFrom('buyer')
    .where('id', '=', buyer.id as never)
    .execute();
  await kysely
    .deleteFrom('address')
    .where('id', '=', misplaced.id as never)
    .execute();
});
