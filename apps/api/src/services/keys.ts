import { createHash } from 'node:crypto';
import type { Database } from '../db/index.ts';
import { generatePassword } from './passwords.ts';

export type KeyPurpose = 'ACTIVATION' | 'RESET';

export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** Creates a 20-character key (only its hash is stored); earlier unused keys of the same purpose lapse. */
export async function createKey(
  db: Database,
  userId: number,
  purpose: KeyPurpose,
  hours: number,
): Promise<string> {
  const key = generatePassword(20);
  await db.kysely
    .updateTable('user_key')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
  await db.kysely
    .insertInto('user_key')
    .values({
      key_hash: hashKey(key),
      user_id: userId,
      purpose,
      expires_at: new Date(Date.now() + hours * 3600_000),
    })
    .execute();
  return key;
}

/**
 * Consumes a key: marks it used and returns its user id, or null when unknown, used or expired.
 * The update is conditional, so two concurrent uses cannot both succeed.
 */
export async function consumeKey(db: Database, key: string, purpose: KeyPurpose): Promise<number | null> {
  const row = await db.kysely
    .updateTable('user_key')
    .set({ used_at: new Date() })
    .where('key_hash', '=', hashKey(key))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning('user_id')
    .executeTakeFirst();
  return row ? row.user_id : null;
}

/** The user of a valid (unknown, unused, unexpired) key, without using it up. */
export async function peekKey(db: Database, key: string, purpose: KeyPurpose): Promise<number | null> {
  const row = await db.kysely
    .selectFrom('user_key')
    .select('user_id')
    .where('key_hash', '=', hashKey(key))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return row ? row.user_id : null;
}
