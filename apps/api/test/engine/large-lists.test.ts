/**
 * Lists over tables too large to count on every page (docs/adr/0012-large-lists.md): the item count is
 * exact up to EXACT_COUNT_MAX and where the page itself tells, otherwise PostgreSQL's estimate, flagged
 * with `X-Total-Count-Estimated: true`; deep pages give the same rows as a plain OFFSET.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXACT_COUNT_MAX } from '../../src/db/count.ts';
import type { Database } from '../../src/db/index.ts';
import { engineResourceOf } from '../../src/engine/declarations.ts';
import { ResourceRepository } from '../../src/engine/repository.ts';
import { createTestApp, type TestApp } from '../harness.ts';

/** Building the app on a fresh database takes long on a busy machine (PGlite start, migrations, seeds). */
const SETUP_MS = 180_000;
const EXTRA = EXACT_COUNT_MAX + 2_000;

let t: TestApp;
let admin: string;

async function count(query: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.raw(query)}`.execute(
    t.db.kysely,
  );
  return Number(rows[0]?.n);
}

async function list(url: string) {
  const res = await t.call({ method: 'GET', url, token: admin });
  expect(res.statusCode, res.body).toBe(200);
  return {
    ids: (res.json() as { id: number }[]).map((r) => r.id),
    total: Number(res.headers['x-total-count']),
    estimated: res.headers['x-total-count-estimated'],
    link: String(res.headers.link),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  // Codes QZ???: UN/LOCODE-shaped, and QZ is no country.
  await sql`
    INSERT INTO sea_port (code, name, country_id, port_type)
    SELECT 'QZ' || chr(65 + (g / 676) % 26) || chr(65 + (g / 26) % 26) || chr(65 + g % 26),
           'Bulk port ' || md5(g::text), (SELECT min(id) FROM country), 'RIVER'
    FROM generate_series(1, ${EXTRA}::int) AS g`.execute(t.db.kysely);
  await sql`
    INSERT INTO audit_event (principal, event_type, data)
    SELECT 'bulk', 'ENTITY_UPDATED', jsonb_build_object('n', g) FROM generate_series(1, ${EXTRA}::int) AS g`.execute(
    t.db.kysely,
  );
  await sql`ANALYZE sea_port`.execute(t.db.kysely);
  await sql`ANALYZE audit_event`.execute(t.db.kysely);
}, SETUP_MS);
afterAll(async () => {
  expect(t.app.responseValidationFailures).toEqual([]);
  await t.close();
});

describe('item counts of large lists', () => {
  it('answers an estimate, flagged as such, for a table above the exact bound', async () => {
    const actual = await count('sea_port');
    expect(actual).toBeGreaterThan(EXACT_COUNT_MAX);
    const page = await list('/api/sea-ports?page=0&size=20');
    expect(page.estimated).toBe('true');
    expect(page.ids).toHaveLength(20);
    expect(page.total).toBeGreaterThan(EXACT_COUNT_MAX);
    expect(Math.abs(page.total - actual) / actual).toBeLessThan(0.25);
    const last = Math.ceil(page.total / 20) - 1;
    expect(page.link).toContain(`page=${last}&size=20>; rel="last"`);
  });

  it('counts a small table exactly and says nothing of an estimate', async () => {
    const page = await list('/api/countries?page=0&size=20');
    expect(page.estimated).toBeUndefined();
    expect(page.total).toBe(await count('country'));
  });

  it('counts a filter over the large table exactly when few rows match', async () => {
    const { rows } = await sql<{ id: number }>`
      SELECT country_id AS id FROM sea_port GROUP BY country_id ORDER BY count(*) DESC, country_id
      OFFSET 1 LIMIT 1`.execute(t.db.kysely);
    const country = rows[0]?.id as number;
    const page = await list(`/api/sea-ports?countryId=${country}&size=2`);
    expect(page.estimated).toBeUndefined();
    expect(page.total).toBeGreaterThan(2);
    expect(page.total).toBe(await count(`sea_port WHERE country_id = ${country}`));
  });

  it('estimates a filter or a search that matches more rows than the bound', async () => {
    const actual = await count(`sea_port WHERE port_type = 'RIVER'`);
    const filtered = await list('/api/sea-ports?portType=RIVER&size=20');
    expect(filtered.estimated).toBe('true');
    expect(filtered.total).toBeGreaterThan(EXACT_COUNT_MAX);
    expect(Math.abs(filtered.total - actual) / actual).toBeLessThan(0.25);
    const found = await list('/api/_search/sea-ports?query=bulk&size=20');
    expect(found.estimated).toBe('true');
    expect(found.total).toBeGreaterThan(EXACT_COUNT_MAX);
  });

  it('answers a search for a common term from the list in its order: the rows a plain query gives, an estimated count', async () => {
    const matches = `sea_port WHERE code ILIKE '%bulk%' OR name ILIKE '%bulk%'`;
    const actual = await count(matches);
    for (const [page, direction] of [
      [0, 'asc'],
      [40, 'asc'],
      [3, 'desc'],
    ] as const) {
      const found = await list(
        `/api/_search/sea-ports?query=bulk&page=${page}&size=20&sort=name,${direction}`,
      );
      const { rows } = await sql<{ id: number }>`
        SELECT id FROM ${sql.raw(matches)} ORDER BY name ${sql.raw(direction)}, id ASC
        LIMIT 20 OFFSET ${page * 20}`.execute(t.db.kysely);
      expect(found.ids, `page ${page}, ${direction}`).toEqual(rows.map((r) => r.id));
      expect(found.estimated).toBe('true');
      expect(Math.abs(found.total - actual) / actual).toBeLessThan(0.25);
    }
  });

  it("answers a common term's page from the walk alone, and a rare term's from the counted list statement", async () => {
    // The repository on the app's database, counting its prepared list statements (page and count).
    let statements = 0;
    const db = new Proxy(t.db, {
      get: (target, name, receiver) =>
        name === 'prepared'
          ? (...args: Parameters<Database['prepared']>) => {
              statements++;
              return target.prepared(...args);
            }
          : Reflect.get(target, name, receiver),
    });
    const repository = new ResourceRepository(db);
    const seaPort = engineResourceOf('seaPort');
    if (!seaPort) throw new Error('seaPort is registered');
    const search = (term: string) =>
      repository.list(seaPort, {
        page: 2,
        size: 20,
        // Newest first: the bulk ports, the last rows written, lead the order, so the walk meets them at once.
        sort: [{ field: 'id', direction: 'desc' }],
        conditions: [{ anyOf: seaPort.search, contains: term }],
      });
    const common = await search('bulk');
    const { rows } = await sql<{ id: number }>`
      SELECT id FROM sea_port WHERE code ILIKE '%bulk%' OR name ILIKE '%bulk%' ORDER BY id DESC LIMIT 20 OFFSET 40`.execute(
      t.db.kysely,
    );
    expect(common.rows.map((r) => r.id)).toEqual(rows.map((r) => r.id));
    expect(common.estimated).toBe(true);
    expect(common.total).toBeGreaterThan(EXACT_COUNT_MAX);
    expect(statements).toBe(0);
    const rare = await search('no port is called this');
    expect(rare.rows).toEqual([]);
    expect(statements).toBe(1);
  });

  it('counts a search for a rare term exactly, from its trigram indexes', async () => {
    const { rows } = await sql<{
      name: string;
    }>`SELECT name FROM sea_port WHERE name LIKE 'Bulk port %' LIMIT 1`.execute(t.db.kysely);
    const term = String(rows[0]?.name).slice(-12);
    const found = await list(`/api/_search/sea-ports?query=${term}&size=20`);
    expect(found.estimated).toBeUndefined();
    expect(found.total).toBe(await count(`sea_port WHERE code ILIKE '%${term}%' OR name ILIKE '%${term}%'`));
    expect(found.ids.length).toBe(found.total);
  });

  it('knows the exact total on the last page, where the page itself tells', async () => {
    const actual = await count('sea_port');
    const size = [20, 21, 22, 23].find((s) => actual % s !== 0) as number;
    const lastPage = Math.floor(actual / size);
    const page = await list(`/api/sea-ports?page=${lastPage}&size=${size}&sort=id,asc`);
    expect(page.ids).toHaveLength(actual % size);
    expect(page.estimated).toBeUndefined();
    expect(page.total).toBe(actual);
  });

  it('answers a deep page with the rows a plain offset gives, in every sort direction', async () => {
    for (const [field, column, direction] of [
      ['name', 'name', 'asc'],
      ['name', 'name', 'desc'],
      ['code', 'code', 'desc'],
      ['portType', 'port_type', 'desc'],
    ] as const) {
      const page = await list(`/api/sea-ports?page=300&size=20&sort=${field},${direction}`);
      const { rows } = await sql<{ id: number }>`
        SELECT id FROM sea_port ORDER BY ${sql.ref(column)} ${sql.raw(direction)}, id ASC
        LIMIT 20 OFFSET 6000`.execute(t.db.kysely);
      expect(page.ids, `${field},${direction}`).toEqual(rows.map((r) => r.id));
    }
  });

  it('flags the estimate on the other large lists too (audits), and counts small ones (users)', async () => {
    const audits = await t.call({ method: 'GET', url: '/management/audits?size=20', token: admin });
    expect(audits.statusCode).toBe(200);
    expect(audits.headers['x-total-count-estimated']).toBe('true');
    expect(Number(audits.headers['x-total-count'])).toBeGreaterThan(EXACT_COUNT_MAX);
    const users = await t.call({ method: 'GET', url: '/api/users?size=2', token: admin });
    expect(users.headers['x-total-count-estimated']).toBeUndefined();
    expect(Number(users.headers['x-total-count'])).toBe(await count('app_user'));
  });

  it('answers an empty page past the end of a large table', async () => {
    const page = await list('/api/sea-ports?page=100000&size=20');
    expect(page.ids).toEqual([]);
    expect(page.total).toBeLessThanOrEqual(100000 * 20);
  });
});
