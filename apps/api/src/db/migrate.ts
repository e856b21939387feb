import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { API_ROOT } from '../config.ts';
import type { Database } from './index.ts';

export const MIGRATIONS_DIR = path.join(API_ROOT, 'migrations');

export interface Migration {
  version: number;
  name: string;
  file: string;
  checksum: string;
  sql: string;
}

/** Reads `NNNN_name.sql` files in version order. */
export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.sql'));
  const migrations: Migration[] = [];
  for (const file of files) {
    const m = /^(\d{4})_([a-z0-9_-]+)\.sql$/i.exec(file);
    if (!m) throw new Error(`Migration file name must be NNNN_name.sql: ${file}`);
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    migrations.push({
      version: Number(m[1]),
      name: m[2] as string,
      file,
      checksum: createHash('sha256').update(text).digest('hex'),
      sql: text,
    });
  }
  migrations.sort((a, b) => a.version - b.version);
  for (let i = 1; i < migrations.length; i++) {
    if (migrations[i]?.version === migrations[i - 1]?.version) {
      throw new Error(`Two migrations share version ${migrations[i]?.version}`);
    }
  }
  return migrations;
}

/** Any fixed number: serialises migration runs of several instances starting at once. */
const MIGRATION_LOCK = 4_716_050;

/**
 * Applies the pending migrations in order, each in its own transaction together with its record in
 * `schema_migration`. Forward-only: an applied file whose content changed stops the start-up.
 */
export async function migrate(db: Database, dir: string = MIGRATIONS_DIR): Promise<Migration[]> {
  await db.execScript(`
    CREATE TABLE IF NOT EXISTS schema_migration (
      version integer PRIMARY KEY,
      name varchar(255) NOT NULL,
      checksum varchar(64) NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    );`);
  const applied: Migration[] = [];
  for (const migration of readMigrations(dir)) {
    const done = await db.kysely
      .selectFrom('schema_migration')
      .select(['version', 'checksum'])
      .where('version', '=', migration.version)
      .executeTakeFirst();
    if (done) {
      if (done.checksum !== migration.checksum) {
        throw new Error(
          `Migration ${migration.file} was changed after it was applied; add a new migration instead.`,
        );
      }
      continue;
    }
    const record = sql`INSERT INTO schema_migration (version, name, checksum) VALUES (${sql.lit(
      migration.version,
    )}, ${sql.lit(migration.name)}, ${sql.lit(migration.checksum)}) ON CONFLICT (version) DO NOTHING`.compile(
      db.kysely,
    ).sql;
    // The lock is taken inside the transaction; a second instance waits, then finds the version recorded.
    const script = `SELECT pg_advisory_xact_lock(${MIGRATION_LOCK});
DO $$ BEGIN IF EXISTS (SELECT 1 FROM schema_migration WHERE version = ${migration.version}) THEN RAISE EXCEPTION 'already-applied'; END IF; END $$;
${migration.sql}
;
${record};`;
    try {
      await db.execScript(script);
      applied.push(migration);
    } catch (err) {
      if (err instanceof Error && err.message.includes('already-applied')) continue;
      throw new Error(`Migration ${migration.file} failed: ${(err as Error).message}`);
    }
  }
  return applied;
}
