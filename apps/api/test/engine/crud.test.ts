import { type AnyResource, deletedWith, referencedBy } from '@vlegal/domain/resources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.ts';
import { crudRows } from './crud-rows.ts';
import {
  editableText,
  type Row,
  reader,
  referenceIds,
  referring,
  resourceList,
  sample,
  urls,
  writtenAsSent,
} from './samples.ts';

/** Building the app on a fresh database takes long on a busy machine (PGlite start, migrations, seeds). */
const SETUP_MS = 180_000;

let t: TestApp;
let admin: string;
let refs: Record<string, number>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  tokens.admin = admin;
  tokens.user = await t.login('user');
  refs = await referenceIds(t);
}, SETUP_MS);
afterAll(async () => {
  expect(t.app.responseValidationFailures).toEqual([]);
  await t.close();
});

const { fresh, naming, unstamped, create } = crudRows(() => ({ t, admin, refs }));

// The rows that post to the stock ledger (and its reads-only views) have tests of their own (test/books).
describe.each(
  resourceList()
    .filter(writtenAsSent)
    .map((r) => [r.key, r] as const),
)('%s', (_key, resource) => {
  const u = urls(resource);

  it('lists a page with X-Total-Count and Link headers', async () => {
    const res = await t.call({
      method: 'GET',
      url: `${u.list}?page=0&size=5`,
      token: tokens[reader(resource)],
    });
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json())).toBe(true);
    expect(res.json().length).toBeLessThanOrEqual(5);
    expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(res.json().length);
    expect(res.headers.link).toContain('rel="first"');
    expect(res.headers.link).toContain('rel="last"');
  });

  it('creates, reads, updates, searches and deletes a row', async () => {
    const body = await fresh(resource);
    const created = await t.call({ method: 'POST', url: u.list, token: admin, payload: body });
    expect(created.statusCode).toBe(201);
    const row = created.json() as Row;
    expect(row).toMatchObject(body);
    expect(created.headers.location).toBe(u.one(row.id));

    const read = await t.call({ method: 'GET', url: u.one(row.id), token: admin });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(row);

    const field = editableText(resource);
    const changed = { ...row, ...(field ? { [field]: `Changed ${row.id}` } : {}) };
    const updated = await t.call({ method: 'PUT', url: u.list, token: admin, payload: changed });
    expect(updated.statusCode).toBe(200);
    const answer = updated.json() as Row;
    expect(unstamped(answer)).toEqual(unstamped(changed));
    if (resource.fields.some((f) => f.name === 'lastModifiedBy')) {
      expect(answer.lastModifiedBy).toBe('admin');
      expect(Date.parse(String(answer.lastModifiedDate))).toBeGreaterThan(Date.now() - 60_000);
      expect(answer.createdBy).toBe('admin');
    }
    expect((await t.call({ method: 'GET', url: u.one(row.id), token: admin })).json()).toEqual(answer);

    const searchField = resource.search[0] as string;
    const term = String(changed[searchField]).slice(-6);
    const found = await t.call({
      method: 'GET',
      url: `${u.search}?query=${encodeURIComponent(term)}&size=200`,
      token: admin,
    });
    expect(found.statusCode).toBe(200);
    expect((found.json() as Row[]).map((r) => r.id)).toContain(row.id);
    for (const r of found.json() as Row[]) {
      const text = resource.search.map((f) => String(r[f] ?? '').toLowerCase()).join('\n');
      expect(text).toContain(term.toLowerCase());
    }

    const deleted = await t.call({ method: 'DELETE', url: u.one(row.id), token: admin });
    expect(deleted.statusCode).toBe(204);
    expect((await t.call({ method: 'GET', url: u.one(row.id), token: admin })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: u.one(row.id), token: admin })).statusCode).toBe(404);
  });

  it('answers 404 for an unknown id and on updating a missing row', async () => {
    expect((await t.call({ method: 'GET', url: u.one(999999), token: admin })).statusCode).toBe(404);
    const res = await t.call({
      method: 'PUT',
      url: u.list,
      token: admin,
      payload: { ...(await fresh(resource)), id: 999999 },
    });
    expect(res.statusCode).toBe(404);
  });

  it('refuses an invalid body with field errors', async () => {
    const empty = await t.call({ method: 'POST', url: u.list, token: admin, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.headers['content-type']).toContain('application/problem+json');
    const required = resource.fields.filter((f) => f.required).map((f) => f.name);
    const named = (empty.json().fieldErrors as { field: string }[]).map((e) => e.field);
    for (const field of required) expect(named).toContain(field);

    const long = resource.fields.find((f) => f.kind === 'string' && f.maxLength && !f.pattern && !f.format);
    if (long) {
      const res = await t.call({
        method: 'POST',
        url: u.list,
        token: admin,
        payload: { ...(await fresh(resource)), [long.name]: 'x'.repeat((long.maxLength as number) + 1) },
      });
      expect(res.statusCode).toBe(400);
      expect((res.json().fieldErrors as { field: string }[]).map((e) => e.field)).toContain(long.name);
    }
  });

  it('refuses writes without the authority (403) and calls without a token (401)', async () => {
    const body = await fresh(resource);
    expect(
      (await t.call({ method: 'POST', url: u.list, token: tokens.user, payload: body })).statusCode,
    ).toBe(403);
    expect(
      (await t.call({ method: 'PUT', url: u.list, token: tokens.user, payload: { ...body, id: 1 } }))
        .statusCode,
    ).toBe(403);
    expect((await t.call({ method: 'DELETE', url: u.one(1), token: tokens.user })).statusCode).toBe(403);
    expect((await t.call({ method: 'POST', url: u.list, payload: body })).statusCode).toBe(401);
    // Reads follow the registry: public lookups answer without a token, the rest need one.
    const anonymousRead = resource.roles.read === 'public' ? 200 : 401;
    expect((await t.call({ method: 'GET', url: u.list })).statusCode).toBe(anonymousRead);
    expect((await t.call({ method: 'GET', url: `${u.search}?query=a` })).statusCode).toBe(anonymousRead);
  });

  if (resource.unique.length > 0)
    it('refuses a duplicate of a unique key with 409 and field errors', async () => {
      const first = await create(resource, await fresh(resource));
      const fields = resource.unique.flatMap((k) => (typeof k === 'string' ? [k] : [...k])) as string[];
      const copy = sample(resource, refs);
      for (const f of fields) copy[f] = first[f];
      const res = await t.call({ method: 'POST', url: urls(resource).list, token: admin, payload: copy });
      expect(res.statusCode).toBe(409);
      expect(res.json().type).toBe('/problems/conflict');
      const named = (res.json().fieldErrors as { field: string }[]).map((e) => e.field);
      for (const f of fields) expect(named).toContain(f);

      const second = await create(resource, await fresh(resource));
      const clash = await t.call({
        method: 'PUT',
        url: urls(resource).list,
        token: admin,
        payload: { ...second, ...Object.fromEntries(fields.map((f) => [f, first[f]])) },
      });
      expect(clash.statusCode).toBe(409);
    });

  const files = resource.fields.filter((f) => f.kind === 'file');
  if (files.length > 0)
    it('checks attachments: base64, media type and magic bytes', async () => {
      for (const f of files) {
        const type = f.contentTypeField as string;
        const body = await fresh(resource);
        const fake = await t.call({
          method: 'POST',
          url: u.list,
          token: admin,
          payload: { ...body, [f.name]: Buffer.from('not an image').toString('base64'), [type]: 'image/png' },
        });
        expect(fake.statusCode).toBe(400);
        expect((fake.json().fieldErrors as { field: string }[]).map((e) => e.field)).toContain(f.name);
        const untyped = await t.call({
          method: 'POST',
          url: u.list,
          token: admin,
          payload: { ...body, [type]: null },
        });
        expect(untyped.statusCode).toBe(400);
        expect((untyped.json().fieldErrors as { field: string }[]).map((e) => e.field)).toContain(type);
        const row = await create(resource, body);
        const swapped = await t.call({
          method: 'PUT',
          url: u.list,
          token: admin,
          payload: { id: row.id, ...body, [type]: 'application/pdf' },
        });
        expect(swapped.statusCode).toBe(400);
      }
    });

  if (files.length > 0)
    it('leaves file contents out of list rows and serves each file as a download', async () => {
      const body = await fresh(resource);
      const row = await create(resource, body);
      const page = await t.call({ method: 'GET', url: `${u.list}?id=${row.id}`, token: admin });
      const listed = (page.json() as Row[])[0] as Row;
      for (const f of files) {
        const type = f.contentTypeField as string;
        expect(listed[f.name]).toBeNull();
        expect(listed[type]).toBe(body[type]);
        const file = f.name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
        const download = await t.call({ method: 'GET', url: `${u.one(row.id)}/${file}`, token: admin });
        expect(download.statusCode, download.body).toBe(200);
        expect(download.headers['content-type']).toBe(body[type]);
        expect(download.headers['content-disposition']).toMatch(
          new RegExp(`^attachment; filename="${resource.label}-${row.id}-${file}\\.(png|pdf|jpg|gif|webp)"$`),
        );
        expect(download.rawPayload.toString('base64')).toBe(body[f.name]);
      }
      const [first] = files;
      const emptied = await create(resource, {
        ...(await fresh(resource)),
        [first!.name]: null,
        [first!.contentTypeField as string]: null,
      });
      const file = first!.name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      expect(
        (await t.call({ method: 'GET', url: `${u.one(emptied.id)}/${file}`, token: admin })).statusCode,
      ).toBe(404);
      expect(
        (await t.call({ method: 'GET', url: `${u.one(999999)}/${file}`, token: admin })).statusCode,
      ).toBe(404);
    });

  const referenceFields = resource.fields.filter((f) => f.kind === 'reference');
  if (referenceFields.length > 0)
    it('refuses a reference to a missing row with field errors', async () => {
      for (const f of referenceFields) {
        const res = await t.call({
          method: 'POST',
          url: u.list,
          token: admin,
          payload: { ...(await fresh(resource)), [f.name]: 999999 },
        });
        expect(res.statusCode).toBe(400);
        expect((res.json().fieldErrors as { field: string }[]).map((e) => e.field)).toContain(f.name);
      }
    });

  if (resource.inOrder.length > 0)
    it('refuses fields out of their declared order, on create and on update, and keeps the row', async () => {
      const kindOf = (name: string) => resource.fields.find((f) => f.name === name)?.kind;
      for (const [earlier, later] of resource.inOrder) {
        const date = kindOf(later) === 'date';
        const [first, before] = date ? ['2026-05-01', '2026-04-30'] : [30, 20];
        const fieldsOf = (res: { json(): unknown }) =>
          ((res.json() as { fieldErrors?: { field: string }[] }).fieldErrors ?? []).map((e) => e.field);
        const refused = await t.call({
          method: 'POST',
          url: u.list,
          token: admin,
          payload: { ...(await fresh(resource)), [earlier]: first, [later]: before },
        });
        expect(refused.statusCode, refused.body).toBe(400);
        expect(fieldsOf(refused)).toEqual([later]);

        const row = await create(resource, { ...(await fresh(resource)), [earlier]: first, [later]: first });
        const moved = await t.call({
          method: 'PUT',
          url: u.list,
          token: admin,
          payload: { ...row, [later]: before },
        });
        expect(moved.statusCode, moved.body).toBe(400);
        expect(fieldsOf(moved)).toEqual([later]);
        const kept = await t.call({ method: 'GET', url: u.one(row.id), token: admin });
        expect((kept.json() as Row)[later]).toEqual(row[later]);
      }
    });

  // Rows declared parts of this one go with it (`onParentDelete: 'cascade'`); any other row referring to it
  // keeps it (a permit's products among them).
  const children = referencedBy(resource.key).filter(({ resource: child }) =>
    writtenAsSent(child as AnyResource),
  );
  const parts = deletedWith(resource.key).filter(({ resource: part }) => writtenAsSent(part as AnyResource));
  if (parts.length)
    it('deletes the rows it owns with it', async () => {
      for (const { resource: part, field } of parts) {
        const owner = await create(resource, await fresh(resource));
        const kid = await create(part, { ...(await fresh(part)), [field]: owner.id });
        expect((await t.call({ method: 'DELETE', url: u.one(owner.id), token: admin })).statusCode).toBe(204);
        expect((await t.call({ method: 'GET', url: urls(part).one(kid.id), token: admin })).statusCode).toBe(
          404,
        );
      }
    });
  if (children.length > 0)
    it('refuses to delete a row other rows refer to (409)', async () => {
      for (const { resource: child, field } of children) {
        // An address of the company as a whole: its company and every unit of it may name it.
        const body = await fresh(resource);
        const parent = await create(
          resource,
          resource.key === 'address' ? { ...body, businessUnitId: null } : body,
        );
        const release = await naming(child, field, parent);
        const res = await t.call({ method: 'DELETE', url: u.one(parent.id), token: admin });
        expect(res.statusCode).toBe(409);
        expect(res.json().type).toBe('/problems/referenced-row');
        expect(res.json().detail).toContain(child.table.replace(/_/g, ' '));
        expect((await t.call({ method: 'GET', url: u.one(parent.id), token: admin })).statusCode).toBe(200);
        await release();
        expect((await t.call({ method: 'DELETE', url: u.one(parent.id), token: admin })).statusCode).toBe(
          204,
        );
      }
    });
});

