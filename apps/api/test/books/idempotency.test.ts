/**
 * Postings sent again with their Idempotency-Key (docs/adr/0022-idempotent-postings.md): a retry posts
 * nothing and is answered as the first request was; the same key with another request is refused; two
 * requests with one key at once post once; a refused request keeps nothing; keys are each login's own and
 * kept a day. The contract offers the header on exactly the operations that post.
 */
import { randomUUID } from 'node:crypto';
import { loadContract } from '@vlegal/domain/contract-file';
import { resourceList } from '@vlegal/domain/resources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineOperations, engineResourceOf, tableOfTarget } from '../../src/engine/declarations.ts';
import { forgetOldKeys } from '../../src/http/idempotency.ts';
import { createTestApp, rowCount, type TestApp } from '../harness.ts';
import { postingSample, type Row, unitOf } from '../engine/samples.ts';

let t: TestApp;
let admin: string;
let unitId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  unitId = (await unitOf(t, 'unitadmin')).unit;
});
afterAll(async () => {
  expect(t.app.responseValidationFailures).toEqual([]);
  await t.close();
});

const posting = resourceList().filter((r) => r.posting);

const send = (method: 'POST' | 'PUT', url: string, payload: unknown, key?: string, token = admin) =>
  t.call({
    method,
    url,
    token,
    payload: payload as Row,
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });

const counts = async (table: string) => ({
  documents: await rowCount(t, table),
  entries: await rowCount(t, 'stock_credit'),
});

it('offers the key on exactly the operations that post to the ledger, close or open its months, or record a realization', () => {
  const contract = loadContract() as {
    paths: Record<string, Record<string, { operationId?: string; parameters?: { $ref?: string }[] }>>;
  };
  const offered = Object.values(contract.paths)
    .flatMap((item) => Object.values(item))
    .filter((op) => op.parameters?.some((p) => p.$ref === '#/components/parameters/IdempotencyKey'))
    .map((op) => op.operationId)
    .sort();
  // A decision on an approval takes its subject's step: it posts when the subject does.
  const posts = engineOperations()
    .filter(
      (op) =>
        (op.resource.posting && ['create', 'update', 'step'].includes(op.kind)) ||
        (op.kind === 'decide' && engineResourceOf(op.resource.decides?.resource ?? '')?.posting),
    )
    .map((op) => op.operationId);
  // Filing a month closes it to postings and reopening opens it (ADR 0029): retried, each happens once.
  const months = ['fileReportMonth', 'reopenReportMonth'];
  // Recording a realization keeps its figures as they stand: retried, it is recorded once, not refused 409.
  const realization = [
    'recordRealizationInMonths',
    'recordRealizationInYears',
    'recordRealizationBusinesPermits',
  ];
  expect(offered).toEqual([...posts, ...months, ...realization].sort());
  expect(posts.length).toBeGreaterThanOrEqual(29);
});

describe.each(posting.map((r) => [r.key, r] as const))('%s', (_key, resource) => {
  const url = `/api/${resource.path}`;
  const table = tableOfTarget(resource.key);

  it('a retry with its key posts nothing and is answered as the first; another request with the key is refused', async () => {
    const body = await postingSample(t, resource, unitId, admin);
    const another = await postingSample(t, resource, unitId, admin);
    const key = randomUUID();
    const first = await send('POST', url, body, key);
    expect(first.statusCode, first.body).toBe(201);
    const before = await counts(table);

    const again = await send('POST', url, body, key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers.location).toBe(first.headers.location);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await counts(table)).toEqual(before);

    const other = await send('POST', url, another, key);
    expect(other.statusCode, other.body).toBe(409);
    expect(other.json()).toMatchObject({
      type: '/problems/idempotency-key-reused',
      message: 'error.idempotencyKeyReused',
    });
    expect(await counts(table)).toEqual(before);

    // Without a key, the same body is a new request.
    if (resource.key === 'stockOther') {
      expect((await send('POST', url, body)).statusCode).toBe(201);
      expect((await counts(table)).documents).toBe(before.documents + 1);
    }
  });

  it('two requests with one key at once post once, and both are answered with its row', async () => {
    const body = await postingSample(t, resource, unitId, admin);
    const before = await counts(table);
    const key = randomUUID();
    const [a, b] = await Promise.all([send('POST', url, body, key), send('POST', url, body, key)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json()).toEqual(b.json());
    expect((await counts(table)).documents).toBe(before.documents + 1);
  });
});

