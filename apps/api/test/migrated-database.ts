/** The embedded database the API runs on (PGlite with pg_trgm), migrated once for a test file. */
import { afterAll, beforeAll } from 'vitest';
import { createDatabase, type Database } from '../src/db/index.ts';
import { migrate } from '../src/db/migrate.ts';

/** Building a migrated database takes long on a busy machine. */
const SETUP_MS = 180_000;

/** Opens and migrates a database before the file's tests and closes it after them; call in the file's body. */
export function migratedDatabase(): () => Database {
  let db: Database | undefined;
  beforeAll(async () => {
    db = await createDatabase({ databaseUrl: null, pgliteDir: null });
    await migrate(db);
  }, SETUP_MS);
  afterAll(async () => {
    await db?.close();
  });
  return () => {
    if (!db) throw new Error('the database opens before the tests');
    return db;
  };
}

/** The table behind each view a resource reads (apps/api/migrations): it holds the view's indexes. */
export const BASE_TABLE: Readonly<Record<string, string>> = { company_unit: 'business_unit' };
