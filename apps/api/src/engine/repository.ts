import { type CompiledQuery, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import {
  boundedCount,
  EXACT_COUNT_MAX,
  estimatedTotal,
  exactTotal,
  plannedRows,
  tableRows,
} from '../db/count.ts';
import type { Database } from '../db/index.ts';
import type { EngineLink, EngineResource, SortSpec, Row } from './types.ts';
import { columnOf, toColumn } from './types.ts';
import { tableOfTarget } from './declarations.ts';
import { type Condition, conditionExpression, decisiveSort, type Eb } from './conditions.ts';
import { toApi, toColumns } from './row-mapping.ts';

export { type Condition, decisiveSort } from './conditions.ts';
export { toApi, toColumns } from './row-mapping.ts';

type AnyDB = Record<string, Row>;
// biome-ignore lint/suspicious/noExplicitAny: queries over any registered table
type AnySelect = SelectQueryBuilder<any, any, any>;

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
  /** Searches a walk did not answer (a rare term), until when they go straight to their indexes. */
  private readonly unwalked: Map<string, number>;

  constructor(db: Database, shared?: ResourceRepository) {
    this.kysely = db.kysely as unknown as Kysely<AnyDB>;
    this.db = db;
    this.statements = shared?.statements ?? new Map();
    this.large = shared?.large ?? new Map();
    this.unwalked = shared?.unwalked ?? new Map();
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
    const walkKey = `${sizeKey}\u0000${offset + query.size}`;
    if (text && (this.unwalked.get(walkKey) ?? 0) <= Date.now()) {
      const walked = await this.walk(resource, query, text, sizeKey, large?.estimate);
      if (walked) return walked;
      remember(this.unwalked, walkKey, Date.now() + LARGE_TTL_MS);
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
   * conditions); when that is within the bound of exact counts, when the other conditions leave no more rows
   * than the bound, or when the page did not fill within the walk (a rare term: its trigram indexes find it
   * fast), null: the list is read and counted as any other.
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
    // A list the bound covers anyway (the other conditions' rows) is read and counted exactly at once.
    const of =
      knownEstimate === undefined
        ? ((rest.length === 0 ? await tableRows(this.kysely, table) : null) ??
          (await plannedRows(this.kysely, this.matching(resource, rest))))
        : undefined;
    if (of !== undefined && of <= EXACT_COUNT_MAX) return null;
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
