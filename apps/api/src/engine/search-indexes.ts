import { resourceList } from '@vlegal/domain/resources';
import { sql } from 'kysely';
import type { Database } from '../db/index.ts';
import { toColumn } from './types.ts';

/**
 * Trigram indexes (pg_trgm, GIN) on every search column of the registry, so `ILIKE '%term%'` does not scan
 * the table (a resource read through a view is searched on its table's own). Idempotent; does nothing where
 * pg_trgm cannot be installed (PGlite opened without it). Returns the number of indexes created by this call.
 */
export async function ensureSearchIndexes(db: Database): Promise<number> {
  const available = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM pg_available_extensions WHERE name = 'pg_trgm'`.execute(db.kysely);
  if (!available.rows[0]?.n) return 0;
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db.kysely);
  const existing = await sql<{ name: string }>`
    SELECT indexname AS name FROM pg_indexes WHERE schemaname = current_schema()`.execute(db.kysely);
  const names = new Set(existing.rows.map((r) => r.name));
  const tables = await sql<{ name: string }>`
    SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()`.execute(db.kysely);
  const indexable = new Set(tables.rows.map((r) => r.name));
  let created = 0;
  for (const resource of resourceList().filter((r) => indexable.has(r.table))) {
    for (const field of resource.search) {
      const column = toColumn(field);
      const name = `${resource.table}_${column}_trgm`;
      if (names.has(name)) continue;
      await sql`CREATE INDEX IF NOT EXISTS ${sql.ref(name)} ON ${sql.table(resource.table)} USING gin (${sql.ref(
        column,
      )} gin_trgm_ops)`.execute(db.kysely);
      created++;
    }
  }
  return created;
}
