/**
 * The one check of the V-Legal calls beside the resource engine (its PDF, checklist, summaries, mail): the
 * caller reads the V-Legal's unit (verificators and administrators every unit's) or, writing, acts for it.
 * Another tenant's V-Legal answers as one that does not exist.
 */
import { type Kysely, sql } from 'kysely';
import type { RequestContext } from '../http/context.ts';
import { problem } from '../http/problems.ts';

export interface ReachedVlegal {
  id: number;
  business_unit_id: number;
  status: string;
  vlegal_number: string | null;
  country_of_destination_id: number;
  integration_status: string;
}

// biome-ignore lint/suspicious/noExplicitAny: the V-Legal is read in SQL
export async function reachedVlegal(db: Kysely<any>, ctx: RequestContext, id: number, writing = false) {
  const { rows } = await sql<ReachedVlegal>`
    SELECT id, business_unit_id, status, vlegal_number, country_of_destination_id, integration_status
    FROM vlegal WHERE id = ${id}`.execute(db);
  const head = rows[0];
  const unit = Number(head?.business_unit_id);
  const reaches = writing
    ? ctx.scope.ownsBusinessUnit(unit)
    : ctx.scope.readsAll || ctx.scope.ownsBusinessUnit(unit);
  if (!head || !reaches) throw problem.notFound('No V-Legal with this id.');
  return head;
}
