import { resourceList } from '@vlegal/domain/resources';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { BASE_TABLE, migratedDatabase } from '../migrated-database.ts';
import { toColumn } from '../../src/engine/types.ts';
import { decisiveSort } from '../../src/engine/repository.ts';
import { engineOperations } from '../../src/engine/declarations.ts';

const database = migratedDatabase();

/** Columns of every b-tree index of a table, in index order (keys, then included columns). */
async function indexColumns(table: string): Promise<{ columns: string[]; keys: number; unique: boolean }[]> {
  const { rows } = await sql<{ columns: string[]; keys: number; unique: boolean }>`
    SELECT array_agg(a.attname ORDER BY k.ord) AS columns, x.indnkeyatts AS keys, x.indisunique AS unique
    FROM pg_index x
    JOIN pg_class i ON i.oid = x.indexrelid
    JOIN pg_am am ON am.oid = i.relam AND am.amname = 'btree'
    CROSS JOIN LATERAL unnest(x.indkey) WITH ORDINALITY AS k(attnum, ord)
    JOIN pg_attribute a ON a.attrelid = x.indrelid AND a.attnum = k.attnum
    WHERE x.indrelid = to_regclass(${table})
    GROUP BY x.indexrelid, x.indnkeyatts, x.indisunique`.execute(database().kysely);
  return rows;
}

describe('indexes of the sortable columns', () => {
  // A resource read from a view (period balances) is ordered by its table's key (stock_month's
  // stock, year and month), not by an index of its own; one that renames a table's columns (the units of
  // a company) by its table's indexes.
  const sortable = resourceList()
    .filter((r) => !['stockInMonth', 'stockInYear'].includes(r.key))
    .flatMap((r) =>
      r.sortable
        .filter((f) => f !== 'id' && r.fields.find((x) => x.name === f)?.kind !== 'boolean')
        .map((f) => [BASE_TABLE[r.table] ?? r.table, toColumn(f)] as const),
    );

  it.each(sortable)('%s.%s is read in list order, with the ids, from an index', async (table, column) => {
    const indexes = await indexColumns(table);
    // (column, id), as keys or with id included: serves ORDER BY column, id in both directions and gives a
    // page's ids without reading the table.
    const served = indexes.some((i) => i.columns[0] === column && i.columns[1] === 'id');
    expect(served, indexes.map((i) => i.columns.join(',')).join(' | ')).toBe(true);
  });

  it('drops the tie-breaker only after a column that is unique and never null', async () => {
    for (const { resource } of engineOperations().filter((op) => op.kind === 'list')) {
      for (const field of resource.sortable) {
        if (field === 'id') continue;
        const sort = decisiveSort(resource, [
          { field, direction: 'desc' },
          { field: 'id', direction: 'asc' },
        ]);
        if (sort.length === 2) continue;
        const { rows } = await sql<{ nullable: boolean }>`
          SELECT NOT attnotnull AS nullable FROM pg_attribute
          WHERE attrelid = to_regclass(${resource.table}) AND attname = ${toColumn(field)}`.execute(
          database().kysely,
        );
        expect(rows[0]?.nullable, `${resource.table}.${field}`).toBe(false);
        const indexes = await indexColumns(resource.table);
        expect(indexes.some((i) => i.unique && i.keys === 1 && i.columns[0] === toColumn(field))).toBe(true);
      }
    }
    const district = engineOperations().find((op) => op.operationId === 'listDistricts')?.resource;
    expect(district).toBeDefined();
    if (!district) return;
    expect(
      decisiveSort(district, [
        { field: 'code', direction: 'desc' },
        { field: 'id', direction: 'asc' },
      ]),
    ).toEqual([{ field: 'code', direction: 'desc' }]);
    expect(
      decisiveSort(district, [
        { field: 'name', direction: 'asc' },
        { field: 'id', direction: 'asc' },
      ]),
    ).toHaveLength(2);
  });
});
