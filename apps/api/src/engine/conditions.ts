/**
 * The conditions of a list (filters, searches, ownership) as SQL, and the order that decides a page: what
 * the repository reads every resource's lists with.
 */
import { likePattern } from '@vlegal/domain/lists';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { sql } from 'kysely';
import type { EngineResource, FilterOp, Row, SortSpec } from './types.ts';
import { columnOf } from './types.ts';

type AnyDB = Record<string, Row>;
export type Eb = ExpressionBuilder<AnyDB, string>;

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

export function conditionExpression(resource: EngineResource, eb: Eb, c: Condition): Expression<SqlBool> {
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
