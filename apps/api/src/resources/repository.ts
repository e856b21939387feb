import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { Database } from '../db/index.ts';
import type { EngineResource, FilterOp, SortSpec } from './model.ts';
import { columnOf } from './model.ts';
import { tableOfTarget } from './registry.ts';

type Row = Record<string, unknown>;
type AnyDB = Record<string, Row>;
type Eb = ExpressionBuilder<AnyDB, string>;

/** One condition of a list: a field compared with a value, or a text matched against several fields. */
export type Condition =
  | { field: string; op: FilterOp; value: unknown }
  | { anyOf: readonly string[]; contains: string }
  /** Only rows whose field is null or one of the ids (ownership by business unit). */
  | { field: string; nullOrIn: readonly number[] };

export interface ListQuery {
  page: number;
  size: number;
  sort: readonly SortSpec[];
  conditions: readonly Condition[];
}

export interface Page {
  rows: Row[];
  total: number;
}

/** `%`, `_` and `\` stand for themselves in a LIKE pattern. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function conditionExpression(resource: EngineResource, eb: Eb, c: Condition): Expression<SqlBool> {
  if ('anyOf' in c) {
    const pattern = `%${likeEscape(c.contains)}%`;
    return eb.or(c.anyOf.map((f) => eb(columnOf(resource, f), 'ilike', pattern)));
  }
  const column = columnOf(resource, c.field);
  if ('nullOrIn' in c) {
    return c.nullOrIn.length === 0
      ? eb(column, 'is', null)
      : eb.or([eb(column, 'is', null), eb(column, 'in', [...c.nullOrIn])]);
  }
  switch (c.op) {
    case 'eq':
      return eb(column, '=', c.value);
    case 'in':
      return eb(column, 'in', c.value as unknown[]);
    case 'contains':
      return eb(column, 'ilike', `%${likeEscape(String(c.value))}%`);
    case 'prefix':
      return eb(column, 'ilike', `${likeEscape(String(c.value))}%`);
  }
}

/** Database row -> API object (camelCase, every field present, nulls kept). */
export function toApi(resource: EngineResource, row: Row): Row {
  const out: Row = { id: row.id };
  for (const f of resource.fields) out[f.name] = row[f.column] ?? null;
  return out;
}

/** API object -> column values for the fields present in it (read-only fields never written). */
export function toColumns(resource: EngineResource, body: Row): Row {
  const out: Row = {};
  for (const f of resource.fields) {
    if (f.readOnly || !(f.name in body) || body[f.name] === undefined) continue;
    out[f.column] = body[f.name];
  }
  return out;
}

/**
 * The one repository of the master data: list, read, write and delete any registered resource. Table and
 * column names come from the registry (never from the request); values are always bound parameters.
 */
export class ResourceRepository {
  private readonly kysely: Kysely<AnyDB>;
  private readonly parallel: boolean;

  constructor(db: Database) {
    this.kysely = db.kysely as unknown as Kysely<AnyDB>;
    // PGlite has one connection: the count and the page would only queue behind each other.
    this.parallel = db.dialect === 'postgres';
  }

  private columns(resource: EngineResource): string[] {
    return ['id', ...resource.fields.map((f) => f.column)];
  }

  async list(resource: EngineResource, query: ListQuery): Promise<Page> {
    const where = (eb: Eb) => eb.and(query.conditions.map((c) => conditionExpression(resource, eb, c)));
    const countQuery = this.kysely
      .selectFrom(resource.table)
      .where(where)
      .select((eb) => eb.fn.countAll<number>().as('total'));
    let pageQuery = this.kysely.selectFrom(resource.table).where(where).select(this.columns(resource));
    for (const s of query.sort) pageQuery = pageQuery.orderBy(columnOf(resource, s.field), s.direction);
    pageQuery = pageQuery.limit(query.size).offset(query.page * query.size);
    if (this.parallel) {
      const [count, rows] = await Promise.all([countQuery.executeTakeFirstOrThrow(), pageQuery.execute()]);
      return { rows: rows.map((r) => toApi(resource, r)), total: Number(count.total) };
    }
    // One connection: read the page first; a page that is not full tells the total without counting.
    const offset = query.page * query.size;
    const rows = await pageQuery.execute();
    const total =
      rows.length > 0 && rows.length < query.size
        ? offset + rows.length
        : rows.length === 0 && offset === 0
          ? 0
          : Number((await countQuery.executeTakeFirstOrThrow()).total);
    return { rows: rows.map((r) => toApi(resource, r)), total };
  }

  async findById(
    resource: EngineResource,
    id: number,
    conditions: readonly Condition[] = [],
  ): Promise<Row | null> {
    const row = await this.kysely
      .selectFrom(resource.table)
      .select(this.columns(resource))
      .where('id', '=', id)
      .where((eb) => eb.and(conditions.map((c) => conditionExpression(resource, eb, c))))
      .executeTakeFirst();
    return row ? toApi(resource, row) : null;
  }

  async insert(resource: EngineResource, body: Row): Promise<Row> {
    const values = toColumns(resource, body);
    const base = this.kysely.insertInto(resource.table);
    const query = Object.keys(values).length ? base.values(values) : base.defaultValues();
    const row = await query.returning(this.columns(resource)).executeTakeFirstOrThrow();
    return toApi(resource, row);
  }

  async update(resource: EngineResource, id: number, body: Row): Promise<Row | null> {
    const values = toColumns(resource, body);
    if (Object.keys(values).length === 0) return this.findById(resource, id);
    const row = await this.kysely
      .updateTable(resource.table)
      .set(values)
      .where('id', '=', id)
      .returning(this.columns(resource))
      .executeTakeFirst();
    return row ? toApi(resource, row) : null;
  }

  /** Deletes the row; false when there was none. A row still referred to raises the database's FK error. */
  async delete(resource: EngineResource, id: number): Promise<boolean> {
    const result = await this.kysely.deleteFrom(resource.table).where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Id of another row holding the same values for the fields (null values never collide). */
  async duplicateOf(resource: EngineResource, values: Row, fields: readonly string[], exceptId?: number) {
    let q = this.kysely.selectFrom(resource.table).select('id');
    for (const f of fields) q = q.where(columnOf(resource, f), '=', values[f]);
    if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
    const row = await q.limit(1).executeTakeFirst();
    return row ? Number(row.id) : null;
  }

  /** Whether the row a reference field points to exists. */
  async targetExists(target: string, id: number): Promise<boolean> {
    const row = await this.kysely
      .selectFrom(tableOfTarget(target))
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    return row !== undefined;
  }
}
