import type { AnyResource } from '@vlegal/domain/resources';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Principal, RequestContext } from '../../src/http/context.ts';
import { HttpProblem } from '../../src/http/problems.ts';
import { scopeFor } from '../../src/http/scope.ts';
import { createResourceHandlers } from '../../src/engine/handlers.ts';
import { toColumn } from '../../src/engine/types.ts';
import { engineOperations } from '../../src/engine/declarations.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { postingSample, type Row, referenceIds, resourceList, sample, urls } from './samples.ts';

/** Building the app on a fresh database takes long on a busy machine (PGlite start, migrations, seeds). */
const SETUP_MS = 180_000;

type AnyDB = Record<string, Row>;

let t: TestApp;
let admin: string;
let refs: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  refs = await referenceIds(t);
  // Every resource gets a few rows of its own, so sorting and filtering have something to order (the
  // ledger's own rows come with the postings, and the demo unit's books).
  const unitId = Number(
    (await t.db.kysely.selectFrom('business_unit').select('id').orderBy('id').executeTakeFirstOrThrow()).id,
  );
  for (const resource of resourceList().filter((r) => !r.readsOnly)) {
    for (let i = 0; i < 3; i++) {
      const body = resource.posting
        ? await postingSample(t, resource, unitId, admin)
        : sample(resource, refs);
      if (resource.unique.some((k) => resource.fields.find((f) => f.name === k)?.kind === 'enum')) continue;
      const res = await t.call({ method: 'POST', url: urls(resource).list, token: admin, payload: body });
      if (res.statusCode !== 201) throw new Error(`seed ${resource.key}: ${res.statusCode} ${res.body}`);
    }
  }
}, SETUP_MS);
afterAll(async () => {
  expect(t.app.responseValidationFailures).toEqual([]);
  await t.close();
});

function kysely(): Kysely<AnyDB> {
  return t.db.kysely as unknown as Kysely<AnyDB>;
}

async function get(url: string) {
  const res = await t.call({ method: 'GET', url, token: admin });
  return res;
}

/** Ids in the order the database gives for `ORDER BY column dir, id` (same collation as the engine). */
async function dbOrder(resource: AnyResource, field: string, direction: 'asc' | 'desc', limit: number) {
  const column = field === 'id' ? 'id' : toColumn(field);
  const rows = await kysely()
    .selectFrom(resource.table)
    .select('id')
    .orderBy(column, direction)
    .orderBy('id', 'asc')
    .limit(limit)
    .execute();
  return rows.map((r) => Number(r.id));
}

