// @vitest-environment node
import { PROBLEM_TYPES } from '@vlegal/domain/problems';
import { resourceList } from '@vlegal/domain/resources';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMockStore, MOCK_TOKEN } from './mock-store/index.ts';
import { client } from './gen/sdk/client.gen.ts';
import {
  authenticate,
  createCountry,
  createPic,
  createUser,
  deleteBusinessPermit,
  deleteBusinessPermitProduct,
  deleteCountry,
  deleteUser,
  getAccount,
  getCountry,
  getUser,
  listCountries,
  listProvinces,
  listUsers,
  searchCountries,
  searchSeaPortsByDestId,
  searchUsers,
  updateCountry,
} from './gen/sdk/sdk.gen.ts';

const BASE = 'http://api.test';
const country = (id: number, code: string, name: string, active = true) => ({
  id,
  code,
  code3: null,
  name,
  flegtPartner: false,
  active,
});

const store = createMockStore({
  rows: {
    country: [
      country(1, 'ID', 'Indonesia'),
      country(2, 'JP', 'Japan'),
      country(3, 'NL', 'Netherlands', false),
    ],
    province: [{ id: 1, code: '33', name: 'Jawa Tengah', countryId: 1 }],
    seaPort: [
      { id: 1, code: 'IDTPP', name: 'Tanjung Priok', countryId: 1, portType: 'SEA', active: true },
      { id: 2, code: 'JPTYO', name: 'Tokyo', countryId: 2, portType: 'SEA', active: true },
      { id: 3, code: 'IDSRG', name: 'Semarang', countryId: 1, portType: 'SEA', active: true },
    ],
  },
});
const server = setupServer(...store.handlers);

beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  client.setConfig({ baseUrl: BASE, auth: () => MOCK_TOKEN });
});
beforeEach(() => store.reset());
afterAll(() => server.close());

const names = (rows: { name: string }[] | undefined) => rows?.map((row) => row.name);

describe('mock store seeding', () => {
  it('seeds every registry resource from the generated faker mocks, deterministically', async () => {
    const again = createMockStore();
    const first = createMockStore();
    for (const resource of resourceList()) {
      const rows = first.rows(resource.key);
      expect(rows.length, resource.key).toBeGreaterThan(0);
      expect(rows.map((row) => row.id)).toEqual(rows.map((_, index) => index + 1));
      for (const field of resource.fields) {
        for (const value of rows.map((row) => row[field.name])) {
          if (typeof value === 'string' && field.pattern)
            expect(value, `${resource.key}.${field.name}`).toMatch(new RegExp(field.pattern));
          if (typeof value === 'string' && field.maxLength)
            expect(value.length).toBeLessThanOrEqual(field.maxLength);
          if (field.kind === 'enum' && value !== null) expect(field.values).toContain(value);
        }
      }
    }
    expect(again.rows('seaPort')).toEqual(first.rows('seaPort'));
    // Two stores of the whole registry: more time than vitest's default on a busy machine.
  }, 30_000);

  it('points seeded references at rows that exist', () => {
    const seeded = createMockStore();
    const countries = new Set(seeded.rows('country').map((row) => row.id));
    for (const province of seeded.rows('province'))
      expect(countries.has(province.countryId as number)).toBe(true);
  });
});

