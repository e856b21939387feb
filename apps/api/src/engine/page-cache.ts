/**
 * List pages kept per instance until their table changes. Master data is read on nearly every screen (pick
 * lists, reference labels) and written rarely, so an instance answers a page it has seen without asking
 * the database again. The same guarantee as kept principals (docs/adr/0005-tokens-and-revocation.md):
 * statement-level triggers (migration 0014) announce every committed change of a table on the channel
 * `vlegal_rows`; a request reads a kept page only after its barrier (`db.sync()`) has resolved, so a write
 * answered on any instance shows on the very next list on every instance. See docs/adr/0014-kept-pages.md.
 */
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../db/index.ts';

/** Channel of migration 0014: the payload is the changed table's name. */
export const ROWS_CHANNEL = 'vlegal_rows';
/** Pages kept per instance; the least recently used leaves first. */
const MAX_PAGES = 2_000;

export interface KeptPage<P> {
  /**
   * The page under `key` (its conditions, sort, page and size) of the rows of `tables` (the resource's
   * table, and the tables of the parents that own its rows), read or loaded.
   */
  page(tables: readonly string[], key: string, seen: Promise<boolean>, load: () => Promise<P>): Promise<P>;
  /** Pages kept now, loads since the start, and the tables announcing their changes (tests, metrics). */
  stats(): { pages: number; loads: number; announced: readonly string[] };
  close(): Promise<void>;
}

/** The tables whose changes are announced on `vlegal_rows`: only their pages may be kept. */
async function announcingTables(db: Database): Promise<Set<string>> {
  const { rows } = await sql<{ table: string }>`
    SELECT DISTINCT c.relname AS table FROM pg_trigger t
    JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_proc p ON p.oid = t.tgfoid
    WHERE p.proname = 'rows_changed' AND NOT t.tgisinternal`.execute(db.kysely);
  return new Set(rows.map((r) => r.table));
}

/** With `keep` false nothing is kept: every list reads the database (KEEP_LIST_PAGES=false). */
export async function createPageCache<P>(
  db: Database,
  log: FastifyBaseLogger,
  keep = true,
): Promise<KeptPage<P>> {
  const tables = keep ? await announcingTables(db) : new Set<string>();
  const pages = new Map<string, { tables: readonly string[]; value: P }>();
  /** Per table, raised by every change: a load that started before one is not kept. */
  const generations = new Map<string, number>();
  let loads = 0;
  let listening = true;

  const forget = (table: string | null) => {
    if (table === null) {
      for (const name of tables) generations.set(name, (generations.get(name) ?? 0) + 1);
      pages.clear();
      return;
    }
    generations.set(table, (generations.get(table) ?? 0) + 1);
    for (const [key, kept] of pages) if (kept.tables.includes(table)) pages.delete(key);
  };
  const unlisten = await db.listen(
    ROWS_CHANNEL,
    (payload) => forget(tables.has(payload) ? payload : null),
    () => forget(null),
  );

  return {
    async page(read, key, seen, load) {
      if (!read.every((table) => tables.has(table))) return load();
      const synced = await seen;
      if (!synced) {
        // Changes may be unseen: nothing kept is trusted until listening works again.
        if (listening) log.warn('row changes not received; lists read from the database');
        listening = false;
        forget(null);
        loads++;
        return load();
      }
      listening = true;
      const id = `${read.join(',')}\u0000${key}`;
      const kept = pages.get(id);
      if (kept) {
        // Least recently used leaves first: a hit moves to the end.
        pages.delete(id);
        pages.set(id, kept);
        return kept.value;
      }
      const generation = () => read.map((table) => generations.get(table) ?? 0).join(',');
      const started = generation();
      loads++;
      const value = await load();
      if (generation() === started) {
        if (pages.size >= MAX_PAGES) pages.delete(pages.keys().next().value as string);
        pages.set(id, { tables: read, value });
      }
      return value;
    },
    stats() {
      return { pages: pages.size, loads, announced: [...tables].sort() };
    },
    async close() {
      pages.clear();
      await unlisten();
    },
  };
}
