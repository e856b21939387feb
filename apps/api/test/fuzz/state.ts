/**
 * What a request changed in the database: a row trigger on every table notes each inserted, updated or
 * deleted row in `fuzz_change`, inside the writer's transaction (a rolled-back write leaves no note).
 * Reading the newest note's id after a request tells whether it stored anything, at the cost of one query.
 */
import { sql } from 'kysely';
import type { Database } from '../../src/db/index.ts';

/**
 * Tables a refused request may write to by design: the audit trail (denials are audited) and the rate-limit
 * counters. A token's `last_seen_at` is bookkeeping of every authenticated call and is ignored as well.
 */
const BOOKKEEPING = ['audit_event', 'rate_limit_counter'];

export interface ChangeLog {
  /** Id of the newest note. */
  mark(): Promise<number>;
  /** `table operation` of every note after the mark. */
  since(mark: number): Promise<string[]>;
}

export async function installChangeLog(db: Database): Promise<ChangeLog> {
  await sql`CREATE TABLE fuzz_change (id bigserial PRIMARY KEY, name text NOT NULL, operation text NOT NULL)`.execute(
    db.kysely,
  );
  await sql`
    CREATE FUNCTION fuzz_note_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_TABLE_NAME = 'user_token' AND TG_OP = 'UPDATE'
         AND to_jsonb(OLD) - 'last_seen_at' = to_jsonb(NEW) - 'last_seen_at' THEN
        RETURN NULL;
      END IF;
      INSERT INTO fuzz_change (name, operation) VALUES (TG_TABLE_NAME, TG_OP);
      RETURN NULL;
    END $$`.execute(db.kysely);
  const tables = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`.execute(db.kysely);
  for (const { name } of tables.rows) {
    if (name === 'fuzz_change' || BOOKKEEPING.includes(name)) continue;
    await sql`CREATE TRIGGER fuzz_note_change AFTER INSERT OR UPDATE OR DELETE ON ${sql.table(name)}
      FOR EACH ROW EXECUTE FUNCTION fuzz_note_change()`.execute(db.kysely);
  }
  return {
    async mark() {
      const r = await sql<{ id: string | number | null }>`SELECT max(id) AS id FROM fuzz_change`.execute(
        db.kysely,
      );
      return Number(r.rows[0]?.id ?? 0);
    },
    async since(mark) {
      const r = await sql<{ name: string; operation: string }>`
        SELECT name, operation FROM fuzz_change WHERE id > ${mark} ORDER BY id`.execute(db.kysely);
      return r.rows.map((c) => `${c.operation} ${c.name}`);
    },
  };
}