describe('mock store resources', () => {
  it("answers computed fields as the server does, and serves a resource under its twins' paths", async () => {
    const headers = { Authorization: `Bearer ${MOCK_TOKEN}`, 'Content-Type': 'application/json' };
    const created = await fetch(`${BASE}/api/tdps`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ code: 'TDP-OLD', expiredDate: '2001-01-01', businessUnitId: 1 }),
    });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ code: 'TDP-OLD', expiryStatus: 'EXPIRED' });
    const listed = (await (await fetch(`${BASE}/api/tdps?size=200`, { headers })).json()) as {
      code: string;
      expiryStatus: string | null;
    }[];
    expect(listed.find((row) => row.code === 'TDP-OLD')?.expiryStatus).toBe('EXPIRED');
    const ids = async (path: string) =>
      ((await (await fetch(`${BASE}/api/${path}?size=200`, { headers })).json()) as { id: number }[]).map(
        (row) => row.id,
      );
    expect(await ids('company-business-units')).toEqual(await ids('business-units'));
  });

  it('lists with X-Total-Count and Link, in the default sort', async () => {
    const { data, response } = await listCountries({ query: { size: 2 } });
    expect(names(data)).toEqual(['Indonesia', 'Japan']);
    expect(response?.headers.get('X-Total-Count')).toBe('3');
    expect(response?.headers.get('Link')).toContain('rel="next"');
    const second = await listCountries({ query: { size: 2, page: 1 } });
    expect(names(second.data)).toEqual(['Netherlands']);
    expect(second.response?.headers.get('Link')).toContain('rel="prev"');
  });

  it('shows a created row in the list', async () => {
    const created = await createCountry({ body: { code: 'GB', name: 'United Kingdom', flegtPartner: true } });
    expect(created.response?.status).toBe(201);
    expect(created.data).toMatchObject({ id: 4, code: 'GB', active: true, code3: null });
    expect(created.response?.headers.get('Location')).toBe('/api/countries/4');
    const { data, response } = await listCountries();
    expect(response?.headers.get('X-Total-Count')).toBe('4');
    expect(names(data)).toContain('United Kingdom');
    expect((await getCountry({ path: { id: 4 } })).data?.name).toBe('United Kingdom');
  });

  it('sorts by the requested fields and refuses fields outside the allow-list', async () => {
    const desc = await listCountries({ query: { sort: ['name,desc'] } });
    expect(names(desc.data)).toEqual(['Netherlands', 'Japan', 'Indonesia']);
    const byActive = await listCountries({ query: { sort: ['active,asc', 'code,desc'] } });
    expect(byActive.data?.map((row) => row.code)).toEqual(['NL', 'JP', 'ID']);
    const refused = await listCountries({ query: { sort: ['code3,asc'] } });
    expect(refused.response?.status).toBe(400);
    expect(refused.error).toMatchObject({ type: PROBLEM_TYPES.constraintViolation });
  });

  it('filters lists and searches by text', async () => {
    const inactive = await listCountries({ query: { active: false } });
    expect(names(inactive.data)).toEqual(['Netherlands']);
    const found = await searchCountries({ query: { query: 'AN' } });
    expect(names(found.data)).toEqual(['Japan', 'Netherlands']);
    expect(found.response?.headers.get('X-Total-Count')).toBe('2');
    const byCode = await searchCountries({ query: { query: 'id' } });
    expect(names(byCode.data)).toEqual(['Indonesia']);
    const provinces = await listProvinces({ query: { countryId: 2 } });
    expect(provinces.data).toEqual([]);
  });

  it('answers the extra sea-port searches', async () => {
    const ports = await searchSeaPortsByDestId({ query: { query: 1 } });
    expect(names(ports.data)).toEqual(['Semarang', 'Tanjung Priok']);
  });

  it('updates rows and keeps unique values unique', async () => {
    const updated = await updateCountry({ body: { ...country(2, 'JP', 'Nippon'), code3: 'JPN' } });
    expect(updated.data?.name).toBe('Nippon');
    expect((await getCountry({ path: { id: 2 } })).data?.code3).toBe('JPN');
    const clash = await updateCountry({ body: country(2, 'ID', 'Japan') });
    expect(clash.response?.status).toBe(409);
    expect(clash.error).toMatchObject({ type: PROBLEM_TYPES.conflict, fieldErrors: [{ field: 'code' }] });
  });

  it('answers field errors for an invalid row', async () => {
    const invalid = await createCountry({ body: { code: 'idn', name: '' } });
    expect(invalid.response?.status).toBe(400);
    expect(invalid.error?.fieldErrors?.map((error) => error.field).sort()).toEqual(['code', 'name']);
  });

  it('refuses fields out of their declared order', async () => {
    const body = { picType: 'ISSUER_SIGNATORY', name: 'Budi', jobPosition: 'Direktur' } as const;
    const refused = await createPic({ body: { ...body, validFrom: '2026-05-01', validUntil: '2026-04-30' } });
    expect(refused.response?.status).toBe(400);
    expect(refused.error?.fieldErrors?.map((error) => error.field)).toEqual(['validUntil']);
    const stored = await createPic({ body: { ...body, validFrom: '2026-05-01', validUntil: '2026-05-01' } });
    expect(stored.response?.status).toBe(201);
  });

  it('deletes rows, but not rows others refer to', async () => {
    const before = Number((await listCountries()).response?.headers.get('X-Total-Count'));
    const created = await createCountry({ body: { code: 'NZ', name: 'New Zealand', flegtPartner: true } });
    const id = created.data?.id as number;
    expect((await deleteCountry({ path: { id } })).response?.status).toBe(204);
    expect((await getCountry({ path: { id } })).response?.status).toBe(404);
    expect((await listCountries()).response?.headers.get('X-Total-Count')).toBe(String(before));
    const used = await deleteCountry({ path: { id: 1 } });
    expect(used.response?.status).toBe(409);
    expect(used.error).toMatchObject({ type: PROBLEM_TYPES.referencedRow });
  });

  it('refuses to delete a permit while it has products, and keeps them', async () => {
    const permitId = store.rows('businessPermitProduct')[0]?.businessPermitId as number;
    const products = store.rows('businessPermitProduct');
    const refused = await deleteBusinessPermit({ path: { id: permitId } });
    expect(refused.response?.status).toBe(409);
    expect(refused.error).toMatchObject({ type: PROBLEM_TYPES.referencedRow });
    expect(store.rows('businessPermit').map((row) => row.id)).toContain(permitId);
    expect(store.rows('businessPermitProduct')).toEqual(products);
    for (const product of products.filter((row) => row.businessPermitId === permitId))
      expect((await deleteBusinessPermitProduct({ path: { id: product.id } })).response?.status).toBe(204);
    expect((await deleteBusinessPermit({ path: { id: permitId } })).response?.status).toBe(204);
  });
});