const byKey = (key: string) => resourceList().find((r) => r.key === key) as AnyResource;

describe('referenced reference data', () => {
  it('refuses to delete Indonesia while its provinces refer to it', async () => {
    const id = (
      await t.call({ method: 'GET', url: '/api/countries?sort=id,asc&size=200&page=0', token: admin })
    )
      .json()
      .concat((await t.call({ method: 'GET', url: '/api/countries?size=200&page=1', token: admin })).json())
      .find((c: Row) => c.code === 'ID').id;
    const res = await t.call({ method: 'DELETE', url: `/api/countries/${id}`, token: admin });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ type: '/problems/referenced-row', status: 409 });
    // Provinces, suppliers, receipts … refer to it: the answer names one of them (PostgreSQL checks the
    // foreign keys in an order of its own). A country that only a province names is named by it.
    expect(res.json().detail).toMatch(/still used by [a-z ]+ rows/);
    const country = await create(byKey('country'), await fresh(byKey('country')));
    await create(
      byKey('province'),
      referring(byKey('province'), await fresh(byKey('province')), 'countryId', country.id),
    );
    const named = await t.call({ method: 'DELETE', url: `/api/countries/${country.id}`, token: admin });
    expect(named.statusCode).toBe(409);
    expect(named.json().detail).toContain('province');
  });

  it('records every change in the audit log', async () => {
    const resource = resourceList()[0] as AnyResource;
    const row = await create(resource, await fresh(resource));
    await t.call({ method: 'DELETE', url: urls(resource).one(row.id), token: admin });
    const events = await t.db.kysely
      .selectFrom('audit_event')
      .select(['event_type', 'data', 'principal'])
      .where('event_type', 'in', ['ENTITY_CREATED', 'ENTITY_DELETED'])
      .execute();
    const mine = events.filter((e) => {
      const data = (typeof e.data === 'string' ? JSON.parse(e.data) : e.data) as Row;
      return data.entity === resource.key && Number(data.id) === row.id;
    });
    expect(mine.map((e) => e.event_type).sort()).toEqual(['ENTITY_CREATED', 'ENTITY_DELETED']);
    expect(mine.every((e) => e.principal === 'admin')).toBe(true);
  });
});

describe('writes at the same time', () => {
  it('several creates of one code at once: one is stored, the others are refused with 409', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.call({
          method: 'POST',
          url: '/api/currencies',
          token: admin,
          payload: { code: 'ZZZ', name: 'Uji' },
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
  });

  it('an update racing a delete of the same row answers 200 or 404, never an error', async () => {
    const created = await t.call({
      method: 'POST',
      url: '/api/currencies',
      token: admin,
      payload: { code: 'ZZY', name: 'Uji' },
    });
    const row = created.json() as Row;
    const [updated, deleted] = await Promise.all([
      t.call({ method: 'PUT', url: '/api/currencies', token: admin, payload: { ...row, name: 'Diubah' } }),
      t.call({ method: 'DELETE', url: `/api/currencies/${row.id}`, token: admin }),
    ]);
    expect([200, 404]).toContain(updated.statusCode);
    expect(deleted.statusCode).toBe(204);
    const after = await t.call({ method: 'GET', url: `/api/currencies/${row.id}`, token: admin });
    expect(after.statusCode).toBe(404);
  });
});
