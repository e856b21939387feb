/** The benchmark's large table: `district` grown to any number of rows in a throwaway database. */
import { sql } from 'kysely';
import type { Database } from '../../src/db/index.ts';

/** 1,000,000 districts with 5-character base-36 codes (never clashing with the real `33.20` form). */
export async function growDistricts(db: Database, rows: number): Promise<number> {
  const started = Date.now();
  // Building the indexes and checking the keys once after the load is far faster than row by row.
  const constraints = await sql<{ name: string; definition: string }>`
    SELECT conname AS name, pg_get_constraintdef(oid) AS definition FROM pg_constraint
    WHERE conrelid = 'district'::regclass AND contype IN ('u', 'f')`.execute(db.kysely);
  const indexes = await sql<{ name: string; definition: string }>`
    SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
    WHERE i.tablename = 'district' AND NOT EXISTS (
      SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`.execute(db.kysely);
  for (const c of constraints.rows) {
    await sql`ALTER TABLE district DROP CONSTRAINT ${sql.ref(c.name)}`.execute(db.kysely);
  }
  for (const index of indexes.rows) await sql`DROP INDEX ${sql.ref(index.name)}`.execute(db.kysely);
  const digits = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const chunk = 100_000;
  for (let from = 1; from <= rows; from += chunk) {
    const to = Math.min(rows, from + chunk - 1);
    await sql`
      INSERT INTO district (code, name, district_type, province_id)
      SELECT substr(${digits}, (g / 1679616) % 36 + 1, 1) || substr(${digits}, (g / 46656) % 36 + 1, 1)
               || substr(${digits}, (g / 1296) % 36 + 1, 1) || substr(${digits}, (g / 36) % 36 + 1, 1)
               || substr(${digits}, g % 36 + 1, 1),
             'Bench district ' || md5(g::text),
             CASE WHEN g % 5 = 0 THEN 'KOTA' ELSE 'KABUPATEN' END,
             p.ids[1 + g % array_length(p.ids, 1)]
      FROM generate_series(${from}::int, ${to}::int) AS g,
           (SELECT array_agg(id ORDER BY id) AS ids FROM province) AS p`.execute(db.kysely);
  }
  for (const c of constraints.rows) {
    await sql`ALTER TABLE district ADD CONSTRAINT ${sql.ref(c.name)} ${sql.raw(c.definition)}`.execute(
      db.kysely,
    );
  }
  for (const index of indexes.rows) await sql.raw(index.definition).execute(db.kysely);
  await sql`VACUUM ANALYZE district`.execute(db.kysely);
  return Date.now() - started;
}
