import { resourceList } from '@vlegal/domain/resources';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../src/db/index.ts';
import { migrate } from '../../src/db/migrate.ts';
import { ensureSearchIndexes } from '../../src/engine/search-indexes.ts';

/** Building the app on a fresh database takes long on a busy machine (PGlite start, migrations, seeds). */
const SETUP_MS = 180_000;

/** The embedded database the API runs on (with pg_trgm), migrated. */
let db: Database;

beforeAll(async () => {
  db = await createDatabase({ databaseUrl: null, pgliteDir: null });
  await migrate(db);
}, SETUP_MS);
afterAll(async () => {
  await db.close();
});

async function trigramIndexes(): Promise<string[]> {
  const rows = await sql<{ name: string }>`
    SELECT indexname AS name FROM pg_indexes WHERE indexdef LIKE '%gin_trgm_ops%'`.execute(db.kysely);
  return rows.rows.map((r) => r.name).sort();
}

describe('trigram indexes of the search columns', () => {
  it('exist for every search field of the registry when pg_trgm is loaded', async () => {
    const expected = resourceList()
      .flatMap((r) =>
        r.search.map((f) => `${r.table}_${f.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}_trgm`),
      )
      .sort();
    expect(await trigramIndexes()).toEqual(expected);
  });

  it('are created again at start-up when missing, and only then', async () => {
    await sql`DROP INDEX country_name_trgm`.execute(db.kysely);
    expect(await ensureSearchIndexes(db)).toBe(1);
    expect(await ensureSearchIndexes(db)).toBe(0);
    expect(await trigramIndexes()).toContain('country_name_trgm');
  });

  it('serve a contains search', async () => {
    await sql`SET enable_seqscan = off`.execute(db.kysely);
    const plan = await sql<{ 'QUERY PLAN': string }>`
      EXPLAIN SELECT id FROM country WHERE name ILIKE '%ndon%'`.execute(db.kysely);
    expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('country_name_trgm');
  });
});