describe.each(resourceList().map((r) => [r.key, r] as const))('%s', (_key, resource) => {
  const u = urls(resource);

  it.each(resource.sortable.map((f) => [f]))('sorts by %s in both directions', async (field) => {
    for (const direction of ['asc', 'desc'] as const) {
      const res = await get(`${u.list}?sort=${field},${direction}&size=50`);
      expect(res.statusCode).toBe(200);
      const ids = (res.json() as Row[]).map((r) => Number(r.id));
      expect(ids).toEqual(await dbOrder(resource, field, direction, 50));
    }
  });

  it('sorts by several columns', async () => {
    const [first, second] = resource.sortable.filter((f) => f !== 'id');
    if (!first) return;
    const res = await get(`${u.list}?sort=${first},desc&sort=${second ?? 'id'},asc&size=50`);
    expect(res.statusCode).toBe(200);
    const column = (f: string) => sql.ref(f === 'id' ? 'id' : toColumn(f));
    const expected = await kysely()
      .selectFrom(resource.table)
      .select('id')
      .orderBy(column(first), 'desc')
      .orderBy(column(second ?? 'id'), 'asc')
      .orderBy('id', 'asc')
      .limit(50)
      .execute();
    expect((res.json() as Row[]).map((r) => Number(r.id))).toEqual(expected.map((r) => Number(r.id)));
  });

  it('refuses a sort field outside the allow-list with 400', async () => {
    const notSortable = resource.fields.find(
      (f) => !(resource.sortable as readonly string[]).includes(f.name),
    );
    for (const field of ['password', 'id;drop table country', ...(notSortable ? [notSortable.name] : [])]) {
      const res = await get(`${u.list}?sort=${encodeURIComponent(`${field},asc`)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().type).toBe('/problems/constraint-violation');
    }
    expect((await get(`${u.list}?sort=${resource.sortable[0]},sideways`)).statusCode).toBe(400);
  });

  it('answers only the rows asked for by id, in the list order', async () => {
    const all = (
      await t.call({ method: 'GET', url: `${urls(resource).list}?size=200&sort=id,desc`, token: admin })
    ).json() as Row[];
    const wanted = all.slice(0, 3).map((r) => Number(r.id));
    const query = wanted.map((id) => `id=${id}`).join('&');
    const res = await t.call({
      method: 'GET',
      url: `${urls(resource).list}?${query}&sort=id,desc`,
      token: admin,
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as Row[]).map((r) => Number(r.id))).toEqual(wanted);
    expect(res.headers['x-total-count']).toBe(String(wanted.length));
    const bad = await t.call({ method: 'GET', url: `${urls(resource).list}?id=0`, token: admin });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses a filter outside the allow-list with 400', async () => {
    const notFilter = resource.fields.find((f) => !(f.name in resource.filters));
    const res = await get(`${u.list}?${notFilter ? notFilter.name : 'unknown'}=x`);
    expect(res.statusCode).toBe(400);
    expect((await get(`${u.list}?query=x`)).statusCode).toBe(400);
  });

  it('pages with X-Total-Count and a Link header', async () => {
    const total = Number(
      (
        await kysely()
          .selectFrom(resource.table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const size = 2;
    const res = await get(`${u.list}?page=1&size=${size}&sort=id,asc`);
    expect(res.statusCode).toBe(200);
    expect(Number(res.headers['x-total-count'])).toBe(total);
    expect((res.json() as Row[]).map((r) => Number(r.id))).toEqual(
      (await dbOrder(resource, 'id', 'asc', 4)).slice(2, 4),
    );
    const link = String(res.headers.link);
    const last = Math.ceil(total / size) - 1;
    expect(link).toContain(`<${u.list}?page=0&size=2&sort=id%2Casc>; rel="first"`);
    expect(link).toContain(`<${u.list}?page=${last}&size=2&sort=id%2Casc>; rel="last"`);
    expect(link).toContain(`<${u.list}?page=0&size=2&sort=id%2Casc>; rel="prev"`);
    if (last > 1) expect(link).toContain(`<${u.list}?page=2&size=2&sort=id%2Casc>; rel="next"`);
    const beyond = await get(`${u.list}?page=${last + 5}&size=${size}`);
    expect(beyond.json()).toEqual([]);
    expect(Number(beyond.headers['x-total-count'])).toBe(total);
  });

  it.each(Object.keys(resource.filters).map((f) => [f]))('filters by %s', async (field) => {
    const holder = await kysely()
      .selectFrom(resource.table)
      .select('id')
      .where(toColumn(field), 'is not', null)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const some = (await get(u.one(holder.id))).json() as Row;
    const value = some[field];
    const res = await get(`${u.list}?${field}=${encodeURIComponent(String(value))}&size=200&sort=id,desc`);
    expect(res.statusCode).toBe(200);
    const rows = res.json() as Row[];
    expect(rows.map((r) => r.id)).toContain(some.id);
    for (const r of rows) expect(r[field]).toEqual(value);
    const count = await kysely()
      .selectFrom(resource.table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(toColumn(field), '=', value)
      .executeTakeFirstOrThrow();
    expect(Number(res.headers['x-total-count'])).toBe(Number(count.n));
  });

  // Period balances have no text to search: their search answers their filters.
  it.runIf(resource.search.length > 0)(
    'searches case-insensitively over the search fields and combines with filters',
    async () => {
      // The newest row with text in a search field (a stock's opening entry names no document).
      const some = ((await get(`${u.list}?size=50&sort=id,desc`)).json() as Row[]).find((row) =>
        resource.search.some((f) => typeof row[f] === 'string' && String(row[f]).length > 4),
      ) as Row;
      const field = resource.search.find((f) => typeof some[f] === 'string') as string;
      const term = String(some[field]).slice(1, 5).toUpperCase();
      const res = await get(`${u.search}?query=${encodeURIComponent(term)}&size=200`);
      expect(res.statusCode).toBe(200);
      expect((res.json() as Row[]).map((r) => r.id)).toContain(some.id);
      for (const r of res.json() as Row[]) {
        expect(
          resource.search.some((f) =>
            String(r[f] ?? '')
              .toLowerCase()
              .includes(term.toLowerCase()),
          ),
        ).toBe(true);
      }
      const none = await get(`${u.search}?query=${encodeURIComponent('%_no such text_%')}`);
      expect(none.json()).toEqual([]);
      expect(none.headers['x-total-count']).toBe('0');
    },
  );
});

describe('sea-port searches', () => {
  it('finds ports by id, by code prefix and by destination country', async () => {
    const japan = (await get('/api/_search/countries?query=Japan')).json()[0] as Row;
    const byDest = await get(`/api/_search/sea-ports-dest-id?query=${japan.id}&size=50`);
    expect(byDest.statusCode).toBe(200);
    const codes = (byDest.json() as Row[]).map((p) => p.code);
    expect(codes).toEqual(expect.arrayContaining(['JPTYO', 'JPOSA']));
    expect((byDest.json() as Row[]).every((p) => p.countryId === japan.id)).toBe(true);

    const byCode = await get('/api/_search/sea-ports-code?query=idt&sort=code,asc');
    expect((byCode.json() as Row[]).map((p) => p.code)).toContain('IDTPP');
    expect((byCode.json() as Row[]).every((p) => String(p.code).startsWith('IDT'))).toBe(true);

    const tpp = (byCode.json() as Row[]).find((p) => p.code === 'IDTPP') as Row;
    const byId = await get(`/api/_search/sea-ports-id?query=${tpp.id}`);
    expect(byId.json()).toEqual([tpp]);
    expect(byId.headers['x-total-count']).toBe('1');
  });
});

describe('rows of a business unit', () => {
  it('shows a non-administrator the shared rows and those of their units only', async () => {
    const units = await kysely().selectFrom('business_unit').select('id').orderBy('id').execute();
    const [own, other] = units.map((u) => Number(u.id));
    const pic = resourceList().find((r) => r.key === 'pic') as AnyResource;
    const make = async (businessUnitId: number | null, picType: string) => {
      const body = { ...sample(pic, refs), businessUnitId, picType };
      const res = await t.call({ method: 'POST', url: '/api/pics', token: admin, payload: body });
      expect(res.statusCode).toBe(201);
      return res.json().id as number;
    };
    const shared = await make(null, 'ISSUER_SIGNATORY');
    const mine = await make(own as number, 'EXPORTER_APPLICANT');
    const theirs = await make(other as number, 'EXPORTER_APPLICANT');
    const user = await t.login('user');
    const seen = (await t.call({ method: 'GET', url: '/api/pics?size=200', token: user })).json() as Row[];
    const ids = seen.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([shared, mine]));
    expect(ids).not.toContain(theirs);
    expect((await t.call({ method: 'GET', url: `/api/pics/${theirs}`, token: user })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: `/api/pics/${mine}`, token: user })).statusCode).toBe(200);
    const all = (await t.call({ method: 'GET', url: '/api/pics?size=200', token: admin })).json() as Row[];
    expect(all.map((r) => r.id)).toContain(theirs);
  });

  it('refuses an exporter applicant without a unit (a rule of the database) with field errors', async () => {
    const pic = resourceList().find((r) => r.key === 'pic') as AnyResource;
    const body = { ...sample(pic, refs), businessUnitId: null, picType: 'EXPORTER_APPLICANT' };
    const res = await t.call({ method: 'POST', url: '/api/pics', token: admin, payload: body });
    expect(res.statusCode).toBe(400);
    expect((res.json().fieldErrors as { field: string }[]).map((e) => e.field)).toContain('businessUnitId');
  });
});

describe('writes of unit rows by a unit administrator (engine level)', () => {
  it("keeps them to the caller's own units", async () => {
    const units = await kysely().selectFrom('business_unit').select('id').orderBy('id').execute();
    const [own, other] = units.map((u) => Number(u.id)) as [number, number];
    const pic = resourceList().find((r) => r.key === 'pic') as AnyResource;
    const handlers = createResourceHandlers(
      t.app.services,
      engineOperations().filter((o) => o.resource.key === 'pic'),
    );
    const principal: Principal = {
      userId: 999,
      login: 'unitadmin',
      authorities: ['ROLE_USER', 'ROLE_USER_ADMIN'],
      companyId: null,
      businessUnitIds: [own],
      langKey: 'in',
      tokenId: 'test',
    };
    const reply = { header: () => reply, code: () => reply } as unknown as FastifyReply;
    const call = async (operationId: string, req: Partial<FastifyRequest>) => {
      const handler = handlers[operationId];
      if (!handler) throw new Error(operationId);
      const ctx = {
        ...t.app.services,
        req: { url: '/api/pics', query: {}, params: {}, ...req } as FastifyRequest,
        reply,
        operationId,
        principal,
        scope: scopeFor(principal),
        requirePrincipal: () => principal,
      } as RequestContext;
      try {
        return { status: 200, body: (await handler(ctx)) as Row };
      } catch (err) {
        if (err instanceof HttpProblem) return { status: err.status, body: err.body as unknown as Row };
        throw err;
      }
    };
    const applicant = (businessUnitId: number | null) => ({
      ...sample(pic, refs),
      picType: businessUnitId ? 'EXPORTER_APPLICANT' : 'ISSUER_SIGNATORY',
      businessUnitId,
    });
    const mine = await call('createPic', { body: applicant(own) });
    expect(mine.status).toBe(200);
    expect((await call('createPic', { body: applicant(other) })).status).toBe(403);
    expect((await call('createPic', { body: applicant(null) })).status).toBe(403);
    const moved = await call('updatePic', { body: { ...mine.body, businessUnitId: other } });
    expect(moved.status).toBe(403);

    const theirs = (
      await t.call({ method: 'POST', url: '/api/pics', token: admin, payload: applicant(other) })
    ).json() as Row;
    const shared = (
      await t.call({ method: 'POST', url: '/api/pics', token: admin, payload: applicant(null) })
    ).json() as Row;
    expect((await call('updatePic', { body: { ...theirs, name: 'Taken over' } })).status).toBe(404);
    expect((await call('deletePic', { params: { id: theirs.id } })).status).toBe(404);
    expect((await call('deletePic', { params: { id: shared.id } })).status).toBe(403);
    expect((await call('deletePic', { params: { id: mine.body.id } })).status).toBe(200);
  });
});

describe('V-Legal number preview', () => {
  it('renders the tokens of a pattern for a unit and a destination', async () => {
    const unit = await kysely()
      .selectFrom('business_unit')
      .select(['id', 'code'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const japan = (await get('/api/_search/countries?query=Japan')).json()[0] as Row;
    const res = await t.call({
      method: 'POST',
      url: '/api/document-number-formats-vlegal',
      token: admin,
      payload: {
        pattern:
          '{YY}.{SEQ}-{EXPORTER_CODE}.{LVLK_CODE}-{ORIGIN_ISO}-{DEST_ISO}/{UNIT_CODE}/{ROMAN_MONTH}/{YYYY}{MM}',
        sequenceLength: 5,
        sequenceValue: 123,
        businessUnitId: unit.id,
        destinationCountryId: japan.id,
        date: '2024-04-15',
      },
    });
    expect(res.statusCode).toBe(200);
    const company = String(
      (
        await kysely()
          .selectFrom('business_unit')
          .select('company_id')
          .where('id', '=', unit.id)
          .executeTakeFirstOrThrow()
      ).company_id,
    ).padStart(5, '0');
    expect(res.json().number).toBe(`24.00123-${company}.002-ID-JP/${unit.code}/IV/202404`);
  });

  it('pads a token to an explicit width and refuses unknown tokens', async () => {
    const ok = await t.call({
      method: 'POST',
      url: '/api/document-number-formats-vlegal',
      token: admin,
      payload: { pattern: 'PRD-{SEQ:6}-{REV}', sequenceLength: 2, sequenceValue: 7 },
    });
    expect(ok.json().number).toBe('PRD-000007-0');
    const bad = await t.call({
      method: 'POST',
      url: '/api/document-number-formats-vlegal',
      token: admin,
      payload: { pattern: '{NOPE}/{SEQ}', sequenceLength: 2 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors[0].field).toBe('pattern');
    const user = await t.login('user');
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/document-number-formats-vlegal',
          token: user,
          payload: { pattern: '{SEQ}', sequenceLength: 2 },
        })
      ).statusCode,
    ).toBe(403);
  });
});
