/**
 * The item count of a list page (`X-Total-Count`), exact where counting is cheap, otherwise PostgreSQL's
 * estimate, flagged as such (`X-Total-Count-Estimated: true`). See docs/adr/0012-large-lists.md.
 */
import { CompiledQuery, type Kysely, type SelectQueryBuilder, sql } from 'kysely';

/** Totals up to this are counted exactly; a count never reads more than one row past it. */
export const EXACT_COUNT_MAX = 10_000;

export interface Total {
  total: number;
  estimated: boolean;
}

// biome-ignore lint/suspicious/noExplicitAny: works on any select of any schema
type AnySelect = SelectQueryBuilder<any, any, any>;

/** `count(*)` of the query's rows (as `counted`), reading at most EXACT_COUNT_MAX + 1 of them. */
// biome-ignore lint/suspicious/noExplicitAny: any schema
export function boundedCount(kysely: Kysely<any>, query: AnySelect): AnySelect {
  const rows = query
    .clearSelect()
    .clearOrderBy()
    .select(sql.lit(1).as('one'))
    .limit(EXACT_COUNT_MAX + 1);
  return kysely.selectFrom(rows.as('bounded')).select((eb) => eb.fn.countAll().as('counted'));
}

/** The planner's estimate of how many rows the query answers (EXPLAIN; nothing is read). */
// biome-ignore lint/suspicious/noExplicitAny: any schema
export async function plannedRows(kysely: Kysely<any>, query: AnySelect): Promise<number> {
  const compiled = query.clearSelect().clearOrderBy().select(sql.lit(1).as('one')).compile();
  const result = await kysely.executeQuery<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    CompiledQuery.raw(`EXPLAIN (FORMAT JSON) ${compiled.sql}`, [...compiled.parameters]),
  );
  const plan = result.rows[0]?.['QUERY PLAN'];
  const doc = typeof plan === 'string' ? JSON.parse(plan) : plan;
  return Number(doc?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

/**
 * PostgreSQL's estimate of a table's rows, as its planner makes it: rows per page at the last analysis
 * times the pages the table has now. Null when the table was never analysed.
 */
// biome-ignore lint/suspicious/noExplicitAny: any schema
export async function tableRows(kysely: Kysely<any>, table: string): Promise<number | null> {
  const { rows } = await sql<{ n: number | null }>`
    SELECT CASE WHEN c.reltuples < 0 THEN NULL
      WHEN c.relpages = 0 THEN c.reltuples::float8
      ELSE c.reltuples / c.relpages * (pg_relation_size(c.oid) / current_setting('block_size')::float8)
    END AS n
    FROM pg_class c WHERE c.oid = to_regclass(${table})`.execute(kysely);
  const n = rows[0]?.n;
  return n === null || n === undefined ? null : Number(n);
}

/** Two significant digits, never below `floor`: an estimate should not look more precise than it is. */
export function roundEstimate(n: number, floor: number): number {
  const value = Math.max(n, floor, 0);
  if (value < 100) return Math.ceil(value);
  const unit = 10 ** (Math.floor(Math.log10(value)) - 1);
  const rounded = Math.round(value / unit) * unit;
  return rounded < floor ? rounded + unit : rounded;
}

export interface PageFacts {
  offset: number;
  size: number;
  /** Rows of this page. */
  rows: number;
  /** The bounded count, when one was made. */
  counted: number | null;
}

/**
 * The total of a page from what is known without an estimate: a page that is not full ends the list, a
 * count up to the bound is exact. Null when only an estimate can tell.
 */
export function exactTotal({ offset, size, rows, counted }: PageFacts): number | null {
  if (rows > 0 && rows < size) return offset + rows;
  if (rows === 0 && offset === 0) return 0;
  if (counted !== null && counted <= EXACT_COUNT_MAX) return counted;
  return null;
}

/** An estimate made consistent with the page: no fewer than the rows seen, more than the bound if counted. */
export function estimatedTotal({ offset, rows, counted }: PageFacts, estimate: number): Total {
  const floor = Math.max(offset + rows, counted === null ? 0 : EXACT_COUNT_MAX + 1);
  // An empty page past the end: the list is no longer than the offset.
  const capped = rows === 0 && offset > 0 ? Math.min(estimate, offset) : estimate;
  return { total: roundEstimate(capped, floor), estimated: true };
}

/**
 * The total of a list the simple way, for the lists outside the resource engine: the page first; then a
 * count up to the bound when the page does not tell; then, above it, the planner's estimate.
 */
export async function totalOf(
  // biome-ignore lint/suspicious/noExplicitAny: any schema
  kysely: Kysely<any>,
  query: AnySelect,
  page: { offset: number; size: number; rows: number },
): Promise<Total> {
  const known = exactTotal({ ...page, counted: null });
  if (known !== null) return { total: known, estimated: false };
  const { counted } = (await boundedCount(kysely, query).executeTakeFirstOrThrow()) as { counted: number };
  const facts = { ...page, counted: Number(counted) };
  const exact = exactTotal(facts);
  if (exact !== null) return { total: exact, estimated: false };
  return estimatedTotal(facts, await plannedRows(kysely, query));
}
