import { createHash } from 'node:crypto';
import { type AnyResource, resourceList } from '@vlegal/domain/resources';
import { sql } from 'kysely';
import type { Database } from '../db/index.ts';
import { toColumn } from './types.ts';

/** One b-tree index a filtered list is read from. */
export interface ListIndex {
  table: string;
  name: string;
  columns: readonly string[];
}

/** The column that says whose a row is (its unit, its company, its parent), if any. */
function ownerColumn(resource: AnyResource): string | undefined {
  const owner = resource.owner;
  if (owner.kind === 'none') return undefined;
  return toColumn(owner.kind === 'unit' ? owner.company : owner.field);
}

/**
 * The indexes of the filtered lists, following the declarations (docs/adr/0012-large-lists.md): for every
 * filter of a resource and its owner column, one index per filtered sort (`filteredSorts`), ending with the
 * id, so a filtered page is read in its order from its own rows at any depth instead of sorting the
 * filtered set. A filter that names a row (a reference: a supplier, a stock, a unit) leads its index, as
 * that row belongs to one tenant; a filter of a value every unit has (a status, a type, a flag) follows the
 * owner column, since a unit's users read their own rows. Indexes that would be the same are one.
 */
export function declaredListIndexes(resources: readonly AnyResource[] = resourceList()): ListIndex[] {
  const out = new Map<string, ListIndex>();
  for (const resource of resources) {
    const owner = ownerColumn(resource);
    const kindOf = (field: string) => resource.fields.find((f) => f.name === field)?.kind;
    const filters = [...new Set([...(owner ? [owner] : []), ...Object.keys(resource.filters).map(toColumn)])];
    for (const filter of filters) {
      const field = Object.keys(resource.filters).find((f) => toColumn(f) === filter);
      const lead =
        filter === owner || !owner || (field !== undefined && kindOf(field) === 'reference')
          ? [filter]
          : [owner, filter];
      for (const sort of resource.filteredSorts) {
        const sortColumn = toColumn(sort);
        if (lead.includes(sortColumn)) continue;
        const columns = [...lead, ...(sort === 'id' ? [] : [sortColumn]), 'id'];
        const key = `${resource.table}(${columns.join(',')})`;
        if (out.has(key)) continue;
        const plain = `${resource.table}_${columns.slice(0, -1).join('_')}_list`;
        const name =
          plain.length <= 63
            ? plain
            : `${resource.table.slice(0, 40)}_list_${createHash('sha1').update(key).digest('hex').slice(0, 12)}`;
        out.set(key, { table: resource.table, name, columns });
      }
    }
  }
  return [...out.values()];
}

/**
 * Creates the declared list indexes a table lacks (one whose columns another index already starts with is
 * there). Called at every start-up after the migrations, like the trigram indexes: a declaration's new
 * filter or filtered sort gets its index on the next start. A table read through a view is left to its own
 * resource. Returns the number created.
 */
export async function ensureListIndexes(db: Database): Promise<number> {
  const { rows } = await sql<{ table: string; columns: string[] }>`
    SELECT t.relname AS table, array_agg(a.attname ORDER BY k.ord) AS columns
    FROM pg_index x
    JOIN pg_class t ON t.oid = x.indrelid AND t.relkind = 'r'
    JOIN pg_namespace n ON n.oid = t.relnamespace AND n.nspname = current_schema()
    JOIN pg_class i ON i.oid = x.indexrelid
    JOIN pg_am am ON am.oid = i.relam AND am.amname = 'btree'
    CROSS JOIN LATERAL unnest(x.indkey) WITH ORDINALITY AS k(attnum, ord)
    JOIN pg_attribute a ON a.attrelid = x.indrelid AND a.attnum = k.attnum
    GROUP BY x.indexrelid, t.relname`.execute(db.kysely);
  const tables = await sql<{ name: string }>`
    SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()`.execute(db.kysely);
  const existing = new Set(tables.rows.map((r) => r.name));
  const has = (index: ListIndex) =>
    rows.some((r) => r.table === index.table && index.columns.every((column, i) => r.columns[i] === column));
  let created = 0;
  for (const index of declaredListIndexes()) {
    if (!existing.has(index.table) || has(index)) continue;
    try {
      await sql`CREATE INDEX IF NOT EXISTS ${sql.ref(index.name)} ON ${sql.table(index.table)} (${sql.join(
        index.columns.map((c) => sql.ref(c)),
      )})`.execute(db.kysely);
      created++;
    } catch (error) {
      // Another instance starting at the same time created it first.
      if ((error as { code?: string }).code !== '23505') throw error;
    }
  }
  return created;
}
