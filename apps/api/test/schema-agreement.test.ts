/**
 * The contract (through the registry's generated field facts), the registry and the migrated database say
 * the same of every resource: its columns, their types, lengths, scales, NOT NULL and defaults, the enum
 * checks, the unique keys and the references. Also: every table of the database is in the typed schema.
 */
import { type AnyResource, resourceList } from '@vlegal/domain/resources';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migratedDatabase } from './migrated-database.ts';
import { TABLES } from '../src/db/schema.ts';
import { toColumn } from '../src/engine/types.ts';
import { tableOfTarget } from '../src/engine/declarations.ts';

const database = migratedDatabase();

interface Column {
  column_name: string;
  data_type: string;
  character_maximum_length: number | null;
  numeric_scale: number | null;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
}

async function columnsOf(table: string): Promise<Map<string, Column>> {
  const { rows } = await sql<Column>`
    SELECT column_name, data_type, character_maximum_length, numeric_scale, is_nullable, column_default
    FROM information_schema.columns WHERE table_schema = 'public' AND table_name = ${table}`.execute(
    database().kysely,
  );
  return new Map(rows.map((row) => [row.column_name, row]));
}

/** `UNIQUE (a, b)`, `FOREIGN KEY (a) REFERENCES t(id)`, `CHECK (...)` of a table. */
async function constraintsOf(table: string): Promise<{ type: string; definition: string }[]> {
  const { rows } = await sql<{ type: string; definition: string }>`
    SELECT contype AS type, pg_get_constraintdef(oid) AS definition
    FROM pg_constraint WHERE conrelid = to_regclass(${table})`.execute(database().kysely);
  return rows;
}

const DATA_TYPE: Record<AnyResource['fields'][number]['kind'], string> = {
  string: 'character varying',
  enum: 'character varying',
  integer: 'integer',
  reference: 'integer',
  decimal: 'numeric',
  boolean: 'boolean',
  date: 'date',
  timestamp: 'timestamp with time zone',
  file: 'text',
};

/** The fields kept in columns: all but those the server computes on every read. */
const stored = (resource: AnyResource) => resource.fields.filter((field) => !field.computed);

/** Column lists of a constraint definition: `UNIQUE (country_id, code)` -> `country_id,code`. */
const columnList = (definition: string) => /\(([^)]*)\)/.exec(definition)?.[1]?.replace(/\s/g, '') ?? '';

/** A resource computed by a view (period balances): no storage of its own to constrain. */
async function isView(table: string): Promise<boolean> {
  const { rows } = await sql`
    SELECT 1 FROM information_schema.views WHERE table_schema = 'public' AND table_name = ${table}`.execute(
    database().kysely,
  );
  return rows.length > 0;
}

describe.each(resourceList().map((resource) => [resource.key, resource] as const))('%s', (_, resource) => {
  it('has exactly the columns of its fields, typed, sized and nullable as the contract says', async () => {
    const columns = await columnsOf(resource.table);
    const view = await isView(resource.table);
    expect([...columns.keys()].sort()).toEqual(
      ['id', ...stored(resource).map((f) => toColumn(f.name))].sort(),
    );
    for (const field of stored(resource)) {
      const column = columns.get(toColumn(field.name))!;
      const where = `${resource.table}.${column.column_name}`;
      expect(column.data_type, where).toBe(DATA_TYPE[field.kind]);
      if (field.kind === 'string') expect(column.character_maximum_length, where).toBe(field.maxLength);
      if (field.kind === 'enum')
        expect(column.character_maximum_length, where).toBeGreaterThanOrEqual(
          Math.max(...(field.values ?? []).map((value) => value.length)),
        );
      if (field.kind === 'decimal') expect(column.numeric_scale, where).toBe(field.scale);
      // An instant the database stamps (`created_date DEFAULT now()`) is always there, though never required.
      const stampedByDatabase =
        field.readOnly === true && field.kind === 'timestamp' && column.column_default === 'now()';
      const alwaysPresent = field.required || field.default !== undefined || stampedByDatabase;
      // A view's columns are all nullable; a read-only field the server fills on every write (a receipt's
      // number, a stock's balance) may be NOT NULL with a starting value the contract cannot state.
      if (view) continue;
      if (!field.readOnly || alwaysPresent)
        expect(column.is_nullable, where).toBe(alwaysPresent ? 'NO' : 'YES');
      // A text default reads back as `'NONE'::character varying`.
      const stored = column.column_default?.replace(/^'(.*)'::[a-z ]+$/, '$1');
      if (field.default !== undefined) expect(stored, where).toBe(String(field.default));
      else if (!stampedByDatabase && !field.readOnly) expect(column.column_default, where).toBeNull();
    }
  });

  it('checks the enum values of the contract', async () => {
    const checks = (await constraintsOf(resource.table)).filter((c) => c.type === 'c');
    for (const field of stored(resource).filter((f) => f.kind === 'enum')) {
      const column = toColumn(field.name);
      const check = checks.find(
        (c) => c.definition.includes(`(${column})::text`) && c.definition.includes('ANY'),
      );
      expect(check, `${resource.table}.${column}`).toBeDefined();
      const values = [...(check?.definition.matchAll(/'([^']*)'::/g) ?? [])].map((m) => m[1]);
      expect(values.sort(), `${resource.table}.${column}`).toEqual([...(field.values ?? [])].sort());
    }
  });

  it('has the unique keys of the registry, and no other', async () => {
    const unique = (await constraintsOf(resource.table))
      .filter((c) => c.type === 'u')
      .map((c) => columnList(c.definition))
      .sort();
    const declared = resource.unique
      .map((key) => (typeof key === 'string' ? [key] : key).map(toColumn).join(','))
      .sort();
    expect(unique).toEqual(declared);
  });

  it('has a foreign key for every reference of the contract, and no other', async () => {
    // A view's references hold through the table it reads (stock_month).
    if (await isView(resource.table)) return;
    const foreign = (await constraintsOf(resource.table))
      .filter((c) => c.type === 'f')
      .map((c) => {
        const target = /REFERENCES (\w+)\(id\)/.exec(c.definition)?.[1];
        return `${columnList(c.definition)}->${target}`;
      })
      .sort();
    const declared = Object.entries(resource.references)
      .map(([field, target]) => `${toColumn(field)}->${tableOfTarget(String(target))}`)
      .sort();
    expect(foreign).toEqual(declared);
  });
});

it('every table and view of the database is in the typed schema', async () => {
  const { rows } = await sql<{ table_name: string }>`
    SELECT table_name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type IN ('BASE TABLE', 'VIEW')`.execute(database().kysely);
  expect(rows.map((row) => row.table_name).sort()).toEqual([...TABLES].sort());
});