describe('a posting refused, corrected and cancelled', () => {
  it('keeps nothing of a refused request: its retry with the key runs again', async () => {
    const resource = posting.find((r) => r.key === 'stockOther');
    const body = await postingSample(t, resource as never, unitId, admin);
    const key = randomUUID();
    // More than the stock holds: refused, nothing kept.
    const short = await send('POST', '/api/stocks-other', { ...body, volumeM3: '5000' }, key);
    expect(short.statusCode, short.body).toBe(409);
    const fixed = await send('POST', '/api/stocks-other', body, key);
    expect(fixed.statusCode, fixed.body).toBe(201);
    expect(fixed.headers['idempotent-replayed']).toBeUndefined();
  });

  it('a correction and a cancellation sent twice with their keys are taken once', async () => {
    const resource = posting.find((r) => r.key === 'stockOther');
    const created = await send(
      'POST',
      '/api/stocks-other',
      await postingSample(t, resource as never, unitId, admin),
    );
    const row = created.json() as Row;
    const entries = async () =>
      (
        await t.db.kysely
          .selectFrom('stock_credit')
          .select('id')
          .where('source_type', '=', 'STOCK_OTHER')
          .where('source_id', '=', Number(row.id))
          .execute()
      ).length;
    const correction = { ...row, volumeM3: '0.5000' };
    const key = randomUUID();
    const put = await send('PUT', '/api/business-unit-stocks-other', correction, key);
    expect(put.statusCode, put.body).toBe(200);
    const afterPut = await entries();
    const putAgain = await send('PUT', '/api/business-unit-stocks-other', correction, key);
    expect(putAgain.statusCode).toBe(200);
    expect(putAgain.json()).toEqual(put.json());
    expect(await entries()).toBe(afterPut);

    const cancelKey = randomUUID();
    const cancel = await send(
      'POST',
      `/api/stocks-other/${row.id}/cancel`,
      { reason: 'Salah input' },
      cancelKey,
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    const afterCancel = await entries();
    const cancelAgain = await send(
      'POST',
      `/api/stocks-other/${row.id}/cancel`,
      { reason: 'Salah input' },
      cancelKey,
    );
    expect(cancelAgain.statusCode).toBe(200);
    expect(cancelAgain.json()).toEqual(cancel.json());
    expect(await entries()).toBe(afterCancel);
    // Without its key, a second cancellation is refused by the row's state.
    expect(
      (await send('POST', `/api/stocks-other/${row.id}/cancel`, { reason: 'Salah input' })).statusCode,
    ).toBe(409);
  });
});

describe('keys', () => {
  it('are each login’s own, refused when malformed, and forgotten after a day', async () => {
    const resource = posting.find((r) => r.key === 'stockOther');
    const key = randomUUID();
    const mine = await send(
      'POST',
      '/api/stocks-other',
      await postingSample(t, resource as never, unitId, admin),
      key,
    );
    expect(mine.statusCode).toBe(201);
    // The same key from another login is another request.
    const unitadmin = await t.login('unitadmin');
    const theirs = await send(
      'POST',
      '/api/stocks-other',
      await postingSample(t, resource as never, unitId, admin),
      key,
      unitadmin,
    );
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(theirs.json().id).not.toBe(mine.json().id);

    for (const bad of ['with space', 'x'.repeat(256)]) {
      const res = await send(
        'POST',
        '/api/stocks-other',
        await postingSample(t, resource as never, unitId, admin),
        bad,
      );
      expect(res.statusCode, bad).toBe(400);
    }

    // A day later the key is free again, and the housekeeping deletes what is past its time.
    await t.db.kysely
      .updateTable('idempotency_key')
      .set({ created_at: new Date(Date.now() - 25 * 3600_000) })
      .where('key', '=', key)
      .where('login', '=', 'admin')
      .execute();
    const body = await postingSample(t, resource as never, unitId, admin);
    const later = await send('POST', '/api/stocks-other', body, key);
    expect(later.statusCode, later.body).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    await forgetOldKeys(t.db);
    const left = await t.db.kysely
      .selectFrom('idempotency_key')
      .select('login')
      .where('key', '=', key)
      .execute();
    expect(left.map((k) => k.login).sort()).toEqual(['admin', 'unitadmin']);
    await t.db.kysely
      .updateTable('idempotency_key')
      .set({ created_at: new Date(Date.now() - 25 * 3600_000) })
      .where('login', '=', 'unitadmin')
      .execute();
    await forgetOldKeys(t.db);
    expect(
      await t.db.kysely.selectFrom('idempotency_key').select('login').where('key', '=', key).execute(),
    ).toEqual([{ login: 'admin' }]);
  });
});
