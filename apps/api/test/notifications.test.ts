/**
 * The delivery barrier the principal cache relies on (docs/adr/0005-tokens-and-revocation.md): once
 * `db.sync()` resolves, every notification of a transaction committed before the call has reached the
 * listeners. On PostgreSQL the notifications come from another connection, as from another instance.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../src/db/index.ts';
import { TEST_PG_URL, usePostgres } from './harness.ts';

let db: Database;
let sender: { notify(payload: string): Promise<void>; close(): Promise<void> };

beforeAll(async () => {
  if (usePostgres) {
    db = await createDatabase({ databaseUrl: TEST_PG_URL, pgliteDir: null, poolSize: 2 });
    const client = new pg.Client({ connectionString: TEST_PG_URL });
    await client.connect();
    sender = {
      async notify(payload) {
        await client.query('BEGIN');
        await client.query("SELECT pg_notify('vlegal_sync_test', $1)", [payload]);
        await client.query('COMMIT');
      },
      close: () => client.end(),
    };
  } else {
    db = await createDatabase({ databaseUrl: null, pgliteDir: null });
    sender = {
      notify: (payload) => db.notify('vlegal_sync_test', payload),
      close: async () => undefined,
    };
  }
});
afterAll(async () => {
  await sender.close();
  await db.close();
});

describe('db.sync()', () => {
  it('resolves only after the notifications committed before it reached the listeners', async () => {
    const received: string[] = [];
    const unlisten = await db.listen('vlegal_sync_test', (payload) => received.push(payload));
    try {
      for (let i = 0; i < 200; i++) {
        await sender.notify(String(i));
        await db.sync();
        expect(received.at(-1)).toBe(String(i));
      }
      // Many callers at once share round trips and all see everything committed before they called.
      await sender.notify('many');
      await Promise.all(
        Array.from({ length: 50 }, async () => {
          await db.sync();
          expect(received.at(-1)).toBe('many');
        }),
      );
    } finally {
      await unlisten();
    }
  });
});
