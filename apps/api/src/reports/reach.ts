/**
 * The units a report reads: administrators and verificators any unit, every unit when none is named;
 * everybody else the units they act for (a unit they do not reach is refused with 403, an unknown one 404).
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { RequestContext } from '../http/context.ts';
import { problem } from '../http/problems.ts';

export interface ReportReach {
  /** The unit asked for, or undefined for every unit reached. */
  unitId: number | undefined;
  /** The units reached when none is asked: null for every unit. */
  reach: readonly number[] | null;
}

// biome-ignore lint/suspicious/noExplicitAny: the reports read several tables in SQL
type AnyDB = Kysely<any>;

/** Whether the caller reads this unit's reports. */
export const reachesUnit = (ctx: RequestContext, unitId: number): boolean =>
  ctx.scope.unrestricted || ctx.scope.readsAll || ctx.scope.ownsBusinessUnit(unitId);

export async function reportReach(
  db: AnyDB,
  ctx: RequestContext,
  unitId: number | undefined,
): Promise<ReportReach> {
  const readsAll = ctx.scope.unrestricted || ctx.scope.readsAll;
  if (unitId !== undefined) {
    if (!reachesUnit(ctx, unitId)) throw problem.forbidden('This business unit is not yours.');
    const { rows } = await sql`SELECT 1 FROM business_unit WHERE id = ${unitId}`.execute(db);
    if (!rows.length) throw problem.notFound('There is no such business unit.');
  }
  return { unitId, reach: readsAll ? null : (ctx.scope.businessUnitIds ?? []) };
}

/** The rows a reach keeps, on the column naming a row's unit: the unit asked, or every unit reached. */
export function reachCondition(r: ReportReach, column: RawBuilder<unknown>): RawBuilder<unknown> {
  if (r.unitId !== undefined) return sql`${column} = ${r.unitId}`;
  if (r.reach === null) return sql`true`;
  return r.reach.length ? sql`${column} IN (${sql.join([...r.reach])})` : sql`false`;
}