describe('mock store account', () => {
  it('signs in and answers the fake account for the mock token', async () => {
    const signedIn = await authenticate({ body: { username: 'admin', password: 'admin' }, auth: undefined });
    expect(signedIn.data?.id_token).toBe(MOCK_TOKEN);
    expect(signedIn.response?.headers.get('Authorization')).toBe(`Bearer ${MOCK_TOKEN}`);
    const account = await getAccount();
    expect(account.data).toMatchObject({ login: 'admin', authorities: ['ROLE_ADMIN', 'ROLE_USER'] });
    const anonymous = await fetch(`${BASE}/api/account`);
    expect(anonymous.status).toBe(401);
  });
});

describe('mock store users', () => {
  it('seeds the signed-in administrator first, then faker-made users', () => {
    const users = store.users();
    expect(users[0]).toMatchObject({ id: 1, login: 'admin', authorities: ['ROLE_ADMIN', 'ROLE_USER'] });
    expect(users.length).toBeGreaterThan(1);
    expect(new Set(users.map((user) => user.login)).size).toBe(users.length);
  });

  it('creates, lists, searches and deletes users by login', async () => {
    const before = Number((await listUsers()).response?.headers.get('X-Total-Count'));
    const created = await createUser({
      body: {
        login: 'budi.santoso',
        email: 'budi@jati.co.id',
        langKey: 'in',
        authorities: ['ROLE_USER_ADMIN'],
      },
    });
    expect(created.response?.status).toBe(201);
    expect(created.data).toMatchObject({ login: 'budi.santoso', activated: true, createdBy: 'admin' });
    const listed = await listUsers({ query: { sort: ['login,asc'], size: 200 } });
    expect(listed.response?.headers.get('X-Total-Count')).toBe(String(before + 1));
    const logins = listed.data?.map((user) => user.login) ?? [];
    expect(logins).toContain('budi.santoso');
    expect(logins).toEqual([...logins].sort((a, b) => a.localeCompare(b)));
    const admins = await listUsers({ query: { authority: 'ROLE_USER_ADMIN' } });
    expect(admins.data?.map((user) => user.login)).toContain('budi.santoso');
    expect((await searchUsers({ query: { query: 'JATI.CO' } })).data?.map((user) => user.login)).toEqual([
      'budi.santoso',
    ]);
    expect((await getUser({ path: { login: 'budi.santoso' } })).data?.email).toBe('budi@jati.co.id');
    expect((await deleteUser({ path: { login: 'budi.santoso' } })).response?.status).toBe(204);
    expect((await getUser({ path: { login: 'budi.santoso' } })).response?.status).toBe(404);
  });

  it('answers the login-already-used and email-already-used problem types', async () => {
    const login = await createUser({
      body: { login: 'admin', email: 'other@jati.co.id', langKey: 'in', authorities: ['ROLE_USER'] },
    });
    expect(login.error).toMatchObject({ status: 400, type: PROBLEM_TYPES.loginAlreadyUsed });
    const email = await createUser({
      body: { login: 'siti', email: 'ADMIN@localhost', langKey: 'en', authorities: ['ROLE_USER'] },
    });
    expect(email.error).toMatchObject({ status: 400, type: PROBLEM_TYPES.emailAlreadyUsed });
  });
});
