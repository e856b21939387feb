import { resourceList } from '@vlegal/domain/resources';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { BASE_TABLE, migratedDatabase } from '../migrated-database.ts';
import { ensureSearchIndexes } from '../../src/engine/search-indexes.ts';

const database = migratedDatabase();

async function trigramIndexes(): Promise<string[]> {
  const rows = await sql<{ name: string }>`
    SELECT indexname AS name FROM pg_indexes WHERE indexdef LIKE '%gin_trgm_ops%'`.execute(database().kysely);
  return rows.rows.map((r) => r.name).sort();
}

describe('trigram indexes of the search columns', () => {
  it('exist for every search field of the registry when pg_trgm is loaded', async () => {
    // A resource read through a view (the units of a company) is searched on its table's indexes.
    const expected = resourceList().flatMap((r) =>
      r.search.map(
        (f) => `${BASE_TABLE[r.table] ?? r.table}_${f.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}_trgm`,
      ),
    );
    expected.sort();
    expect(await trigramIndexes()).toEqual([...new Set(expected)]);
  });

  it('are created again at start-up when missing, and only then', async () => {
    await sql`DROP INDEX country_name_trgm`.execute(database().kysely);
    expect(await ensureSearchIndexes(database())).toBe(1);
    expect(await ensureSearchIndexes(database())).toBe(0);
    expect(await trigramIndexes()).toContain('country_name_trgm');
  });

  it('serve a contains search', async () => {
    await sql`SET enable_seqscan = off`.execute(database().kysely);
    const plan = await sql<{ 'QUERY PLAN': string }>`
      EXPLAIN SELECT id FROM country WHERE name ILIKE '%ndon%'`.execute(database().kysely);
    expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('country_name_trgm');
  });
});
