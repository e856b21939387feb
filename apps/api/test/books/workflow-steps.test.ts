/**
 * The generic workflow step (engine/workflow-steps.ts) on the books' cancellations: the steps each caller
 * may take answered per request (never from a page another caller read), the state the caller saw checked,
 * a step nobody declared refused, and the history row written with the step, in its transaction.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.ts';
import { type Books, bookCalls, booksOf, type Json, receipt } from './fixtures.ts';

let t: TestApp;
let b: Books;
const { call, received, refused } = bookCalls(
  () => t,
  () => b,
);

beforeAll(async () => {
  t = await createTestApp();
  b = await booksOf(t);
}, 400_000);
afterAll(async () => {
  expect(t.app.responseValidationFailures).toEqual([]);
  await t.close();
});

const history = (entity: string, id: unknown) =>
  t.db.kysely
    .selectFrom('workflow_step')
    .select(['action', 'from_state', 'to_state', 'login', 'note'])
    .where('entity', '=', entity)
    .where('row_id', '=', Number(id))
    .orderBy('id')
    .execute();

describe('a workflow step', () => {
  it('answers each caller the steps it may take, from the same cached page', async () => {
    const made = await received();
    const list = `/api/import-materials?businessUnitId=${b.unitId}&size=50`;
    const mine = (rows: Json[]) => rows.find((row) => row.id === made.id);
    // The unit administrator cancels; the exporter of the same unit reads the same page and may not.
    const asAdmin = mine((await call('GET', list)).body as unknown as Json[]);
    const asUser = mine(
      (await call('GET', list, undefined, await t.login('exporter'))).body as unknown as Json[],
    );
    expect(asAdmin?.allowedActions).toEqual(['cancel']);
    expect(asUser?.allowedActions).toEqual([]);
    expect(
      (await call('GET', `/api/import-materials/${made.id}`, undefined, await t.login('exporter'))).body,
    ).toMatchObject({ allowedActions: [] });
  });

  it('is refused when the row left the state the caller saw, with the state it is in now', async () => {
    const made = await received();
    const url = `/api/import-materials/${made.id}/cancel`;
    const done = await call('POST', url, { reason: 'Salah input', seenStatus: 'POSTED' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    // A second person, on a page read before the cancellation.
    const stale = await refused(
      'POST',
      url,
      { reason: 'Dobel', seenStatus: 'POSTED' },
      409,
      '/problems/stale-state',
    );
    expect(stale.currentState).toBe('CANCELLED');
    // Without what it saw, the step meets the state itself.
    await refused('POST', url, { reason: 'Dobel' }, 409, '/problems/action-not-allowed');
  });

  it('records who took it, from which state to which, and why, once', async () => {
    const made = await received();
    await call('POST', `/api/import-materials/${made.id}/cancel`, { reason: '  Nota ganda  ' });
    await call('POST', `/api/import-materials/${made.id}/cancel`, { reason: 'Lagi' });
    expect(await history('importMaterial', made.id)).toEqual([
      {
        action: 'cancel',
        from_state: 'POSTED',
        to_state: 'CANCELLED',
        login: 'unitadmin',
        note: 'Nota ganda',
      },
    ]);
  });

  it('is refused to a caller whose roles do not take it, and records nothing', async () => {
    // The exporter reads receipts but does not cancel them (refused by the operation's roles; a step's own
    // narrower roles are the table test's, workflow.test.ts).
    const made = await received();
    await refused(
      'POST',
      `/api/import-materials/${made.id}/cancel`,
      { reason: 'Bukan hak saya' },
      403,
      '/problems/forbidden',
      undefined,
      await t.login('exporter'),
    );
    expect(await history('importMaterial', made.id)).toEqual([]);
  });

  it('admits PUT and DELETE only in the states the table names', async () => {
    const made = await received();
    // A receipt is never corrected (its table has no update) and a posted one is cancelled, not deleted.
    await refused(
      'PUT',
      '/api/import-materials',
      { ...receipt(b), id: made.id },
      409,
      '/problems/action-not-allowed',
    );
    await refused(
      'DELETE',
      `/api/import-materials/${made.id}`,
      undefined,
      409,
      '/problems/action-not-allowed',
    );
  });
});
