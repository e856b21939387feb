/**
 * The indexes of the filtered lists agree with the declarations: after start-up, every declared filter and
 * owner column of a resource has, for each of its filtered sorts, an index that reads a filtered page in
 * that order (docs/adr/0012-large-lists.md).
 */
import { resourceList } from '@vlegal/domain/resources';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureListIndexes } from '../../src/engine/list-indexes.ts';
import { migratedDatabase } from '../migrated-database.ts';

const database = migratedDatabase();
const column = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

async function indexes(): Promise<{ table: string; name: string; columns: string[] }[]> {
  const { rows } = await sql<{ table: string; name: string; columns: string[] }>`
    SELECT t.relname AS table, i.relname AS name, array_agg(a.attname ORDER BY k.ord) AS columns
    FROM pg_index x
    JOIN pg_class t ON t.oid = x.indrelid
    JOIN pg_class i ON i.oid = x.indexrelid
    CROSS JOIN LATERAL unnest(x.indkey) WITH ORDINALITY AS k(attnum, ord)
    JOIN pg_attribute a ON a.attrelid = x.indrelid AND a.attnum = k.attnum
    GROUP BY t.relname, i.relname`.execute(database().kysely);
  return rows;
}

beforeAll(async () => {
  await ensureListIndexes(database());
});

describe('indexes of the filtered lists', () => {
  /** Every (filter, sort) pair a declaration makes, with the columns its index starts with. */
  const pairs = resourceList()
    // Period balances are read from views over stock_month, the units of a company from business_unit, a
    // V-Legal's history from the step record (by its (entity, row_id, id) index).
    .filter((r) => !['stockInMonth', 'stockInYear', 'companyUnit', 'vlegalHistory'].includes(r.key))
    .flatMap((r) => {
      const owner =
        r.owner.kind === 'none'
          ? undefined
          : column(r.owner.kind === 'unit' ? r.owner.company : r.owner.field);
      const filters = [...new Set([...(owner ? [owner] : []), ...Object.keys(r.filters).map(column)])];
      return filters.flatMap((filter) =>
        r.filteredSorts
          .filter((sort) => column(sort) !== filter)
          .map((sort) => {
            const field = r.fields.find((f) => column(f.name) === filter);
            // A value many units share is read within the caller's unit; a row of one tenant leads.
            const lead =
              owner && filter !== owner && field?.kind !== 'reference' ? [owner, filter] : [filter];
            const columns = [...lead, ...(sort === 'id' ? [] : [column(sort)]), 'id'];
            return [r.table, filter, sort, columns] as const;
          }),
      );
    });

  it('are declared for every resource with filters', () => {
    expect(pairs.length).toBeGreaterThan(100);
    expect(pairs.map(([table, filter, sort]) => `${table}:${filter}:${sort}`)).toEqual(
      expect.arrayContaining([
        'district:province_id:name',
        'import_material:supplier_id:receiptDate',
        'stock_credit:movement_type:movementDate',
      ]),
    );
  });

  it.each(pairs)('%s filtered by %s is read sorted by %s from an index', async (table, _f, _s, columns) => {
    const found = (await indexes()).filter((i) => i.table === table);
    const served = found.some((i) => columns.every((c, n) => i.columns[n] === c));
    expect(served, `${columns.join(',')} among ${found.map((i) => i.columns.join(',')).join(' | ')}`).toBe(
      true,
    );
  });

  it('are created again at start-up when missing, and only then', async () => {
    await sql`DROP INDEX district_province_id_name_list`.execute(database().kysely);
    expect(await ensureListIndexes(database())).toBe(1);
    expect(await ensureListIndexes(database())).toBe(0);
  });

  it("read a deep page of one province's districts in name order without sorting them", async () => {
    const db = database().kysely;
    await sql`SET enable_seqscan = off`.execute(db);
    await sql`SET enable_bitmapscan = off`.execute(db);
    const plan = await sql<{ 'QUERY PLAN': string }>`
      EXPLAIN SELECT id FROM district WHERE province_id = 3 ORDER BY name, id LIMIT 20 OFFSET 400`.execute(
      db,
    );
    await sql`RESET enable_seqscan`.execute(db);
    await sql`RESET enable_bitmapscan`.execute(db);
    const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).toContain('district_province_id_name_list');
    expect(text).not.toMatch(/\bSort\b/);
  });
});
