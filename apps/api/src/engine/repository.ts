import { likePattern } from '@vlegal/domain/lists';
import { businessToday } from '@vlegal/domain/unit-validity';
import {
  type CompiledQuery,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import {
  boundedCount,
  EXACT_COUNT_MAX,
  estimatedTotal,
  exactTotal,
  plannedRows,
  tableRows,
} from '../db/count.ts';
import type { Database } from '../db/index.ts';
import type { EngineLink, EngineResource, FilterOp, SortSpec, Row } from './types.ts';
import { columnOf, toColumn } from './types.ts';
import { tableOfTarget } from './declarations.ts';

type AnyDB = Record<string, Row>;
type Eb = ExpressionBuilder<AnyDB, string>;
// biome-ignore lint/suspicious/noExplicitAny: queries over any registered table
type AnySelect = SelectQueryBuilder<any, any, any>;

/** One condition of a list: a field compared with a value, or a text matched against several fields. */
export type Condition =
  | { field: string; op: FilterOp; value: unknown }
  | { anyOf: readonly string[]; contains: string }
  /** Only rows whose field is one of the ids, or also null with `orNull` (ownership). */
  | { field: string; ownedBy: readonly number[]; orNull: boolean }
  /** Only rows whose field refers to a row of `parent` that meets `where` (ownership through a parent). */
  | { field: string; parent: EngineResource; where: readonly Condition[] }
  /** Rows meeting every condition of at least one of the sets. */
  | { either: readonly (readonly Condition[])[] }
  /** Only rows linked to the party `partyId` in the link table (a supplier's products). */
  | { linkedTo: { table: string; partyColumn: string; itemColumn: string; partyId: number } };

export interface ListQuery {
  page: number;
  size: number;
  sort: readonly SortSpec[];
  conditions: readonly Condition[];
}

/** One page of a list: its rows and the item count (`X-Total-Count`). */
export interface Page {
  rows: readonly Row[];
  total: number;
  /** `total` is PostgreSQL's estimate, not a count (docs/adr/0012-large-lists.md). */
  estimated: boolean;
}

/** List statements kept compiled, and lists kept known as large (the oldest leave first). */
const MAX_KEPT = 1_000;
/** How long a list found large is answered with its estimate before it is counted again. */
const LARGE_TTL_MS = 10_000;
/**
 * A search first walks the list in its order and stops at the page (`walk`): at least WALK_MIN rows, WALK_PER
 * row of the page and those before it, at most WALK_MAX; a term too rare to fill the page within that goes
 * to its trigram indexes instead.
 */
const WALK_MIN = 2_000;
const WALK_PER = 50;
const WALK_MAX = 50_000;

function remember<V>(map: Map<string, V>, key: string, value: V): void {
  if (map.size >= MAX_KEPT) map.delete(map.keys().next().value as string);
  map.set(key, value);
}

function conditionExpression(resource: EngineResource, eb: Eb, c: Condition): Expression<SqlBool> {
  if ('either' in c) {
    return eb.or(c.either.map((all) => eb.and(all.map((w) => conditionExpression(resource, eb, w)))));
  }
  if ('linkedTo' in c) {
    const { table, partyColumn, itemColumn, partyId } = c.linkedTo;
    const linked = eb
      .selectFrom(table)
      .select(sql.ref(`${table}.${itemColumn}`).as('id'))
      .where(partyColumn, '=', partyId);
    return eb(sql.ref(`${resource.table}.id`), 'in', linked);
  }
  if ('anyOf' in c) {
    const pattern = likePattern(c.contains);
    return eb.or(c.anyOf.map((f) => eb(columnOf(resource, f), 'ilike', pattern)));
  }
  const column = columnOf(resource, c.field);
  if ('ownedBy' in c) {
    const owned = c.ownedBy.length === 0 ? eb.lit(false) : eb(column, 'in', [...c.ownedBy]);
    return c.orNull ? eb.or([eb(column, 'is', null), owned]) : owned;
  }
  if ('parent' in c) {
    const { parent, where } = c;
    const owners = eb
      .selectFrom(parent.table)
      .select(sql.ref(`${parent.table}.id`).as('id'))
      .where((inner: Eb) => inner.and(where.map((w) => conditionExpression(parent, inner, w))));
    return eb(sql.ref(`${resource.table}.${column}`), 'in', owners);
  }
  switch (c.op) {
    case 'eq':
      return eb(column, '=', c.value);
    case 'in':
      return eb(column, 'in', c.value as unknown[]);
    case 'contains':
      return eb(column, 'ilike', likePattern(String(c.value)));
    case 'prefix':
      return eb(column, 'ilike', likePattern(String(c.value), 'prefix'));
  }
}

/**
 * The sort without the keys after one that is unique on its own and never null (they cannot change the
 * order): `code desc, id` is `code desc`, which an index on `code` reads backwards without sorting.
 */
export function decisiveSort(resource: EngineResource, sort: readonly SortSpec[]): readonly SortSpec[] {
  const end = sort.findIndex(
    (s) =>
      s.field === 'id' ||
      (resource.fieldsByName.get(s.field)?.required === true &&
        resource.unique.some((key) => key.length === 1 && key[0] === s.field)),
  );
  return end < 0 ? sort : sort.slice(0, end + 1);
}

/** Database row -> API object (camelCase, every field present, nulls kept, computed fields derived). */
export function toApi(resource: EngineResource, row: Row): Row {
  const out: Row = { id: row.id };
  for (const f of resource.fields) {
    const value = f.computed ? null : (row[f.column] ?? null);
    out[f.name] =
      value instanceof Date
        ? value.toISOString()
        : f.kind === 'number' && !f.exact && value !== null
          ? Number(value)
          : value;
  }
  if (resource.computed.length) {
    const today = businessToday();
    for (const [name, compute] of resource.computed) out[name] = compute(out, today) ?? null;
  }
  if (resource.allowedWhen.length)
    out.allowedActions = resource.allowedWhen.filter(([, allows]) => allows(out)).map(([name]) => name);
  return out;
}

/** API object -> column values for the fields present in it (read-only fields never written). */
export function toColumns(resource: EngineResource, body: Row, stamp: Row = {}): Row {
  const out: Row = {};
  for (const f of resource.fields) {
    if (f.name in stamp) out[f.column] = stamp[f.name];
    else if (f.readOnly || !(f.name in body) || body[f.name] === undefined) continue;
    else out[f.column] = body[f.name];
  }
  return out;
}

/**
 * The one repository of the registered resources: list, read, write and delete any of them. Table and
 * column names come from the registry (never from the request); values are always bound parameters.
 */
export class ResourceRepository {
  private readonly kysely: Kysely<AnyDB>;
  private readonly db: Database;
  private readonly statements: Map<string, CompiledQuery>;
  /** Lists found larger than EXACT_COUNT_MAX (table and conditions): their estimate, and until when. */
  private readonly large: Map<string, { estimate: number; until: number }>;

  constructor(db: Database, shared?: ResourceRepository) {
    this.kysely = db.kysely as unknown as Kysely<AnyDB>;
    this.db = db;
    this.statements = shared?.statements ?? new Map();
    this.large = shared?.large ?? new Map();
  }

  /** The same repository inside the caller's transaction (`inTransaction`): its reads and writes go there. */
  within(tx: Database): ResourceRepository {
    return new ResourceRepository(tx, this);
  }

  /** Stored columns; without `files`, those of file contents are left out (list rows carry none). */
  private columns(resource: EngineResource, files = true): string[] {
    return [
      'id',
      ...resource.fields.filter((f) => !f.computed && (files || f.kind !== 'blob')).map((f) => f.column),
    ];
  }

  /**
   * One page and its item count in one prepared statement: the page, and a count of the matching rows
   * that stops one past EXACT_COUNT_MAX. Above that, the count is PostgreSQL's estimate, and for a few
   * seconds the same list (same table and conditions) is not counted again: it would only be found large
   * again. A page past the first reads the ids of its rows from the index of the sort, then only those
   * rows (a deep page does not fetch every row it skips).
   */
  async list(resource: EngineResource, query: ListQuery): Promise<Page> {
    const offset = query.page * query.size;
    const sizeKey = `${resource.key}\u0000${JSON.stringify(query.conditions)}`;
    const known = this.large.get(sizeKey);
    const large = known && known.until > Date.now() ? known : undefined;
    const text = query.conditions.find((c) => 'anyOf' in c);
    if (text) {
      const walked = await this.walk(resource, query, text, sizeKey, large?.estimate);
      if (walked) return walked;
    }
    const counting = large === undefined;
    // The same list asked again (a pick-list, the first page) reuses its statement, built once.
    const key = `${resource.key}\u0000${counting}\u0000${JSON.stringify(query)}`;
    let statement = this.statements.get(key);
    if (!statement) {
      statement = this.listStatement(resource, query, counting);
      remember(this.statements, key, statement);
    }
    const result = await this.db.prepared<Row>(statement);
    const counted = counting ? Number(result[0]?.__counted ?? 0) : null;
    const rows = counting ? result.filter((r) => r.id !== null) : result;
    const facts = { offset, size: query.size, rows: rows.length, counted };
    const exact = exactTotal(facts);
    const mapped = rows.map((r) => toApi(resource, r));
    if (exact !== null) return { rows: mapped, total: exact, estimated: false };
    let estimate = large?.estimate;
    if (estimate === undefined) {
      estimate =
        (query.conditions.length === 0 ? await tableRows(this.kysely, resource.table) : null) ??
        (await plannedRows(this.kysely, this.matching(resource, query.conditions)));
      remember(this.large, sizeKey, { estimate, until: Date.now() + LARGE_TTL_MS });
    }
    return { rows: mapped, ...estimatedTotal(facts, estimate) };
  }

  /**
   * A search for a common term, answered from the list in its order (docs/adr/0012-large-lists.md): the rows
   * of the other conditions are walked in the sort's index, numbered, and matched against the text until the
   * page is full, so the walk stops at the page instead of collecting and sorting every match. The item
   * count is then estimated from how far the walk went (matches per row walked times the rows of the other
   * conditions); when that is within the bound of exact counts, or the page did not fill within the walk (a
   * rare term: its trigram indexes find it fast), null: the list is read and counted as any other.
   */
  private async walk(
    resource: EngineResource,
    query: ListQuery,
    text: Condition,
    sizeKey: string,
    knownEstimate: number | undefined,
  ): Promise<Page | null> {
    const table = resource.table;
    const offset = query.page * query.size;
    const wanted = offset + query.size;
    const budget = Math.min(WALK_MAX, Math.max(WALK_MIN, WALK_PER * wanted));
    const rest = query.conditions.filter((c) => c !== text);
    const sort = decisiveSort(resource, query.sort);
    const order = (qualifier: string) =>
      sql.join(
        sort.map(
          (s) => sql`${sql.ref(`${qualifier}.${columnOf(resource, s.field)}`)} ${sql.raw(s.direction)}`,
        ),
      );
    const columns = this.columns(resource, false).map((c) => sql.ref(`${table}.${c}`).as(c));
    const numbered = this.matching(resource, rest)
      .select([...columns, sql<number>`row_number() OVER (ORDER BY ${order(table)})`.as('__walked')])
      .orderBy(sql`${order(table)}`)
      .limit(budget);
    const found = await this.kysely
      .selectFrom(numbered.as('w'))
      .selectAll('w')
      .where((eb: Eb) => conditionExpression(resource, eb, text))
      .orderBy(sql`${order('w')}`)
      .limit(wanted)
      .execute();
    if (found.length < wanted) return null;
    const walked = Number(found.at(-1)?.__walked);
    const of =
      knownEstimate === undefined
        ? ((rest.length === 0 ? await tableRows(this.kysely, table) : null) ??
          (await plannedRows(this.kysely, this.matching(resource, rest))))
        : undefined;
    const estimate = knownEstimate ?? Math.round((wanted / walked) * (of as number));
    if (estimate <= EXACT_COUNT_MAX) return null;
    if (knownEstimate === undefined)
      remember(this.large, sizeKey, { estimate, until: Date.now() + LARGE_TTL_MS });
    const rows = found.slice(offset).map((r) => toApi(resource, r));
    return {
      rows,
      ...estimatedTotal({ offset, size: query.size, rows: rows.length, counted: null }, estimate),
    };
  }

  private matching(resource: EngineResource, conditions: readonly Condition[]) {
    return this.kysely
      .selectFrom(resource.table)
      .where((eb: Eb) => eb.and(conditions.map((c) => conditionExpression(resource, eb, c))));
  }

  /**
   * The statement of a page: with `counting`, the page joined (LEFT JOIN LATERAL, so an empty page still
   * brings it) to a count of the matching rows that stops one past EXACT_COUNT_MAX.
   */
  private listStatement(resource: EngineResource, query: ListQuery, counting: boolean): CompiledQuery {
    const table = resource.table;
    const offset = query.page * query.size;
    const matching = this.matching(resource, query.conditions);
    const sort = decisiveSort(resource, query.sort);
    const ordered = <Q extends AnySelect>(q: Q, qualifier: string): Q =>
      sort.reduce(
        (acc, s) => acc.orderBy(sql.ref(`${qualifier}.${columnOf(resource, s.field)}`), s.direction) as Q,
        q,
      );
    // A page carries no file contents (megabytes each): a row's files are read with the row or downloaded.
    const columns = this.columns(resource, false).map((c) => sql.ref(`${table}.${c}`).as(c));
    const page =
      offset === 0
        ? ordered(matching.select(columns), table).limit(query.size)
        : ordered(
            this.kysely
              .selectFrom(table)
              .innerJoin(
                ordered(matching.select(sql.ref(`${table}.id`).as('id')), table)
                  .limit(query.size)
                  .offset(offset)
                  .as('k'),
                'k.id',
                `${table}.id`,
              )
              .select(columns),
            table,
          );
    if (!counting) return page.compile();
    return ordered(
      this.kysely
        .selectFrom(boundedCount(this.kysely, matching).as('c'))
        .leftJoinLateral(page.as('p'), (join) => join.onTrue())
        .selectAll('p')
        .select(sql.ref('c.counted').as('__counted')),
      'p',
    ).compile();
  }

  /** The row, if the conditions let it be seen; with `lock`, held (FOR UPDATE) until the transaction ends. */
  async findById(
    resource: EngineResource,
    id: number,
    conditions: readonly Condition[] = [],
    lock = false,
  ): Promise<Row | null> {
    const query = this.kysely
      .selectFrom(resource.table)
      .select(this.columns(resource))
      .where('id', '=', id)
      .where((eb) => eb.and(conditions.map((c) => conditionExpression(resource, eb, c))));
    const row = await (lock ? query.forUpdate() : query).executeTakeFirst();
    return row ? toApi(resource, row) : null;
  }

  /** Writes what the caller sent and, in `stamp`, read-only fields the server sets. */
  async insert(resource: EngineResource, body: Row, stamp: Row = {}): Promise<Row> {
    const values = toColumns(resource, body, stamp);
    const base = this.kysely.insertInto(resource.table);
    const query = Object.keys(values).length ? base.values(values) : base.defaultValues();
    const row = await query.returning(this.columns(resource)).executeTakeFirstOrThrow();
    return toApi(resource, row);
  }

  async update(resource: EngineResource, id: number, body: Row, stamp: Row = {}): Promise<Row | null> {
    const values = toColumns(resource, body, stamp);
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

  /** Links the item to the party; a link that exists already stays as it is. */
  async link(link: EngineLink, partyId: number, itemId: number): Promise<void> {
    await this.kysely
      .insertInto(link.table)
      .values({ [link.partyColumn]: partyId, [link.itemColumn]: itemId })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }

  /** Removes the link; false when there was none. */
  async unlink(link: EngineLink, partyId: number, itemId: number): Promise<boolean> {
    const result = await this.kysely
      .deleteFrom(link.table)
      .where(link.partyColumn, '=', partyId)
      .where(link.itemColumn, '=', itemId)
      .executeTakeFirst();
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

  /**
   * Whether a business unit (active, not locked by an administrator, of an active company) or a company
   * (active) takes writes from its users. A missing one is left to the reference check.
   */
  async ownerOpen(kind: 'businessUnit' | 'company', id: number): Promise<boolean> {
    if (kind === 'company') {
      const company = await this.kysely
        .selectFrom('company')
        .select('active')
        .where('id', '=', id)
        .executeTakeFirst();
      return company?.active !== false;
    }
    const unit = await this.kysely
      .selectFrom('business_unit as u')
      .innerJoin('company as c', 'c.id', 'u.company_id')
      .select(['u.active as active', 'u.admin_locked as locked', 'c.active as companyActive'])
      .where('u.id', '=', id)
      .executeTakeFirst();
    return !unit || (unit.active === true && unit.locked === false && unit.companyActive === true);
  }

  /** The company of a business unit (undefined when there is no such unit). */
  async companyOfUnit(id: number): Promise<number | undefined> {
    const unit = await this.kysely
      .selectFrom('business_unit')
      .select('company_id')
      .where('id', '=', id)
      .executeTakeFirst();
    return unit ? Number(unit.company_id) : undefined;
  }

  /** The value of `field` (an owner) of a reference target's row, or `undefined` when there is no row. */
  async ownerOfTarget(target: string, id: number, field: string): Promise<unknown> {
    const column = toColumn(field);
    const row = await this.kysely
      .selectFrom(tableOfTarget(target))
      .select(column as 'id')
      .where('id', '=', id)
      .executeTakeFirst();
    return row === undefined ? undefined : (row as Record<string, unknown>)[column];
  }

  /**
   * The distinct (tenant, target) pairs of a reference column of `table`, with one row holding each: the
   * tenant's `columns` read from the row, or from the parent reached through `joins` ([table, column of the
   * row before naming it]).
   */
  async referencePairs(
    table: string,
    column: string,
    joins: readonly (readonly [string, string])[],
    columns: readonly string[],
  ): Promise<{ id: number; target: number; tenant: unknown[] }[]> {
    let from = sql`${sql.table(table)} AS r0`;
    joins.forEach(([parent, via], i) => {
      from = sql`${from} JOIN ${sql.table(parent)} AS ${sql.ref(`r${i + 1}`)} ON ${sql.ref(`r${i + 1}.id`)} = ${sql.ref(`r${i}.${via}`)}`;
    });
    const top = `r${joins.length}`;
    const tenant = columns.map((c, i) => sql`${sql.ref(`${top}.${c}`)} AS ${sql.ref(`t${i}`)}`);
    const group = [sql.ref(`r0.${column}`), ...columns.map((c) => sql.ref(`${top}.${c}`))];
    const { rows } = await sql<Record<string, unknown>>`
      SELECT min(r0.id) AS id, ${sql.ref(`r0.${column}`)} AS target${tenant.length ? sql`, ${sql.join(tenant)}` : sql``}
      FROM ${from}
      WHERE ${sql.ref(`r0.${column}`)} IS NOT NULL
      GROUP BY ${sql.join(group)}`.execute(this.kysely);
    return rows.map((row) => ({
      id: Number(row.id),
      target: Number(row.target),
      tenant: columns.map((_, i) => (row[`t${i}`] === null ? null : Number(row[`t${i}`]))),
    }));
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
