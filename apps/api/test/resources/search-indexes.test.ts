import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { resourceList } from '@vlegal/domain/resources';
import { Kysely, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/index.ts';
import { migrate } from '../../src/db/migrate.ts';
import type { DB } from '../../src/db/schema.ts';
import { ensureSearchIndexes } from '../../src/resources/search-indexes.ts';

/** Building the app on a fresh database takes long on a busy machine (PGlite start, migrations, seeds). */
const SETUP_MS = 180_000;

/** PGlite opened with pg_trgm, behind the parts of `Database` that migrations and seeds use. */
let pglite: PGlite;
let db: Database;

beforeAll(async () => {
  pglite = new PGlite({ extensions: { pg_trgm } });
  await pglite.waitReady;
  const kysely = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  db = {
    kysely,
    dialect: 'pglite',
    async execScript(script: string) {
      await kysely.connection().execute(async () => {
        await pglite.exec(`BEGIN;\n${script}\n;COMMIT;`);
      });
    },
  } as Database;
  await migrate(db);
}, SETUP_MS);
afterAll(async () => {
  await db.kysely.destroy();
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
